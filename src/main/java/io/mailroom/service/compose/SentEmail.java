package io.mailroom.service.compose;

import java.time.Instant;

/**
 * One entry of the history of sent emails. The body is kept so that "open as new draft" gives
 * back the whole email; {@code message} says why a send failed or may have failed (null when sent),
 * {@code requestId} is the service's reference when it answered.
 */
public record SentEmail(Instant time, String profile, String from, String to, String subject, String body,
                        boolean html, String requestId, SendResult result, String message) {

    /** A new draft of this email under {@code name}: the person edits it and sends it again on purpose. */
    public Draft asDraft(String name) {
        return new Draft(name, profile, from, to, subject, body, html, null, null);
    }
}
