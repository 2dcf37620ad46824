package io.mailroom.api;

import com.fasterxml.jackson.annotation.JsonIgnore;

/** The response envelope every endpoint returns (spec 2.1). */
public record Envelope<T>(String requestId, long code, boolean success, String message, long ts, T data) {

    /** Success per docs/decisions/003-success-rule.md (the HTTP status is checked by the client). */
    @JsonIgnore
    public boolean isOk() {
        return success && code == 0;
    }
}
