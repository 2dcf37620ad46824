package io.mailroom.service.localcopy;

import io.mailroom.api.Contact;
import io.mailroom.service.ListChange;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.Instant;
import java.util.List;
import java.util.Optional;
import java.util.OptionalLong;
import java.util.stream.Collectors;

/**
 * Makes a sweep's pages the application's copy, in one write: the person's readers see the old
 * copy until it commits and the new one whole after. Only the contacts that differ are written,
 * so a sync that finds little changed writes little.
 */
final class SweepCompletion {

    /** The completed copy: its stamp, what changed since the sync before, and how many contacts it holds. */
    record Completed(SyncStamp stamp, Optional<ChangeSummary> changes, long contacts) {
    }

    /** The sweep's row's fields, in {@link ContactRow#FIELDS}'s order. */
    private static final String ROW_FIELDS = ContactRow.FIELDS.stream().map(column -> "s." + column).collect(Collectors.joining(", "));

    private SweepCompletion() {
    }

    /**
     * @throws SweepChange when the pages hold more or fewer contacts than page 1's total: rows
     *                     moved between pages as they were read (docs/decisions/048-sync-when-the-list-changes.md)
     */
    static Completed complete(CopyDatabase database, SweepClaim claim, long total, Instant now) {
        return database.write(connection -> {
            claim.confirm(connection);
            long sweep = claim.sweepId();
            String appId = claim.appId();
            long read = Sql.number(connection, "SELECT COALESCE(SUM(rows), 0) FROM sweep_page WHERE sweep_id = ?", sweep).orElse(0);
            if (read != total) {
                throw new SweepChange(new ListChange.CountDiffers(total, read));
            }
            OwnChanges.applyTo(connection, appId, sweep);
            differences(connection, appId, sweep);
            OptionalLong since = Sql.number(connection, "SELECT synced_at FROM sync_state WHERE app_id = ?", appId);
            Optional<ChangeSummary> changes = since.isEmpty()
                    ? Optional.empty()
                    : Optional.of(record(connection, appId, sweep, now, Instant.ofEpochMilli(since.getAsLong())));
            apply(connection, appId, sweep, now);
            Sql.update(connection, """
                    INSERT INTO sync_state (app_id, synced_at, total) VALUES (?, ?, ?)
                    ON CONFLICT (app_id) DO UPDATE SET synced_at = excluded.synced_at, total = excluded.total""",
                    appId, now.toEpochMilli(), total);
            claim.end(connection);
            Sql.update(connection, "DELETE FROM temp.sweep_diff");
            long contacts = Sql.number(connection, "SELECT COUNT(*) FROM contact WHERE app_id = ?", appId).orElse(0);
            return new Completed(new SyncStamp(now, total), changes, contacts);
        });
    }

    /** Fills {@code temp.sweep_diff} with each contact added, changed (its JSON differs) or removed. */
    private static void differences(Connection connection, String appId, long sweep) throws SQLException {
        try (Statement statement = connection.createStatement()) {
            statement.execute("CREATE TEMP TABLE IF NOT EXISTS sweep_diff (address_key TEXT PRIMARY KEY, kind TEXT NOT NULL)");
            statement.execute("DELETE FROM temp.sweep_diff");
        }
        Sql.update(connection, """
                INSERT INTO temp.sweep_diff (address_key, kind)
                SELECT s.address_key, CASE WHEN c.id IS NULL THEN 'added' ELSE 'changed' END
                FROM sweep_contact s LEFT JOIN contact c ON c.app_id = ? AND c.address_key = s.address_key
                WHERE s.sweep_id = ? AND (c.id IS NULL OR c.json <> s.json)""", appId, sweep);
        Sql.update(connection, """
                INSERT INTO temp.sweep_diff (address_key, kind)
                SELECT c.address_key, 'removed' FROM contact c
                WHERE c.app_id = ? AND NOT EXISTS (SELECT 1 FROM sweep_contact s WHERE s.sweep_id = ? AND s.address_key = c.address_key)""",
                appId, sweep);
    }

    /** Records the differences as a change set; a contact whose JSON differs but whose every field reads the same is no change. */
    private static ChangeSummary record(Connection connection, String appId, long sweep, Instant now, Instant since) throws SQLException {
        ChangeLog.Recorder recorder = ChangeLog.begin(connection, appId, now, since);
        try (PreparedStatement query = Sql.prepare(connection, """
                SELECT d.kind, s.json, c.json FROM temp.sweep_diff d
                LEFT JOIN sweep_contact s ON s.sweep_id = ? AND s.address_key = d.address_key
                LEFT JOIN contact c ON c.app_id = ? AND c.address_key = d.address_key
                ORDER BY d.kind, d.address_key""", sweep, appId);
             ResultSet result = query.executeQuery()) {
            while (result.next()) {
                switch (result.getString(1)) {
                    case "added" -> recorder.add(new ContactChange(ContactChange.Kind.ADDED,
                            ContactRow.read(result.getString(2)).emailAddress(), List.of()));
                    case "removed" -> {
                        Contact before = ContactRow.read(result.getString(3));
                        recorder.add(new ContactChange(ContactChange.Kind.REMOVED, before.emailAddress(), ContactFields.removed(before)));
                    }
                    default -> {
                        Contact after = ContactRow.read(result.getString(2));
                        List<FieldChange> fields = ContactFields.changed(ContactRow.read(result.getString(3)), after);
                        if (!fields.isEmpty()) {
                            recorder.add(new ContactChange(ContactChange.Kind.CHANGED, after.emailAddress(), fields));
                        }
                    }
                }
            }
        }
        return recorder.close();
    }

    /**
     * Writes the contacts added and changed, deletes those removed, and stamps every listed contact
     * as seen now. The rows go from the sweep to the copy in one statement: the full-text index,
     * which a trigger keeps, is far slower to fill a statement at a time.
     */
    private static void apply(Connection connection, String appId, long sweep, Instant now) throws SQLException {
        Sql.update(connection, "INSERT INTO contact (app_id, address_key, " + ContactRow.FIELD_COLUMNS + ", seen_at) "
                + "SELECT ?, s.address_key, " + ROW_FIELDS + ", ? "
                + "FROM temp.sweep_diff d JOIN sweep_contact s ON s.sweep_id = ? AND s.address_key = d.address_key "
                + "WHERE d.kind <> 'removed' "
                + "ON CONFLICT (app_id, address_key) DO UPDATE SET " + ContactRow.FIELDS_FROM_EXCLUDED + ", seen_at = excluded.seen_at",
                appId, now.toEpochMilli(), sweep);
        Sql.update(connection, """
                DELETE FROM contact WHERE app_id = ?
                AND address_key IN (SELECT address_key FROM temp.sweep_diff WHERE kind = 'removed')""", appId);
        Sql.update(connection, "UPDATE contact SET seen_at = ? WHERE app_id = ?", now.toEpochMilli(), appId);
    }
}
