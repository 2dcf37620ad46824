package io.mailroom.service;

import com.fasterxml.jackson.core.JacksonException;
import com.fasterxml.jackson.core.JsonLocation;
import com.fasterxml.jackson.core.io.JsonEOFException;
import com.fasterxml.jackson.databind.JsonMappingException;
import com.fasterxml.jackson.databind.exc.InvalidFormatException;
import com.fasterxml.jackson.databind.exc.MismatchedInputException;
import io.mailroom.service.ReadProblem.Expected;
import io.mailroom.service.ReadProblem.Found;
import io.mailroom.service.ReadProblem.Step;
import java.time.Instant;
import java.util.Arrays;
import java.util.Collection;
import java.util.List;
import java.util.Map;

/**
 * Why a draft, a history entry or the saved segments could not be read, as a {@link ReadProblem}: where (line and column,
 * or the field) and what is wrong, never the parser's wording, which names Java types
 * ({@code java.time.Instant}, Mailroom's own classes) and tokens.
 */
public final class JsonProblems {

    private static final int LONGEST_VALUE_QUOTED = 40;

    private JsonProblems() {
    }

    /** {@code text} is what was read, {@code subject} what it should have been. */
    public static ReadProblem of(JacksonException e, String text, ReadProblem.Subject subject) {
        // A broken text met while reading a field comes wrapped in the field's problem: the break is the news.
        if (e instanceof JsonMappingException && e.getCause() instanceof JacksonException cause) {
            return of(cause, text, subject);
        }
        if (e instanceof JsonMappingException mapping && !mapping.getPath().isEmpty()) {
            return field(mapping);
        }
        return switch (e) {
            case JsonEOFException ignored -> new ReadProblem.CutShort(subject);
            case JsonMappingException ignored -> new ReadProblem.NotAnObject(subject, found(text));
            default -> notJson(e.getLocation());
        };
    }

    private static ReadProblem field(JsonMappingException e) {
        List<Step> field = path(e.getPath());
        return switch (e) {
            case InvalidFormatException invalid -> new ReadProblem.WrongValue(field, shortened(invalid.getValue()),
                    expected(invalid.getTargetType()), choices(invalid.getTargetType()));
            case MismatchedInputException mismatched -> new ReadProblem.WrongKind(field, expected(mismatched.getTargetType()),
                    choices(mismatched.getTargetType()));
            default -> new ReadProblem.FieldUnreadable(field);
        };
    }

    private static ReadProblem notJson(JsonLocation location) {
        if (location == null || location.getLineNr() < 1) {
            return new ReadProblem.NotJson(0, 0);
        }
        return new ReadProblem.NotJson(location.getLineNr(), location.getColumnNr());
    }

    private static List<Step> path(List<JsonMappingException.Reference> path) {
        return path.stream()
                .map(reference -> reference.getFieldName() != null ? Step.field(reference.getFieldName()) : Step.item(reference.getIndex() + 1))
                .toList();
    }

    private static String shortened(Object value) {
        String text = String.valueOf(value);
        return text.length() > LONGEST_VALUE_QUOTED ? text.substring(0, LONGEST_VALUE_QUOTED) + "…" : text;
    }

    /** What a value of the type looks like, for a person. */
    private static Expected expected(Class<?> type) {
        if (type == null) {
            return Expected.ANOTHER_KIND;
        }
        if (type == String.class) {
            return Expected.TEXT;
        }
        if (type == boolean.class || type == Boolean.class) {
            return Expected.TRUE_OR_FALSE;
        }
        if (type == Instant.class) {
            return Expected.TIME;
        }
        if (Map.class.isAssignableFrom(type)) {
            return Expected.TEXT_MAP;
        }
        if (Collection.class.isAssignableFrom(type) || type.isArray()) {
            return Expected.LIST;
        }
        if (type.isEnum()) {
            return Expected.ONE_OF;
        }
        if (Number.class.isAssignableFrom(type) || type.isPrimitive()) {
            return Expected.NUMBER;
        }
        return Expected.OBJECT;
    }

    private static List<String> choices(Class<?> type) {
        return type != null && type.isEnum() ? Arrays.stream(type.getEnumConstants()).map(String::valueOf).toList() : List.of();
    }

    /** The kind of value the text holds where an object should be, by its first character. */
    private static Found found(String text) {
        String start = text.strip();
        if (start.isEmpty()) {
            return Found.NOTHING;
        }
        return switch (start.charAt(0)) {
            case '[' -> Found.LIST;
            case '"' -> Found.TEXT;
            case 't', 'f' -> Found.TRUE_OR_FALSE;
            case 'n' -> Found.NULL;
            case '{' -> Found.OTHER_OBJECT;
            default -> Found.NUMBER;
        };
    }
}
