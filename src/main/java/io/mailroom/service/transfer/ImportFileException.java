package io.mailroom.service.transfer;

import java.nio.file.Path;

/** A file that cannot be imported at all, as data: the desktop words the reason, {@link #getMessage()} is the command line's. */
public final class ImportFileException extends RuntimeException {

    /** Why. */
    public enum Reason {
        /** Empty, or only blank lines: no header row to map. */
        NO_HEADER_ROW,
        /** No column holds addresses: no header is an address's, and none was mapped to one. */
        NO_ADDRESS_COLUMN,
        /** Not CSV from {@link #line()} on: most often a quote opened in a cell and never closed. */
        NOT_CSV
    }

    private final transient Path file;
    private final Reason reason;
    private final long line;

    public ImportFileException(Path file, Reason reason) {
        this(file, reason, 0);
    }

    /** @param line where the file stops being CSV, for {@link Reason#NOT_CSV}; else 0 */
    public ImportFileException(Path file, Reason reason, long line) {
        super(file + switch (reason) {
            case NO_HEADER_ROW -> " has no header row: it is empty";
            case NO_ADDRESS_COLUMN -> " has no column of email addresses";
            case NOT_CSV -> " cannot be read as CSV from line " + line + " on (is a quote opened there and never closed?)";
        });
        this.file = file;
        this.reason = reason;
        this.line = line;
    }

    public Path file() {
        return file;
    }

    public Reason reason() {
        return reason;
    }

    /** Where the file stops being CSV, from 1; 0 for the other reasons. */
    public long line() {
        return line;
    }
}
