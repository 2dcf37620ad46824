package io.mailroom.service.localcopy;

import java.math.BigDecimal;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.YearMonth;
import java.time.format.DateTimeParseException;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.TreeMap;

/** What one query's contacts are made of, read in one transaction: the chart panel's {@link Breakdown}. */
final class BreakdownReading {

    private final Connection connection;
    private final MatchReading matching;
    /** The query's conditions, what find found held in a table: each of the five readings tests it again. */
    private QuerySql sql;

    BreakdownReading(Connection connection, ContactQuery query) {
        this.connection = connection;
        this.matching = new MatchReading(connection, query);
    }

    /**
     * Where the breakdown reads what it counts: the index of each field in turn for every contact,
     * else an index of the fields filters test, which holds every field counted.
     */
    private String breakdownIndex() {
        if (!sql.narrowed()) {
            return "";
        }
        return sql.match() != null ? CopyStatements.FILTERS_BY_ID : CopyStatements.FILTERS_BY_APP;
    }

    /** The conditions of the contacts the breakdown counts: what find found, or the application's. */
    private QuerySql.Condition where() {
        return sql.match() != null ? sql.found() : sql.inApp();
    }

    Breakdown breakdown() throws SQLException {
        sql = matching.held();
        Months months = months();
        String undated = FieldSql.of(ContactField.REGISTER_DATE).key() + " IS NULL";
        return new Breakdown(matching.count(), mostFirst(ContactField.STATUS), vipLevels(),
                mostFirst(ContactField.LANGUAGE), months.counts(),
                CopyStatements.count(connection, breakdownIndex(), QuerySql.and(where(), undated)) + months.outsideTheCalendar());
    }

    /**
     * A text field's values, blanks as one empty value, most common first. Grouped in the order
     * of the field's index, so that SQLite need not sort the contacts; the few groups are then
     * put together and sorted here.
     */
    private List<ValueCount> mostFirst(ContactField field) throws SQLException {
        FieldSql column = FieldSql.of(field);
        Map<String, ValueCount> groups = new LinkedHashMap<>();
        for (ValueCount group : tallies("SELECT min(" + column.text() + "), count(*) FROM contact c" + breakdownIndex() + " WHERE " + where().sql()
                + " GROUP BY " + column.caseless())) {
            String value = group.value().strip().isEmpty() ? "" : group.value();
            groups.merge(asciiLowerCase(value), new ValueCount(value, group.count()),
                    (one, other) -> new ValueCount(min(one.value(), other.value()), one.count() + other.count()));
        }
        return groups.values().stream()
                .sorted(Comparator.comparingLong(ValueCount::count).reversed().thenComparing(group -> asciiLowerCase(group.value())))
                .toList();
    }

    /** Levels that read as numbers in their order (3 and 3.0 are one), then other text ignoring case, then blank. */
    private List<ValueCount> vipLevels() throws SQLException {
        FieldSql vip = FieldSql.of(ContactField.VIP_LEVEL);
        String select = "SELECT " + vip.key() + ", min(" + vip.text() + "), count(*) FROM contact c" + breakdownIndex() + " WHERE " + where().sql()
                + " GROUP BY " + vip.key() + ", " + vip.caseless();
        Map<BigDecimal, Long> numbers = new TreeMap<>();
        Map<String, ValueCount> texts = new TreeMap<>();
        long blank = 0;
        try (PreparedStatement statement = connection.prepareStatement(select)) {
            QuerySql.bind(statement, where());
            try (ResultSet result = statement.executeQuery()) {
                while (result.next()) {
                    double level = result.getDouble(1);
                    boolean text = result.wasNull();
                    String value = result.getString(2);
                    long count = result.getLong(3);
                    if (!text) {
                        numbers.merge(BigDecimal.valueOf(level).stripTrailingZeros(), count, Long::sum);
                    } else if (value.strip().isEmpty()) {
                        blank += count;
                    } else {
                        texts.merge(asciiLowerCase(value), new ValueCount(value, count),
                                (one, other) -> new ValueCount(min(one.value(), other.value()), one.count() + other.count()));
                    }
                }
            }
        }
        List<ValueCount> levels = new ArrayList<>();
        numbers.forEach((level, count) -> levels.add(new ValueCount(level.toPlainString(), count)));
        levels.addAll(texts.values());
        if (blank > 0) {
            levels.add(new ValueCount("", blank));
        }
        return levels;
    }

    private static String min(String one, String other) {
        return one.compareTo(other) <= 0 ? one : other;
    }

    /** As SQLite's NOCASE compares: only A to Z fold. */
    private static String asciiLowerCase(String text) {
        StringBuilder folded = new StringBuilder(text.length());
        text.chars().forEach(c -> folded.append((char) (c >= 'A' && c <= 'Z' ? c + ('a' - 'A') : c)));
        return folded.toString();
    }

    /** Registrations per month, and how many fall in none SQLite writes as {@code YYYY-MM} (years before 0 or after 9999). */
    private record Months(List<Breakdown.MonthCount> counts, long outsideTheCalendar) {
    }

    private Months months() throws SQLException {
        String key = FieldSql.of(ContactField.REGISTER_DATE).key();
        String month = "strftime('%Y-%m', " + key + " / 1000.0, 'unixepoch')";
        List<Breakdown.MonthCount> months = new ArrayList<>();
        long outside = 0;
        for (ValueCount each : tallies("SELECT " + month + ", count(*) FROM contact c" + breakdownIndex() + " WHERE " + where().sql() + " AND " + key
                + " IS NOT NULL GROUP BY 1 ORDER BY 1")) {
            try {
                months.add(new Breakdown.MonthCount(YearMonth.parse(Objects.requireNonNullElse(each.value(), "")), each.count()));
            } catch (DateTimeParseException notAMonth) {
                outside += each.count();
            }
        }
        return new Months(months, outside);
    }

    private List<ValueCount> tallies(String select) throws SQLException {
        try (PreparedStatement statement = connection.prepareStatement(select)) {
            QuerySql.bind(statement, where());
            return CopyStatements.valueCounts(statement);
        }
    }
}
