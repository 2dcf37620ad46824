package io.mailroom.ui.common;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.LocalDate;
import java.time.YearMonth;
import java.util.Locale;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

class FormatsTest {

    private final Locale region = Locale.getDefault(Locale.Category.FORMAT);

    @AfterEach
    void restore() {
        Locale.setDefault(Locale.Category.FORMAT, region);
        Messages.use(Locale.ENGLISH);
    }

    @Test
    void theComputersRegionIsKeptWhenItSpeaksTheLanguageMailroomSpeaks() {
        Locale.setDefault(Locale.Category.FORMAT, Locale.of("de", "CH"));
        Messages.use(Locale.GERMAN);
        assertThat(Formats.number(12345)).isEqualTo("12’345");
        Locale.setDefault(Locale.Category.FORMAT, Locale.UK);
        Messages.use(Locale.ENGLISH);
        assertThat(Formats.date(LocalDate.of(2026, 11, 24))).isEqualTo("24 Nov 2026");
    }

    @Test
    void aRegionOfAnotherLanguageGivesWayToTheLanguageMailroomSpeaks() {
        Locale.setDefault(Locale.Category.FORMAT, Locale.of("de", "CH"));
        Messages.use(Locale.ENGLISH);
        assertThat(Formats.number(12345)).isEqualTo("12,345");
        Messages.use(Locale.FRENCH);
        assertThat(Formats.date(LocalDate.of(2026, 11, 24))).isEqualTo("24 nov. 2026");
    }

    @Test
    void aSizeIsWrittenInUnitsOfAThousandWithTheLanguagesOwnUnitNames() {
        Locale.setDefault(Locale.Category.FORMAT, Locale.US);
        assertThat(Formats.size(0)).isEqualTo("0 bytes");
        assertThat(Formats.size(999)).isEqualTo("999 bytes");
        assertThat(Formats.size(1000)).isEqualTo("1.0 kB");
        assertThat(Formats.size(12_400_000)).isEqualTo("12.4 MB");
        assertThat(Formats.size(999_960)).as("rounded up into the next unit").isEqualTo("1.0 MB");
        assertThat(Formats.size(3_260_000_000L)).isEqualTo("3.3 GB");
        Messages.use(Locale.FRENCH);
        assertThat(Formats.size(12_400_000)).isEqualTo("12,4 Mo");
        Messages.use(Locale.GERMAN);
        assertThat(Formats.size(4096)).isEqualTo("4,1 kB");
        assertThat(Formats.size(512)).isEqualTo("512 Byte");
    }

    @Test
    void aDayIsTypedInTheLanguagesShortFormWithTheWholeYearAndReadBackInEveryFormItIsShown() {
        Locale.setDefault(Locale.Category.FORMAT, Locale.US);
        LocalDate day = LocalDate.of(2026, 3, 1);
        assertThat(Formats.typedDate(day)).isEqualTo("3/1/2026");
        assertThat(Formats.readDate("3/1/2026")).contains(day);
        assertThat(Formats.readDate(" 03/01/2026 ")).contains(day);
        assertThat(Formats.readDate(Formats.date(day))).contains(day);
        assertThat(Formats.readDate("2026-03-01")).contains(day);
        assertThat(Formats.readDate("2/30/2026")).as("no such day").isEmpty();
        assertThat(Formats.readDate("soon")).isEmpty();
        assertThat(Formats.readDate("")).isEmpty();

        Messages.use(Locale.GERMAN);
        assertThat(Formats.typedDate(day)).isEqualTo("01.03.2026");
        assertThat(Formats.readDate("1.3.2026")).contains(day);
        assertThat(Formats.readDate("31.02.2026")).isEmpty();
        Messages.use(Locale.FRENCH);
        assertThat(Formats.typedDate(day)).isEqualTo("01/03/2026");
        assertThat(Formats.readDate("1 mars 2026")).contains(day);
    }

    @Test
    void monthsQuartersAndYearsOfAChartAreWrittenAsTheLanguageWritesThem() {
        Locale.setDefault(Locale.Category.FORMAT, Locale.US);
        YearMonth march = YearMonth.of(2024, 3);
        assertThat(Formats.month(march)).isEqualTo("Mar 2024");
        assertThat(Formats.quarter(march)).isEqualTo("Q1 2024");
        assertThat(Formats.year(2024)).isEqualTo("2024");
        Messages.use(Locale.GERMAN);
        assertThat(Formats.month(march)).isEqualTo("März 2024");
        assertThat(Formats.quarter(YearMonth.of(2024, 11))).isEqualTo("Q4 2024");
        assertThat(Formats.year(2024)).as("no era, no grouping").isEqualTo("2024");
        Messages.use(Locale.FRENCH);
        assertThat(Formats.month(march)).isEqualTo("mars 2024");
        assertThat(Formats.quarter(march)).isEqualTo("T1 2024");
    }
}
