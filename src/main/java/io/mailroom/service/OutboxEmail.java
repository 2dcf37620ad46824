package io.mailroom.service;

import java.time.Instant;

/**
 * An email the built-in sandbox captured instead of delivering, as the service received it.
 * The service keeps no plain-or-HTML flag, so neither does this.
 *
 * @param time      when the sandbox received it
 * @param requestId the requestId of the send that carried it
 */
public record OutboxEmail(Instant time, String requestId, String from, String to, String subject, String body) {
}
