package io.mailroom.api;

import java.time.Duration;

/**
 * Allows at most N requests to start in any sliding one-second window (DESIGN.md
 * decision 4). Callers reserve a start time under a short lock and then sleep outside
 * it, so waiting callers hold no lock and, on virtual threads, no carrier thread.
 * A 429 from the service pauses every caller of the limiter until its Retry-After.
 */
public final class RateLimiter {

    private static final long WINDOW_NANOS = Duration.ofSeconds(1).toNanos();

    private int permitsPerSecond;
    private final long marginNanos;
    private final TimeSource time;
    /** Start times of the last N grants, oldest at {@code next}; a ring buffer. */
    private long[] grants;
    private int next;
    private int granted;
    private long pausedUntil = Long.MIN_VALUE;

    /**
     * @param margin added to the window so that jitter between the client's clock and
     *               the server's arrival times cannot squeeze N+1 requests into its window
     */
    public RateLimiter(int permitsPerSecond, Duration margin, TimeSource time) {
        if (permitsPerSecond < 1) {
            throw new InvalidInputException("rateLimit", "must be at least 1 request per second");
        }
        this.permitsPerSecond = permitsPerSecond;
        this.marginNanos = margin.toNanos();
        this.time = time;
        this.grants = new long[permitsPerSecond];
    }

    public synchronized int permitsPerSecond() {
        return permitsPerSecond;
    }

    /**
     * Changes the limit in place, keeping the most recent grants, so that every client of
     * the key goes on sharing this one limiter (two limiters for one key could exceed it).
     */
    public synchronized void setPermitsPerSecond(int permits) {
        if (permits < 1) {
            throw new InvalidInputException("rateLimit", "must be at least 1 request per second");
        }
        if (permits == permitsPerSecond) {
            return;
        }
        int kept = Math.min(granted, permits);
        long[] recent = new long[permits];
        for (int i = 0; i < kept; i++) {
            recent[i] = grants[(next + granted - kept + i) % permitsPerSecond];
        }
        grants = recent;
        permitsPerSecond = permits;
        next = 0;
        granted = kept;
    }

    /** Reserves the next start slot and returns how long the caller must wait for it. */
    public synchronized Duration reserve() {
        long now = time.nanoTime();
        long start = now;
        if (granted == permitsPerSecond) {
            start = Math.max(start, grants[next] + WINDOW_NANOS + marginNanos);
        }
        if (pausedUntil != Long.MIN_VALUE) {
            start = Math.max(start, pausedUntil);
        }
        if (granted > 0) {
            start = Math.max(start, grants[(next + granted - 1) % permitsPerSecond]);
        }
        if (granted < permitsPerSecond) {
            grants[(next + granted) % permitsPerSecond] = start;
            granted++;
        } else {
            grants[next] = start;
            next = (next + 1) % permitsPerSecond;
        }
        return Duration.ofNanos(start - now);
    }

    /** Blocks until the caller may start a request. */
    public void acquire() throws InterruptedException {
        // A pause that began while this caller slept towards its slot (another caller's 429)
        // holds it back too: its request has not started. It reserves again behind the pause;
        // the unused slot stays counted, which can only make the window stricter. Without this, callers
        // already waiting fired on schedule into the pause and drew more 429s.
        do {
            time.sleep(reserve());
        } while (pausedNow());
    }

    private synchronized boolean pausedNow() {
        return pausedUntil != Long.MIN_VALUE && pausedUntil > time.nanoTime();
    }

    /** Holds back every request not yet started until {@code wait} has passed (a 429's Retry-After). */
    public synchronized void pause(Duration wait) {
        long until = time.nanoTime() + wait.toNanos();
        if (pausedUntil == Long.MIN_VALUE || until > pausedUntil) {
            pausedUntil = until;
        }
    }

    /** Requests started or reserved within the last second: the budget in use. */
    public synchronized int inUse() {
        long since = time.nanoTime() - WINDOW_NANOS;
        int count = 0;
        for (int i = 0; i < granted; i++) {
            if (grants[(next + i) % permitsPerSecond] > since) {
                count++;
            }
        }
        return count;
    }
}
