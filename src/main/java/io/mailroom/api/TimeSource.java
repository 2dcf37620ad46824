package io.mailroom.api;

import java.time.Duration;
import java.time.Instant;

/**
 * Clock and sleep in one place, so rate-limit and retry tests can run on a fake
 * time source and take milliseconds instead of seconds.
 */
public interface TimeSource {

    TimeSource SYSTEM = new TimeSource() {
        @Override
        public long nanoTime() {
            return System.nanoTime();
        }

        @Override
        public Instant now() {
            return Instant.now();
        }

        @Override
        public void sleep(Duration duration) throws InterruptedException {
            if (duration.isPositive()) {
                Thread.sleep(duration);
            }
        }
    };

    /** Monotonic nanoseconds, for intervals. */
    long nanoTime();

    /** Wall-clock time, for timestamps and HTTP dates. */
    Instant now();

    void sleep(Duration duration) throws InterruptedException;
}
