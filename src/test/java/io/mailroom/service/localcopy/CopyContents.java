package io.mailroom.service.localcopy;

import io.mailroom.api.Contact;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

/** What a copy holds, read straight from its tables, for tests and benchmarks outside the package. */
public final class CopyContents {

    private CopyContents() {
    }

    /** The contacts of {@code appId} the person sees, in address order. */
    public static List<Contact> of(ContactCopy copy, String appId) {
        return copy.database().read(connection -> {
            List<Contact> contacts = new ArrayList<>();
            try (PreparedStatement query = Sql.prepare(connection, "SELECT json FROM contact WHERE app_id = ?", appId);
                 ResultSet result = query.executeQuery()) {
                while (result.next()) {
                    contacts.add(ContactRow.read(result.getString(1)));
                }
            }
            return byAddress(contacts);
        });
    }

    /** {@code contacts} in the order of their address ignoring case, as the copy keys them. */
    public static List<Contact> byAddress(List<Contact> contacts) {
        return contacts.stream().sorted(Comparator.comparing(contact -> ContactRow.addressKey(contact.emailAddress()))).toList();
    }
}
