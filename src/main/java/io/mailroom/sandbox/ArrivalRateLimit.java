package io.mailroom.sandbox;

import java.time.Duration;
import java.util.ArrayDeque;
import java.util.HashMap;
import java.util.Iterator;
import java.util.Map;
import java.util.Optional;
import java.util.function.LongSupplier;

/**
 * The strictest reading of "N requests per second" (docs/sandbox.md, "The rate limit"): per API
 * key, every request that arrives counts, accepted or refused, and one that makes more than N
 * arrivals within one second is refused. A client that waits as told is served; one that keeps
 * knocking keeps itself out.
 */
final class ArrivalRateLimit {

    private static final long WINDOW_NANOS = Duration.ofSeconds(1).toNanos();

    private final LongSupplier nanoClock;
    private final Map<String, ArrayDeque<Long>> arrivalsByKey = new HashMap<>();
    private int limit;

    ArrivalRateLimit(int limit) {
        this(limit, System::nanoTime);
    }

    ArrivalRateLimit(int limit, LongSupplier nanoClock) {
        this.nanoClock = nanoClock;
        limit(limit);
    }

    synchronized int limit() {
        return limit;
    }

    synchronized void limit(int perSecond) {
        if (perSecond < 1) {
            throw new IllegalArgumentException("rateLimit: must be 1 or more");
        }
        this.limit = perSecond;
    }

    /** Counts an arrival now; accepts it, or says how long until the window has room for the next one. */
    synchronized Optional<Duration> admit(String key) {
        long now = nanoClock.getAsLong();
        ArrayDeque<Long> arrivals = arrivalsByKey.computeIfAbsent(key, k -> new ArrayDeque<>());
        while (!arrivals.isEmpty() && now - arrivals.peekFirst() >= WINDOW_NANOS) {
            arrivals.pollFirst();
        }
        arrivals.addLast(now);
        if (arrivals.size() <= limit) {
            return Optional.empty();
        }
        // The next one fits once only N-1 arrivals are left within a second of it: when the N-th
        // most recent, this one included, leaves the window.
        Iterator<Long> oldestFirst = arrivals.iterator();
        for (int skip = arrivals.size() - limit; skip > 0; skip--) {
            oldestFirst.next();
        }
        return Optional.of(Duration.ofNanos(oldestFirst.next() + WINDOW_NANOS - now));
    }
}
