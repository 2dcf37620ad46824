package io.mailroom.ui.contacts;

import atlantafx.base.theme.Styles;
import atlantafx.base.theme.Tweaks;
import io.mailroom.api.Contact;
import io.mailroom.api.ContactStatus;
import io.mailroom.ui.common.ColumnLayout;
import io.mailroom.ui.common.Messages;
import io.mailroom.ui.fx.TableLayout;
import java.util.List;
import java.util.function.Consumer;
import javafx.beans.binding.Bindings;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.collections.transformation.SortedList;
import javafx.scene.control.Label;
import javafx.scene.control.SelectionMode;
import javafx.scene.control.TableCell;
import javafx.scene.control.TableColumn;
import javafx.scene.control.TableRow;
import javafx.scene.control.TableView;
import javafx.scene.input.MouseButton;

/**
 * The table of the loaded page: the fourteen fields, status as a badge, sorting by any column
 * by what the values mean, several rows selectable, and a column layout (order, widths, which
 * columns show) that is remembered.
 */
final class ContactsTable {

    private final TableView<Contact> table = new TableView<>();

    ContactsTable(ContactsViewModel model, ObjectProperty<List<ColumnLayout.Column>> layout, Consumer<Contact> onOpen) {
        table.setId("contacts-table");
        table.getStyleClass().addAll(Styles.STRIPED, Styles.DENSE, Tweaks.EDGE_TO_EDGE);
        table.getSelectionModel().setSelectionMode(SelectionMode.MULTIPLE);
        table.setTableMenuButtonVisible(true);
        for (ContactColumn column : ContactColumn.values()) {
            table.getColumns().add(column(column));
        }
        SortedList<Contact> sorted = new SortedList<>(model.found());
        sorted.comparatorProperty().bind(table.comparatorProperty());
        table.setItems(sorted);
        Label placeholder = new Label();
        placeholder.textProperty().bind(Bindings.createStringBinding(() -> model.findProperty().get().isBlank()
                        || model.contacts().isEmpty() ? "" : Messages.text("contacts.noMatch", model.findProperty().get().strip()),
                model.findProperty(), model.contacts()));
        table.setPlaceholder(placeholder);
        table.setRowFactory(view -> {
            TableRow<Contact> row = new TableRow<>();
            row.setOnMouseClicked(event -> {
                if (event.getButton() == MouseButton.PRIMARY && event.getClickCount() == 2 && !row.isEmpty()) {
                    onOpen.accept(row.getItem());
                }
            });
            return row;
        });
        TableLayout.remember(table, layout);
    }

    TableView<Contact> view() {
        return table;
    }

    List<Contact> selected() {
        return List.copyOf(table.getSelectionModel().getSelectedItems());
    }

    /** Selects the contact with this address, if it is among the rows shown, and scrolls to it. */
    void reveal(String email) {
        for (int i = 0; i < table.getItems().size(); i++) {
            if (table.getItems().get(i).emailAddress().equalsIgnoreCase(email)) {
                table.getSelectionModel().clearAndSelect(i);
                table.scrollTo(Math.max(0, i - 3));
                return;
            }
        }
    }

    private static TableColumn<Contact, Contact> column(ContactColumn spec) {
        TableColumn<Contact, Contact> column = new TableColumn<>(spec.title());
        column.setId(spec.id);
        column.setPrefWidth(spec.width);
        column.setCellValueFactory(cell -> new ReadOnlyObjectWrapper<>(cell.getValue()));
        column.setComparator(spec.order);
        column.setCellFactory(c -> spec == ContactColumn.STATUS ? new StatusCell() : new TextCell(spec));
        return column;
    }

    private static final class TextCell extends TableCell<Contact, Contact> {

        private final ContactColumn spec;

        TextCell(ContactColumn spec) {
            this.spec = spec;
        }

        @Override
        protected void updateItem(Contact contact, boolean empty) {
            super.updateItem(contact, empty);
            setText(empty || contact == null ? null : spec.text(contact));
        }
    }

    /** Status as a small badge in the person's words: green for Confirmed, red for Unsubscribed, grey for another, shown as sent. */
    private static final class StatusCell extends TableCell<Contact, Contact> {

        private final Label badge = new Label();

        StatusCell() {
            badge.getStyleClass().add("status-badge");
            setText(null);
        }

        @Override
        protected void updateItem(Contact contact, boolean empty) {
            super.updateItem(contact, empty);
            if (empty || contact == null || contact.statusText().isBlank()) {
                setGraphic(null);
                return;
            }
            badge.setText(StatusWords.of(contact.statusText()));
            badge.getStyleClass().removeAll(Styles.SUCCESS, Styles.DANGER, Styles.BG_SUCCESS_SUBTLE, Styles.BG_DANGER_SUBTLE,
                    Styles.BG_NEUTRAL_SUBTLE);
            if (contact.status() == null) {
                badge.getStyleClass().add(Styles.BG_NEUTRAL_SUBTLE);
            } else {
                boolean confirmed = contact.status() == ContactStatus.Confirmed;
                badge.getStyleClass().addAll(confirmed ? Styles.SUCCESS : Styles.DANGER,
                        confirmed ? Styles.BG_SUCCESS_SUBTLE : Styles.BG_DANGER_SUBTLE);
            }
            setGraphic(badge);
        }
    }
}
