package io.mailroom.ui.contacts;

import atlantafx.base.theme.Styles;
import io.mailroom.ui.common.Messages;
import io.mailroom.ui.fx.Icons;
import io.mailroom.ui.fx.Visibility;
import javafx.beans.binding.Bindings;
import javafx.beans.binding.IntegerExpression;
import javafx.geometry.Insets;
import javafx.geometry.Orientation;
import javafx.geometry.Pos;
import javafx.scene.Node;
import javafx.scene.control.Button;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Label;
import javafx.scene.control.Separator;
import javafx.scene.control.Tooltip;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import javafx.scene.layout.VBox;
import org.kordamp.ikonli.Ikon;
import org.kordamp.ikonli.feather.Feather;

/**
 * The line under the table. Paging as the service pages: first, previous, "Page N of M", next,
 * last, the total and the page size, and above them, while the service pages by another size than
 * asked, a note that says so. Over the whole list there is nothing to page: how many contacts
 * match of how many ("4,312 of 100,000 contacts") and when the copy was synchronised.
 */
final class PagingBar {

    private static final double TOOLTIP_WIDTH = 480;

    private final VBox view;

    /** {@code selected}: how many rows are selected, said beside the total. */
    PagingBar(ContactsViewModel model, IntegerExpression selected) {
        Button first = button("first-page", Feather.CHEVRONS_LEFT, Messages.text("contacts.page.first"), model::firstPage);
        Button previous = button("previous-page", Feather.CHEVRON_LEFT, Messages.text("contacts.page.previous"), model::previousPage);
        Button next = button("next-page", Feather.CHEVRON_RIGHT, Messages.text("contacts.page.next"), model::nextPage);
        Button last = button("last-page", Feather.CHEVRONS_RIGHT, Messages.text("contacts.page.last"), model::lastPage);
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
        Label synced = new Label();
        synced.setId("synced-label");
        synced.textProperty().bind(model.syncedText());
        synced.getStyleClass().add(Styles.TEXT_MUTED);
        synced.setMinWidth(Region.USE_PREF_SIZE);
        Visibility.showWhen(synced, model.syncedText().isNotEmpty());
        Separator beforeSynced = new Separator(Orientation.VERTICAL);
        Visibility.showWhen(beforeSynced, synced.visibleProperty());
        Label selectedCount = new Label();
        selectedCount.setId("selected-label");
        selectedCount.textProperty().bind(Bindings.createStringBinding(
                () -> Messages.text("contacts.selected", selected.get()), selected));
        selectedCount.getStyleClass().add(Styles.ACCENT);
        selectedCount.setMinWidth(Region.USE_PREF_SIZE);
        Visibility.showWhen(selectedCount, selected.greaterThan(0));

        // What was just done ("Deleted 3 contacts") gives way to the paging when the window is
        // narrow; cut short, it is there whole in its tooltip.
        Label notice = new Label();
        notice.setId("contacts-notice");
        notice.textProperty().bind(model.noticeProperty());
        notice.getStyleClass().add(Styles.TEXT_MUTED);
        notice.setMinWidth(0);
        Tooltip whole = new Tooltip();
        whole.textProperty().bind(model.noticeProperty());
        whole.setWrapText(true);
        whole.setMaxWidth(TOOLTIP_WIDTH);
        notice.tooltipProperty().bind(Bindings.when(model.noticeProperty().isEmpty()).then((Tooltip) null).otherwise(whole));
        Region gap = new Region();
        HBox.setHgrow(gap, Priority.ALWAYS);
        HBox.setHgrow(notice, Priority.SOMETIMES);

        ComboBox<Integer> size = new ComboBox<>();
        size.setId("page-size");
        size.getItems().setAll(ContactsViewModel.PAGE_SIZES);
        size.valueProperty().bindBidirectional(model.pageSizeProperty());
        size.setTooltip(new Tooltip(Messages.text("contacts.pageSize.tooltip")));
        size.setMinWidth(Region.USE_PREF_SIZE);
        Label sizeLabel = new Label(Messages.text("contacts.pageSize"));
        sizeLabel.setLabelFor(size);
        sizeLabel.setMinWidth(Region.USE_PREF_SIZE);

        HBox paging = new HBox(6, first, previous, page, next, last, new Separator(Orientation.VERTICAL));
        paging.setAlignment(Pos.CENTER_LEFT);
        paging.setMinWidth(Region.USE_PREF_SIZE);
        HBox sizing = new HBox(6, new Separator(Orientation.VERTICAL), sizeLabel, size);
        sizing.setAlignment(Pos.CENTER_LEFT);
        sizing.setMinWidth(Region.USE_PREF_SIZE);
        Visibility.showWhen(paging, model.whole().shownProperty().not());
        Visibility.showWhen(sizing, model.whole().shownProperty().not());
        HBox bar = new HBox(6, paging, total, beforeSynced, synced, selectedCount, gap, notice, sizing);
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
        Visibility.showWhen(note, model.pagingNoteProperty().isNotEmpty());
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
