package io.mailroom.ui.contacts;

import atlantafx.base.theme.Styles;
import atlantafx.base.theme.Tweaks;
import io.mailroom.ui.common.Messages;
import io.mailroom.ui.fx.Icons;
import io.mailroom.ui.fx.Menus;
import io.mailroom.ui.fx.Shortcuts;
import io.mailroom.ui.fx.Visibility;
import java.util.List;
import javafx.beans.binding.Bindings;
import javafx.beans.binding.BooleanBinding;
import javafx.beans.property.BooleanProperty;
import javafx.beans.value.ObservableValue;
import javafx.collections.ListChangeListener;
import javafx.geometry.Insets;
import javafx.geometry.Pos;
import javafx.scene.Node;
import javafx.scene.Scene;
import javafx.scene.control.Button;
import javafx.scene.control.CheckMenuItem;
import javafx.scene.control.ContentDisplay;
import javafx.scene.control.ContextMenu;
import javafx.scene.control.Label;
import javafx.scene.control.ListCell;
import javafx.scene.control.ListView;
import javafx.scene.control.MenuItem;
import javafx.scene.control.OverrunStyle;
import javafx.scene.control.SeparatorMenuItem;
import javafx.scene.control.ToggleButton;
import javafx.scene.control.Tooltip;
import javafx.scene.input.KeyCode;
import javafx.scene.input.KeyCodeCombination;
import javafx.scene.input.KeyCombination;
import javafx.scene.input.KeyEvent;
import javafx.scene.input.MouseButton;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import javafx.scene.layout.VBox;
import javafx.stage.Window;
import org.kordamp.ikonli.feather.Feather;

/**
 * The collapsible panel left of the whole list: "All contacts" and the application's saved
 * segments ({@link SegmentList}), each with its count. A click or Enter applies one; the one
 * applied is selected, marked when the find or filters moved away from it, with Save offered.
 * F2 renames and Delete deletes the segment selected while the list has the keyboard.
 */
final class SegmentsPanel {

    /** Saves the segment chosen, once changed; with Shift, saves what is on view as a new one, as "Save as" does elsewhere. */
    static final KeyCombination SAVE = KeyCombination.keyCombination("Shortcut+S");
    static final KeyCombination SAVE_AS = KeyCombination.keyCombination("Shortcut+Shift+S");
    static final KeyCombination RENAME = new KeyCodeCombination(KeyCode.F2);
    /** Narrow, so that the table keeps its room at 1024x700 beside the chart; long names end in "…" with the whole in a tooltip. */
    private static final double WIDTH = 180;

    private final SegmentList model;
    private final BooleanProperty shown;
    private final ListView<SegmentEntry> list;
    private final VBox panel = new VBox(8);
    /** The window's focus while the panel is in one: coming back to it (from a terminal, say) reads the segments again. */
    private final ObservableValue<Boolean> focusedHere;

    /** {@code shown}: the person's choice to show the panel, kept in the settings. */
    SegmentsPanel(SegmentList model, BooleanProperty shown) {
        this.model = model;
        this.shown = shown;
        panel.setId("segments-panel");
        panel.setPadding(new Insets(10, 8, 10, 10));
        panel.setPrefWidth(WIDTH);
        panel.setMinWidth(WIDTH);
        panel.setMaxWidth(WIDTH);
        panel.getStyleClass().add(Styles.BG_SUBTLE);
        VBox.setVgrow(panel, Priority.ALWAYS);
        Visibility.showWhen(panel, shown.and(model.availableProperty()));

        list = new ListView<>(model.entries());
        list.setId("segments-list");
        list.setCellFactory(view -> new SegmentCell());
        list.getStyleClass().add(Tweaks.EDGE_TO_EDGE);
        list.setContextMenu(contextMenu());
        list.addEventHandler(KeyEvent.KEY_PRESSED, this::keyPressed);
        VBox.setVgrow(list, Priority.ALWAYS);
        model.markedProperty().addListener((obs, old, now) -> follow());
        model.modifiedProperty().addListener((obs, old, now) -> list.refresh());
        model.entries().addListener((ListChangeListener<SegmentEntry>) change -> follow());

        Label empty = muted("segments-empty", Messages.text("contacts.segments.empty"));
        Visibility.showWhen(empty, Bindings.size(model.entries()).isEqualTo(1));
        Label notShown = muted("segments-not-shown", "");
        notShown.textProperty().bind(Bindings.createStringBinding(
                () -> Messages.text("contacts.segments.notShown", model.notShownProperty().get()), model.notShownProperty()));
        Visibility.showWhen(notShown, model.notShownProperty().greaterThan(0));

        Button save = button("save-segment", Messages.text("contacts.segments.save"), SAVE, model::save);
        save.getStyleClass().add(Styles.ACCENT);
        save.disableProperty().bind(model.canSave().not());
        Visibility.showWhen(save, model.modifiedProperty());
        Button saveAs = button("save-as-segment", Messages.text("contacts.segments.saveAs"), SAVE_AS, model::saveAs);
        saveAs.disableProperty().bind(model.canSaveAs().not());

        panel.getChildren().addAll(header(), list, empty, notShown, save, saveAs);
        focusedHere = panel.sceneProperty().flatMap(Scene::windowProperty).flatMap(Window::focusedProperty).orElse(false);
        focusedHere.subscribe(focused -> {
            if (focused) {
                model.reload();
            }
        });
    }

