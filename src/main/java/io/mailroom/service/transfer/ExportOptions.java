package io.mailroom.service.transfer;

import java.util.Objects;

/**
 * How an export writes its CSV: the delimiter, and whether the UTF-8 file begins with a byte order
 * mark, which Excel needs to read accents as UTF-8 rather than in the system's own code page.
 */
public record ExportOptions(ExportDelimiter delimiter, boolean byteOrderMark) {

    /** Commas, with the byte order mark: what opens right in Excel and every other tool. */
    public static final ExportOptions DEFAULT = new ExportOptions(ExportDelimiter.COMMA, true);

    public ExportOptions {
        Objects.requireNonNull(delimiter, "delimiter");
    }
}
