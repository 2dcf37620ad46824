package io.mailroom.api;

import java.time.Duration;

/**
 * The part of the rate limiter's margin that a 429 widens and quiet time narrows again. A 429
 * says the server counted more requests in its window than the limiter let leave in one: its
 * clock or its reading of the requests lags by more than the fixed margin. Each burst of 429s
 * (those within one window count once) adds a step, up to a bound; every second without one
 * takes a little off, so a margin that was needed once does not slow the key for ever.
 */
final class AdaptiveMargin {

    static final long STEP_NANOS = Duration.ofMillis(50).toNanos();
    static final long MAX_NANOS = Duration.ofMillis(250).toNanos();
    /** 1 ms a second: one step lasts 50 quiet seconds, about a bulk job of 250 requests. */
    static final long DECAY_NANOS_PER_SECOND = Duration.ofMillis(1).toNanos();
    private static final long WINDOW_NANOS = Duration.ofSeconds(1).toNanos();

    private long nanos;
    private long changedAt;
    private boolean raised;

    /** The margin at {@code now} (a {@link TimeSource#nanoTime()} reading). */
    long nanosAt(long now) {
        if (!raised) {
            return 0;
        }
        // Capped before multiplying: long past the point where all of it has decayed, it cannot overflow.
        long quietMillis = Math.min(Math.max(0, now - changedAt) / 1_000_000, 1_000_000);
        return Math.max(0, nanos - quietMillis * DECAY_NANOS_PER_SECOND / 1_000);
    }

    /** The service answered 429 at {@code now}. */
    void rateLimited(long now) {
        if (raised && now - changedAt < WINDOW_NANOS) {
            return;
        }
        nanos = Math.min(MAX_NANOS, nanosAt(now) + STEP_NANOS);
        changedAt = now;
        raised = true;
    }
}
