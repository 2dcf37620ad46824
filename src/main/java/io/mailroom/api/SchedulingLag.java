package io.mailroom.api;

import java.time.Duration;

/**
 * The part of the rate limiter's margin that follows how busy the machine is. Between the HTTP
 * client announcing a request and writing it, its thread can wait for a core; the limiter cannot
 * see that wait, but it sees the same thing happen to its own callers: how much later than asked
 * they wake from their sleep. A request passes through two of the client's threads between the
 * announcement and the write (the one that asks its length, the one that writes), each of which
 * can wake that late, so twice the latest lateness, up to a bound and fading by 20 ms a second,
 * is added to the window, so a loaded machine widens the margin before a 429 says so
 * (docs/decisions/028-rate-limiter-counts-departures.md). On a quiet machine a sleep wakes
 * within a fraction of a millisecond and this adds next to nothing.
 */
final class SchedulingLag {

    static final long MAX_NANOS = Duration.ofMillis(200).toNanos();
    /** 20 ms a second: a spell of 50 ms lateness keeps the margin wider for 5 s. */
    private static final long FADE_NANOS_PER_SECOND = Duration.ofMillis(20).toNanos();

    private long peakNanos;
    private long peakAt;

    /** The margin at {@code now} (a {@link TimeSource#nanoTime()} reading). */
    long nanosAt(long now) {
        long fadedMillis = Math.min(Math.max(0, now - peakAt) / 1_000_000, 1_000_000);
        return Math.max(0, peakNanos - fadedMillis * FADE_NANOS_PER_SECOND / 1_000);
    }

    /** A caller asked to wake at {@code planned} woke at {@code now}. */
    void woke(long planned, long now) {
        long late = Math.min(MAX_NANOS, 2 * (now - planned));
        if (late > nanosAt(now)) {
            peakNanos = late;
            peakAt = now;
        }
    }
}
