package io.mailroom.ui.contacts;

import io.mailroom.service.localcopy.Breakdown.MonthCount;
import io.mailroom.ui.common.Formats;
import io.mailroom.ui.common.Messages;
import java.time.YearMonth;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * When the contacts charted registered, over time as the panel can show it: per month while the
 * registrations span at most {@link #MOST_PERIODS} months, else per quarter, else per year (years
 * before the last {@link #MOST_PERIODS} - 1 together in one "Before" period). Every month, quarter
 * or year between the first registration and the last is there, at zero too.
 *
 * <p>Under 300 px the axis has room for about four names side by side, and none at its very ends:
 * past {@link #ALL_NAMED} periods it names only some, where the calendar turns (each quarter's or
 * half-year's first month, each year's first quarter, every second or fourth year), away from the
 * first and the last period. Every period's tooltip names it all the same.
 *
 * @param undated contacts whose registration date is blank or no date
 */
record RegistrationsOverTime(Unit unit, List<Period> periods, long undated) {

    /** The most periods the panel shows apart. */
    static final int MOST_PERIODS = 16;
    /** The most periods that are each named under the chart. */
    static final int ALL_NAMED = 4;

    enum Unit { MONTH, QUARTER, YEAR }

    /**
     * One month, quarter or year: its name in the person's words, how many registered then, and
     * whether the axis writes its name under it.
     */
    record Period(String label, long count, boolean named) {
    }

    RegistrationsOverTime {
        periods = List.copyOf(periods);
    }

    /** {@code months}: registrations per month, in any order, months without any left out. */
    static RegistrationsOverTime of(List<MonthCount> months, long undated) {
        TreeMap<YearMonth, Long> counts = new TreeMap<>();
        months.forEach(month -> counts.merge(month.month(), month.count(), Long::sum));
        if (counts.isEmpty()) {
            return new RegistrationsOverTime(Unit.MONTH, List.of(), undated);
        }
        YearMonth first = counts.firstKey();
        YearMonth last = counts.lastKey();
        if (first.until(last, ChronoUnit.MONTHS) < MOST_PERIODS) {
            return new RegistrationsOverTime(Unit.MONTH, steps(counts, first, last, 1), undated);
        }
        YearMonth firstQuarter = YearMonth.of(first.getYear(), (first.getMonthValue() - 1) / 3 * 3 + 1);
        if (firstQuarter.until(last, ChronoUnit.MONTHS) / 3 < MOST_PERIODS) {
            return new RegistrationsOverTime(Unit.QUARTER, steps(counts, firstQuarter, last, 3), undated);
        }
        return new RegistrationsOverTime(Unit.YEAR, years(counts, first.getYear(), last.getYear()), undated);
    }

    /** A period per step of {@code size} months (1 or 3) from {@code from} to the step holding {@code last}, each with its months' counts. */
    private static List<Period> steps(TreeMap<YearMonth, Long> counts, YearMonth from, YearMonth last, int size) {
        List<YearMonth> starts = new ArrayList<>();
        for (YearMonth step = from; !step.isAfter(last); step = step.plusMonths(size)) {
            starts.add(step);
        }
        // Months: each quarter's first, or each half-year's where a quarter's would crowd; quarters: each year's first.
        int every = size == 3 ? 12 : starts.size() <= 10 ? 3 : 6;
        List<Period> periods = new ArrayList<>();
        for (int i = 0; i < starts.size(); i++) {
            YearMonth start = starts.get(i);
            long count = counts.subMap(start, start.plusMonths(size)).values().stream().mapToLong(Long::longValue).sum();
            periods.add(new Period(size == 3 ? Formats.quarter(start) : Formats.month(start), count,
                    named(i, starts.size(), (start.getMonthValue() - 1) % every == 0)));
        }
        return periods;
    }

    /** Whether the period at {@code index} of {@code size} is named: all of a few, else where the calendar turns, away from the ends. */
    private static boolean named(int index, int size, boolean turn) {
        return size <= ALL_NAMED || turn && index > 0 && index < size - 1;
    }

    private static List<Period> years(TreeMap<YearMonth, Long> counts, int first, int last) {
        Map<Integer, Long> byYear = new TreeMap<>();
        counts.forEach((month, count) -> byYear.merge(month.getYear(), count, Long::sum));
        // Decades of registrations would crowd the chart: the oldest years share one period.
        int shownFrom = last - first < MOST_PERIODS ? first : last - MOST_PERIODS + 2;
        boolean before = shownFrom > first;
        int size = last - shownFrom + 1 + (before ? 1 : 0);
        int every = size <= 8 ? 2 : 4;
        List<Period> periods = new ArrayList<>();
        if (before) {
            long earlier = byYear.entrySet().stream().filter(year -> year.getKey() < shownFrom).mapToLong(Map.Entry::getValue).sum();
            periods.add(new Period(Messages.text("contacts.chart.beforeYear", Formats.year(shownFrom)), earlier, named(0, size, false)));
        }
        for (int year = shownFrom; year <= last; year++) {
            periods.add(new Period(Formats.year(year), byYear.getOrDefault(year, 0L), named(periods.size(), size, year % every == 0)));
        }
        return periods;
    }

    /** What the periods count, for the chart's axis: "Registrations per quarter". */
    String axisLabel() {
        return switch (unit) {
            case MONTH -> Messages.text("contacts.chart.perMonth");
            case QUARTER -> Messages.text("contacts.chart.perQuarter");
            case YEAR -> Messages.text("contacts.chart.perYear");
        };
    }

    /** How many registrations the periods count (the undated apart). */
    long dated() {
        return periods.stream().mapToLong(Period::count).sum();
    }
}
