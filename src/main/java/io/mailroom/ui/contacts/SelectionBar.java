package io.mailroom.ui.contacts;

import atlantafx.base.theme.Styles;
import io.mailroom.ui.common.Messages;
import io.mailroom.ui.fx.Visibility;
import javafx.beans.binding.Bindings;
import javafx.beans.binding.BooleanBinding;
import javafx.beans.binding.IntegerExpression;
import javafx.beans.value.ObservableBooleanValue;
import javafx.geometry.Insets;
import javafx.geometry.Pos;
import javafx.scene.Node;
import javafx.scene.control.Hyperlink;
import javafx.scene.control.Label;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Region;

/**
 * A selection across the filter, over the whole list, as Gmail offers it: after select all,
 * "The 400 contacts read are selected. Select all 4,312 matching"; then "All 4,312 matching
 * contacts are selected. Clear selection".
 */
final class SelectionBar {

    private final HBox view;

    /**
     * {@code selected}: how many are selected; {@code readRowsSelected}: select all has just
     * selected the rows read; {@code selectAllMatching} and {@code clear} do what their links say.
     */
    SelectionBar(ContactsViewModel model, IntegerExpression selected, ObservableBooleanValue readRowsSelected,
                 Runnable selectAllMatching, Runnable clear) {
        WholeList whole = model.whole();
        BooleanBinding offered = Bindings.createBooleanBinding(() -> whole.shownProperty().get() && readRowsSelected.get()
                        && selected.get() < whole.matchingProperty().get(),
                whole.shownProperty(), readRowsSelected, selected, whole.matchingProperty());
        BooleanBinding all = whole.shownProperty().and(whole.allMatchingProperty());

        Label text = new Label();
        text.setId("selection-text");
        text.textProperty().bind(Bindings.createStringBinding(() -> all.get()
                        ? Messages.text("contacts.selection.allMatching", whole.matchingProperty().get())
                        : Messages.text("contacts.selection.read", selected.get()),
                all, selected, whole.matchingProperty()));
        text.setWrapText(true);
        // Beside the side panels the table can be narrow (the segments' on the left, the chart's on the right): the words take more lines.
        text.setMinHeight(Region.USE_PREF_SIZE);
        Hyperlink extend = new Hyperlink();
        extend.setId("select-all-matching");
        extend.textProperty().bind(Bindings.createStringBinding(
                () -> Messages.text("contacts.selection.selectAll", whole.matchingProperty().get()), whole.matchingProperty()));
        extend.setMinWidth(Region.USE_PREF_SIZE);
        extend.setOnAction(event -> selectAllMatching.run());
        Visibility.showWhen(extend, all.not());
        Hyperlink clearAll = new Hyperlink(Messages.text("contacts.selection.clear"));
        clearAll.setId("clear-selection");
        clearAll.setMinWidth(Region.USE_PREF_SIZE);
        clearAll.setOnAction(event -> clear.run());
        Visibility.showWhen(clearAll, all);

        view = new HBox(4, text, extend, clearAll);
        view.setId("selection-bar");
        view.setAlignment(Pos.CENTER);
        view.setPadding(new Insets(4, 12, 4, 12));
        view.getStyleClass().add(Styles.BG_ACCENT_SUBTLE);
        // In a low window the table gives way, not this line: its words wrap, and are never cut.
        view.setMinHeight(Region.USE_PREF_SIZE);
        Visibility.showWhen(view, offered.or(all));
    }

    Node view() {
        return view;
    }
}
