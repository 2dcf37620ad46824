package io.mailroom.service.localcopy;

import io.mailroom.api.Contact;
import io.mailroom.service.localcopy.ContactQueries.Matches;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;

/**
 * One query's count and contacts, read in one transaction: which way they are read is chosen from
 * how many contacts match (docs/local-copy.md, "Find, filters and sort").
 */
final class MatchReading {

    /** How many contacts are read by their ids at once: the sort carries only ids, not the contacts' JSON. */
    private static final int BY_ID = 500;

    private final Connection connection;
    private final ContactQuery query;
    private final FieldSql order;
    /** The query's conditions: what find found is held in a table once read, and left out when it leaves no contact out. */
    private QuerySql sql;
    private Source source;
    private long applicationSize = -1;
    /** How many contacts find found, once read; -1 until then, and when nothing was typed. */
    private long found = -1;

    MatchReading(Connection connection, ContactQuery query) {
        this.connection = connection;
        this.query = query;
        this.sql = QuerySql.of(query);
        this.order = FieldSql.of(query.sort().field());
    }

    long count() throws SQLException {
        find(sql.filtered());
        if (found >= 0 && !sql.filtered()) {
            return found;
        }
        Source source = source();
        return CopyStatements.count(connection, source.indexed(), source.where());
    }

    /**
     * The query's conditions with what find found held in a table: for reading the same contacts
     * again and again (the chart). Without find, or with a find that leaves no contact out, the
     * conditions hold no find.
     */
    QuerySql held() throws SQLException {
        find(true);
        return sql;
    }

    /**
     * Reads what find found, once. With filters it is held in a table ({@link FoundIds}): each
     * filter tests every contact against it, and the next filter on the same find finds it read;
     * without, the full-text index counts it, and a page tests only the few contacts it shows. A
     * find that leaves no contact of the application out (the domain every address shares) is
     * then left out of the query, so that it costs what no find costs.
     */
    private void find(boolean hold) throws SQLException {
        if (sql.match() == null || found >= 0) {
            return;
        }
        long held = FoundIds.held(connection, sql.match());
        if (held < 0 && hold) {
            held = FoundIds.hold(connection, sql.match());
        }
        if (held >= 0) {
            found = held;
            sql = sql.holding();
        } else {
            try (PreparedStatement statement = connection.prepareStatement("SELECT count(*) FROM contact_words WHERE contact_words MATCH ?")) {
                // The application is a word of the index: the index alone counts what find finds.
                statement.setString(1, sql.match());
                found = CopyStatements.single(statement);
            }
        }
        if (found * 10 >= applicationSize() * 9
                && found == CopyStatements.count(connection, "", new QuerySql.Condition("c.app_id = ?", List.of(query.appId())))) {
            sql = sql.withoutFind();
        }
    }

    /**
     * Where the contacts that pass find and filters are read from (an index, or none for SQLite
     * to choose), with the conditions to read them by.
     *
     * @param ranges whether the index holds only contacts that pass, so that counting them reads no other
     */
    private record Source(String indexed, QuerySql.Condition where, boolean ranges) {
    }

    private Source source() throws SQLException {
        if (source == null) {
            source = chooseSource();
        }
        return source;
    }

    /**
     * Filters are tested from an index that holds what they test: filters on one field are
     * ranges of the field's own index; filters on several fields are tested in the index that
     * holds every field filters test, by application. With find, each contact is tested against
     * what find found, held in a table; or the other way round, what find found is looked up by
     * id in that index when it holds fewer contacts than the field's range (one field), or at
     * most half the application (several).
     */
    private Source chooseSource() throws SQLException {
        if (!sql.filtered()) {
            return sql.match() != null ? new Source("", sql.found(), false) : new Source("", sql.inApp(), true);
        }
        Filter.Kind only = sql.kinds().size() == 1 ? sql.kinds().getFirst() : null;
        // An amount is present or blank: no range of its index holds either.
        String field = only == null || only == Filter.Kind.AMOUNT ? null : " INDEXED BY " + FieldSql.of(only.field()).index();
        if (sql.match() == null) {
            return field != null ? new Source(field, sql.inApp(), true) : new Source(CopyStatements.FILTERS_BY_APP, sql.inApp(), false);
        }
        if (field != null) {
            return rangeHoldsFewer(field) ? new Source(field, sql.inApp(), false) : new Source(CopyStatements.FILTERS_BY_ID, sql.found(), false);
        }
        return 2 * found <= applicationSize() ? new Source(CopyStatements.FILTERS_BY_ID, sql.found(), false)
                : new Source(CopyStatements.FILTERS_BY_APP, sql.inApp(), false);
    }

