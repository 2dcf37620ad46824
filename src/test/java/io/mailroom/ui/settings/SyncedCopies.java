package io.mailroom.ui.settings;

import io.mailroom.service.localcopy.LocalCopies;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.SQLException;
import java.time.Instant;
import org.sqlite.SQLiteDataSource;

/**
 * A profile's copy on disk as a completed sweep left it, written as another process would (the
 * command line's sync beside the app): the settings screen only reads what a sync recorded.
 */
final class SyncedCopies {

    private SyncedCopies() {
    }

    /** Makes {@code profileId}'s copy file, and records a sweep of {@code appId} that completed at {@code at}. */
    static Path synced(LocalCopies files, String profileId, String appId, Instant at, long total) throws SQLException {
        files.open(profileId, true).close();
        Path file = files.fileOf(profileId);
        SQLiteDataSource source = new SQLiteDataSource();
        source.setUrl("jdbc:sqlite:" + file);
        try (Connection connection = source.getConnection();
             PreparedStatement insert = connection.prepareStatement("INSERT INTO sync_state (app_id, synced_at, total) VALUES (?, ?, ?)")) {
            insert.setString(1, appId);
            insert.setLong(2, at.toEpochMilli());
            insert.setLong(3, total);
            insert.executeUpdate();
        }
        return file;
    }
}
