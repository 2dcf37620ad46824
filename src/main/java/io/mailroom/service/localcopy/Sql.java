package io.mailroom.service.localcopy;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.OptionalLong;

/** The one-line statements of the copy's classes, parameters bound in order. */
final class Sql {

    private Sql() {
    }

    /** Runs an INSERT, UPDATE or DELETE; returns the rows it touched. */
    static int update(Connection connection, String sql, Object... parameters) throws SQLException {
        try (PreparedStatement statement = prepare(connection, sql, parameters)) {
            return statement.executeUpdate();
        }
    }

    /** The first column of the first row as a number; empty when there is no row or it is NULL. */
    static OptionalLong number(Connection connection, String sql, Object... parameters) throws SQLException {
        try (PreparedStatement statement = prepare(connection, sql, parameters);
             ResultSet result = statement.executeQuery()) {
            if (!result.next()) {
                return OptionalLong.empty();
            }
            long value = result.getLong(1);
            return result.wasNull() ? OptionalLong.empty() : OptionalLong.of(value);
        }
    }

    static PreparedStatement prepare(Connection connection, String sql, Object... parameters) throws SQLException {
        PreparedStatement statement = connection.prepareStatement(sql);
        for (int i = 0; i < parameters.length; i++) {
            statement.setObject(i + 1, parameters[i]);
        }
        return statement;
    }
}