    /** Whether the filters' range of {@code field} holds fewer contacts than find found: counted no further than that. */
    private boolean rangeHoldsFewer(String field) throws SQLException {
        QuerySql.Condition range = sql.filtersInApp();
        try (PreparedStatement statement = connection.prepareStatement(
                "SELECT count(*) FROM (SELECT 1 FROM contact c" + field + " WHERE " + range.sql() + " LIMIT ?)")) {
            statement.setLong(QuerySql.bind(statement, range), found);
            return CopyStatements.single(statement) < found;
        }
    }

    /**
     * About how many contacts the application has, to choose how to read: the total of its last
     * sweep, else a count.
     */
    private long applicationSize() throws SQLException {
        if (applicationSize < 0) {
            try (PreparedStatement statement = connection.prepareStatement("SELECT total FROM sync_state WHERE app_id = ?")) {
                statement.setString(1, query.appId());
                try (ResultSet result = statement.executeQuery()) {
                    applicationSize = result.next() ? result.getLong(1)
                            : CopyStatements.count(connection, "", new QuerySql.Condition("c.app_id = ?", List.of(query.appId())));
                }
            }
        }
        return applicationSize;
    }

    /**
     * How many match, and the matching contacts from {@code offset}, at most {@code limit}.
     * Counting filters reads every contact they test, and so does sorting the few that pass:
     * one reading gives the count and, when few pass, their ids. Where the source holds only
     * contacts that pass (a field's range), their ids are read up to more than a few, and
     * counted apart when there are more, which costs less than listing them.
     */
    Matches matches(long offset, long limit) throws SQLException {
        find(sql.filtered());
        if (!sql.filtered() || limit <= 0) {
            return walkOrSort(offset, limit, count());
        }
        // Past this many, walking the sort's index reads less than sorting them (see select).
        long few = (long) Math.sqrt((double) (offset + limit) * applicationSize());
        Source source = source();
        String from = "FROM contact c" + source.indexed() + " WHERE " + source.where().sql();
        if (source.ranges()) {
            List<Long> found = CopyStatements.read(connection, "SELECT c.id " + from, source.where(), 0, few + 1, result -> result.getLong(1));
            return found.size() > few ? walkOrSort(offset, limit, count())
                    : new Matches(found.size(), contacts(sortIds(found, offset, limit)));
        }
        List<long[]> found = CopyStatements.read(connection, "SELECT c.id, count(*) OVER () " + from, source.where(), 0, few + 1,
                result -> new long[] {result.getLong(1), result.getLong(2)});
        long count = found.isEmpty() ? 0 : found.getFirst()[1];
        return count > few ? walkOrSort(offset, limit, count)
                : new Matches(count, contacts(sortIds(found.stream().map(idAndCount -> idAndCount[0]).toList(), offset, limit)));
    }

    private Matches walkOrSort(long offset, long limit, long count) throws SQLException {
        return new Matches(count, contacts(select("c.id", offset, limit, count, result -> result.getLong(1))));
    }

    /** Those of {@code ids} from {@code offset} in the sort's order, at most {@code limit}. */
    private List<Long> sortIds(List<Long> ids, long offset, long limit) throws SQLException {
        if (ids.isEmpty()) {
            return List.of();
        }
        QuerySql.Condition among = new QuerySql.Condition("c.id IN (SELECT value FROM json_each(?))",
                List.of(ids.stream().map(String::valueOf).collect(Collectors.joining(",", "[", "]"))));
        return CopyStatements.read(connection, "SELECT c.id FROM contact c WHERE " + among.sql() + " ORDER BY " + order.rank() + ", " + withinRank(),
                among, offset, limit, result -> result.getLong(1));
    }

