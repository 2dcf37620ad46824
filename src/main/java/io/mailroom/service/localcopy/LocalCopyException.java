package io.mailroom.service.localcopy;

/** The local copy could not be opened, read or written; what is shown stays what it was. */
public class LocalCopyException extends RuntimeException {

    public LocalCopyException(String message, Throwable cause) {
        super(message, cause);
    }

    public LocalCopyException(String message) {
        super(message);
    }
}
