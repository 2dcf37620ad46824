package io.mailroom.ui.compose;

import atlantafx.base.theme.Styles;
import io.mailroom.service.compose.SendResult;
import java.time.Instant;
import java.time.LocalDate;
import java.time.ZoneId;
import java.time.ZonedDateTime;
import java.time.format.DateTimeFormatter;
import java.time.format.FormatStyle;
import org.kordamp.ikonli.Ikon;
import org.kordamp.ikonli.feather.Feather;

/** How the Sent tab words an entry: local times in the person's format, and each result in words, a colour and an icon. */
final class HistoryText {

    private static final DateTimeFormatter CLOCK = DateTimeFormatter.ofLocalizedTime(FormatStyle.SHORT);
    private static final DateTimeFormatter DAY = DateTimeFormatter.ofLocalizedPattern("MMMd");
    private static final DateTimeFormatter DATE = DateTimeFormatter.ofLocalizedDate(FormatStyle.SHORT);
    private static final DateTimeFormatter FULL = DateTimeFormatter.ofLocalizedDateTime(FormatStyle.MEDIUM);

    private HistoryText() {
    }

    /** As mail clients do in a narrow list: the clock time today, the day this year, the date before; details have the rest. */
    static String shortTime(Instant time, ZoneId zone, LocalDate today) {
        ZonedDateTime local = time.atZone(zone);
        LocalDate day = local.toLocalDate();
        DateTimeFormatter format = day.equals(today) ? CLOCK : day.getYear() == today.getYear() ? DAY : DATE;
        return format.format(local);
    }

    static String fullTime(Instant time, ZoneId zone) {
        return FULL.format(time.atZone(zone));
    }

    static String result(SendResult result) {
        return switch (result) {
            case SENT -> "Sent";
            case OUTCOME_UNKNOWN -> "May have been sent";
            case FAILED -> "Failed";
        };
    }

    /** What the result means for the person deciding whether to send again. */
    static String explanation(SendResult result) {
        return switch (result) {
            case SENT -> "The service accepted this email.";
            case OUTCOME_UNKNOWN -> "The service may have received this email: the answer never came. "
                    + "Check with the recipient or the service's support before sending it again.";
            case FAILED -> "This email was not sent.";
        };
    }

    static String style(SendResult result) {
        return switch (result) {
            case SENT -> Styles.SUCCESS;
            case OUTCOME_UNKNOWN -> Styles.WARNING;
            case FAILED -> Styles.DANGER;
        };
    }

    static Ikon icon(SendResult result) {
        return switch (result) {
            case SENT -> Feather.CHECK_CIRCLE;
            case OUTCOME_UNKNOWN -> Feather.HELP_CIRCLE;
            case FAILED -> Feather.X_CIRCLE;
        };
    }

    static String subject(String subject) {
        return subject == null || subject.isBlank() ? "(no subject)" : subject;
    }

    /** Text for a field that may be missing (no requestId when the service never answered). */
    static String orDash(String value) {
        return value == null || value.isBlank() ? "—" : value;
    }
}
