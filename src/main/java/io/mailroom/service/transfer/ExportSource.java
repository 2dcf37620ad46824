package io.mailroom.service.transfer;

import io.mailroom.api.Contact;
import io.mailroom.service.localcopy.ContactQueries;
import io.mailroom.service.localcopy.ContactQuery;
import java.util.List;
import java.util.Objects;

/** What an export writes: every contact a query of the local copy matches, or contacts already in hand (a selection). */
public sealed interface ExportSource {

    /** Every contact of the application, a segment's or a filter's, read from {@code from}'s copy as it is written. */
    record Matching(ContactQueries from, ContactQuery query) implements ExportSource {

        public Matching {
            Objects.requireNonNull(from, "from");
            Objects.requireNonNull(query, "query");
        }
    }

    /** These contacts, in this order: rows the person selected. */
    record Given(List<Contact> contacts) implements ExportSource {

        public Given {
            contacts = List.copyOf(contacts);
        }
    }
}
