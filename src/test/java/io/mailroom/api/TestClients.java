package io.mailroom.api;

import java.time.Duration;
import java.util.random.RandomGenerator;

/** Clients wired to a test server, a fake clock and a recording activity sink. */
final class TestClients {

    static final String KEY = "mr_live_9fK2xQ7vLp3ZtW8sBn4R";
    static final ApiKey API_KEY = ApiKey.of(KEY);

    /** A random source that always says 0: backoff is then exactly half the capped delay. */
    static final RandomGenerator NO_JITTER = () -> 0L;

    private TestClients() {
    }

    static RetryPolicy retries(int maxAttempts) {
        return new RetryPolicy(maxAttempts, Duration.ofMillis(200), Duration.ofSeconds(30), NO_JITTER);
    }

    static ClientConfig config(String baseUrl, int maxAttempts) {
        return ClientConfig.of(baseUrl, API_KEY).withRetryPolicy(retries(maxAttempts));
    }

    static ServiceClient client(ClientConfig config, FakeTime time, ActivitySink sink) {
        return new ServiceClient(config, new RateLimiter(config.rateLimit(), Duration.ZERO, time), time, sink);
    }
}
