package io.mailroom.service.transfer;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** Birthdays as spreadsheets write them: the save dialog's forms, and dates with a year only when their order is certain. */
class BirthdayCellTest {

    @ParameterizedTest
    @CsvSource({"29/02,29/02", "1/2,01/02", "1990-04-03,03/04", "25/12/1985,25/12", "12/25/1985,25/12", "03/03/1990,03/03",
        "25.12.1985,25/12", "29/02/2000,29/02"})
    void takesWhatTheSaveDialogTakesAndDatesWhoseOrderIsCertain(String cell, String birthday) throws Exception {
        assertThat(BirthdayCell.normalise(cell)).isEqualTo(birthday);
    }

    @ParameterizedTest
    @CsvSource({"03/04/1990,AMBIGUOUS_DATE", "12/01/2001,AMBIGUOUS_DATE", "31/04,BAD_BIRTHDAY", "29/02/2001,BAD_BIRTHDAY",
        "32/13/1990,BAD_BIRTHDAY", "tomorrow,BAD_BIRTHDAY", "1990-02-30,BAD_BIRTHDAY", "25/12-1985,BAD_BIRTHDAY"})
    void refusesWhatCannotBeADateAndNeverGuessesTheOrder(String cell, RejectReason reason) {
        assertThatThrownBy(() -> BirthdayCell.normalise(cell)).isInstanceOfSatisfying(BirthdayCell.NotABirthday.class,
                e -> assertThat(e.reason()).isEqualTo(reason));
    }

    /** Any two different days of 1 to 12 with a year: either order is a date, so the cell is refused, whichever way round. */
    @Property(tries = 200)
    void twoPartsThatCouldEachBeTheMonthAreAmbiguous(@ForAll @IntRange(min = 1, max = 12) int first,
                                                     @ForAll @IntRange(min = 1, max = 12) int second,
                                                     @ForAll @IntRange(min = 1900, max = 2030) int year) throws Exception {
        String cell = String.format("%02d/%02d/%d", first, second, year);
        if (first == second) {
            assertThat(BirthdayCell.normalise(cell)).isEqualTo(String.format("%02d/%02d", first, first));
        } else {
            assertThatThrownBy(() -> BirthdayCell.normalise(cell)).isInstanceOfSatisfying(BirthdayCell.NotABirthday.class,
                    e -> assertThat(e.reason()).isEqualTo(RejectReason.AMBIGUOUS_DATE));
        }
    }

    @ParameterizedTest
    @CsvSource({"25/12,DAY_FIRST", "12/25,MONTH_FIRST", "12/25/1985,MONTH_FIRST", "25.12.1985,DAY_FIRST", "03/04,", "13/13,",
        "1985-12-25,", "soon,"})
    void aCellShowsItsOrderOnlyWhenOneOfItsNumbersCannotBeAMonth(String cell, BirthdayOrder shown) {
        assertThat(BirthdayCell.shows(cell)).isEqualTo(java.util.Optional.ofNullable(shown));
    }

    @ParameterizedTest
    @CsvSource({"12/25,25/12", "03/04,04/03", "3/4,04/03", "03/04/1990,04/03", "02-29,29/02", "1990-04-03,03/04"})
    void aColumnWrittenMonthFirstIsReadMonthFirst(String cell, String birthday) throws Exception {
        assertThat(BirthdayCell.normalise(cell, BirthdayOrder.MONTH_FIRST)).isEqualTo(birthday);
    }

    @ParameterizedTest
    @CsvSource({"25/12", "02/30", "02/29/2001"})
    void monthFirstADayThatDoesNotExistIsRefused(String cell) {
        assertThatThrownBy(() -> BirthdayCell.normalise(cell, BirthdayOrder.MONTH_FIRST)).isInstanceOfSatisfying(BirthdayCell.NotABirthday.class,
                e -> assertThat(e.reason()).isEqualTo(RejectReason.BAD_BIRTHDAY));
    }
}
