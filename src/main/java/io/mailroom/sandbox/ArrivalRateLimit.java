package io.mailroom.sandbox;

import java.time.Duration;
import java.util.ArrayDeque;
import java.util.HashMap;
import java.util.Iterator;
import java.util.Map;
import java.util.Optional;
import java.util.function.LongSupplier;

/**
 * The strictest reading of "N requests per second" (DESIGN.md decision 4): per API key, no more
 * than N accepted requests in any one-second window. Refused requests take no place in the window,
 * so a client that waits as told is served.
 */
final class ArrivalRateLimit {

    private static final long WINDOW_NANOS = Duration.ofSeconds(1).toNanos();

    private final LongSupplier nanoClock;
    private final Map<String, ArrayDeque<Long>> acceptedByKey = new HashMap<>();
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

    /** Accepts the request now, or says how long until the window has room for it. */
    synchronized Optional<Duration> tryAcquire(String key) {
        long now = nanoClock.getAsLong();
        ArrayDeque<Long> accepted = acceptedByKey.computeIfAbsent(key, k -> new ArrayDeque<>());
        while (!accepted.isEmpty() && now - accepted.peekFirst() >= WINDOW_NANOS) {
            accepted.pollFirst();
        }
        if (accepted.size() < limit) {
            accepted.addLast(now);
            return Optional.empty();
        }
        // Room appears when the N-th most recent acceptance leaves the window (there may be more
        // than N entries right after the limit was lowered).
        Iterator<Long> oldestFirst = accepted.iterator();
        for (int skip = accepted.size() - limit; skip > 0; skip--) {
            oldestFirst.next();
        }
        return Optional.of(Duration.ofNanos(oldestFirst.next() + WINDOW_NANOS - now));
    }
}
