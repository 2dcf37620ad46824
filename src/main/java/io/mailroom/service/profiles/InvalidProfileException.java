package io.mailroom.service.profiles;

import java.util.List;
import java.util.stream.Collectors;

/** A profile refused before anything was saved, with every problem found, each naming its field. */
public final class InvalidProfileException extends RuntimeException {

    private final transient List<FieldError> errors;

    InvalidProfileException(List<FieldError> errors) {
        super(errors.stream().map(FieldError::toString).collect(Collectors.joining("; ")), null, false, false);
        this.errors = List.copyOf(errors);
    }

    public List<FieldError> errors() {
        return errors;
    }
}
