package io.mailroom.sandbox;

import java.util.Collections;
import java.util.Map;
import java.util.TreeMap;

/**
 * What the sandbox has seen under {@code /v1}.
 *
 * @param requests    requests received per route, keyed "METHOD /path" (e.g. "POST /v1/send"),
 *                    counted on arrival: refused, faulted and dropped requests included
 * @param rateLimited how many 429 answers were sent
 */
public record SandboxStats(Map<String, Long> requests, long rateLimited) {

    public SandboxStats {
        requests = Collections.unmodifiableMap(new TreeMap<>(requests));
    }

    /** Requests received for one route such as "POST /v1/send"; 0 when none. */
    public long count(String route) {
        return requests.getOrDefault(route, 0L);
    }
}
