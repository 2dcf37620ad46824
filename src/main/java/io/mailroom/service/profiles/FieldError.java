package io.mailroom.service.profiles;

/** One thing wrong with a profile, named by its field: "baseUrl", "apps", "senders[2]". */
public record FieldError(String field, String message) {

    @Override
    public String toString() {
        return field + ": " + message;
    }
}
