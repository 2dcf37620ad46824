package io.mailroom.api;

import java.net.http.HttpRequest;
import java.time.Duration;
import java.time.Instant;

/** What one logical request went through, gathered for its {@link ActivityRecord}. */
final class Attempts {

    private final Endpoint endpoint;
    private final TimeSource time;
    private final Instant startedAt;
    private final long startNanos;
    private int count;
    private Integer status;
    private Long code;
    private String message;
    private String requestId;
    private boolean ok;
    private boolean outcomeUnknown;

    Attempts(Endpoint endpoint, TimeSource time) {
        this.endpoint = endpoint;
        this.time = time;
        this.startedAt = time.now();
        this.startNanos = time.nanoTime();
    }

    void next() {
        count++;
    }

    int count() {
        return count;
    }

    /** This attempt was sent and may have been acted on, but no answer from the service says so. */
    void outcomeUnknown() {
        outcomeUnknown = true;
    }

    /** True once an attempt's outcome is unknown: only then may a later answer be explained by it. */
    boolean earlierOutcomeUnknown() {
        return outcomeUnknown;
    }

    void status(int httpStatus) {
        status = httpStatus;
    }

    void succeeded(String serviceMessage, String id) {
        ok = true;
        code = 0L;
        message = serviceMessage;
        requestId = id;
    }

    /** The service's own words when it answered (the record has the rest), else what went wrong here. */
    void failed(ApiException e) {
        ok = false;
        message = e.reply().map(ServiceReply::message).filter(text -> !text.isBlank()).orElse(e.getMessage());
        e.reply().ifPresent(reply -> {
            code = reply.code();
            requestId = reply.requestId();
            status = reply.httpStatus();
        });
    }

    ActivityRecord record(HttpRequest request) {
        String query = request.uri().getRawQuery();
        String path = endpoint.path + (query == null ? "" : "?" + query);
        return new ActivityRecord(startedAt, endpoint.method, path, status, code, message, requestId,
                Duration.ofNanos(time.nanoTime() - startNanos), count, ok);
    }
}
