package io.mailroom.service.compose;

import java.time.Instant;

/**
 * An email being composed, kept under a name: everything typed so far, valid or not, so that
 * nothing is lost. {@code profile} is the profile it was written for (null when none).
 */
public record Draft(String name, String profile, String from, String to, String subject, String body,
                    boolean html, Instant updated) {

    public Draft withName(String newName) {
        return new Draft(newName, profile, from, to, subject, body, html, updated);
    }

    Draft updatedAt(Instant time) {
        return new Draft(name, profile, from, to, subject, body, html, time);
    }
}
