package io.mailroom.api;

import java.time.Duration;
import java.time.Instant;
import java.util.Optional;

/**
 * The service answered with its envelope and refused the operation, or answered both yes and no.
 * The reply carries the service's own code, message and requestId.
 */
public final class ServiceRefusedException extends ApiException {

    private final Contradiction contradiction;

    public ServiceRefusedException(ServiceReply reply) {
        super(text(reply), reply, null);
        this.contradiction = null;
    }

    private ServiceRefusedException(String message, ServiceReply reply, Contradiction contradiction, Duration retryAfter, Instant retryAt) {
        super(message, reply, null, retryAfter, retryAt);
        this.contradiction = contradiction;
    }

    /** A 5xx whose Retry-After is longer than the retry policy waits for: not retried at all. */
    static ServiceRefusedException askedToWait(ServiceReply reply, Duration retryAfter, Instant now) {
        return new ServiceRefusedException(text(reply) + ". The service " + RetryAfter.describe(retryAfter, now)
                + "; it was not asked again. Try again then", reply, null, retryAfter, now.plus(retryAfter));
    }

    /**
     * An answer that says both success and failure (e.g. "success true but code 5"): counted as a
     * failure, and said to be a contradiction rather than quoting the service's "OK" as if it were a reason.
     */
    static ServiceRefusedException contradictory(Contradiction contradiction, ServiceReply reply) {
        String said = reply.message() == null || reply.message().isBlank() ? "" : " (it said \"" + reply.message() + "\")";
        return new ServiceRefusedException("The service's answer contradicts itself: " + contradiction.english(reply) + said
                + "; Mailroom counts it as failed (" + reply.reference() + ")", reply, contradiction, null, null);
    }

    /** True when the answer said both success and failure. */
    public boolean contradictory() {
        return contradiction != null;
    }

    /** How the answer contradicted itself, when it did. */
    public Optional<Contradiction> contradiction() {
        return Optional.ofNullable(contradiction);
    }

    private static String text(ServiceReply reply) {
        String said = reply.message() == null || reply.message().isBlank()
                ? "The service refused the request"
                : reply.message();
        return said + " (" + reply.reference() + ")";
    }
}
