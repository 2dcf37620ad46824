package io.mailroom.ui.activity;

import io.mailroom.api.ActivityRecord;
import io.mailroom.service.WordSearch;
import java.util.function.Predicate;

/**
 * Which requests the activity table shows. Every word of the filter text must occur, ignoring
 * case, in one of the fields a person reads in the table: method, path, HTTP status, code,
 * message or requestId. So "post 429" finds the rate-limited saves and sends.
 */
final class ActivityFilter {

    private ActivityFilter() {
    }

    static Predicate<ActivityRecord> of(String text, boolean failuresOnly) {
        WordSearch search = WordSearch.of(text);
        return record -> (!failuresOnly || !record.ok())
                && search.matches(record.method(), record.path(), record.httpStatus(), record.code(), record.message(), record.requestId());
    }

    /** True when the filter hides anything at all. */
    static boolean active(String text, boolean failuresOnly) {
        return failuresOnly || !WordSearch.of(text).isEmpty();
    }
}
