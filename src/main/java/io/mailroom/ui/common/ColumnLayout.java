package io.mailroom.ui.common;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * A table's column layout (order, widths, which columns show) as {@link Settings} keeps it: columns
 * are known by their id, one entry a column. {@code ui.fx.TableLayout} applies it to a table and
 * follows the person's changes.
 */
public final class ColumnLayout {

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

    private ColumnLayout() {
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
}
