package io.mailroom.ui.common;

import java.text.NumberFormat;
import java.time.Instant;
import java.time.LocalDate;
import java.time.YearMonth;
import java.time.ZoneId;
import java.time.chrono.IsoChronology;
import java.time.format.DateTimeFormatter;
import java.time.format.DateTimeFormatterBuilder;
import java.time.format.DateTimeParseException;
import java.time.format.FormatStyle;
import java.time.format.ResolverStyle;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.regex.Pattern;

/**
 * Dates, times and numbers shown on their own, in one style everywhere, from the chosen
 * language ({@link Messages#locale()}) in the computer's region, and its time zone.
 */
public final class Formats {

    private static final Pattern YEAR = Pattern.compile("[yu]+");

    private Formats() {
    }

    /** A moment with its date, the date written out (German: "24.11.2026, 13:05"). */
    public static String dateTime(Instant instant) {
        return DateTimeFormatter.ofLocalizedDateTime(FormatStyle.MEDIUM, FormatStyle.SHORT)
                .withLocale(locale()).withZone(ZoneId.systemDefault()).format(instant);
    }

    /** The hour and minute of a moment, as a clock shows them ("10:04", "10:04 AM"). */
    public static String shortTime(Instant instant) {
        return DateTimeFormatter.ofLocalizedTime(FormatStyle.SHORT)
                .withLocale(locale()).withZone(ZoneId.systemDefault()).format(instant);
    }

    /** The day of the week of a moment, written out in the language ("Tuesday", "Dienstag", "mardi"). */
    public static String weekday(Instant instant) {
        return DateTimeFormatter.ofPattern("EEEE", locale()).withZone(ZoneId.systemDefault()).format(instant);
    }

    /** A moment of today, where the date goes without saying (the activity log, the status bar). */
    public static String time(Instant instant) {
        return DateTimeFormatter.ofLocalizedTime(FormatStyle.MEDIUM)
                .withLocale(locale()).withZone(ZoneId.systemDefault()).format(instant);
    }

    public static String date(LocalDate date) {
        return DateTimeFormatter.ofLocalizedDate(FormatStyle.MEDIUM).withLocale(locale()).format(date);
    }

    /** A day as a date field shows it and a person types it: the language's short form, the year whole ("3/1/2026", "01.03.2026"). */
    public static String typedDate(LocalDate date) {
        return day(FormatStyle.SHORT).format(date);
    }

    /**
     * A day typed as {@link #typedDate} writes it (a one-digit day or month will do), as {@link #date}
     * writes it, or as {@code YYYY-MM-DD}; empty when it reads as no day, an impossible one (31 February) too.
     */
    public static Optional<LocalDate> readDate(String text) {
        String typed = text == null ? "" : text.strip();
        for (DateTimeFormatter form : List.of(day(FormatStyle.SHORT), day(FormatStyle.MEDIUM), DateTimeFormatter.ISO_LOCAL_DATE)) {
            try {
                return Optional.of(LocalDate.parse(typed, form));
            } catch (DateTimeParseException e) {
                // Not in this form: the next one may read it.
            }
        }
        return Optional.empty();
    }

    /**
     * A day in the language's {@code style}, the year in four digits (a year of two would be read in
     * the wrong century); read leniently as to case and widths, strictly as to the day's existence.
     */
    private static DateTimeFormatter day(FormatStyle style) {
        String pattern = DateTimeFormatterBuilder.getLocalizedDateTimePattern(style, null, IsoChronology.INSTANCE, locale());
        return new DateTimeFormatterBuilder().parseCaseInsensitive().parseLenient().appendPattern(YEAR.matcher(pattern).replaceAll("uuuu"))
                .toFormatter(locale()).withResolverStyle(ResolverStyle.STRICT).withChronology(IsoChronology.INSTANCE);
    }

    /** A month of a year, its name shortened as the language writes it ("Mar 2024", "März 2024", "mars 2024"). */
    public static String month(YearMonth month) {
        return DateTimeFormatter.ofLocalizedPattern("yMMM").withLocale(locale()).format(month);
    }

    /** The quarter a month falls in, as the language names quarters ("Q1 2024", "T1 2024" in French and Spanish). */
    public static String quarter(YearMonth month) {
        return DateTimeFormatter.ofLocalizedPattern("yQQQ").withLocale(locale()).format(month);
    }

    /** A year on its own: its digits, never grouped ("2024", not "2,024") nor with an era ("2024 n. Chr."). */
    public static String year(int year) {
        return DateTimeFormatter.ofPattern("uuuu", locale()).format(YearMonth.of(year, 1));
    }

    /** A count or any whole number, grouped as the language groups digits. */
    public static String number(long value) {
        return NumberFormat.getIntegerInstance(locale()).format(value);
    }

    /**
     * A size on disk as a file manager shows it: "840 bytes", "12.4 MB", in units of 1000 and the
     * language's own unit names (French: "12,4 Mo").
     */
    public static String size(long bytes) {
        if (bytes < 1000) {
            return Messages.text("common.size.bytes", number(bytes));
        }
        NumberFormat tenths = NumberFormat.getNumberInstance(locale());
        tenths.setMinimumFractionDigits(1);
        tenths.setMaximumFractionDigits(1);
        double value = bytes / 1000.0;
        // Past 999.95 a unit would show as "1,000.0": the next unit says it in fewer digits.
        if (value < 999.95) {
            return Messages.text("common.size.kilobytes", tenths.format(value));
        }
        value /= 1000;
        if (value < 999.95) {
            return Messages.text("common.size.megabytes", tenths.format(value));
        }
        return Messages.text("common.size.gigabytes", tenths.format(value / 1000));
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
