package io.mailroom.api;

import java.net.URI;

/** The service could not be reached, or did not answer in time, after every attempt the retry policy allows. */
public final class TransportException extends ApiException {

    private final URI baseUrl;
    private final transient ConnectionFailure failure;
    private final int attempts;

    TransportException(URI baseUrl, ConnectionFailure failure, int attempts, Throwable cause) {
        super("Could not reach the service at " + baseUrl + ": " + failure.english()
                + " (after " + attempts + (attempts == 1 ? " attempt)" : " attempts)"), null, cause);
        this.baseUrl = baseUrl;
        this.failure = failure;
        this.attempts = attempts;
    }

    public URI baseUrl() {
        return baseUrl;
    }

    /** How the last attempt failed. */
    public ConnectionFailure failure() {
        return failure;
    }

    public int attempts() {
        return attempts;
    }
}
