package io.mailroom.service;

import java.util.List;

/**
 * Runs one request per item with a bounded number in flight. Pacing is the shared
 * {@link io.mailroom.api.RateLimiter}'s job (every request of the client waits its turn
 * there, and a 429 pauses that limiter for everyone), so the bound here only has to keep
 * enough requests in flight to use the whole budget while each one is slow.
 */
public final class BulkExecutor {

    /** Enough to fill 5 req/s with two-second requests, small enough to be gentle. */
    public static final int DEFAULT_MAX_IN_FLIGHT = 10;

    private final int maxInFlight;

    public BulkExecutor(int maxInFlight) {
        if (maxInFlight < 1) {
            throw new IllegalArgumentException("maxInFlight must be at least 1");
        }
        this.maxInFlight = maxInFlight;
    }

    public BulkExecutor() {
        this(DEFAULT_MAX_IN_FLIGHT);
    }

    /** Starts the job on virtual threads and returns at once. */
    public <I> BulkJob<I> start(List<I> items, BulkOperation<I> operation, BulkListener<I> listener) {
        BulkJob<I> job = new BulkJob<>(List.copyOf(items), operation, listener, maxInFlight);
        job.launch();
        return job;
    }
}
