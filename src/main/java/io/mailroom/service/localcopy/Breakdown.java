package io.mailroom.service.localcopy;

import java.time.YearMonth;
import java.util.List;

/**
 * What a query's contacts are made of, for the chart panel: how many there are, by status and by
 * language (most first), by VIP level (numbers in order, then levels that are no number, then
 * blank), and registrations per month in UTC (oldest first). Registration dates blank or not
 * readable as a date are counted apart, in {@code undatedRegistrations}. Statuses and languages
 * that differ only in case are one value, as filters compare them, in the spelling that comes first
 * in code-point order.
 */
public record Breakdown(long count, List<ValueCount> byStatus, List<ValueCount> byVipLevel, List<ValueCount> byLanguage,
                        List<MonthCount> registrationsByMonth, long undatedRegistrations) {

    public Breakdown {
        byStatus = List.copyOf(byStatus);
        byVipLevel = List.copyOf(byVipLevel);
        byLanguage = List.copyOf(byLanguage);
        registrationsByMonth = List.copyOf(registrationsByMonth);
    }

    /** How many of the contacts registered in one month (UTC). */
    public record MonthCount(YearMonth month, long count) {
    }
}
