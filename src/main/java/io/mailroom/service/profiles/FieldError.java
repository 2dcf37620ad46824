package io.mailroom.service.profiles;

import io.mailroom.api.InvalidInputException;
import java.util.List;

/**
 * One thing wrong with a profile, named by its field ("baseUrl", "apps", "senders"): the
 * {@link ProfileRule} it broke and that rule's details, as data for the desktop app to word.
 */
public record FieldError(String field, ProfileRule rule, List<?> details) {

    /** @param details what {@code rule} says it carries, in its order */
    public FieldError {
        details = List.copyOf(details);
    }

    /** A field that breaks a rule without details: "name: is required". */
    public FieldError(String field, ProfileRule rule) {
        this(field, rule, List.of());
    }

    /** A field refused by one of the api's input rules, under the field's own name. */
    public static FieldError of(InvalidInputException refused) {
        return new FieldError(refused.field(), ProfileRule.INPUT, List.of(refused.reason(), refused.details()));
    }

    /** The rule in English, as the command line says it: "must be at most 64 characters". */
    public String message() {
        return rule.english(details);
    }

    @Override
    public String toString() {
        return field + ": " + message();
    }
}
