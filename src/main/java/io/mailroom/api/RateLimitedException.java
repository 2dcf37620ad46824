package io.mailroom.api;

import java.time.Duration;

/** The service kept answering 429 after every retry the policy allows. */
public final class RateLimitedException extends ApiException {

    private final Duration retryAfter;

    public RateLimitedException(ServiceReply reply, Duration retryAfter, int attempts) {
        super("The service is rate limiting this API key; gave up after " + attempts + " attempts ("
                + reply.reference() + ")", reply, null);
        this.retryAfter = retryAfter;
    }

    /** How long the service last asked to wait, or zero when it did not say. */
    public Duration retryAfter() {
        return retryAfter;
    }
}