    Node view() {
        return panel;
    }

    /** The contacts menu's items: save the segment chosen, save what is on view as a new one. */
    List<MenuItem> menuItems() {
        MenuItem save = Menus.item(Messages.text("contacts.segments.save"), SAVE, model.canSave().not(), model::save);
        save.setId("menu-save-segment");
        MenuItem saveAs = Menus.item(Messages.text("contacts.segments.saveAs"), SAVE_AS, model.canSaveAs().not(), model::saveAs);
        saveAs.setId("menu-save-as-segment");
        return List.of(save, saveAs);
    }

    /** View ▸ Show segments; off while the whole list is not on view, as the panel then is not either. */
    CheckMenuItem viewItem() {
        CheckMenuItem item = new CheckMenuItem(Messages.text("contacts.segments.show"));
        item.setId("show-segments");
        item.selectedProperty().bindBidirectional(shown);
        item.disableProperty().bind(model.availableProperty().not());
        return item;
    }

    /** The toolbar's button that shows and hides the panel, there while the whole list is. */
    ToggleButton toggle() {
        ToggleButton toggle = new ToggleButton(null, Icons.of(Feather.BOOKMARK));
        toggle.setId("toggle-segments");
        toggle.getStyleClass().addAll(Styles.BUTTON_ICON, Styles.FLAT);
        toggle.setTooltip(new Tooltip(Messages.text("contacts.segments.tooltip")));
        toggle.selectedProperty().bindBidirectional(shown);
        toggle.setMinWidth(Region.USE_PREF_SIZE);
        Visibility.showWhen(toggle, model.availableProperty());
        return toggle;
    }

    private Node header() {
        Label title = new Label(Messages.text("contacts.segments.title"));
        title.getStyleClass().add(Styles.TITLE_4);
        title.setMinWidth(0);
        Button close = new Button(null, Icons.of(Feather.X));
        close.setId("hide-segments");
        close.getStyleClass().addAll(Styles.BUTTON_ICON, Styles.FLAT);
        close.setTooltip(new Tooltip(Messages.text("contacts.segments.hide")));
        close.setOnAction(event -> shown.set(false));
        Region gap = new Region();
        HBox.setHgrow(gap, Priority.ALWAYS);
        HBox header = new HBox(title, gap, close);
        header.setAlignment(Pos.CENTER_LEFT);
        return header;
    }

    private ContextMenu contextMenu() {
        BooleanBinding noSegment = Bindings.createBooleanBinding(() -> selected() == null || selected().everyone(),
                list.getSelectionModel().selectedItemProperty());
        BooleanBinding nothing = list.getSelectionModel().selectedItemProperty().isNull();
        MenuItem apply = Menus.item(Messages.text("contacts.segments.apply"), null, nothing, () -> model.apply(selected()));
        apply.setId("apply-segment");
        // No accelerators here: a context menu's would work across the whole window, and Delete belongs to the table there.
        MenuItem rename = Menus.item(Messages.text("contacts.withShortcut", Messages.text("contacts.segments.rename"), Shortcuts.text(RENAME)),
                null, noSegment, () -> model.rename(selected()));
        rename.setId("rename-segment");
        MenuItem delete = Menus.item(Messages.text("contacts.withShortcut", Messages.text("contacts.segments.delete"),
                Shortcuts.text(ContactsScreen.DELETE)), null, noSegment, () -> model.delete(selected()));
        delete.setId("delete-segment");
        return new ContextMenu(apply, new SeparatorMenuItem(), rename, delete);
    }

