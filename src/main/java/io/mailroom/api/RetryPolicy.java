package io.mailroom.api;

import java.time.Duration;
import java.util.Optional;
import java.util.random.RandomGenerator;

/**
 * How often and how long to wait between attempts (docs/decisions/005-retries-and-may-have-been-sent.md): the
 * service's Retry-After when it gives one, else exponential backoff with jitter.
 *
 * @param maxAttempts   attempts in all, the first included
 * @param baseDelay     the backoff before the second attempt, doubled for each further one
 * @param maxDelay      the longest backoff, and the longest Retry-After waited for: a
 *                      service asking for more is not retried (docs/decisions/033-long-retry-after.md)
 */
public record RetryPolicy(int maxAttempts, Duration baseDelay, Duration maxDelay, RandomGenerator random) {

    public static RetryPolicy defaults() {
        return new RetryPolicy(4, Duration.ofMillis(500), Duration.ofSeconds(30), RandomGenerator.getDefault());
    }

    public static RetryPolicy none() {
        return new RetryPolicy(1, Duration.ZERO, Duration.ZERO, RandomGenerator.getDefault());
    }

    public RetryPolicy {
        if (maxAttempts < 1) {
            throw new IllegalArgumentException("maxAttempts must be at least 1");
        }
    }

    /** True when a retry waits as long as the service asked; beyond {@link #maxDelay} Mailroom stops instead. */
    public boolean waitsFor(Duration retryAfter) {
        return retryAfter.compareTo(maxDelay) <= 0;
    }

    /** The wait before attempt {@code failedAttempt + 1}. */
    public Duration delayAfter(int failedAttempt, Optional<Duration> retryAfter) {
        if (retryAfter.isPresent()) {
            Duration asked = retryAfter.get();
            return asked.compareTo(maxDelay) > 0 ? maxDelay : asked;
        }
        long base = baseDelay.toMillis() << Math.min(failedAttempt - 1, 20);
        long capped = Math.min(base, maxDelay.toMillis());
        long jittered = capped / 2 + (capped > 1 ? random.nextLong(capped / 2 + 1) : 0);
        return Duration.ofMillis(jittered);
    }
}
