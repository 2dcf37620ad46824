package io.mailroom.service.compose;

import java.time.Instant;

/**
 * One entry of the history of sent emails. The body is kept so that "open as new draft" gives
 * back the whole email; {@code requestId} is the service's reference when it answered. When a send
 * failed or may have failed, {@code failure} says why as data, for the desktop app to word in the
 * person's language, and {@code message} says it in the command line's English; both are null when
 * it was sent, and {@code failure} is null in entries written before it existed
 * (docs/decisions/046-history-keeps-why-a-send-failed.md).
 */
public record SentEmail(Instant time, String profile, String from, String to, String subject, String body,
                        boolean html, String requestId, SendResult result, String message, SendFailure failure) {

    /** A new draft of this email under {@code name}: the person edits it and sends it again on purpose. */
    public Draft asDraft(String name) {
        return new Draft(name, profile, from, to, subject, body, html, null, null);
    }
}
