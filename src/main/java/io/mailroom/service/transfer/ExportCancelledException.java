package io.mailroom.service.transfer;

/** The export was cancelled before it ended: nothing was written under the file's name, and a file there before is as it was. */
public final class ExportCancelledException extends RuntimeException {

    ExportCancelledException(Throwable cause) {
        super("the export was cancelled", cause);
    }
}
