package io.mailroom.service.compose;

import com.fasterxml.jackson.core.JacksonException;
import com.fasterxml.jackson.core.JsonLocation;
import com.fasterxml.jackson.core.io.JsonEOFException;
import com.fasterxml.jackson.databind.JsonMappingException;
import com.fasterxml.jackson.databind.exc.InvalidFormatException;
import com.fasterxml.jackson.databind.exc.MismatchedInputException;
import java.time.Instant;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;

/**
 * Why a draft or history entry could not be read, in words for the person who may open the file:
 * where (line and column, or the field) and what is wrong, never the parser's wording, which
 * names Java types ({@code java.time.Instant}, Mailroom's own classes) and tokens.
 */
final class JsonProblems {

    private static final int LONGEST_VALUE_QUOTED = 40;

    private JsonProblems() {
    }

    /**
     * {@code text} is what was read, {@code what} what it should have been, with its article
     * ("a draft", "a history entry").
     */
    static String describe(JacksonException e, String text, String what) {
        // A broken text met while reading a field comes wrapped in the field's problem: the break is the news.
        if (e instanceof JsonMappingException && e.getCause() instanceof JacksonException cause) {
            return describe(cause, text, what);
        }
        if (e instanceof JsonMappingException mapping && !mapping.getPath().isEmpty()) {
            return field(mapping);
        }
        return switch (e) {
            case JsonEOFException ignored -> "it ends in the middle of " + what + ", as if cut short";
            case JsonMappingException ignored -> "not " + what + ": it holds " + kindOfValue(text) + " instead";
            default -> "not valid JSON " + where(e.getLocation());
        };
    }

    private static String field(JsonMappingException e) {
        String field = "the field \"" + path(e.getPath()) + "\"";
        return switch (e) {
            case InvalidFormatException invalid -> field + " is " + quoted(invalid.getValue()) + ", not " + expected(invalid.getTargetType());
            case MismatchedInputException mismatched -> field + " should be " + expected(mismatched.getTargetType());
            default -> field + " cannot be read";
        };
    }

    private static String where(JsonLocation location) {
        if (location == null || location.getLineNr() < 1) {
            return "";
        }
        return location.getLineNr() == 1 ? "at character " + location.getColumnNr()
                : "at line " + location.getLineNr() + ", column " + location.getColumnNr();
    }

    private static String path(List<JsonMappingException.Reference> path) {
        return path.stream()
                .map(reference -> reference.getFieldName() != null ? reference.getFieldName() : "item " + (reference.getIndex() + 1))
                .collect(Collectors.joining(" > "));
    }

    private static String quoted(Object value) {
        String text = String.valueOf(value);
        return "\"" + (text.length() > LONGEST_VALUE_QUOTED ? text.substring(0, LONGEST_VALUE_QUOTED) + "…" : text) + "\"";
    }

    /** What a value of the type looks like, for a person. */
    private static String expected(Class<?> type) {
        if (type == null) {
            return "a value of another kind";
        }
        if (type == String.class) {
            return "text";
        }
        if (type == boolean.class || type == Boolean.class) {
            return "true or false";
        }
        if (type == Instant.class) {
            return "a time like 2026-03-01T09:00:00Z";
        }
        if (Map.class.isAssignableFrom(type)) {
            return "names with text values, like {\"firstName\": \"Ada\"}";
        }
        if (type.isEnum()) {
            return "one of " + Arrays.stream(type.getEnumConstants()).map(String::valueOf).collect(Collectors.joining(", "));
        }
        if (Number.class.isAssignableFrom(type) || type.isPrimitive()) {
            return "a number";
        }
        return "an object of named fields, { … }";
    }

    /** The kind of value the text holds where an object should be, by its first character. */
    private static String kindOfValue(String text) {
        String start = text.strip();
        if (start.isEmpty()) {
            return "nothing";
        }
        return switch (start.charAt(0)) {
            case '[' -> "a list";
            case '"' -> "only text";
            case 't', 'f' -> "only true or false";
            case 'n' -> "nothing (null)";
            case '{' -> "an object of other fields";
            default -> "only a number";
        };
    }
}
