package io.mailroom.api;

/** Input refused before any request was made; names the field and the rule it broke. */
public final class InvalidInputException extends ApiException {

    private final String field;
    private final String rule;

    public InvalidInputException(String field, String rule) {
        super(field + ": " + rule, null, null);
        this.field = field;
        this.rule = rule;
    }

    public String field() {
        return field;
    }

    public String rule() {
        return rule;
    }
}
