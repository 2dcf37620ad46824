package io.mailroom.ui.contacts;

import io.mailroom.ui.common.Messages;
import io.mailroom.ui.fx.FxDialogService;
import java.util.function.Function;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.scene.control.TableColumn;
import javafx.scene.control.TableView;

/** What the last sync found changed, one contact a row: new, removed, or changed and in which fields. */
final class ChangesDialog {

    private ChangesDialog() {
    }

    static void show(FxDialogService dialogs, ChangeList changes) {
        TableView<ChangeList.Line> table = new TableView<>();
        table.setId("changes-table");
        table.getColumns().add(column(Messages.text("contacts.changes.kind"), ChangeList.Line::kind, 100));
        table.getColumns().add(column(Messages.text("contacts.column.emailAddress"), ChangeList.Line::address, 240));
        table.getColumns().add(column(Messages.text("contacts.changes.fields"), ChangeList.Line::fields, 320));
        table.setColumnResizePolicy(TableView.CONSTRAINED_RESIZE_POLICY_FLEX_LAST_COLUMN);
        table.getItems().setAll(changes.lines());
        table.setPrefSize(680, 420);
        dialogs.show(Messages.text("contacts.changes.title"), changes.header(), table, "changes-dialog");
    }

    private static TableColumn<ChangeList.Line, String> column(String title, Function<ChangeList.Line, String> value, double width) {
        TableColumn<ChangeList.Line, String> column = new TableColumn<>(title);
        column.setCellValueFactory(cell -> new ReadOnlyStringWrapper(value.apply(cell.getValue())));
        column.setPrefWidth(width);
        return column;
    }
}
