package io.mailroom.service.localcopy;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;

/**
 * The ids of the contacts a find found, held in a temporary table of the connection that reads
 * them ({@code temp.found_ids}), so that a filter added to the same find tests each contact against
 * a table instead of working the full-text match out again (docs/local-copy.md, "Find, filters and
 * sort"). The table says which find it holds and of which copy ({@code temp.found_of}): it is
 * filled again once the find differs, once another connection changed the copy ({@code PRAGMA
 * data_version}) or once this one did (its {@code total_changes()}, which only these two tables
 * move on a reader). It is written in the read's own transaction, so a read stopped half-way
 * leaves it as it was.
 */
final class FoundIds {

    /** The condition that keeps the contacts find found, for a query of {@code contact c}. */
    static final String CONDITION = "c.id IN temp.found_ids";

    private static final String[] TABLES = {
        "CREATE TEMP TABLE IF NOT EXISTS found_ids (id INTEGER PRIMARY KEY)",
        "CREATE TEMP TABLE IF NOT EXISTS found_of (match TEXT NOT NULL, data_version INTEGER NOT NULL, changes INTEGER NOT NULL, found INTEGER NOT NULL)",
    };

    private FoundIds() {
    }

    /** How many contacts {@code match} finds, if the table holds them for this copy already; -1 if it does not. */
    static long held(Connection connection, String match) throws SQLException {
        try (Statement statement = connection.createStatement()) {
            for (String table : TABLES) {
                statement.execute(table);
            }
        }
        try (PreparedStatement statement = connection.prepareStatement(
                "SELECT found FROM temp.found_of, pragma_data_version() WHERE match = ? AND found_of.data_version = pragma_data_version.data_version"
                        + " AND changes = total_changes()")) {
            statement.setString(1, match);
            try (ResultSet result = statement.executeQuery()) {
                return result.next() ? result.getLong(1) : -1;
            }
        }
    }

    /** Holds what {@code match} finds in this connection's copy, filling the table unless it holds it already; returns how many. */
    static long hold(Connection connection, String match) throws SQLException {
        long held = held(connection, match);
        if (held >= 0) {
            return held;
        }
        try (Statement statement = connection.createStatement()) {
            statement.execute("DELETE FROM temp.found_ids");
            statement.execute("DELETE FROM temp.found_of");
        }
        long found;
        try (PreparedStatement statement = connection.prepareStatement(
                "INSERT INTO temp.found_ids SELECT rowid FROM contact_words WHERE contact_words MATCH ?")) {
            statement.setString(1, match);
            found = statement.executeUpdate();
        }
        // total_changes() counts this row only once the statement ends: the + 1 is the count this connection will then have.
        try (PreparedStatement statement = connection.prepareStatement(
                "INSERT INTO temp.found_of SELECT ?, data_version, total_changes() + 1, ? FROM pragma_data_version()")) {
            statement.setString(1, match);
            statement.setLong(2, found);
            statement.executeUpdate();
        }
        return found;
    }
}
