package io.mailroom.ui.activity;

import io.mailroom.ui.common.Messages;
import java.time.Duration;

/** How the activity table writes a request's values: "—" for an answer that never came, counts in the chosen language. */
final class ActivityText {

    static final String NO_ANSWER = "—";

    private ActivityText() {
    }

    static String status(Integer httpStatus) {
        return httpStatus == null ? NO_ANSWER : httpStatus.toString();
    }

    static String code(Long code) {
        return code == null ? "" : code.toString();
    }

    static String millis(Duration duration) {
        return Messages.text("activity.duration", duration.toMillis());
    }

    /** "1 request", "12 requests", or "3 of 12 shown" while a filter hides some. */
    static String count(int shown, int total, boolean filtering) {
        return filtering ? Messages.text("activity.count.filtered", shown, total) : Messages.text("activity.count", total);
    }
}
