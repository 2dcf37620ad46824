package io.mailroom.sandbox;

import java.util.HashMap;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ConcurrentMap;
import java.util.concurrent.atomic.LongAdder;

/** The live counters behind {@link SandboxStats}. */
final class RequestStats {

    private final ConcurrentMap<String, LongAdder> received = new ConcurrentHashMap<>();
    private final LongAdder rateLimited = new LongAdder();

    void received(String method, String path) {
        received.computeIfAbsent(method + " " + path, route -> new LongAdder()).increment();
    }

    void rateLimited() {
        rateLimited.increment();
    }

    SandboxStats snapshot() {
        Map<String, Long> counts = new HashMap<>();
        received.forEach((route, count) -> counts.put(route, count.sum()));
        return new SandboxStats(counts, rateLimited.sum());
    }
}
