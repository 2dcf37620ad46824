package io.mailroom.service.compose;

import java.time.Instant;
import java.util.Map;
import java.util.stream.Collectors;

/**
 * An email being composed, kept under a name: everything typed so far, valid or not, so that
 * nothing is lost. {@code profile} is the profile it was written for (null when none);
 * {@code fields} are the values its {@link Placeholders} are filled with, taken from the contact
 * it is for.
 */
public record Draft(String name, String profile, String from, String to, String subject, String body,
                    boolean html, Map<String, String> fields, Instant updated) {

    public Draft {
        // A hand-edited file may hold a null; a value that is not there simply leaves its placeholder unfilled.
        fields = fields == null ? Map.of() : fields.entrySet().stream()
                .filter(field -> field.getKey() != null && field.getValue() != null)
                .collect(Collectors.toUnmodifiableMap(Map.Entry::getKey, Map.Entry::getValue));
    }

    public Draft withName(String newName) {
        return new Draft(newName, profile, from, to, subject, body, html, fields, updated);
    }

    Draft updatedAt(Instant time) {
        return new Draft(name, profile, from, to, subject, body, html, fields, time);
    }
}
