package io.mailroom.ui.fx;

import io.mailroom.ui.common.ColumnLayout.Column;
import java.util.ArrayList;
import java.util.List;
import javafx.beans.property.ObjectProperty;
import javafx.collections.ListChangeListener;
import javafx.scene.control.TableColumn;
import javafx.scene.control.TableView;

/**
 * A table opens the way the person left it: its column layout (order, widths, which columns show)
 * is kept in {@code Settings}. A remembered column the table no longer has is dropped, and a new
 * column joins at the end with its own defaults.
 */
public final class TableLayout {

    private TableLayout() {
    }

    /** Gives {@code table} its remembered layout, then remembers every change the person makes to it. */
    public static <S> void remember(TableView<S> table, ObjectProperty<List<Column>> kept) {
        apply(table, kept.get());
        Runnable save = () -> kept.set(current(table));
        table.getColumns().addListener((ListChangeListener<TableColumn<S, ?>>) change -> save.run());
        for (TableColumn<S, ?> column : table.getColumns()) {
            column.widthProperty().addListener((obs, old, now) -> save.run());
            column.visibleProperty().addListener((obs, old, now) -> save.run());
        }
    }

    private static List<Column> current(TableView<?> table) {
        return table.getColumns().stream()
                .map(c -> new Column(c.getId(), c.getWidth() > 0 ? c.getWidth() : c.getPrefWidth(), c.isVisible()))
                .toList();
    }

    private static <S> void apply(TableView<S> table, List<Column> remembered) {
        List<TableColumn<S, ?>> ordered = new ArrayList<>();
        for (Column column : remembered) {
            table.getColumns().stream().filter(c -> column.id().equals(c.getId())).findFirst().ifPresent(c -> {
                c.setPrefWidth(column.width());
                c.setVisible(column.visible());
                ordered.add(c);
            });
        }
        table.getColumns().stream().filter(c -> !ordered.contains(c)).forEach(ordered::add);
        table.getColumns().setAll(ordered);
    }
}
