package io.mailroom.service.localcopy;

import io.mailroom.api.Contact;
import io.mailroom.api.SaveContactRequest;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Instant;
import java.util.Map;
import java.util.Optional;
import java.util.function.UnaryOperator;

/**
 * Mailroom's own changes, applied to the copy within the write that records the service's answer,
 * so that the person never has to sync to see their own work (docs/local-copy.md, "Your own
 * changes"). They hold also while a sweep of the application is under way: the sweep's result
 * keeps them unless it read the contact after them (docs/decisions/049-own-changes-during-a-sweep.md).
 */
final class CopyUpdates {

    private CopyUpdates() {
    }

    /**
     * Whether the copy holds anything of {@code appId} (see {@link ContactCopy#holds}): own
     * changes are applied to such a copy only, for a copy is never begun by them.
     */
    static boolean holds(Connection connection, String appId) throws SQLException {
        return Sql.number(connection, "SELECT 1 FROM sync_state WHERE app_id = ? UNION ALL SELECT 1 FROM sweep WHERE app_id = ?",
                appId, appId).isPresent();
    }

    /** The contact the copy holds at {@code address}, if it does. */
    static Optional<Contact> held(Connection connection, String appId, String address) throws SQLException {
        try (PreparedStatement query = Sql.prepare(connection, "SELECT json FROM contact WHERE app_id = ? AND address_key = ?",
                appId, ContactRow.addressKey(address));
             ResultSet result = query.executeQuery()) {
            return result.next() ? Optional.of(ContactRow.read(result.getString(1))) : Optional.empty();
        }
    }

    /** Within a write: the contact the copy holds at {@code address} (null when none) made what {@code saving} returns, which is returned. */
    static Contact save(Connection connection, String appId, String address, UnaryOperator<Contact> saving, Instant now) throws SQLException {
        Contact stored = saving.apply(held(connection, appId, address).orElse(null));
        try (PreparedStatement upsert = ContactRow.prepareUpsert(connection)) {
            ContactRow.bind(upsert, appId, stored, now);
            upsert.executeUpdate();
        }
        OwnChanges.note(connection, appId, ContactRow.addressKey(address), now, ContactRow.json(stored));
        return stored;
    }

    /**
     * The saving of {@code request}: a contact the copy holds takes the fields its {@code data}
     * names, an empty value clearing one, and keeps its address, status, dates, source and unnamed
     * fields, which a save cannot change (spec 3, rule 2). A contact the copy does not hold yet
     * carries only what was sent: the service's own fields (registration date, source, last
     * activity) are empty until the next sync reads them.
     */
    static UnaryOperator<Contact> saving(SaveContactRequest request) {
        Map<String, String> data = request.data() == null ? Map.of() : request.data();
        Contact sent = new Contact(request.emailAddress(), request.status(), "", "", "", "", "", "", null, "", "", "", "", "")
                .withData(data);
        return existing -> existing == null ? sent : existing.withData(data);
    }

    /** Within a write: the service deleted {@code address} (or answered that it was already gone). */
    static void delete(Connection connection, String appId, String address, Instant now) throws SQLException {
        String key = ContactRow.addressKey(address);
        Sql.update(connection, "DELETE FROM contact WHERE app_id = ? AND address_key = ?", appId, key);
        OwnChanges.note(connection, appId, key, now, null);
    }
}
