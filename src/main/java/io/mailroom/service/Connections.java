package io.mailroom.service;

import io.mailroom.api.ClientConfig;
import io.mailroom.api.RateLimiters;
import io.mailroom.api.ServiceClient;
import io.mailroom.api.TimeSource;

/**
 * Makes clients that share, per API key, one rate limiter and one activity log: the GUI,
 * its bulk jobs and anything else in this process stay within the key's budget together.
 */
public final class Connections {

    private final RateLimiters limiters;
    private final TimeSource time;
    private final ActivityLog activity;

    public Connections(TimeSource time, ActivityLog activity) {
        this.time = time;
        this.limiters = new RateLimiters(time);
        this.activity = activity;
    }

    public Connections() {
        this(TimeSource.SYSTEM, new ActivityLog());
    }

    public ServiceClient open(ClientConfig config) {
        return new ServiceClient(config, limiters.forKey(config.apiKey(), config.rateLimit()), time, activity);
    }

    public ActivityLog activity() {
        return activity;
    }
}
