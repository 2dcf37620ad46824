package io.mailroom.ui.activity;

import java.time.Duration;
import java.time.Instant;
import java.time.ZoneId;
import java.time.format.DateTimeFormatter;

/** How the activity table writes a request's values: local clock time, "—" for an answer that never came. */
final class ActivityText {

    static final String NO_ANSWER = "—";

    private static final DateTimeFormatter CLOCK = DateTimeFormatter.ofPattern("HH:mm:ss");

    private ActivityText() {
    }

    static String time(Instant time, ZoneId zone) {
        return CLOCK.format(time.atZone(zone));
    }

    static String status(Integer httpStatus) {
        return httpStatus == null ? NO_ANSWER : httpStatus.toString();
    }

    static String code(Long code) {
        return code == null ? "" : code.toString();
    }

    static String millis(Duration duration) {
        return duration.toMillis() + " ms";
    }

    /** "1 request", "12 requests", or "3 of 12 shown" while a filter hides some. */
    static String count(int shown, int total, boolean filtering) {
        return filtering ? shown + " of " + total + " shown" : total + (total == 1 ? " request" : " requests");
    }
}
