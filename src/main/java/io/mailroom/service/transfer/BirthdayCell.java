package io.mailroom.service.transfer;

import io.mailroom.api.InputRules;
import io.mailroom.api.InvalidInputException;
import java.time.DateTimeException;
import java.time.LocalDate;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A birthday as a spreadsheet writes it (docs/import.md, "Values"). What the save dialog takes
 * (InputRules.birthday: D/M, DD/MM, YYYY-MM-DD) is taken the same way. A date with a year written
 * day and month first or month and day first (25/12/1985, 12/25/1985, 03/03/1985) is taken when only
 * one order can be meant; 03/04/1990 could be either, and is refused as ambiguous, never guessed.
 * A column whose values show month first ({@link BirthdayOrder}) is read month first throughout.
 */
final class BirthdayCell {

    private static final Pattern WITH_YEAR = Pattern.compile("(\\d{1,2})([/.-])(\\d{1,2})\\2(\\d{4})");
    /** Two numbers of one or two digits, and perhaps a year: a day and a month in either order. */
    private static final Pattern DAY_AND_MONTH = Pattern.compile("(\\d{1,2})([/.-])(\\d{1,2})(?:\\2(\\d{4}))?");

    /** Why a cell is not a birthday. */
    static final class NotABirthday extends Exception {

        private final RejectReason reason;

        NotABirthday(RejectReason reason) {
            super(reason.name(), null, false, false);
            this.reason = reason;
        }

        RejectReason reason() {
            return reason;
        }
    }

    private BirthdayCell() {
    }

    /**
     * The order a cell shows by itself: day first when its first number cannot be a month (25/12),
     * month first when its second cannot (12/25); empty when either could be meant, or it is written
     * another way.
     */
    static Optional<BirthdayOrder> shows(String text) {
        Matcher date = DAY_AND_MONTH.matcher(text.strip());
        if (!date.matches()) {
            return Optional.empty();
        }
        int first = Integer.parseInt(date.group(1));
        int second = Integer.parseInt(date.group(3));
        if (first > 12 && second <= 12) {
            return Optional.of(BirthdayOrder.DAY_FIRST);
        }
        return second > 12 && first <= 12 ? Optional.of(BirthdayOrder.MONTH_FIRST) : Optional.empty();
    }

    /**
     * The birthday as DD/MM, from a column whose order is {@code order}: month first, a day and a
     * month (with or without a year) are read month first, as the column's values showed.
     */
    static String normalise(String text, BirthdayOrder order) throws NotABirthday {
        Matcher date = DAY_AND_MONTH.matcher(text.strip());
        if (order == BirthdayOrder.DAY_FIRST || !date.matches()) {
            return normalise(text);
        }
        int month = Integer.parseInt(date.group(1));
        int day = Integer.parseInt(date.group(3));
        if (date.group(4) != null && !exists(Integer.parseInt(date.group(4)), month, day)) {
            throw new NotABirthday(RejectReason.BAD_BIRTHDAY);
        }
        try {
            return InputRules.birthday(day + "/" + month);
        } catch (InvalidInputException noSuchDay) {
            throw new NotABirthday(RejectReason.BAD_BIRTHDAY);
        }
    }

    /** The birthday as DD/MM. */
    static String normalise(String text) throws NotABirthday {
        try {
            return InputRules.birthday(text);
        } catch (InvalidInputException notTheDialogs) {
            Matcher date = WITH_YEAR.matcher(text.strip());
            if (!date.matches()) {
                throw new NotABirthday(RejectReason.BAD_BIRTHDAY);
            }
            int first = Integer.parseInt(date.group(1));
            int second = Integer.parseInt(date.group(3));
            int year = Integer.parseInt(date.group(4));
            boolean dayFirst = exists(year, second, first);
            boolean monthFirst = exists(year, first, second);
            if (dayFirst && monthFirst && first != second) {
                throw new NotABirthday(RejectReason.AMBIGUOUS_DATE);
            }
            if (!dayFirst && !monthFirst) {
                throw new NotABirthday(RejectReason.BAD_BIRTHDAY);
            }
            return dayFirst ? InputRules.birthday(first + "/" + second) : InputRules.birthday(second + "/" + first);
        }
    }

    private static boolean exists(int year, int month, int day) {
        try {
            LocalDate.of(year, month, day);
            return true;
        } catch (DateTimeException e) {
            return false;
        }
    }
}
