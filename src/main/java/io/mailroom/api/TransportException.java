package io.mailroom.api;

/** The service could not be reached, or did not answer in time. */
public final class TransportException extends ApiException {

    public TransportException(String message, Throwable cause) {
        super(message, null, cause);
    }
}
