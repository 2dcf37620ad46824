package io.mailroom.service;

import java.util.List;
import java.util.stream.Collectors;

/**
 * Why a draft, a line of the history, the saved segments or the remembered import mappings could not be read, as data: where (line and column, or the
 * field) and what is wrong, never the parser's wording. The desktop words it in the person's
 * language; {@link #english()} is the command line's sentence.
 */
public sealed interface ReadProblem {

    /** What the text should have been. */
    enum Subject {
        DRAFT("a draft"),
        HISTORY_ENTRY("a history entry"),
        SEGMENTS("a list of segments"),
        IMPORT_MAPPINGS("a list of remembered import mappings");

        private final String english;

        Subject(String english) {
            this.english = english;
        }
    }

    /** The kind of value found where an object should be, by its first character. */
    enum Found {
        NOTHING("nothing"),
        LIST("a list"),
        TEXT("only text"),
        TRUE_OR_FALSE("only true or false"),
        NULL("nothing (null)"),
        OTHER_OBJECT("an object of other fields"),
        NUMBER("only a number");

        private final String english;

        Found(String english) {
            this.english = english;
        }
    }

    /** What kind of value a field should hold; {@link #ONE_OF} comes with its choices. */
    enum Expected {
        TEXT,
        TRUE_OR_FALSE,
        /** An ISO-8601 time, like {@link #TIME_EXAMPLE}. */
        TIME,
        /** Names with text values, like {@link #TEXT_MAP_EXAMPLE}. */
        TEXT_MAP,
        ONE_OF,
        NUMBER,
        /** A list of values, [ … ]. */
        LIST,
        OBJECT,
        /** The parser did not say which. */
        ANOTHER_KIND
    }

    String TIME_EXAMPLE = "2026-03-01T09:00:00Z";
    String TEXT_MAP_EXAMPLE = "{\"firstName\": \"Ada\"}";

    /** One step of the way to a field: a field's name, or (when {@code name} is null) the {@code item}th of a list, from 1. */
    record Step(String name, int item) {

        public static Step field(String name) {
            return new Step(name, 0);
        }

        public static Step item(int item) {
            return new Step(null, item);
        }
    }

    /** The line (from 1) and column of the first thing that is not JSON; line 0 when the parser did not say. */
    record NotJson(int line, int column) implements ReadProblem {
        @Override
        public String english() {
            if (line < 1) {
                return "not valid JSON";
            }
            return "not valid JSON " + (line == 1 ? "at character " + column : "at line " + line + ", column " + column);
        }
    }

    /** The text stops in the middle, as a crash during a write leaves it. */
    record CutShort(Subject subject) implements ReadProblem {
        @Override
        public String english() {
            return "it ends in the middle of " + subject.english + ", as if cut short";
        }
    }

    /** JSON, but another kind of value than an object. */
    record NotAnObject(Subject subject, Found found) implements ReadProblem {
        @Override
        public String english() {
            return "not " + subject.english + ": it holds " + found.english + " instead";
        }
    }

    /** A field holds {@code value}, which is not of the kind it should be. */
    record WrongValue(List<Step> field, String value, Expected expected, List<String> choices) implements ReadProblem {
        @Override
        public String english() {
            return "the field \"" + path(field) + "\" is \"" + value + "\", not " + wanted(expected, choices);
        }
    }

    /** A field holds a value of another kind (a list for text, and the like). */
    record WrongKind(List<Step> field, Expected expected, List<String> choices) implements ReadProblem {
        @Override
        public String english() {
            return "the field \"" + path(field) + "\" should be " + wanted(expected, choices);
        }
    }

    /** A field the parser could not read and said no more about. */
    record FieldUnreadable(List<Step> field) implements ReadProblem {
        @Override
        public String english() {
            return "the field \"" + path(field) + "\" cannot be read";
        }
    }

    /**
     * An object, but without what every one holds: a draft's name and time, an entry's time and known
     * result, a segment's name and application.
     */
    record Incomplete(Subject subject) implements ReadProblem {
        @Override
        public String english() {
            return switch (subject) {
                case DRAFT -> "not a draft: its name or time is missing";
                case HISTORY_ENTRY -> "not a history entry: its time or result is missing, or not one Mailroom knows";
                case SEGMENTS -> "not a list of segments: a segment's name or application is missing";
                case IMPORT_MAPPINGS -> "not a list of remembered import mappings: a mapping's headers or fields are missing";
            };
        }
    }

    /** A byte that is not UTF-8, {@code byteNumber} counted from 1. */
    record NotUtf8(long byteNumber) implements ReadProblem {
        @Override
        public String english() {
            return String.format("not UTF-8 text (byte %,d cannot be read as UTF-8)", byteNumber);
        }
    }

    /** The file itself could not be read (permissions, the system's own reason). */
    record FileUnreadable(FileFailure failure) implements ReadProblem {
        @Override
        public String english() {
            return failure.english();
        }
    }

    /** The command line's words. */
    String english();

    /** "fields > firstName", "contacts > item 2". */
    static String path(List<Step> field) {
        return field.stream().map(step -> step.name() != null ? step.name() : "item " + step.item()).collect(Collectors.joining(" > "));
    }

    private static String wanted(Expected expected, List<String> choices) {
        return switch (expected) {
            case TEXT -> "text";
            case TRUE_OR_FALSE -> "true or false";
            case TIME -> "a time like " + TIME_EXAMPLE;
            case TEXT_MAP -> "names with text values, like " + TEXT_MAP_EXAMPLE;
            case ONE_OF -> "one of " + String.join(", ", choices);
            case NUMBER -> "a number";
            case LIST -> "a list, [ … ]";
            case OBJECT -> "an object of named fields, { … }";
            case ANOTHER_KIND -> "a value of another kind";
        };
    }
}
