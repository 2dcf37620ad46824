package io.mailroom.service.transfer;

import java.nio.file.Path;

/** A file that cannot be imported at all, as data: the desktop words the reason, {@link #getMessage()} is the command line's. */
public final class ImportFileException extends RuntimeException {

    /** Why. */
    public enum Reason {
        /** Empty, or only blank lines: no header row to map. */
        NO_HEADER_ROW,
        /** No column holds addresses: no header is an address's, and none was mapped to one. */
        NO_ADDRESS_COLUMN
    }

    private final transient Path file;
    private final Reason reason;

    public ImportFileException(Path file, Reason reason) {
        super(file + (reason == Reason.NO_HEADER_ROW ? " has no header row: it is empty"
                : " has no column of email addresses"));
        this.file = file;
        this.reason = reason;
    }

    public Path file() {
        return file;
    }

    public Reason reason() {
        return reason;
    }
}
