package io.mailroom.ui.common;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import javafx.beans.property.ObjectProperty;
import javafx.collections.ListChangeListener;
import javafx.scene.control.TableColumn;
import javafx.scene.control.TableView;

/**
 * A table's column layout (order, widths, which columns show) kept in {@link Settings}, so a
 * table opens the way the person left it. Columns are known by their id; a remembered column
 * the table no longer has is dropped, and a new column joins at the end with its own defaults.
 */
public final class TableLayout {

    static final String KEY = "columns";
    private static final double MIN_WIDTH = 20;

    /** One column as remembered. */
    public record Column(String id, double width, boolean visible) {

        public Column {
            if (id == null || id.isEmpty() || id.contains(";") || id.contains(":")) {
                throw new IllegalArgumentException("a remembered column needs an id without ';' or ':', was " + id);
            }
        }
    }

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

    static String encode(List<Column> columns) {
        List<String> parts = new ArrayList<>(columns.size());
        for (Column column : columns) {
            parts.add(column.id() + ":" + String.format(Locale.ROOT, "%.1f", column.width()) + ":" + column.visible());
        }
        return String.join(";", parts);
    }

    /** Skips what it cannot read: a damaged entry costs that column its layout, not the table its columns. */
    static List<Column> decode(String text) {
        Map<String, Column> columns = new LinkedHashMap<>();
        for (String part : text.split(";")) {
            String[] fields = part.split(":");
            if (fields.length != 3 || fields[0].isEmpty() || columns.containsKey(fields[0])
                    || !(fields[2].equals("true") || fields[2].equals("false"))) {
                continue;
            }
            double width;
            try {
                width = Double.parseDouble(fields[1]);
            } catch (NumberFormatException e) {
                continue;
            }
            if (Double.isFinite(width) && width >= MIN_WIDTH) {
                columns.put(fields[0], new Column(fields[0], width, Boolean.parseBoolean(fields[2])));
            }
        }
        return List.copyOf(columns.values());
    }

    static List<Column> current(TableView<?> table) {
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
