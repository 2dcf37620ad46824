package io.mailroom.service.localcopy;

import java.sql.PreparedStatement;
import java.sql.SQLException;
import java.time.LocalDate;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The conditions of a {@link ContactQuery} over {@code contact c}, with their parameters: what a
 * person typed is only ever bound, never written into the SQL (docs/decisions/051-filter-semantics.md).
 * A query reads its contacts one of two ways, and the conditions are put together for each: from an
 * index of the application ({@link #inApp}), or from what find found ({@link #found}), which is
 * already of one application. What find found is tested by the full-text index, or, once held,
 * by the table of its ids ({@link FoundIds}).
 *
 * @param appId   the application's id
 * @param match   the full-text query of what was typed in find, or null when nothing was
 * @param filters the filters' conditions, one a field (its filters OR-ed), each with its parameters
 * @param kinds   the kinds of filter, in the order of {@code filters}
 * @param held    what find found is held in {@link FoundIds}' table, for this connection's copy
 */
record QuerySql(String appId, String match, List<Condition> filters, List<Filter.Kind> kinds, boolean held) {

    /** One condition and the parameters of its {@code ?}s, in order. */
    record Condition(String sql, List<Object> parameters) {
    }

    private static final long MILLIS_A_DAY = 86_400_000L;
    private static final String FIND = "c.id IN (SELECT rowid FROM contact_words WHERE contact_words MATCH ?)";

    static QuerySql of(ContactQuery query) {
        Map<Filter.Kind, List<Filter>> byKind = new LinkedHashMap<>();
        query.filters().forEach(filter -> byKind.computeIfAbsent(filter.kind(), kind -> new ArrayList<>()).add(filter));
        List<Condition> filters = new ArrayList<>();
        for (List<Filter> sameKind : byKind.values()) {
            List<Object> parameters = new ArrayList<>();
            List<String> any = new ArrayList<>();
            for (Filter filter : sameKind) {
                any.add("(" + condition(filter, parameters) + ")");
            }
            filters.add(new Condition("(" + String.join(" OR ", any) + ")", List.copyOf(parameters)));
        }
        return new QuerySql(query.appId(), FindWords.match(query.appId(), query.find()).orElse(null), List.copyOf(filters),
                List.copyOf(byKind.keySet()), false);
    }

    /** The same query, what find found tested against the table {@link FoundIds} holds it in. */
    QuerySql holding() {
        return new QuerySql(appId, match, filters, kinds, true);
    }

    /** The same query without find: for a find that leaves no contact of the application out. */
    QuerySql withoutFind() {
        return new QuerySql(appId, null, filters, kinds, false);
    }

    /** What find found, as a condition that can lead a query: SQLite may read the contacts by these ids. */
    private Condition find() {
        return held ? new Condition(FoundIds.CONDITION, List.of()) : new Condition(FIND, List.of(match));
    }

    /**
     * What find found as a test of each contact an index gives, after the filters' tests, which
     * cost less: the unary plus keeps SQLite from seeking the index by every id find found.
     */
    private Condition findTested() {
        Condition find = find();
        return new Condition("+" + find.sql(), find.parameters());
    }

    boolean filtered() {
        return !filters.isEmpty();
    }

    /** Whether find or filters leave out some of the application's contacts. */
    boolean narrowed() {
        return match != null || filtered();
    }

    /** Every condition, the application's first, for reading from an index of the application. */
    Condition inApp() {
        List<Condition> all = new ArrayList<>();
        all.add(new Condition("c.app_id = ?", List.of(appId)));
        all.addAll(filters);
        if (match != null) {
            all.add(findTested());
        }
        return and(all);
    }

    /** The application and the filters, without find. */
    Condition filtersInApp() {
        List<Condition> all = new ArrayList<>();
        all.add(new Condition("c.app_id = ?", List.of(appId)));
        all.addAll(filters);
        return and(all);
    }

    /** The find and the filters, for reading the contacts find found by their ids; only when something was typed. */
    Condition found() {
        List<Condition> all = new ArrayList<>();
        all.add(find());
        all.addAll(filters);
        return and(all);
    }

    /** {@code condition} and {@code more}, its parameters coming after these. */
    static Condition and(Condition condition, String more) {
        return new Condition(condition.sql() + " AND " + more, condition.parameters());
    }

    private static Condition and(List<Condition> conditions) {
        List<String> sql = new ArrayList<>();
        List<Object> parameters = new ArrayList<>();
        for (Condition each : conditions) {
            sql.add(each.sql());
            parameters.addAll(each.parameters());
        }
        return new Condition(String.join(" AND ", sql), List.copyOf(parameters));
    }

    /** Binds the condition's parameters from the first, and returns the index of the next. */
    static int bind(PreparedStatement statement, Condition condition) throws SQLException {
        int i = 0;
        for (Object parameter : condition.parameters()) {
            statement.setObject(++i, parameter);
        }
        return i + 1;
    }

    private static String condition(Filter filter, List<Object> parameters) {
        return switch (filter) {
            case Filter.StatusIs is -> equalIgnoringCase(FieldSql.of(ContactField.STATUS), is.status(), parameters);
            case Filter.LanguageIs is -> equalIgnoringCase(FieldSql.of(ContactField.LANGUAGE), is.language(), parameters);
            case Filter.SourceIs is -> equalIgnoringCase(FieldSql.of(ContactField.SOURCE), is.source(), parameters);
            case Filter.CompanyIs is -> {
                parameters.add(ContactRow.textKey(is.company()));
                yield FieldSql.of(ContactField.COMPANY).key() + " = ?";
            }
            case Filter.VipBetween between -> between(FieldSql.of(ContactField.VIP_LEVEL).key(),
                    between.min() == null ? null : between.min().doubleValue(),
                    between.max() == null ? null : between.max().doubleValue(), true, parameters);
            case Filter.BirthdayIn in -> {
                // birthday_key is month × 100 + day (ContactRow).
                parameters.add(in.month().getValue() * 100 + 1);
                parameters.add(in.month().getValue() * 100 + 31);
                yield FieldSql.of(ContactField.BIRTHDAY).key() + " BETWEEN ? AND ?";
            }
            case Filter.RegisteredBetween between -> days(FieldSql.of(ContactField.REGISTER_DATE).key(), between.from(), between.to(), parameters);
            case Filter.LastActiveBetween between -> days(FieldSql.of(ContactField.LAST_ACTIVE_TIME).key(), between.from(), between.to(), parameters);
            case Filter.AmountPresent amount -> (amount.present() ? "NOT " : "") + FieldSql.of(ContactField.AMOUNT).blank();
        };
    }

    /** Equal ignoring case, written as the field's indexes compare so that they find them. */
    private static String equalIgnoringCase(FieldSql field, String value, List<Object> parameters) {
        parameters.add(value);
        return field.caseless() + " = ?";
    }

    /** Whole UTC days, both included: from the first day's start up to, not including, the start of the day after the last. */
    private static String days(String key, LocalDate from, LocalDate to, List<Object> parameters) {
        return between(key, from == null ? null : startOf(from, 0), to == null ? null : startOf(to, 1), false, parameters);
    }

    private static String between(String key, Object from, Object to, boolean toIncluded, List<Object> parameters) {
        List<String> ends = new ArrayList<>();
        if (from != null) {
            ends.add(key + " >= ?");
            parameters.add(from);
        }
        if (to != null) {
            ends.add(key + (toIncluded ? " <= ?" : " < ?"));
            parameters.add(to);
        }
        return String.join(" AND ", ends);
    }

    /**
     * Epoch milliseconds of the start of the day {@code daysLater} days after {@code day}, in UTC, as
     * the keys hold moments; a day beyond what they can hold stays beyond every key.
     */
    private static long startOf(LocalDate day, int daysLater) {
        try {
            return Math.addExact(day.atStartOfDay(ZoneOffset.UTC).toInstant().toEpochMilli(), daysLater * MILLIS_A_DAY);
        } catch (ArithmeticException tooFar) {
            return day.getYear() < 0 ? Long.MIN_VALUE : Long.MAX_VALUE;
        }
    }
}
