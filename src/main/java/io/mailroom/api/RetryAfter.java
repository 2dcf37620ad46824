package io.mailroom.api;

import java.time.Duration;
import java.time.Instant;
import java.time.ZoneId;
import java.time.ZonedDateTime;
import java.time.format.DateTimeFormatter;
import java.time.format.DateTimeParseException;
import java.time.temporal.ChronoUnit;
import java.util.Locale;
import java.util.Optional;

/** Reads a {@code Retry-After} header (delay seconds or an HTTP date), and says it for a person. */
final class RetryAfter {

    private static final DateTimeFormatter TIME_TODAY = DateTimeFormatter.ofPattern("HH:mm", Locale.ENGLISH);
    private static final DateTimeFormatter TIME_LATER = DateTimeFormatter.ofPattern("EEE d MMM HH:mm", Locale.ENGLISH);

    private RetryAfter() {
    }

    static Optional<Duration> parse(Optional<String> header, Instant now) {
        if (header.isEmpty() || header.get().isBlank()) {
            return Optional.empty();
        }
        String value = header.get().strip();
        try {
            long seconds = Long.parseLong(value);
            return seconds < 0 ? Optional.empty() : Optional.of(Duration.ofSeconds(seconds));
        } catch (NumberFormatException notSeconds) {
            try {
                Instant at = ZonedDateTime.parse(value, DateTimeFormatter.RFC_1123_DATE_TIME).toInstant();
                Duration wait = Duration.between(now, at);
                return Optional.of(wait.isNegative() ? Duration.ZERO : wait);
            } catch (DateTimeParseException notADate) {
                return Optional.empty();
            }
        }
    }

    /**
     * "asked to wait 1 h, until 13:00 local time": how long, and when that is on this
     * computer's clock (the time rounded up to the minute, so it is never too early; the
     * date added when it is not today).
     */
    static String describe(Duration wait, Instant now) {
        ZonedDateTime from = now.atZone(ZoneId.systemDefault());
        ZonedDateTime until = from.plus(wait);
        if (until.getSecond() != 0 || until.getNano() != 0) {
            until = until.truncatedTo(ChronoUnit.MINUTES).plusMinutes(1);
        }
        DateTimeFormatter format = until.toLocalDate().equals(from.toLocalDate()) ? TIME_TODAY : TIME_LATER;
        return "asked to wait " + length(wait) + ", until " + format.format(until) + " local time";
    }

    /** "45 s", "5 min", "1 h", "2 h 30 min": whole units, rounded up. */
    static String length(Duration wait) {
        long seconds = wait.toSeconds() + (wait.toNanosPart() > 0 ? 1 : 0);
        if (seconds < 120) {
            return seconds + " s";
        }
        long minutes = (seconds + 59) / 60;
        if (minutes < 60) {
            return minutes + " min";
        }
        return minutes / 60 + " h" + (minutes % 60 == 0 ? "" : " " + minutes % 60 + " min");
    }
}
