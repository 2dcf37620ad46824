package io.mailroom.ui.common;

import java.text.NumberFormat;
import java.time.Instant;
import java.time.LocalDate;
import java.time.ZoneId;
import java.time.format.DateTimeFormatter;
import java.time.format.FormatStyle;
import java.util.Locale;

/**
 * Dates, times and numbers shown on their own, in one style everywhere, from the chosen
 * language ({@link Messages#locale()}) in the computer's region, and its time zone.
 */
public final class Formats {

    private Formats() {
    }

    /** A moment with its date, the date written out (German: "24.11.2026, 13:05"). */
    public static String dateTime(Instant instant) {
        return DateTimeFormatter.ofLocalizedDateTime(FormatStyle.MEDIUM, FormatStyle.SHORT)
                .withLocale(locale()).withZone(ZoneId.systemDefault()).format(instant);
    }

    /** A moment of today, where the date goes without saying (the activity log, the status bar). */
    public static String time(Instant instant) {
        return DateTimeFormatter.ofLocalizedTime(FormatStyle.MEDIUM)
                .withLocale(locale()).withZone(ZoneId.systemDefault()).format(instant);
    }

    public static String date(LocalDate date) {
        return DateTimeFormatter.ofLocalizedDate(FormatStyle.MEDIUM).withLocale(locale()).format(date);
    }

    /** A count or any whole number, grouped as the language groups digits. */
    public static String number(long value) {
        return NumberFormat.getIntegerInstance(locale()).format(value);
    }

    /**
     * The computer's own region when it speaks the language Mailroom speaks (de_AT keeps Austrian
     * dates, en_GB British ones), else the language alone.
     */
    static Locale locale() {
        Locale region = Locale.getDefault(Locale.Category.FORMAT);
        return region.getLanguage().equals(Messages.locale().getLanguage()) ? region : Messages.locale();
    }
}
