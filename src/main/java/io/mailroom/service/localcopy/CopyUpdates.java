package io.mailroom.service.localcopy;

import io.mailroom.api.Contact;
import io.mailroom.api.SaveContactRequest;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Instant;
import java.util.Collection;
import java.util.List;
import java.util.Map;
import java.util.function.UnaryOperator;

/**
 * Mailroom's own changes, applied to the copy at once from what the service accepted, so that the
 * person never has to sync to see their own work (docs/local-copy.md, "Your own changes"). Call
 * each after the service answered success. They hold also while a sweep of the application is
 * under way: the sweep's result keeps them unless it read the contact after them
 * (docs/decisions/049-own-changes-during-a-sweep.md).
 */
public final class CopyUpdates {

    private final ContactCopy copy;

    public CopyUpdates(ContactCopy copy) {
        this.copy = copy;
    }

    /**
     * The service accepted a save of {@code contact}. A contact the copy holds takes the eight
     * fields a save changes ({@code data}, spec 3 rule 2) and keeps its address, status, dates,
     * source and unnamed fields, which a save cannot change. A contact the copy does not hold
     * yet carries only what was sent: the service's own fields (registration date, source, last
     * activity) are empty until the next sync reads them.
     */
    public void saved(String appId, Contact contact) {
        save(appId, contact.emailAddress(), existing -> existing == null ? contact : OwnChanges.savedOnto(existing, contact));
    }

    /**
     * The service accepted {@code request}, which may name only some of the eight fields a save
     * changes (the command line's {@code --set}): a contact the copy holds takes the fields its
     * {@code data} names, an empty value clearing one, and keeps every other (spec 3, rule 2). A
     * contact the copy does not hold yet carries only what was sent, as {@link #saved(String, Contact)}.
     */
    public void saved(SaveContactRequest request) {
        save(request.appId(), request.emailAddress(), saving(request));
    }

    /** In one write: the contact the copy holds at {@code address} (null when none) made what {@code saving} returns. */
    private void save(String appId, String address, UnaryOperator<Contact> saving) {
        Instant now = copy.clock().instant();
        copy.database().write(connection -> {
            save(connection, appId, address, saving, now);
            return null;
        });
    }

    /** Within a write: the same, for a job that records its row's outcome in the same transaction. */
    static void save(Connection connection, String appId, String address, UnaryOperator<Contact> saving, Instant now) throws SQLException {
        String key = ContactRow.addressKey(address);
        Contact existing = null;
        try (PreparedStatement query = Sql.prepare(connection, "SELECT json FROM contact WHERE app_id = ? AND address_key = ?", appId, key);
             ResultSet result = query.executeQuery()) {
            if (result.next()) {
                existing = ContactRow.read(result.getString(1));
            }
        }
        Contact stored = saving.apply(existing);
        try (PreparedStatement upsert = ContactRow.prepareUpsert(connection)) {
            ContactRow.bind(upsert, appId, stored, now);
            upsert.executeUpdate();
        }
        OwnChanges.note(connection, appId, key, now, ContactRow.json(stored));
    }

    /** The saving of {@code request}: see {@link #saved(SaveContactRequest)}. */
    static UnaryOperator<Contact> saving(SaveContactRequest request) {
        Map<String, String> data = request.data() == null ? Map.of() : request.data();
        Contact sent = new Contact(request.emailAddress(), request.status(), "", "", "", "", "", "", null, "", "", "", "", "")
                .withData(data);
        return existing -> existing == null ? sent : existing.withData(data);
    }

    /** The service accepted the delete of {@code address} (or answered that it was already gone). */
    public void deleted(String appId, String address) {
        deleted(appId, List.of(address));
    }

    /** The service accepted the delete of each of {@code addresses}: a bulk delete's successes, in one write. */
    public void deleted(String appId, Collection<String> addresses) {
        Instant now = copy.clock().instant();
        copy.database().write(connection -> {
            for (String address : addresses) {
                String key = ContactRow.addressKey(address);
                Sql.update(connection, "DELETE FROM contact WHERE app_id = ? AND address_key = ?", appId, key);
                OwnChanges.note(connection, appId, key, now, null);
            }
            return null;
        });
    }
}
