package io.mailroom.api;

import java.util.List;

/**
 * Input refused before any request was made: the field, the {@link InputRule} it broke and that
 * rule's details (a limit, a length, a position), as data for the desktop app to word. The message
 * is the English of the command line: "subject: must be at most 998 characters".
 */
public final class InvalidInputException extends ApiException {

    private final String field;
    private final InputRule reason;
    private final transient List<Object> details;

    /** @param details what {@code reason} says it carries, in its order */
    public InvalidInputException(String field, InputRule reason, Object... details) {
        super(field + ": " + reason.english(List.of(details)), null, null);
        this.field = field;
        this.reason = reason;
        this.details = List.of(details);
    }

    public String field() {
        return field;
    }

    public InputRule reason() {
        return reason;
    }

    /** The details {@link #reason()} names, in its order. */
    public List<Object> details() {
        return details;
    }

    /** The rule in English, as the command line says it: "must be at most 255 characters". */
    public String rule() {
        return reason.english(details);
    }
}