    /**
     * Enter applies the segment selected, F2 renames it and Delete deletes it. Each key stops here,
     * so that neither the screen's Delete (of the contacts selected in the table) nor its Enter (Edit…) runs.
     */
    private void keyPressed(KeyEvent event) {
        SegmentEntry entry = selected();
        if (entry == null) {
            return;
        }
        if (event.getCode() == KeyCode.ENTER) {
            event.consume();
            model.apply(entry);
        } else if (RENAME.match(event)) {
            event.consume();
            model.rename(entry);
        } else if (ContactsScreen.DELETE.match(event)) {
            event.consume();
            model.delete(entry);
        }
    }

    private SegmentEntry selected() {
        return list.getSelectionModel().getSelectedItem();
    }

    /** The line chosen is the one selected: after a click, a save, a rename, or a find that left every segment. */
    private void follow() {
        int at = model.markedProperty().get();
        if (at < 0) {
            list.getSelectionModel().clearSelection();
        } else if (list.getSelectionModel().getSelectedIndex() != at) {
            list.getSelectionModel().clearAndSelect(at);
        }
        list.refresh();
    }

    /** A button as wide as the panel, its words alone: an icon would take room the words need in German and French. */
    private static Button button(String id, String text, KeyCombination shortcut, Runnable action) {
        Button button = new Button(text);
        button.setId(id);
        button.getStyleClass().add(Styles.SMALL);
        button.setMaxWidth(Double.MAX_VALUE);
        // The panel is narrow and German and French words long: they take a second line rather than be cut.
        button.setWrapText(true);
        button.setMinHeight(Region.USE_PREF_SIZE);
        button.setTooltip(new Tooltip(Messages.text("contacts.withShortcut", text, Shortcuts.text(shortcut))));
        button.setOnAction(event -> action.run());
        return button;
    }

    private static Label muted(String id, String text) {
        Label label = new Label(text);
        label.setId(id);
        label.setWrapText(true);
        label.getStyleClass().addAll(Styles.TEXT_SMALL, Styles.TEXT_MUTED);
        label.setMinHeight(Region.USE_PREF_SIZE);
        return label;
    }

    /**
     * "All contacts" or a segment's name (cut with "…", the whole in its tooltip), and under it how
     * many contacts it finds, or that it was changed and not saved.
     */
    private final class SegmentCell extends ListCell<SegmentEntry> {

        private final Label name = new Label();
        private final Label detail = new Label();
        private final Tooltip whole = new Tooltip();
        private final VBox lines = new VBox(1, name, detail);
        /** The labels look changed (italic name, warning words) rather than saved. */
        private boolean changedLook;

        SegmentCell() {
            name.setMinWidth(0);
            name.setTextOverrun(OverrunStyle.ELLIPSIS);
            detail.setMinWidth(0);
            detail.setWrapText(true);
            detail.getStyleClass().addAll(Styles.TEXT_SMALL, Styles.TEXT_MUTED);
            setContentDisplay(ContentDisplay.GRAPHIC_ONLY);
            // As the drafts' cells: a long name ends in "…" rather than widen the list to scroll sideways.
            setPrefWidth(0);
            setOnMouseClicked(event -> {
                if (event.getButton() == MouseButton.PRIMARY && !isEmpty() && getItem() != null) {
                    model.apply(getItem());
                }
            });
        }

        @Override
        protected void updateItem(SegmentEntry entry, boolean empty) {
            super.updateItem(entry, empty);
            if (empty || entry == null) {
                setGraphic(null);
                setTooltip(null);
                setAccessibleText(null);
                return;
            }
            String text = entry.everyone() ? Messages.text("contacts.segments.all") : entry.segment().name();
            name.setText(text);
            whole.setText(text);
            setTooltip(whole);
            // While changed, what it finds is the count under the table; the panel says the segment is not saved so.
            boolean changed = getIndex() == model.markedProperty().get() && model.modifiedProperty().get();
            detail.setText(changed ? Messages.text("contacts.segments.changed")
                    : entry.counted() ? Messages.text("contacts.count", entry.count()) : "");
            look(changed);
            setAccessibleText(entry.counted() ? Messages.text("contacts.segments.accessible", text, entry.count()) : text);
            setGraphic(lines);
        }

        /**
         * Changed (italic name, warning words) or not. Style classes changed make the labels' styles be
         * looked up anew, and every find or filter refreshes the list: only when the look changes.
         */
        private void look(boolean changed) {
            if (changed == changedLook) {
                return;
            }
            detail.getStyleClass().removeAll(Styles.TEXT_MUTED, Styles.WARNING);
            detail.getStyleClass().add(changed ? Styles.WARNING : Styles.TEXT_MUTED);
            name.getStyleClass().remove(Styles.TEXT_ITALIC);
            if (changed) {
                name.getStyleClass().add(Styles.TEXT_ITALIC);
            }
            changedLook = changed;
        }
    }
}
