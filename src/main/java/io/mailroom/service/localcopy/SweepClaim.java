package io.mailroom.service.localcopy;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.Optional;

/**
 * One sweep per application and copy at a time, across processes (docs/decisions/050-one-sweep-per-application.md):
 * the application's one {@code sweep} row (UNIQUE app_id) names the run that holds it, taken and
 * checked within SQLite's write lock. A claim whose process no longer runs (a killed app, a
 * command stopped by Ctrl+C) is taken over at once, and its pages resumed.
 */
final class SweepClaim {

    /**
     * Where the system does not say when a process started, a claim not refreshed for this long
     * is taken for dead. Each stored page refreshes it; a sweep waits at most 30 s for a
     * Retry-After (docs/decisions/033-long-retry-after.md), far less than this.
     */
    static final Duration STALE_AFTER = Duration.ofMinutes(2);

    private final CopyDatabase database;
    private final Clock clock;
    private final String appId;
    private final long sweepId;
    private final SweepOwner owner;

    private SweepClaim(CopyDatabase database, Clock clock, String appId, long sweepId, SweepOwner owner) {
        this.database = database;
        this.clock = clock;
        this.appId = appId;
        this.sweepId = sweepId;
        this.owner = owner;
    }

    /**
     * Claims {@code appId}'s sweep for a new run: the interrupted sweep's row when there is one
     * (its pages are resumed), else a new one.
     *
     * @throws SyncRunningException when a live run holds it
     */
    static SweepClaim take(CopyDatabase database, Clock clock, String appId) {
        SweepOwner owner = SweepOwner.newRun();
        long id = database.write(connection -> {
            long now = clock.millis();
            try (PreparedStatement query = connection.prepareStatement(
                    "SELECT id, owner, claimed_at, heartbeat_at FROM sweep WHERE app_id = ?")) {
                query.setString(1, appId);
                try (ResultSet row = query.executeQuery()) {
                    if (row.next()) {
                        long sweep = row.getLong(1);
                        Optional<SweepOwner> holder = SweepOwner.parse(row.getString(2));
                        if (holder.isPresent() && holder.get().holds(row.getLong(4), now)) {
                            throw new SyncRunningException(appId, holder.get().process().pid(), Instant.ofEpochMilli(row.getLong(3)));
                        }
                        Sql.update(connection, "UPDATE sweep SET owner = ?, claimed_at = ?, heartbeat_at = ? WHERE id = ?",
                                owner.text(), now, now, sweep);
                        return sweep;
                    }
                }
            }
            // A new sweep: Mailroom's own changes noted for an earlier one are older than every page it will read.
            Sql.update(connection, "DELETE FROM own_change WHERE app_id = ?", appId);
            try (PreparedStatement insert = connection.prepareStatement(
                    "INSERT INTO sweep (app_id, started_at, owner, claimed_at, heartbeat_at) VALUES (?, ?, ?, ?, ?)",
                    Statement.RETURN_GENERATED_KEYS)) {
                insert.setString(1, appId);
                insert.setLong(2, now);
                insert.setString(3, owner.text());
                insert.setLong(4, now);
                insert.setLong(5, now);
                insert.executeUpdate();
                try (ResultSet key = insert.getGeneratedKeys()) {
                    key.next();
                    return key.getLong(1);
                }
            }
        });
        return new SweepClaim(database, clock, appId, id, owner);
    }

    /**
     * The sync under way in the copy, in this process or another: the first application whose
     * sweep a live run holds. Forgetting the copy waits for it (docs/local-copy.md, "Forget").
     */
    static Optional<SyncRunningException> underWay(CopyDatabase database, Clock clock) {
        return database.read(connection -> {
            long now = clock.millis();
            try (PreparedStatement query = connection.prepareStatement(
                    "SELECT app_id, owner, claimed_at, heartbeat_at FROM sweep WHERE owner IS NOT NULL ORDER BY app_id");
                 ResultSet row = query.executeQuery()) {
                while (row.next()) {
                    Optional<SweepOwner> holder = SweepOwner.parse(row.getString(2));
                    if (holder.isPresent() && holder.get().holds(row.getLong(4), now)) {
                        return Optional.of(new SyncRunningException(row.getString(1), holder.get().process().pid(),
                                Instant.ofEpochMilli(row.getLong(3))));
                    }
                }
                return Optional.empty();
            }
        });
    }

    long sweepId() {
        return sweepId;
    }

    String appId() {
        return appId;
    }

    /**
     * Within a write: refreshes the heartbeat, and fails when the claim is no longer this run's
     * (the copy was forgotten, or a process that took this one for dead took it over), so that
     * nothing is written into a sweep another run owns.
     */
    void confirm(Connection connection) throws SQLException {
        if (Sql.update(connection, "UPDATE sweep SET heartbeat_at = ? WHERE id = ? AND owner = ?", clock.millis(), sweepId, owner.text()) != 1) {
            throw new LocalCopyException("the sync of " + appId + " no longer holds its sweep: another run took it over");
        }
    }

    /** Lets another run take the sweep and resume its pages (a cancelled or failed run). */
    void release() {
        database.write(connection -> Sql.update(connection, "UPDATE sweep SET owner = NULL WHERE id = ? AND owner = ?", sweepId, owner.text()));
    }

    /** Within a write: ends the sweep and its pages (completed, or given up). */
    void end(Connection connection) throws SQLException {
        confirm(connection);
        Sql.update(connection, "DELETE FROM sweep WHERE id = ?", sweepId);
    }
}
