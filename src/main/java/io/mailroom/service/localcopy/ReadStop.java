package io.mailroom.service.localcopy;

import java.sql.Connection;
import java.sql.SQLException;
import org.sqlite.SQLiteConnection;

/**
 * Stops reads of the copy from another thread, for reads no longer wanted: the person typed on
 * before the answer came (docs/decisions/054-find-runs-at-once-latest-wins.md). A read under a
 * stopped {@code ReadStop} ends with {@link ReadStoppedException}: SQLite interrupts the statement
 * it runs ({@code sqlite3_interrupt}), and a read not begun yet does not begin. A stop that comes
 * between two statements of a read lets it run to its end, its answer unwanted but whole.
 * Thread-safe; one per read.
 */
public final class ReadStop {

    private static final System.Logger LOG = System.getLogger(ReadStop.class.getName());

    /** The connection the read holds while it runs: interrupting it then stops nothing else. */
    private Connection reading;
    private boolean stopped;

    /** Stops the read now if it runs, else before it begins. */
    public synchronized void stop() {
        stopped = true;
        if (reading != null) {
            try {
                reading.unwrap(SQLiteConnection.class).getDatabase().interrupt();
            } catch (SQLException e) {
                LOG.log(System.Logger.Level.DEBUG, "a read of the local copy could not be interrupted; it runs to its end", e);
            }
        }
    }

    synchronized boolean stopped() {
        return stopped;
    }

    /** Runs {@code work} on {@code connection}, which it holds until then, unless stopped first or meanwhile. */
    <T> T run(Connection connection, SqlWork<T> work) throws SQLException {
        begin(connection);
        try {
            return work.run(connection);
        } catch (SQLException e) {
            if (stopped()) {
                throw new ReadStoppedException(e);
            }
            throw e;
        } finally {
            end();
        }
    }

    private synchronized void begin(Connection connection) {
        if (stopped) {
            throw new ReadStoppedException(null);
        }
        reading = connection;
    }

    private synchronized void end() {
        reading = null;
    }
}
