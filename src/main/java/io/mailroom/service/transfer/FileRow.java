package io.mailroom.service.transfer;

import java.util.List;

/**
 * One row of an import file: the physical line it starts on (from 1, quoted line breaks counted, as
 * a text editor numbers them) and its cells as written.
 */
public record FileRow(long line, List<String> cells) {

    public FileRow {
        cells = List.copyOf(cells);
    }

    /** The cell of column {@code index} (from 0); empty when the row is shorter. */
    public String cell(int index) {
        return index < cells.size() ? cells.get(index) : "";
    }

    boolean isBlank() {
        return cells.stream().allMatch(String::isBlank);
    }
}
