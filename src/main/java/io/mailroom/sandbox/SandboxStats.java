package io.mailroom.sandbox;

import java.time.Instant;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * What the sandbox has seen under {@code /v1}.
 *
 * @param requests    requests received per route, keyed "METHOD /path" (e.g. "POST /v1/send"),
 *                    counted on arrival: refused, faulted and dropped requests included
 * @param rateLimited how many 429 answers were sent
 * @param lastLimited the last {@value #LIMITED_KEPT} of them, oldest first: when each was answered and
 *                    to which route, to tell which request of a run went over the limit
 */
public record SandboxStats(Map<String, Long> requests, long rateLimited, List<Limited> lastLimited) {

    static final int LIMITED_KEPT = 100;

    /** A 429 answer: when, and to which route ("POST /v1/contact"). */
    public record Limited(Instant at, String route) {
    }

    public SandboxStats {
        requests = Collections.unmodifiableMap(new TreeMap<>(requests));
        lastLimited = List.copyOf(lastLimited);
    }

    /** Requests received for one route such as "POST /v1/send"; 0 when none. */
    public long count(String route) {
        return requests.getOrDefault(route, 0L);
    }
}