    /** The contacts of {@code ids}, in that order, each read by its id. */
    List<Contact> contacts(List<Long> ids) throws SQLException {
        Map<Long, Contact> byId = new HashMap<>();
        for (int from = 0; from < ids.size(); from += BY_ID) {
            List<Long> some = ids.subList(from, Math.min(ids.size(), from + BY_ID));
            String marks = some.stream().map(id -> "?").collect(Collectors.joining(", "));
            try (PreparedStatement statement = connection.prepareStatement("SELECT id, json FROM contact WHERE id IN (" + marks + ")")) {
                for (int i = 0; i < some.size(); i++) {
                    statement.setLong(i + 1, some.get(i));
                }
                try (ResultSet result = statement.executeQuery()) {
                    while (result.next()) {
                        byId.put(result.getLong(1), ContactRow.read(result.getString(2)));
                    }
                }
            }
        }
        return ids.stream().map(byId::get).toList();
    }

    /**
     * {@code column} of the matching contacts from {@code offset}, at most {@code limit}, in the
     * sort's order; {@code matching} is how many match. Two ways to the same order, whichever
     * reads less: when most contacts match, the field's index is walked in order and stops once
     * enough match; when few do, those are read and sorted.
     */
    <T> List<T> select(String column, long offset, long limit, long matching, CopyStatements.RowReader<T> reader) throws SQLException {
        if (matching == 0 || offset >= matching || limit <= 0) {
            return List.of();
        }
        find(sql.filtered());
        long wanted = Math.min(limit, matching - offset);
        if (!sql.narrowed()) {
            return walkIndex(column, offset, wanted, reader);
        }
        // Walking the index reads about (offset + wanted) × all / matching entries; sorting reads the matching ones.
        boolean walk = (double) (offset + wanted) * applicationSize() / matching <= matching;
        return walk ? walkIndex(column, offset, wanted, reader) : sortMatches(column, offset, wanted, reader);
    }

    private String direction() {
        return query.sort().ascending() ? "" : " DESC";
    }

    /** The order within a rank: the field's terms, then the id, all the sort's way round. */
    private String withinRank() {
        return order.terms().stream().map(term -> term + direction()).collect(Collectors.joining(", ")) + ", c.id" + direction();
    }

    /** The matching contacts, read from their source, then sorted. */
    private <T> List<T> sortMatches(String column, long offset, long limit, CopyStatements.RowReader<T> reader) throws SQLException {
        Source source = source();
        return CopyStatements.read(connection, "SELECT " + column + " FROM contact c" + source.indexed() + " WHERE " + source.where().sql() + " ORDER BY "
                + order.rank() + ", " + withinRank(), source.where(), offset, limit, reader);
    }

    /**
     * Each rank in turn (values of the field's kind, other text, blanks), each read from the
     * field's index in its order: the ranks keep their order both ways round, so one index serves both.
     */
    private <T> List<T> walkIndex(String column, long offset, long limit, CopyStatements.RowReader<T> reader) throws SQLException {
        List<T> rows = new ArrayList<>();
        long skip = offset;
        String indexed = " INDEXED BY " + order.index();
        for (String rank : order.ranks()) {
            long wanted = limit - rows.size();
            if (wanted == 0) {
                break;
            }
            QuerySql.Condition inRank = QuerySql.and(sql.inApp(), "(" + rank + ")");
            List<T> found = CopyStatements.read(connection, "SELECT " + column + " FROM contact c" + indexed + " WHERE " + inRank.sql() + " ORDER BY " + withinRank(),
                    inRank, skip, wanted, reader);
            rows.addAll(found);
            if (found.size() < wanted) {
                // This rank is done: what was skipped of it no longer counts against the next.
                long rankSize = found.isEmpty() ? (skip == 0 ? 0 : CopyStatements.count(connection, indexed, inRank)) : skip + found.size();
                skip = Math.max(0, skip - rankSize);
            }
        }
        return rows;
    }
}
