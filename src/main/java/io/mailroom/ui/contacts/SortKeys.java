package io.mailroom.ui.contacts;

import io.mailroom.api.InputRules;
import io.mailroom.api.InvalidInputException;
import java.math.BigDecimal;
import java.text.Collator;
import java.time.DateTimeException;
import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.MonthDay;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.util.Comparator;
import java.util.function.Function;

/**
 * How the contact table sorts text the service sent. Values that read as what the column means
 * (a number, a moment, a day of the year) sort by that meaning, ahead of values that do not;
 * those follow in the locale's text order, and blanks come last.
 */
final class SortKeys {

    private SortKeys() {
    }

    static Comparator<String> text() {
        Collator collator = Collator.getInstance();
        collator.setStrength(Collator.SECONDARY);
        return (a, b) -> {
            boolean blankA = a == null || a.isBlank();
            boolean blankB = b == null || b.isBlank();
            if (blankA || blankB) {
                return Boolean.compare(blankA, blankB);
            }
            return collator.compare(a, b);
        };
    }

    /** Decimal amounts such as "123.45"; the spec types amount as a string, so anything may come. */
    static Comparator<String> decimal() {
        return parsedFirst(SortKeys::decimalOf);
    }

    /**
     * Dates and times of no documented format (docs/decisions.md, "Reading what the service sends"): ISO-8601 instants,
     * offset or local date-times and dates, or epoch milliseconds.
     */
    static Comparator<String> moment() {
        return parsedFirst(SortKeys::momentOf);
    }

    /** Birthdays in calendar order, in any form the input rules accept (DD/MM, D/M, YYYY-MM-DD). */
    static Comparator<String> birthday() {
        return parsedFirst(SortKeys::monthDayOf);
    }

    private static <K extends Comparable<? super K>> Comparator<String> parsedFirst(Function<String, K> parse) {
        Comparator<String> byText = text();
        return (a, b) -> {
            K keyA = parse.apply(a);
            K keyB = parse.apply(b);
            if (keyA != null && keyB != null) {
                return keyA.compareTo(keyB);
            }
            if (keyA != null || keyB != null) {
                return keyA != null ? -1 : 1;
            }
            return byText.compare(a, b);
        };
    }

    static BigDecimal decimalOf(String value) {
        if (value == null || value.isBlank()) {
            return null;
        }
        try {
            return new BigDecimal(value.strip());
        } catch (NumberFormatException e) {
            return null;
        }
    }

    static Instant momentOf(String value) {
        if (value == null || value.isBlank()) {
            return null;
        }
        String text = value.strip();
        if (text.chars().allMatch(Character::isDigit)) {
            try {
                return Instant.ofEpochMilli(Long.parseLong(text));
            } catch (NumberFormatException | DateTimeException e) {
                return null;
            }
        }
        try {
            return OffsetDateTime.parse(text).toInstant();
        } catch (DateTimeException notOffset) {
            try {
                return LocalDateTime.parse(text).toInstant(ZoneOffset.UTC);
            } catch (DateTimeException notLocal) {
                try {
                    return LocalDate.parse(text).atStartOfDay().toInstant(ZoneOffset.UTC);
                } catch (DateTimeException notDate) {
                    return null;
                }
            }
        }
    }

    static MonthDay monthDayOf(String value) {
        if (value == null || value.isBlank()) {
            return null;
        }
        try {
            String dayMonth = InputRules.birthday(value);
            return MonthDay.of(Integer.parseInt(dayMonth.substring(3)), Integer.parseInt(dayMonth.substring(0, 2)));
        } catch (InvalidInputException e) {
            return null;
        }
    }
}
