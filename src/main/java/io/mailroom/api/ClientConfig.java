package io.mailroom.api;

import java.net.URI;
import java.time.Duration;

/**
 * Where and how to reach the service.
 *
 * @param rateLimit requests per second allowed by the service for this key (spec 8: 5, may change)
 */
public record ClientConfig(URI baseUrl, ApiKey apiKey, int rateLimit, Duration connectTimeout,
                           Duration requestTimeout, RetryPolicy retryPolicy) {

    public static final int DEFAULT_RATE_LIMIT = 5;
    public static final Duration DEFAULT_CONNECT_TIMEOUT = Duration.ofSeconds(10);
    public static final int DEFAULT_REQUEST_TIMEOUT_SECONDS = 30;
    public static final Duration DEFAULT_REQUEST_TIMEOUT = Duration.ofSeconds(DEFAULT_REQUEST_TIMEOUT_SECONDS);

    public ClientConfig {
        baseUrl = InputRules.baseUrl(baseUrl == null ? null : baseUrl.toString());
        if (rateLimit < 1) {
            throw new InvalidInputException("rateLimit", InputRule.RATE_TOO_LOW, 1);
        }
        if (!requestTimeout.isPositive() || !connectTimeout.isPositive()) {
            throw new InvalidInputException("timeout", InputRule.TIMEOUT_NOT_POSITIVE);
        }
    }

    /** Defaults for everything but where and who. The URL is checked (https unless loopback). */
    public static ClientConfig of(String baseUrl, ApiKey apiKey) {
        return new ClientConfig(InputRules.baseUrl(baseUrl), apiKey, DEFAULT_RATE_LIMIT,
                DEFAULT_CONNECT_TIMEOUT, DEFAULT_REQUEST_TIMEOUT, RetryPolicy.defaults());
    }

    public ClientConfig withRateLimit(int requestsPerSecond) {
        return new ClientConfig(baseUrl, apiKey, requestsPerSecond, connectTimeout, requestTimeout, retryPolicy);
    }

    public ClientConfig withTimeouts(Duration connect, Duration request) {
        return new ClientConfig(baseUrl, apiKey, rateLimit, connect, request, retryPolicy);
    }

    public ClientConfig withRetryPolicy(RetryPolicy policy) {
        return new ClientConfig(baseUrl, apiKey, rateLimit, connectTimeout, requestTimeout, policy);
    }
}
