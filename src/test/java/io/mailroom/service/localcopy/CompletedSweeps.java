package io.mailroom.service.localcopy;

import io.mailroom.api.Contact;
import java.sql.PreparedStatement;
import java.time.Instant;
import java.util.List;

/** An application's contacts put into a copy as a completed sweep leaves them, without a service: what the benchmarks start from. */
public final class CompletedSweeps {

    private CompletedSweeps() {
    }

    /** Stores {@code contacts} as seen at {@code at} and marks {@code appId}'s copy complete then. */
    public static void fill(ContactCopy copy, String appId, List<Contact> contacts, Instant at) {
        copy.database().write(connection -> {
            try (PreparedStatement upsert = ContactRow.prepareUpsert(connection)) {
                for (Contact contact : contacts) {
                    ContactRow.bind(upsert, appId, contact, at);
                    upsert.addBatch();
                }
                upsert.executeBatch();
            }
            try (PreparedStatement synced = connection.prepareStatement("INSERT INTO sync_state (app_id, synced_at, total) VALUES (?, ?, ?)")) {
                synced.setString(1, appId);
                synced.setLong(2, at.toEpochMilli());
                synced.setLong(3, contacts.size());
                return synced.executeUpdate();
            }
        });
    }
}
