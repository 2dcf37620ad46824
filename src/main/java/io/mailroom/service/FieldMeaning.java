package io.mailroom.service;

import io.mailroom.api.InputRules;
import io.mailroom.api.InvalidInputException;
import java.math.BigDecimal;
import java.time.DateTimeException;
import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.MonthDay;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;

/**
 * What the text of a contact's field means, where it can be read so: the service types most
 * fields as strings and documents no formats (docs/decisions/010-contact-dates.md), so each
 * reading returns null for text that does not read as its kind. Sorting and filtering, on a page
 * and across the local copy, read values the same way.
 */
public final class FieldMeaning {

    private FieldMeaning() {
    }

    /** Decimal amounts such as "123.45"; the spec types amount as a string, so anything may come. */
    public static BigDecimal decimal(String value) {
        if (value == null || value.isBlank()) {
            return null;
        }
        try {
            return new BigDecimal(value.strip());
        } catch (NumberFormatException e) {
            return null;
        }
    }

    /** ISO-8601 instants, offset or local date-times and dates (read as UTC), or epoch milliseconds. */
    public static Instant moment(String value) {
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

    /** Birthdays in any form the input rules accept (DD/MM, D/M, YYYY-MM-DD). */
    public static MonthDay monthDay(String value) {
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
