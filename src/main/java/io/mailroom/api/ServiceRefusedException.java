package io.mailroom.api;

import java.time.Duration;
import java.time.Instant;

/** The service answered with its envelope and refused the operation, or answered both yes and no. */
public final class ServiceRefusedException extends ApiException {

    private final boolean contradictory;

    public ServiceRefusedException(ServiceReply reply) {
        this(text(reply), reply, false);
    }

    private ServiceRefusedException(String message, ServiceReply reply, boolean contradictory) {
        this(message, reply, contradictory, null);
    }

    private ServiceRefusedException(String message, ServiceReply reply, boolean contradictory, Instant retryAt) {
        super(message, reply, null, retryAt);
        this.contradictory = contradictory;
    }

    /** A 5xx whose Retry-After is longer than the retry policy waits for: not retried at all. */
    static ServiceRefusedException askedToWait(ServiceReply reply, Duration retryAfter, Instant now) {
        return new ServiceRefusedException(text(reply) + ". The service " + RetryAfter.describe(retryAfter, now)
                + "; it was not asked again. Try again then", reply, false, now.plus(retryAfter));
    }

    /**
     * An answer that says both success and failure ({@code contradiction}, e.g. "success true
     * but code 5"): counted as a failure, and said to be a contradiction rather than quoting
     * the service's "OK" as if it were a reason.
     */
    static ServiceRefusedException contradictory(String contradiction, ServiceReply reply) {
        String said = reply.message() == null || reply.message().isBlank() ? "" : " (it said \"" + reply.message() + "\")";
        return new ServiceRefusedException("The service's answer contradicts itself: " + contradiction + said
                + "; Mailroom counts it as failed (" + reply.reference() + ")", reply, true);
    }

    /** True when the answer said both success and failure. */
    public boolean contradictory() {
        return contradictory;
    }

    private static String text(ServiceReply reply) {
        String said = reply.message() == null || reply.message().isBlank()
                ? "The service refused the request"
                : reply.message();
        return said + " (" + reply.reference() + ")";
    }
}
