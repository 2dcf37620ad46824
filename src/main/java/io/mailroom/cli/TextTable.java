package io.mailroom.cli;

import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.List;

/** A plain text table for people: padded columns, a rule under the header. */
final class TextTable {

    private final List<String> header;
    private final List<List<String>> rows = new ArrayList<>();

    TextTable(List<String> header) {
        this.header = header;
    }

    void add(List<String> row) {
        rows.add(row.stream().map(cell -> cell == null ? "" : cell.replaceAll("[\\r\\n\\t]+", " ")).toList());
    }

    void print(PrintWriter out) {
        int[] widths = new int[header.size()];
        for (int i = 0; i < widths.length; i++) {
            widths[i] = header.get(i).length();
            for (List<String> row : rows) {
                widths[i] = Math.max(widths[i], row.get(i).length());
            }
        }
        printRow(out, header, widths);
        StringBuilder rule = new StringBuilder();
        for (int i = 0; i < widths.length; i++) {
            rule.append(i == 0 ? "" : "  ").append("-".repeat(widths[i]));
        }
        out.println(rule);
        rows.forEach(row -> printRow(out, row, widths));
    }

    private static void printRow(PrintWriter out, List<String> cells, int[] widths) {
        StringBuilder line = new StringBuilder();
        for (int i = 0; i < widths.length; i++) {
            String cell = cells.get(i);
            line.append(i == 0 ? "" : "  ").append(cell);
            if (i < widths.length - 1) {
                line.append(" ".repeat(widths[i] - cell.length()));
            }
        }
        out.println(line);
    }
}
