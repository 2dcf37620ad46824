package io.mailroom.service.localcopy;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;

/** The few ways the queries of a copy run a statement: a count, rows from an offset, values with their counts. */
final class CopyStatements {

    /** Reads one row of a result. */
    @FunctionalInterface
    interface RowReader<T> {
        T read(ResultSet result) throws SQLException;
    }

    /** Every field a filter tests or the breakdown counts, by application: read without the contacts' wide rows. */
    static final String FILTERS_BY_APP = " INDEXED BY contact_filter_by_app";
    /** The same by id: for the contacts find found. */
    static final String FILTERS_BY_ID = " INDEXED BY contact_filter_by_id";

    private CopyStatements() {
    }

    /** How many contacts {@code where} holds, read from {@code indexed} (an {@code INDEXED BY} clause, or nothing). */
    static long count(Connection connection, String indexed, QuerySql.Condition where) throws SQLException {
        try (PreparedStatement statement = connection.prepareStatement("SELECT count(*) FROM contact c" + indexed + " WHERE " + where.sql())) {
            QuerySql.bind(statement, where);
            return single(statement);
        }
    }

    static long single(PreparedStatement statement) throws SQLException {
        try (ResultSet result = statement.executeQuery()) {
            result.next();
            return result.getLong(1);
        }
    }

    /** The rows of {@code select} (whose parameters {@code where} holds) from {@code offset}, at most {@code limit}. */
    static <T> List<T> read(Connection connection, String select, QuerySql.Condition where, long offset, long limit, RowReader<T> reader)
            throws SQLException {
        try (PreparedStatement statement = connection.prepareStatement(select + " LIMIT ? OFFSET ?")) {
            int next = QuerySql.bind(statement, where);
            statement.setLong(next, limit);
            statement.setLong(next + 1, offset);
            List<T> rows = new ArrayList<>();
            try (ResultSet result = statement.executeQuery()) {
                while (result.next()) {
                    rows.add(reader.read(result));
                }
            }
            return rows;
        }
    }

    /** A value and its count a row, as {@code SELECT value, count(*)} gives them. */
    static List<ValueCount> valueCounts(PreparedStatement statement) throws SQLException {
        List<ValueCount> counts = new ArrayList<>();
        try (ResultSet result = statement.executeQuery()) {
            while (result.next()) {
                counts.add(new ValueCount(result.getString(1), result.getLong(2)));
            }
        }
        return counts;
    }
}
