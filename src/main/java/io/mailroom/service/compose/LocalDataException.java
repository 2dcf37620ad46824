package io.mailroom.service.compose;

/** A file in the data directory could not be read or written; the message names the file and why. */
public class LocalDataException extends RuntimeException {

    public LocalDataException(String message, Throwable cause) {
        super(message, cause);
    }
}
