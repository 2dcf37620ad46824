package io.mailroom.service.localcopy;

import java.time.format.DateTimeFormatter;
import java.time.format.ResolverStyle;
import java.util.Locale;
import java.util.function.Function;

/** The two ends of a range filter, either open (null) but not both, the smaller first. */
record FilterRange<T extends Comparable<? super T>>(T from, T to) {

    static final DateTimeFormatter DAY = DateTimeFormatter.ofPattern("uuuu-MM-dd", Locale.ROOT).withResolverStyle(ResolverStyle.STRICT);

    private static final String DOTS = "..";

    /** {@code a..b}, {@code a..}, {@code ..b}, or {@code a} alone for {@code a..a}. */
    static <T extends Comparable<? super T>> FilterRange<T> parse(String input, Filter.Kind kind, String value,
                                                                 Function<String, T> read,
                                                                 FilterException.Problem unreadable) {
        int dots = value.indexOf(DOTS);
        String fromText = dots < 0 ? value : value.substring(0, dots).strip();
        String toText = dots < 0 ? value : value.substring(dots + DOTS.length()).strip();
        if (fromText.isEmpty() && toText.isEmpty()) {
            throw new FilterException(input, kind, FilterException.Problem.NO_END);
        }
        T from = fromText.isEmpty() ? null : read.apply(fromText);
        T to = toText.isEmpty() ? null : read.apply(toText);
        if (from == null && !fromText.isEmpty() || to == null && !toText.isEmpty()) {
            throw new FilterException(input, kind, unreadable);
        }
        if (from != null && to != null && from.compareTo(to) > 0) {
            throw new FilterException(input, kind, FilterException.Problem.BACKWARDS);
        }
        return new FilterRange<>(from, to);
    }

    static <T extends Comparable<? super T>> void check(T from, T to) {
        if (from == null && to == null) {
            throw new IllegalArgumentException("a range needs at least one end");
        }
        if (from != null && to != null && from.compareTo(to) > 0) {
            throw new IllegalArgumentException("the range ends before it starts: " + from + ".." + to);
        }
    }

    /** One value when both ends are equal, else {@code from..to} with an open end left empty. */
    static <T extends Comparable<? super T>> String text(T from, T to, Function<T, String> write) {
        if (from != null && from.equals(to)) {
            return write.apply(from);
        }
        return (from == null ? "" : write.apply(from)) + DOTS + (to == null ? "" : write.apply(to));
    }
}
