package io.mailroom.ui.activity;

import io.mailroom.api.ActivityRecord;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Objects;
import java.util.function.Predicate;
import java.util.stream.Collectors;
import java.util.stream.Stream;

/**
 * Which requests the activity table shows. Every word of the filter text must occur, ignoring
 * case, in one of the fields a person reads in the table: method, path, HTTP status, code,
 * message or requestId. So "post 429" finds the rate-limited saves and sends.
 */
final class ActivityFilter {

    private ActivityFilter() {
    }

    static Predicate<ActivityRecord> of(String text, boolean failuresOnly) {
        List<String> words = words(text);
        return record -> (!failuresOnly || !record.ok())
                && (words.isEmpty() || words.stream().allMatch(searchable(record)::contains));
    }

    /** True when the filter hides anything at all. */
    static boolean active(String text, boolean failuresOnly) {
        return failuresOnly || !words(text).isEmpty();
    }

    private static List<String> words(String text) {
        return text == null ? List.of()
                : Arrays.stream(text.strip().toLowerCase(Locale.ROOT).split("\\s+")).filter(word -> !word.isEmpty()).toList();
    }

    private static String searchable(ActivityRecord record) {
        return Stream.of(record.method(), record.path(), record.httpStatus(), record.code(), record.message(), record.requestId())
                .filter(Objects::nonNull)
                .map(value -> value.toString().toLowerCase(Locale.ROOT))
                .collect(Collectors.joining("\n"));
    }
}
