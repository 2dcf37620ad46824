package io.mailroom.app;

import io.mailroom.ui.common.Messages;
import io.mailroom.ui.fx.FxDialogService;
import io.mailroom.ui.fx.Shortcuts;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.scene.control.Menu;
import javafx.scene.control.MenuItem;
import javafx.scene.control.TableColumn;
import javafx.scene.control.TableView;

/**
 * Help ▸ Keyboard shortcuts: every accelerator of the menus, read from the menus themselves, so
 * the list cannot drift from what the keys do. A screen's own shortcuts work while it is on view.
 */
final class ShortcutsDialog {

    /** One accelerator: the menu it is in, the command, and the keys as the person's keyboard names them ({@link Shortcuts}). */
    record Shortcut(String menu, String command, String keys) {
    }

    private ShortcutsDialog() {
    }

    static void show(FxDialogService dialogs, List<Menu> menus) {
        TableView<Shortcut> table = new TableView<>();
        table.setId("shortcuts-table");
        table.getColumns().add(column(Messages.text("app.shortcuts.menu"), Shortcut::menu));
        table.getColumns().add(column(Messages.text("app.shortcuts.command"), Shortcut::command));
        table.getColumns().add(column(Messages.text("app.shortcuts.keys"), Shortcut::keys));
        table.setColumnResizePolicy(TableView.CONSTRAINED_RESIZE_POLICY_FLEX_LAST_COLUMN);
        table.getItems().setAll(collect(menus));
        table.setPrefSize(560, 420);
        dialogs.show(Messages.text("app.shortcuts"), Messages.text("app.shortcuts.header"), table, "shortcuts-dialog");
    }

    static List<Shortcut> collect(List<Menu> menus) {
        List<Shortcut> shortcuts = new ArrayList<>();
        for (Menu menu : menus) {
            collect(plain(menu.getText()), menu.getItems(), shortcuts);
        }
        return shortcuts;
    }

    private static void collect(String menu, List<MenuItem> items, List<Shortcut> into) {
        for (MenuItem item : items) {
            if (item instanceof Menu submenu) {
                collect(menu, submenu.getItems(), into);
            } else if (item.getAccelerator() != null) {
                into.add(new Shortcut(menu, plain(item.getText()), Shortcuts.text(item.getAccelerator())));
            }
        }
    }

    /** A menu's text without its mnemonic marker: "_File" reads "File". */
    private static String plain(String text) {
        return text == null ? "" : text.replaceFirst("_(?=.)", "");
    }

    private static TableColumn<Shortcut, String> column(String title, Function<Shortcut, String> value) {
        TableColumn<Shortcut, String> column = new TableColumn<>(title);
        column.setCellValueFactory(cell -> new ReadOnlyStringWrapper(value.apply(cell.getValue())));
        column.setSortable(false);
        return column;
    }
}
