package io.mailroom.ui.contacts;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.tuple;

import io.mailroom.service.localcopy.Breakdown.MonthCount;
import io.mailroom.ui.common.Messages;
import java.time.YearMonth;
import java.util.List;
import java.util.Locale;
import java.util.stream.IntStream;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

class RegistrationsOverTimeTest {

    private final Locale region = Locale.getDefault(Locale.Category.FORMAT);

    @BeforeEach
    void usRegion() {
        Locale.setDefault(Locale.Category.FORMAT, Locale.US);
    }

    @AfterEach
    void restore() {
        Locale.setDefault(Locale.Category.FORMAT, region);
        Messages.use(Locale.ENGLISH);
    }

    private static MonthCount month(int year, int month, long count) {
        return new MonthCount(YearMonth.of(year, month), count);
    }

    @Test
    void aYearOrSoIsShownPerMonthEveryMonthBetweenThere() {
        RegistrationsOverTime overTime = RegistrationsOverTime.of(List.of(month(2024, 11, 3), month(2025, 2, 5), month(2024, 12, 1)), 2);

        assertThat(overTime.unit()).isEqualTo(RegistrationsOverTime.Unit.MONTH);
        assertThat(overTime.periods()).extracting(RegistrationsOverTime.Period::label, RegistrationsOverTime.Period::count).containsExactly(
                tuple("Nov 2024", 3L), tuple("Dec 2024", 1L), tuple("Jan 2025", 0L), tuple("Feb 2025", 5L));
        assertThat(overTime.axisLabel()).isEqualTo(Messages.text("contacts.chart.perMonth"));
        assertThat(overTime.periods()).as("few periods: each named").allMatch(RegistrationsOverTime.Period::named);
        assertThat(overTime.undated()).isEqualTo(2);
        assertThat(overTime.dated()).isEqualTo(9);
    }

    @Test
    void sixteenMonthsAreStillMonthsASeventeenthMakesQuarters() {
        List<MonthCount> sixteen = IntStream.range(0, 16).mapToObj(i -> new MonthCount(YearMonth.of(2024, 1).plusMonths(i), 1)).toList();
        assertThat(RegistrationsOverTime.of(sixteen, 0).unit()).isEqualTo(RegistrationsOverTime.Unit.MONTH);
        assertThat(RegistrationsOverTime.of(sixteen, 0).periods()).hasSize(16);
        assertThat(RegistrationsOverTime.of(sixteen, 0).periods()).filteredOn(RegistrationsOverTime.Period::named)
                .extracting(RegistrationsOverTime.Period::label).as("each half-year's first month, away from the ends")
                .containsExactly("Jul 2024", "Jan 2025");
        List<MonthCount> ten = sixteen.subList(0, 10);
        assertThat(RegistrationsOverTime.of(ten, 0).periods()).filteredOn(RegistrationsOverTime.Period::named)
                .extracting(RegistrationsOverTime.Period::label).as("each quarter's first month").containsExactly("Apr 2024", "Jul 2024");

        RegistrationsOverTime quarters = RegistrationsOverTime.of(List.of(month(2024, 2, 1), month(2024, 3, 2), month(2024, 4, 4),
                month(2025, 6, 8)), 0);

        assertThat(quarters.unit()).isEqualTo(RegistrationsOverTime.Unit.QUARTER);
        assertThat(quarters.periods()).extracting(RegistrationsOverTime.Period::label, RegistrationsOverTime.Period::count).containsExactly(
                tuple("Q1 2024", 3L), tuple("Q2 2024", 4L), tuple("Q3 2024", 0L), tuple("Q4 2024", 0L), tuple("Q1 2025", 0L),
                tuple("Q2 2025", 8L));
        assertThat(quarters.periods()).filteredOn(RegistrationsOverTime.Period::named).extracting(RegistrationsOverTime.Period::label)
                .containsExactly("Q1 2025");
        assertThat(quarters.axisLabel()).isEqualTo(Messages.text("contacts.chart.perQuarter"));
    }

    @Test
    void threeYearsOfSeedContactsAreThirteenQuartersInThePersonsWords() {
        Messages.use(Locale.FRENCH);
        RegistrationsOverTime overTime = RegistrationsOverTime.of(List.of(month(2023, 3, 1), month(2026, 2, 1)), 0);

        assertThat(overTime.periods()).hasSize(13);
        assertThat(overTime.periods().getFirst().label()).isEqualTo("T1 2023");
        assertThat(overTime.periods().getLast().label()).isEqualTo("T1 2026");
        assertThat(overTime.periods()).filteredOn(RegistrationsOverTime.Period::named).extracting(RegistrationsOverTime.Period::label)
                .as("each year's first quarter, away from the ends").containsExactly("T1 2024", "T1 2025");
        assertThat(overTime.axisLabel()).isEqualTo("Inscriptions par trimestre");
    }

    @Test
    void yearsBackAreShownPerYearAndDecadesBackTheOldestTogether() {
        RegistrationsOverTime years = RegistrationsOverTime.of(List.of(month(2018, 5, 2), month(2018, 9, 3), month(2025, 1, 7)), 0);
        assertThat(years.unit()).isEqualTo(RegistrationsOverTime.Unit.YEAR);
        assertThat(years.periods()).extracting(RegistrationsOverTime.Period::label).containsExactly(
                "2018", "2019", "2020", "2021", "2022", "2023", "2024", "2025");
        assertThat(years.periods().getFirst().count()).isEqualTo(5);
        assertThat(years.axisLabel()).isEqualTo(Messages.text("contacts.chart.perYear"));
        assertThat(years.periods()).filteredOn(RegistrationsOverTime.Period::named).extracting(RegistrationsOverTime.Period::label)
                .as("every second year").containsExactly("2020", "2022", "2024");

        Messages.use(Locale.GERMAN);
        RegistrationsOverTime decades = RegistrationsOverTime.of(List.of(month(1970, 1, 4), month(1999, 12, 6), month(2011, 6, 1),
                month(2025, 3, 9)), 0);
        assertThat(decades.periods()).hasSize(RegistrationsOverTime.MOST_PERIODS);
        assertThat(decades.periods().getFirst()).isEqualTo(new RegistrationsOverTime.Period("Vor 2011", 10, false));
        assertThat(decades.periods().get(1)).isEqualTo(new RegistrationsOverTime.Period("2011", 1, false));
        assertThat(decades.periods().getLast()).isEqualTo(new RegistrationsOverTime.Period("2025", 9, false));
        assertThat(decades.periods()).filteredOn(RegistrationsOverTime.Period::named).extracting(RegistrationsOverTime.Period::label)
                .as("every fourth year").containsExactly("2012", "2016", "2020", "2024");
        assertThat(decades.dated()).isEqualTo(20);
    }

    @Test
    void noDatedRegistrationsGiveNoPeriods() {
        RegistrationsOverTime overTime = RegistrationsOverTime.of(List.of(), 12);

        assertThat(overTime.periods()).isEmpty();
        assertThat(overTime.undated()).isEqualTo(12);
    }
}
