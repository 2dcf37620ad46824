package io.mailroom.ui.contacts;

import atlantafx.base.theme.Styles;
import io.mailroom.ui.common.Icons;
import javafx.geometry.Insets;
import javafx.geometry.Pos;
import javafx.scene.Node;
import javafx.scene.control.Button;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Label;
import javafx.scene.control.Separator;
import javafx.scene.control.Tooltip;
import javafx.geometry.Orientation;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import javafx.scene.layout.VBox;
import org.kordamp.ikonli.Ikon;
import org.kordamp.ikonli.feather.Feather;

/**
 * Paging as the service pages: first, previous, "Page N of M", next, last, the total and the page
 * size, and above them, while the service pages by another size than asked, a note that says so.
 */
final class PagingBar {

    private final VBox view;

    PagingBar(ContactsViewModel model) {
        Button first = button("first-page", Feather.CHEVRONS_LEFT, "First page", model::firstPage);
        Button previous = button("previous-page", Feather.CHEVRON_LEFT, "Previous page", model::previousPage);
        Button next = button("next-page", Feather.CHEVRON_RIGHT, "Next page", model::nextPage);
        Button last = button("last-page", Feather.CHEVRONS_RIGHT, "Last page", model::lastPage);
        first.disableProperty().bind(model.canGoBack().not());
        previous.disableProperty().bind(model.canGoBack().not());
        next.disableProperty().bind(model.canGoForward().not());
        last.disableProperty().bind(model.canGoForward().not());

        Label page = new Label();
        page.setId("page-label");
        page.textProperty().bind(model.pageText());
        page.setMinWidth(Region.USE_PREF_SIZE);
        Label total = new Label();
        total.setId("total-label");
        total.textProperty().bind(model.totalText());
        total.getStyleClass().add(Styles.TEXT_MUTED);
        total.setMinWidth(Region.USE_PREF_SIZE);

        Label notice = new Label();
        notice.setId("contacts-notice");
        notice.textProperty().bind(model.noticeProperty());
        notice.getStyleClass().add(Styles.TEXT_MUTED);
        Region gap = new Region();
        HBox.setHgrow(gap, Priority.ALWAYS);
        HBox.setHgrow(notice, Priority.SOMETIMES);

        ComboBox<Integer> size = new ComboBox<>();
        size.setId("page-size");
        size.getItems().setAll(ContactsViewModel.PAGE_SIZES);
        size.valueProperty().bindBidirectional(model.pageSizeProperty());
        size.setTooltip(new Tooltip("Contacts per page"));
        Label sizeLabel = new Label("Per page");
        sizeLabel.setLabelFor(size);
        sizeLabel.setMinWidth(Region.USE_PREF_SIZE);

        HBox bar = new HBox(6, first, previous, page, next, last, new Separator(Orientation.VERTICAL), total,
                gap, notice, new Separator(Orientation.VERTICAL), sizeLabel, size);
        bar.setAlignment(Pos.CENTER_LEFT);
        bar.setPadding(new Insets(6, 10, 6, 10));
        view = new VBox(pagingNote(model), bar);
    }

    /** Its own line, so a notice of what was just done ("Deleted 3 contacts.") never hides it, nor it them. */
    private static Node pagingNote(ContactsViewModel model) {
        Label note = new Label(null, Icons.of(Feather.INFO));
        note.setId("paging-note");
        note.textProperty().bind(model.pagingNoteProperty());
        note.setWrapText(true);
        note.setMaxWidth(Double.MAX_VALUE);
        note.setPadding(new Insets(4, 10, 4, 10));
        note.getStyleClass().add(Styles.BG_SUBTLE);
        note.visibleProperty().bind(model.pagingNoteProperty().isNotEmpty());
        note.managedProperty().bind(note.visibleProperty());
        return note;
    }

    Node view() {
        return view;
    }

    static Button button(String id, Ikon icon, String tip, Runnable action) {
        Button button = new Button(null, Icons.of(icon));
        button.setId(id);
        button.getStyleClass().addAll(Styles.BUTTON_ICON, Styles.FLAT);
        button.setTooltip(new Tooltip(tip));
        button.setOnAction(event -> action.run());
        return button;
    }
}
