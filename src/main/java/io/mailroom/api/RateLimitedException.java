package io.mailroom.api;

import java.time.Duration;
import java.time.Instant;

/** The service kept answering 429 after every retry the policy allows, or asked to wait longer than it retries for. */
public final class RateLimitedException extends ApiException {

    private final Duration retryAfter;
    private final int attempts;

    public RateLimitedException(ServiceReply reply, Duration retryAfter, int attempts) {
        super("The service is rate limiting this API key; gave up after " + attempts + " attempts ("
                + reply.reference() + ")", reply, null);
        this.retryAfter = retryAfter;
        this.attempts = attempts;
    }

    private RateLimitedException(String message, ServiceReply reply, Duration retryAfter, int attempts, Instant retryAt) {
        super(message, reply, null, retryAfter, retryAt);
        this.retryAfter = retryAfter;
        this.attempts = attempts;
    }

    /** A 429 whose Retry-After is longer than the retry policy waits for: not retried at all. */
    static RateLimitedException askedToWait(ServiceReply reply, Duration retryAfter, int attempts, Instant now) {
        return new RateLimitedException("The service is rate limiting this API key and " + RetryAfter.describe(retryAfter, now)
                + "; nothing more was sent. Try again then (" + reply.reference() + ")", reply, retryAfter, attempts,
                now.plus(retryAfter));
    }

    /** How long the service last asked to wait, or zero when it did not say. */
    public Duration retryAfter() {
        return retryAfter;
    }

    /** How many times the request was sent before Mailroom gave up. */
    public int attempts() {
        return attempts;
    }
}
