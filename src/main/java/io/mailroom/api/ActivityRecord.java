package io.mailroom.api;

import java.time.Duration;
import java.time.Instant;

/**
 * One request as a person would want to see it in an activity log: what was asked, what
 * came back, how long it took over how many attempts. Holds no key and no body.
 *
 * @param httpStatus null when no answer came
 * @param code       the envelope's code, null when there was no envelope
 * @param message    the service's message, or what went wrong locally
 */
public record ActivityRecord(Instant time, String method, String path, Integer httpStatus, Long code,
                             String message, String requestId, Duration duration, int attempts, boolean ok) {

    /** One line for logs and {@code -v}: "POST /v1/contact → 200 code 0 OK (req_…) 312 ms, 1 attempt". */
    public String line() {
        return method + " " + path + " → "
                + (httpStatus == null ? "no answer" : httpStatus + (code == null ? "" : " code " + code))
                + (message == null || message.isBlank() ? "" : " " + message)
                + (requestId == null ? "" : " (" + requestId + ")")
                + " " + duration.toMillis() + " ms, " + attempts + (attempts == 1 ? " attempt" : " attempts");
    }
}
