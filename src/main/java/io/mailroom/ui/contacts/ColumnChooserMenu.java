package io.mailroom.ui.contacts;

import io.mailroom.ui.common.Messages;
import java.util.Comparator;
import java.util.List;
import javafx.scene.control.CheckMenuItem;
import javafx.scene.control.ContextMenu;
import javafx.scene.control.Menu;
import javafx.scene.control.TableColumn;
import javafx.scene.control.TableView;

/**
 * Which columns show, offered where people look for it: in the screen's menu and on a right
 * click on the column headers, as well as the table's own corner button. Each item follows its
 * column's visibility both ways, so a layout restored from preferences shows checked as it is.
 */
final class ColumnChooserMenu {

    private ColumnChooserMenu() {
    }

    /** "Columns ▸" with an item per column, for the screen's menu. */
    static Menu menu(TableView<?> table) {
        Menu menu = new Menu(Messages.text("contacts.columns"));
        menu.setId("columns-menu");
        menu.getItems().setAll(items(table));
        return menu;
    }

    /** The same choice on every column header's right click. */
    static void onHeaders(TableView<?> table) {
        ContextMenu menu = new ContextMenu();
        menu.setId("columns-context-menu");
        menu.getItems().setAll(items(table));
        table.getColumns().forEach(column -> column.setContextMenu(menu));
    }

    /** In the order of {@link ContactColumn}, whatever order the person dragged the columns into. */
    private static List<CheckMenuItem> items(TableView<?> table) {
        return table.getColumns().stream()
                .sorted(Comparator.comparingInt(ColumnChooserMenu::position))
                .map(ColumnChooserMenu::item)
                .toList();
    }

    private static int position(TableColumn<?, ?> column) {
        for (ContactColumn spec : ContactColumn.values()) {
            if (spec.id.equals(column.getId())) {
                return spec.ordinal();
            }
        }
        return Integer.MAX_VALUE;
    }

    private static CheckMenuItem item(TableColumn<?, ?> column) {
        CheckMenuItem item = new CheckMenuItem();
        item.setId("show-column-" + column.getId());
        item.textProperty().bind(column.textProperty());
        item.selectedProperty().bindBidirectional(column.visibleProperty());
        return item;
    }
}
