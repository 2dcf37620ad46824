package io.mailroom.service.transfer;

import io.mailroom.api.InputRules;
import io.mailroom.api.InvalidInputException;
import java.time.DateTimeException;
import java.time.LocalDate;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A birthday as a spreadsheet writes it (docs/import.md, "Values"). What the save dialog takes
 * (InputRules.birthday: D/M, DD/MM, YYYY-MM-DD) is taken the same way. A date with a year written
 * day and month first or month and day first (25/12/1985, 12/25/1985, 03/03/1985) is taken when only
 * one order can be meant; 03/04/1990 could be either, and is refused as ambiguous, never guessed.
 */
final class BirthdayCell {

    private static final Pattern WITH_YEAR = Pattern.compile("(\\d{1,2})([/.-])(\\d{1,2})\\2(\\d{4})");

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
