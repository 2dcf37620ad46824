package io.mailroom.service.localcopy;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import io.mailroom.api.Json;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * What each completed sweep found changed since the one before (docs/local-copy.md, "What
 * changed"), per application, newest first. An application's first sweep records nothing, and
 * only the latest {@link #KEPT} sets of each application are kept.
 */
public final class ChangeLog {

    /** Sets kept per application; older ones are deleted as new ones come. */
    public static final int KEPT = 20;

    private final ContactCopy copy;

    public ChangeLog(ContactCopy copy) {
        this.copy = copy;
    }

    /** {@code appId}'s change sets, newest first. */
    public List<ChangeSummary> sets(String appId) {
        return copy.database().read(connection -> {
            List<ChangeSummary> sets = new ArrayList<>();
            try (PreparedStatement query = Sql.prepare(connection, """
                    SELECT id, app_id, synced_at, since, added, removed, changed FROM change_set
                    WHERE app_id = ? ORDER BY id DESC""", appId);
                 ResultSet result = query.executeQuery()) {
                while (result.next()) {
                    sets.add(summary(result));
                }
            }
            return sets;
        });
    }

    /** The contacts of one set: added, changed and removed, each kind in address order. Empty for an unknown or deleted set. */
    public List<ContactChange> changes(long setId) {
        return copy.database().read(connection -> {
            List<ContactChange> changes = new ArrayList<>();
            try (PreparedStatement query = Sql.prepare(connection,
                    "SELECT kind, email, fields FROM change WHERE set_id = ? ORDER BY rowid", setId);
                 ResultSet result = query.executeQuery()) {
                while (result.next()) {
                    changes.add(new ContactChange(ContactChange.Kind.valueOf(result.getString(1).toUpperCase(Locale.ROOT)),
                            result.getString(2), fields(result.getString(3))));
                }
            }
            return changes;
        });
    }

    /** Within the completing write: a new, empty set for {@code appId}; {@link Recorder#close} fills in its counts. */
    static Recorder begin(Connection connection, String appId, Instant syncedAt, Instant since) throws SQLException {
        try (PreparedStatement insert = connection.prepareStatement(
                "INSERT INTO change_set (app_id, synced_at, since, added, removed, changed) VALUES (?, ?, ?, 0, 0, 0)",
                Statement.RETURN_GENERATED_KEYS)) {
            insert.setString(1, appId);
            insert.setLong(2, syncedAt.toEpochMilli());
            insert.setLong(3, since.toEpochMilli());
            insert.executeUpdate();
            try (ResultSet key = insert.getGeneratedKeys()) {
                key.next();
                return new Recorder(connection, key.getLong(1), appId, syncedAt, since);
            }
        }
    }

    /** Writes one set's changes, then its counts, and lets the application's oldest sets go beyond {@link #KEPT}. */
    static final class Recorder {

        private final Connection connection;
        private final PreparedStatement insert;
        private final long id;
        private final String appId;
        private final Instant syncedAt;
        private final Instant since;
        private int added;
        private int removed;
        private int changed;

        private Recorder(Connection connection, long id, String appId, Instant syncedAt, Instant since) throws SQLException {
            this.connection = connection;
            this.insert = connection.prepareStatement("INSERT INTO change (set_id, kind, email, fields) VALUES (?, ?, ?, ?)");
            this.id = id;
            this.appId = appId;
            this.syncedAt = syncedAt;
            this.since = since;
        }

        void add(ContactChange change) throws SQLException {
            switch (change.kind()) {
                case ADDED -> added++;
                case REMOVED -> removed++;
                case CHANGED -> changed++;
            }
            insert.setLong(1, id);
            insert.setString(2, change.kind().name().toLowerCase(Locale.ROOT));
            insert.setString(3, change.address());
            insert.setString(4, json(change.fields()));
            insert.executeUpdate();
        }

        ChangeSummary close() throws SQLException {
            insert.close();
            Sql.update(connection, "UPDATE change_set SET added = ?, removed = ?, changed = ? WHERE id = ?", added, removed, changed, id);
            Sql.update(connection, """
                    DELETE FROM change_set WHERE app_id = ?
                    AND id NOT IN (SELECT id FROM change_set WHERE app_id = ? ORDER BY id DESC LIMIT ?)""", appId, appId, KEPT);
            return new ChangeSummary(id, appId, syncedAt, since, added, removed, changed);
        }
    }

    private static ChangeSummary summary(ResultSet row) throws SQLException {
        long since = row.getLong(4);
        Instant sinceAt = row.wasNull() ? null : Instant.ofEpochMilli(since);
        return new ChangeSummary(row.getLong(1), row.getString(2), Instant.ofEpochMilli(row.getLong(3)), sinceAt,
                row.getInt(5), row.getInt(6), row.getInt(7));
    }

    private static String json(List<FieldChange> fields) {
        ArrayNode array = Json.mapper().createArrayNode();
        for (FieldChange field : fields) {
            array.addObject().put("field", field.field()).put("before", field.before()).put("after", field.after());
        }
        return array.toString();
    }

    private static List<FieldChange> fields(String json) {
        try {
            List<FieldChange> fields = new ArrayList<>();
            for (JsonNode field : Json.mapper().readTree(json)) {
                fields.add(new FieldChange(field.path("field").asText(), text(field.get("before")), text(field.get("after"))));
            }
            return fields;
        } catch (JsonProcessingException e) {
            throw new LocalCopyException("a change in the local copy could not be read: " + e.getOriginalMessage(), e);
        }
    }

    private static String text(JsonNode value) {
        return value == null || value.isNull() ? null : value.asText();
    }
}
