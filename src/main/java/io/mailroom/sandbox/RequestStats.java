package io.mailroom.sandbox;

import java.time.Instant;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ConcurrentMap;
import java.util.concurrent.atomic.LongAdder;

/** The live counters behind {@link SandboxStats}. */
final class RequestStats {

    private final ConcurrentMap<String, LongAdder> received = new ConcurrentHashMap<>();
    private final LongAdder rateLimited = new LongAdder();
    private final Deque<SandboxStats.Limited> lastLimited = new ArrayDeque<>();

    void received(String method, String path) {
        received.computeIfAbsent(method + " " + path, route -> new LongAdder()).increment();
    }

    void rateLimited(String method, String path) {
        rateLimited.increment();
        synchronized (lastLimited) {
            lastLimited.addLast(new SandboxStats.Limited(Instant.now(), method + " " + path));
            if (lastLimited.size() > SandboxStats.LIMITED_KEPT) {
                lastLimited.removeFirst();
            }
        }
    }

    SandboxStats snapshot() {
        Map<String, Long> counts = new HashMap<>();
        received.forEach((route, count) -> counts.put(route, count.sum()));
        List<SandboxStats.Limited> limited;
        synchronized (lastLimited) {
            limited = List.copyOf(lastLimited);
        }
        return new SandboxStats(counts, rateLimited.sum(), limited);
    }
}
