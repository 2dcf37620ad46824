package io.mailroom.api;

import java.time.Duration;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ConcurrentMap;

/**
 * One limiter per API key, shared by every client made with that key (the GUI, bulk
 * jobs, the command line in one process). Keyed by the key's fingerprint, never the key.
 */
public final class RateLimiters {

    /** Margin on top of the one-second window; see {@link RateLimiter}. */
    public static final Duration DEFAULT_MARGIN = Duration.ofMillis(20);

    private final ConcurrentMap<String, RateLimiter> byKey = new ConcurrentHashMap<>();
    private final TimeSource time;

    public RateLimiters(TimeSource time) {
        this.time = time;
    }

    /** The limiter for this key; a changed rate replaces it, since the profile's limit changed. */
    public RateLimiter forKey(ApiKey key, int permitsPerSecond) {
        return byKey.compute(key.fingerprint(), (fingerprint, existing) ->
                existing != null && existing.permitsPerSecond() == permitsPerSecond
                        ? existing
                        : new RateLimiter(permitsPerSecond, DEFAULT_MARGIN, time));
    }
}
