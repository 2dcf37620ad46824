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

    /** The limiter for this key, set to {@code permitsPerSecond} (the latest configured limit wins). */
    public RateLimiter forKey(ApiKey key, int permitsPerSecond) {
        RateLimiter limiter = byKey.computeIfAbsent(key.fingerprint(),
                fingerprint -> new RateLimiter(permitsPerSecond, DEFAULT_MARGIN, time));
        limiter.setPermitsPerSecond(permitsPerSecond);
        return limiter;
    }
}
