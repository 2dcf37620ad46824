package io.mailroom.service.localcopy;

import java.util.Arrays;
import java.util.Optional;
import java.util.stream.Collectors;

/**
 * A filter's text that is not one: what was typed, which filter it was meant for (when that could
 * be told), and what is wrong, as data for the desktop app to word; the message is the command
 * line's English, saying what would be right.
 */
public final class FilterException extends IllegalArgumentException {

    /** What is wrong with the text. */
    public enum Problem {
        /** No {@code =}: a filter is {@code FIELD=VALUE}. */
        NOT_FIELD_EQUALS_VALUE,
        /** The name before {@code =} is no filter's. */
        UNKNOWN_FIELD,
        /** Nothing after {@code =}. */
        NO_VALUE,
        /** A VIP level that is no number, nor a range of numbers. */
        NOT_A_NUMBER,
        /** A date that is not {@code YYYY-MM-DD}, nor a range of such dates. */
        NOT_A_DATE,
        /** A birthday month that is neither 1 to 12 nor a month's English name. */
        NOT_A_MONTH,
        /** An amount filter that is neither {@code present} nor {@code absent}. */
        NOT_PRESENT_OR_ABSENT,
        /** A range without either end: {@code ..}. */
        NO_END,
        /** A range whose end comes before its start. */
        BACKWARDS
    }

    private final String input;
    private final transient Filter.Kind kind;
    private final Problem problem;

    FilterException(String input, Filter.Kind kind, Problem problem) {
        super(english(input, kind, problem));
        this.input = input;
        this.kind = kind;
        this.problem = problem;
    }

    /** The text as it was given. */
    public String input() {
        return input;
    }

    /** The filter the text was meant for; empty when its field is not known. */
    public Optional<Filter.Kind> kind() {
        return Optional.ofNullable(kind);
    }

    public Problem problem() {
        return problem;
    }

    private static String english(String input, Filter.Kind kind, Problem problem) {
        String quoted = "\"" + input + "\": ";
        return quoted + switch (problem) {
            case NOT_FIELD_EQUALS_VALUE -> "a filter is FIELD=VALUE, such as status=Confirmed or vip=2..5";
            case UNKNOWN_FIELD -> "there is no filter on that field; the fields are "
                    + Arrays.stream(Filter.Kind.values()).map(Filter.Kind::key).collect(Collectors.joining(", "));
            case NO_VALUE -> "give " + kind.key() + " a value, such as " + kind.example();
            case NOT_A_NUMBER -> kind.key() + " takes a number or a range of numbers, such as vip=3, vip=2..5, vip=3.. or vip=..2";
            case NOT_A_DATE -> kind.key() + " takes a day as YYYY-MM-DD or a range of days, such as " + kind.key() + "=2024-01-01..2024-06-30, "
                    + kind.key() + "=2024-01-01.. or " + kind.key() + "=..2024-06-30";
            case NOT_A_MONTH -> "birthday takes a month, 1 to 12 or its English name, such as birthday=12 or birthday=december";
            case NOT_PRESENT_OR_ABSENT -> "amount takes present or absent";
            case NO_END -> "a range needs at least one end, such as " + kind.example();
            case BACKWARDS -> "the range ends before it starts; give the smaller end first, such as " + kind.example();
        };
    }
}
