package io.mailroom.api;

/**
 * What the service answered, as far as it could be read: the HTTP status and the
 * envelope's {@code code}, {@code message} and {@code requestId} (null when absent).
 */
public record ServiceReply(int httpStatus, Long code, String message, String requestId) {

    /** "HTTP 400, code 40001, requestId abc" — the part a person quotes to support. */
    public String reference() {
        StringBuilder text = new StringBuilder("HTTP ").append(httpStatus);
        if (code != null) {
            text.append(", code ").append(code);
        }
        if (requestId != null && !requestId.isBlank()) {
            text.append(", requestId ").append(requestId);
        }
        return text.toString();
    }
}
