package io.mailroom.api;

import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;

/**
 * A clock that moves only when someone sleeps on it (or a test calls {@link #advance}):
 * every sleep returns at once, having moved the clock by its length, and is recorded.
 */
final class FakeTime implements TimeSource {

    /** A whole second, so HTTP dates (second precision) line up exactly with the clock. */
    static final Instant EPOCH = Instant.parse("2025-01-01T12:00:00Z");

    private final long startNanos;
    private long elapsed;
    private final List<Duration> sleeps = new ArrayList<>();

    FakeTime() {
        this(1_000_000_000_000L);
    }

    FakeTime(long startNanos) {
        this.startNanos = startNanos;
    }

    @Override
    public synchronized long nanoTime() {
        return startNanos + elapsed;
    }

    @Override
    public synchronized Instant now() {
        return EPOCH.plusNanos(elapsed);
    }

    @Override
    public synchronized void sleep(Duration duration) {
        sleeps.add(duration);
        if (duration.isPositive()) {
            elapsed += duration.toNanos();
        }
    }

    synchronized void advance(Duration duration) {
        elapsed += duration.toNanos();
    }

    /** Every sleep, zero-length ones included, in order. */
    synchronized List<Duration> sleeps() {
        return List.copyOf(sleeps);
    }

    /** The sleeps that actually waited. */
    synchronized List<Duration> waits() {
        return sleeps.stream().filter(Duration::isPositive).toList();
    }

    synchronized Duration elapsed() {
        return Duration.ofNanos(elapsed);
    }
}
