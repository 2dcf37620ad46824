package io.mailroom.sandbox;

import java.time.Instant;

/** An email the sandbox accepted on {@code POST /v1/send} and kept instead of delivering. */
public record CapturedEmail(
        String id,
        Instant receivedAt,
        String requestId,
        String from,
        String to,
        String subject,
        String body) {
}
