package io.mailroom.service.localcopy;

import com.fasterxml.jackson.databind.node.ObjectNode;
import io.mailroom.api.Contact;
import io.mailroom.api.Json;
import java.sql.PreparedStatement;
import java.time.Instant;
import java.util.List;

/** Contacts put into a copy as a sweep puts them, through {@link ContactRow}. */
final class CopyFixtures {

    static final Instant SEEN = Instant.parse("2026-11-24T08:00:00Z");

    private CopyFixtures() {
    }

    static void store(ContactCopy copy, String appId, Contact... contacts) {
        store(copy, appId, List.of(contacts));
    }

    static void store(ContactCopy copy, String appId, List<Contact> contacts) {
        copy.database().write(connection -> {
            try (PreparedStatement upsert = ContactRow.prepareUpsert(connection)) {
                for (Contact contact : contacts) {
                    ContactRow.bind(upsert, appId, contact, SEEN);
                    upsert.addBatch();
                }
                return upsert.executeBatch().length;
            }
        });
    }

    /** A contact as the service lists it, from its JSON. */
    static Contact contact(String json) {
        try {
            return Contact.read((ObjectNode) Json.mapper().readTree(json));
        } catch (Exception e) {
            throw new IllegalArgumentException(e);
        }
    }
}
