package io.mailroom.ui.contacts;

import io.mailroom.service.localcopy.JournalEntry;
import io.mailroom.ui.common.Messages;
import io.mailroom.ui.fx.ProblemView;
import java.util.List;
import java.util.function.Consumer;
import java.util.function.Function;
import javafx.beans.binding.Bindings;
import javafx.beans.value.ObservableBooleanValue;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.scene.control.Button;
import javafx.scene.control.ButtonBar;
import javafx.scene.control.ButtonType;
import javafx.scene.control.Dialog;
import javafx.scene.control.Label;
import javafx.scene.control.ProgressIndicator;
import javafx.scene.control.SelectionMode;
import javafx.scene.control.TableColumn;
import javafx.scene.control.TableView;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import javafx.scene.layout.StackPane;
import javafx.scene.layout.VBox;
import javafx.stage.Modality;
import javafx.stage.Window;

/**
 * File ▸ Deleted contacts…: the trash of the application on view, the latest deleted first; Restore
 * makes the contacts chosen again, Restore all every one. What a restore cannot bring back is said
 * above the list, before anything is restored.
 */
final class DeletedContactsDialog {

    private static final double WIDTH = 900;

    private DeletedContactsDialog() {
    }

    /** {@code busy}: a change of many contacts runs; nothing is restored until it ends. */
    static void show(Window owner, DeletedContacts trash, ObservableBooleanValue busy, Consumer<List<JournalEntry>> restore) {
        Dialog<List<JournalEntry>> dialog = new Dialog<>();
        if (owner != null) {
            dialog.initOwner(owner);
            dialog.initModality(Modality.WINDOW_MODAL);
        }
        dialog.setTitle(Messages.text("contacts.trash.title", trash.appId()));
        dialog.setHeaderText(Messages.text("contacts.trash.title", trash.appId()));
        dialog.setResizable(true);
        dialog.getDialogPane().setId("deleted-contacts");

        Label note = new Label(Messages.text("contacts.trash.note"));
        note.setId("deleted-contacts-note");
        note.setWrapText(true);
        note.setMinHeight(Region.USE_PREF_SIZE);
        TableView<JournalEntry> table = new TableView<>(trash.deletes());
        table.setId("deleted-contacts-table");
        table.getSelectionModel().setSelectionMode(SelectionMode.MULTIPLE);
        table.getColumns().add(column(Messages.text("contacts.trash.when"), DeletedContacts::when, 150));
        table.getColumns().add(column(Messages.text("contacts.column.emailAddress"), JournalEntry::address, 250));
        table.getColumns().add(column(Messages.text("contacts.trash.name"), DeletedContacts::name, 170));
        table.getColumns().add(column(Messages.text("contacts.column.company"), DeletedContacts::company, 150));
        table.getColumns().add(column(Messages.text("contacts.column.status"), DeletedContacts::status, 120));
        table.setColumnResizePolicy(TableView.CONSTRAINED_RESIZE_POLICY_FLEX_LAST_COLUMN);
        table.setPlaceholder(new Label(Messages.text("contacts.trash.none")));
        ProgressIndicator loading = new ProgressIndicator();
        loading.setMaxSize(40, 40);
        loading.visibleProperty().bind(trash.loadingProperty());
        StackPane tableArea = new StackPane(table, loading);
        VBox.setVgrow(tableArea, Priority.ALWAYS);
        VBox content = new VBox(10, note, tableArea);
        trash.problemProperty().subscribe(problem -> {
            content.getChildren().removeIf(node -> "deleted-contacts-problem".equals(node.getId()));
            if (problem != null) {
                content.getChildren().add(ProblemView.untitled("deleted-contacts-problem", problem).view());
            }
        });
        content.setPrefHeight(380);
        dialog.getDialogPane().setContent(content);
        // As wide as its columns ask, within a window of 1024: a dialog is otherwise made narrower than its content.
        dialog.getDialogPane().setPrefWidth(WIDTH);
        dialog.getDialogPane().setMinWidth(Region.USE_PREF_SIZE);

        ButtonType restoreType = new ButtonType(Messages.text("contacts.trash.restore"), ButtonBar.ButtonData.OK_DONE);
        ButtonType allType = new ButtonType(Messages.text("contacts.trash.restoreAll"), ButtonBar.ButtonData.OTHER);
        ButtonType closeType = new ButtonType(Messages.text("common.close"), ButtonBar.ButtonData.CANCEL_CLOSE);
        dialog.getDialogPane().getButtonTypes().setAll(allType, restoreType, closeType);
        Button restoreButton = (Button) dialog.getDialogPane().lookupButton(restoreType);
        restoreButton.setId("restore-deleted");
        restoreButton.disableProperty().bind(Bindings.isEmpty(table.getSelectionModel().getSelectedItems()).or(busy));
        Button allButton = (Button) dialog.getDialogPane().lookupButton(allType);
        allButton.setId("restore-all-deleted");
        allButton.disableProperty().bind(Bindings.isEmpty(trash.deletes()).or(busy));
        dialog.setResultConverter(button -> {
            if (button == restoreType) {
                return List.copyOf(table.getSelectionModel().getSelectedItems());
            }
            return button == allType ? List.copyOf(trash.deletes()) : null;
        });
        dialog.setOnHidden(event -> {
            if (dialog.getResult() != null && !dialog.getResult().isEmpty()) {
                restore.accept(dialog.getResult());
            }
        });
        trash.load();
        dialog.show();
    }

    private static TableColumn<JournalEntry, String> column(String title, Function<JournalEntry, String> text, double width) {
        TableColumn<JournalEntry, String> column = new TableColumn<>(title);
        column.setCellValueFactory(cell -> new ReadOnlyStringWrapper(text.apply(cell.getValue())));
        column.setPrefWidth(width);
        return column;
    }
}
