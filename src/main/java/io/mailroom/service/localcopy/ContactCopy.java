package io.mailroom.service.localcopy;

import java.nio.file.Path;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.time.Clock;
import java.time.Instant;
import java.util.Optional;

/**
 * One profile's local copy of its applications' contacts. Thread-safe; every call reads or
 * writes the disk, so none belongs on the UI thread. Queries, sweeps and Mailroom's own changes
 * work on it through {@link #database()}.
 */
public final class ContactCopy implements AutoCloseable {

    private final String profileId;
    private final CopyDatabase database;
    private final Clock clock;

    ContactCopy(String profileId, CopyDatabase database, Clock clock) {
        this.profileId = profileId;
        this.database = database;
        this.clock = clock;
    }

    public String profileId() {
        return profileId;
    }

    /** The file the copy is kept in; empty for a profile that keeps no copy on disk. */
    public Optional<Path> file() {
        return database.file();
    }

    /** The damaged file set aside when the copy was opened, for the person to be told. */
    public Optional<DamagedCopy> damaged() {
        return database.damaged();
    }

    /** When {@code appId}'s copy was last completed by a sweep; empty when no sweep has completed. */
    public Optional<SyncStamp> lastSync(String appId) {
        return database.read(connection -> {
            try (PreparedStatement query = connection.prepareStatement("SELECT synced_at, total FROM sync_state WHERE app_id = ?")) {
                query.setString(1, appId);
                try (ResultSet result = query.executeQuery()) {
                    return result.next()
                            ? Optional.of(new SyncStamp(Instant.ofEpochMilli(result.getLong(1)), result.getLong(2)))
                            : Optional.<SyncStamp>empty();
                }
            }
        });
    }

    /**
     * Whether the copy holds anything of {@code appId}: a completed sync, or a sweep begun (under
     * way, or interrupted and to be resumed). Mailroom's own changes are applied to such a copy
     * only: a copy is never begun by them.
     */
    public boolean holds(String appId) {
        return database.read(connection -> CopyUpdates.holds(connection, appId));
    }

    /**
     * Throws when a sync runs in this copy, here or in another process: deleting the copy under
     * it would lose its work without a word (another process would go on writing into a file
     * that is gone).
     *
     * @throws SyncRunningException naming the application and the process
     */
    public void refuseWhileSyncing() {
        Optional<SyncRunningException> running = SweepClaim.underWay(database, clock);
        if (running.isPresent()) {
            throw running.get();
        }
    }

    CopyDatabase database() {
        return database;
    }

    Clock clock() {
        return clock;
    }

    @Override
    public void close() {
        database.close();
    }
}
