package io.mailroom.api;

import java.util.Arrays;
import java.util.Locale;
import java.util.Optional;

/** The two contact statuses of the spec; the constant names are the wire values. */
public enum ContactStatus {
    Confirmed,
    Unsubscribed;

    /** Parses a status case-insensitively, so scripts may type {@code confirmed}. */
    public static Optional<ContactStatus> parse(String text) {
        if (text == null) {
            return Optional.empty();
        }
        String wanted = text.trim().toLowerCase(Locale.ROOT);
        return Arrays.stream(values())
                .filter(s -> s.name().toLowerCase(Locale.ROOT).equals(wanted))
                .findFirst();
    }
}
