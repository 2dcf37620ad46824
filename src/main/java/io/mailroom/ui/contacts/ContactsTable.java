package io.mailroom.ui.contacts;

import atlantafx.base.theme.Styles;
import atlantafx.base.theme.Tweaks;
import io.mailroom.api.Contact;
import io.mailroom.api.ContactStatus;
import io.mailroom.ui.common.ColumnLayout;
import io.mailroom.ui.common.Messages;
import io.mailroom.ui.fx.TableLayout;
import java.util.List;
import java.util.Locale;
import java.util.Objects;
import java.util.function.Consumer;
import javafx.beans.binding.Bindings;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.collections.ListChangeListener;
import javafx.collections.transformation.SortedList;
import javafx.css.PseudoClass;
import javafx.scene.control.Label;
import javafx.scene.control.SelectionMode;
import javafx.scene.control.TableCell;
import javafx.scene.control.TableColumn;
import javafx.scene.control.TableRow;
import javafx.scene.control.TableView;
import javafx.scene.input.MouseButton;

/**
 * The table of the contacts: the loaded page, or over the whole list every contact of the local
 * copy, read as it comes into view. The fourteen fields, status as a badge, sorting by any column
 * by what the values mean (the page's rows here, the whole list's in the copy), several rows
 * selectable, and a column layout (order, widths, which columns show) that is remembered.
 */
final class ContactsTable {

    /** A row among every contact the query matches while they are all selected, though not one by one. */
    private static final PseudoClass MATCHING = PseudoClass.getPseudoClass("matching");

    private final TableView<Contact> table = new TableView<>();
    private final ContactsViewModel model;

    ContactsTable(ContactsViewModel model, ObjectProperty<List<ColumnLayout.Column>> layout, Consumer<Contact> onOpen) {
        this.model = model;
        table.setId("contacts-table");
        table.getStyleClass().addAll(Styles.STRIPED, Styles.DENSE, Tweaks.EDGE_TO_EDGE);
        table.getSelectionModel().setSelectionMode(SelectionMode.MULTIPLE);
        table.setTableMenuButtonVisible(true);
        for (ContactColumn column : ContactColumn.values()) {
            table.getColumns().add(column(column));
        }
        SortedList<Contact> sorted = new SortedList<>(model.found());
        sorted.comparatorProperty().bind(table.comparatorProperty());
        WholeList whole = model.whole();
        // The page sorts itself in the table; the whole list is sorted by the copy, across every row.
        table.setSortPolicy(view -> {
            if (!whole.shownProperty().get()) {
                return TableView.DEFAULT_SORT_POLICY.call(view);
            }
            sortWhole();
            return true;
        });
        table.setItems(sorted);
        whole.shownProperty().subscribe(shown -> {
            table.setItems(shown ? whole.rows() : sorted);
            if (shown) {
                sortWhole();
            }
        });
        Label placeholder = new Label();
        placeholder.textProperty().bind(Bindings.createStringBinding(() -> {
            String find = model.findProperty().get().strip();
            if (whole.shownProperty().get()) {
                if (whole.totalProperty().get() == 0) {
                    return "";
                }
                if (!whole.filters().isEmpty()) {
                    return find.isEmpty() ? Messages.text("contacts.noMatch.filters") : Messages.text("contacts.noMatch.findAndFilters", find);
                }
                return find.isEmpty() ? "" : Messages.text("contacts.noMatch.all", find);
            }
            return find.isEmpty() || model.contacts().isEmpty() ? "" : Messages.text("contacts.noMatch", find);
        }, model.findProperty(), model.contacts(), whole.shownProperty(), whole.totalProperty(), whole.filters()));
        table.setPlaceholder(placeholder);
        table.setRowFactory(view -> {
            TableRow<Contact> row = new TableRow<>();
            row.pseudoClassStateChanged(MATCHING, whole.allMatchingProperty().get());
            whole.allMatchingProperty().subscribe(all -> row.pseudoClassStateChanged(MATCHING, all));
            row.setOnMouseClicked(event -> {
                if (event.getButton() == MouseButton.PRIMARY && event.getClickCount() == 2 && !row.isEmpty() && row.getItem() != null) {
                    onOpen.accept(row.getItem());
                }
            });
            return row;
        });
        // Rows of another answer stand where the rows selected stood: the selection goes with them.
        whole.rows().answersProperty().addListener((obs, old, now) -> table.getSelectionModel().clearSelection());
        // Choosing rows one by one ends a selection of every matching contact.
        table.getSelectionModel().getSelectedIndices().addListener((ListChangeListener<Integer>) change -> {
            if (!table.getSelectionModel().isEmpty()) {
                model.clearAllMatching();
            }
        });
        TableLayout.remember(table, layout);
    }

    /** The whole list sorted by the table's first sort column, as the copy sorts: across every row. */
    private void sortWhole() {
        TableColumn<Contact, ?> first = table.getSortOrder().isEmpty() ? null : table.getSortOrder().getFirst();
        ContactColumn column = first == null ? null : ContactColumn.byId(first.getId());
        model.sortWhole(column, first == null || first.getSortType() == TableColumn.SortType.ASCENDING);
    }

    /**
     * Select all over the whole list: the rows read so far, as Gmail selects a page's rows; every
     * contact the query matches is then one click away ({@link ContactsViewModel#selectAllMatching}).
     */
    void selectRead() {
        model.clearAllMatching();
        table.getSelectionModel().clearSelection();
        for (int[] range : model.whole().rows().readRanges()) {
            table.getSelectionModel().selectRange(range[0], range[1]);
        }
    }

    /** The places of the rows selected, over the whole list where they need not all be read. */
    List<Integer> selectedIndices() {
        return List.copyOf(table.getSelectionModel().getSelectedIndices());
    }

    TableView<Contact> view() {
        return table;
    }

    /** The contacts selected whose rows are read (over the whole list, a row not read yet is not among them). */
    List<Contact> selected() {
        return table.getSelectionModel().getSelectedItems().stream().filter(Objects::nonNull).toList();
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

    /**
     * Status as a small badge in the person's words: green for Confirmed, red for Unsubscribed, grey for another, shown as sent.
     * The colour is a pseudo-class of the badge (contacts.css), not a style class: changing a node's style classes has its
     * styles looked up anew, which a filter or find that refills every row on view paid per badge whose status changed
     * (docs/benchmarks.md, "From a keystroke to the table").
     */
    private static final class StatusCell extends TableCell<Contact, Contact> {

        private static final PseudoClass CONFIRMED = PseudoClass.getPseudoClass("confirmed");
        private static final PseudoClass UNSUBSCRIBED = PseudoClass.getPseudoClass("unsubscribed");

        private final Label badge = new Label();
        /** The status as sent and the language its words were last put in for: a row filled with the same status says the same. */
        private String wordsFor;
        private Locale wordsIn;

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
            String sent = contact.statusText();
            if (!sent.equals(wordsFor) || !Messages.locale().equals(wordsIn)) {
                badge.setText(StatusWords.of(sent));
                wordsFor = sent;
                wordsIn = Messages.locale();
            }
            badge.pseudoClassStateChanged(CONFIRMED, contact.status() == ContactStatus.Confirmed);
            badge.pseudoClassStateChanged(UNSUBSCRIBED, contact.status() == ContactStatus.Unsubscribed);
            setGraphic(badge);
        }
    }
}
