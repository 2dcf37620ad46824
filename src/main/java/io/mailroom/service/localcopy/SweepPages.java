package io.mailroom.service.localcopy;

import io.mailroom.api.Contact;
import io.mailroom.api.ContactPage;
import io.mailroom.service.ListChange;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Duration;
import java.time.Instant;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * The pages of an application's sweep in the copy ({@code sweep_page}, {@code sweep_contact}),
 * each written in a transaction of its own so that a cancelled or killed sweep keeps every page
 * it finished. The {@code contact} rows the person sees are not touched here.
 */
final class SweepPages {

    /** What the stored sweep holds when a pass begins. */
    record Begun(Set<Integer> stored, long rows, Optional<ListChange> staleResume) {
    }

    /** Puts a contact of a page into the sweep, each field read as the copy keeps it. */
    private static final String PUT = "INSERT INTO sweep_contact (sweep_id, address_key, page, position, " + ContactRow.FIELD_COLUMNS
            + ") VALUES (" + "?, ".repeat(ContactRow.FIELDS.size() + 3) + "?) ON CONFLICT (sweep_id, address_key) ";

    /** Adds a contact; one the sweep holds already is left as it is, and the statement touches no row. */
    private static final String INSERT_CONTACT = PUT + "DO NOTHING";

    /** Adds a contact, or replaces the fields of the one the sweep holds (keeping the page it came on). */
    private static final String REPLACE_CONTACT = PUT + "DO UPDATE SET " + ContactRow.FIELDS_FROM_EXCLUDED;

    private final CopyDatabase database;
    private final SweepClaim claim;

    /**
     * How long stored pages stay worth resuming. A list can change under them without its total
     * moving (one contact deleted, another added), which page 1 cannot show: pages older than
     * this are read again rather than trusted (docs/decisions/048-sync-when-the-list-changes.md).
     */
    static final Duration RESUMABLE_FOR = Duration.ofHours(1);

    SweepPages(CopyDatabase database, SweepClaim claim) {
        this.database = database;
        this.claim = claim;
    }

    /**
     * Begins a pass with page 1's answer. Pages an interrupted sweep stored at the same total and
     * page size within {@link #RESUMABLE_FOR} are kept, to be skipped; older ones are dropped; stored
     * at another total they are dropped, and the change
     * is returned (the list moved while the sweep was stopped). Page 1 itself is stored anew.
     * Says which pages besides page 1 are kept, and how many rows the stored pages hold.
     *
     * @throws SweepChange when page 1 holds a contact a kept page holds too
     */
    Begun begin(ContactPage first, int pageSize, Instant requestedAt, int pass) {
        long sweep = claim.sweepId();
        return database.write(connection -> {
            claim.confirm(connection);
            Optional<ListChange> stale = Optional.empty();
            Set<Integer> stored = storedPages(connection);
            stored.remove(1);
            if (!stored.isEmpty()) {
                long total = Sql.number(connection, "SELECT total FROM sweep WHERE id = ?", sweep).orElse(-1);
                long size = Sql.number(connection, "SELECT page_size FROM sweep WHERE id = ?", sweep).orElse(-1);
                long firstAsked = Sql.number(connection, "SELECT MIN(requested_at) FROM sweep_page WHERE sweep_id = ?", sweep)
                        .orElse(Long.MIN_VALUE);
                boolean old = requestedAt.toEpochMilli() - firstAsked > RESUMABLE_FOR.toMillis();
                if (total != first.total() || size != pageSize || old) {
                    if (total != first.total()) {
                        stale = Optional.of(new ListChange.TotalChanged(total, first.total(), 1));
                    }
                    dropAll(connection);
                    stored.clear();
                }
            }
            Sql.update(connection, "UPDATE sweep SET total = ?, page_size = ?, pass = ? WHERE id = ?",
                    first.total(), pageSize, stale.isPresent() ? pass + 1 : pass, sweep);
            Sql.update(connection, "DELETE FROM sweep_contact WHERE sweep_id = ? AND page = 1", sweep);
            Sql.update(connection, "DELETE FROM sweep_page WHERE sweep_id = ? AND page = 1", sweep);
            insert(connection, 1, first.list(), requestedAt);
            long rows = Sql.number(connection, "SELECT COALESCE(SUM(rows), 0) FROM sweep_page WHERE sweep_id = ?", sweep).orElse(0);
            return new Begun(Set.copyOf(stored), rows, stale);
        });
    }

    /**
     * Stores one page in a transaction of its own.
     *
     * @throws SweepChange when the page holds a contact already stored (on this page or another)
     */
    void store(int page, List<Contact> contacts, Instant requestedAt) {
        database.write(connection -> {
            claim.confirm(connection);
            insert(connection, page, contacts, requestedAt);
            return null;
        });
    }

    /** Drops every page stored: the list changed, and the next pass reads it all again. */
    void drop() {
        database.write(connection -> {
            claim.confirm(connection);
            dropAll(connection);
            return null;
        });
    }

    /** Pages stored so far, page 1 included. */
    int pagesStored() {
        return database.read(connection -> storedPages(connection).size());
    }

    private void insert(Connection connection, int page, List<Contact> contacts, Instant requestedAt) throws SQLException {
        long sweep = claim.sweepId();
        Sql.update(connection, "INSERT INTO sweep_page (sweep_id, page, rows, requested_at) VALUES (?, ?, ?, ?)",
                sweep, page, contacts.size(), requestedAt.toEpochMilli());
        try (PreparedStatement insert = connection.prepareStatement(INSERT_CONTACT)) {
            int position = 0;
            for (Contact contact : contacts) {
                position++;
                // No address, no key: the service addresses a contact by it (spec 2.3), so neither can Mailroom.
                // The page's row count still counts it, so the sweep's total adds up.
                if (contact.emailAddress().isEmpty()) {
                    continue;
                }
                String key = ContactRow.addressKey(contact.emailAddress());
                bind(insert, sweep, page, position, contact);
                if (insert.executeUpdate() == 0) {
                    int firstPage = (int) Sql.number(connection, "SELECT page FROM sweep_contact WHERE sweep_id = ? AND address_key = ?",
                            sweep, key).orElse(page);
                    throw new SweepChange(new ListChange.SeenTwice(contact.emailAddress(), firstPage, page));
                }
            }
        }
    }

    /**
     * Within a write: puts {@code contact} into sweep {@code sweepId} as if page {@code page} had
     * listed it at {@code position}, replacing the fields of the one it holds already.
     */
    static void replace(Connection connection, long sweepId, int page, int position, Contact contact) throws SQLException {
        try (PreparedStatement put = connection.prepareStatement(REPLACE_CONTACT)) {
            bind(put, sweepId, page, position, contact);
            put.executeUpdate();
        }
    }

    private static void bind(PreparedStatement put, long sweepId, int page, int position, Contact contact) throws SQLException {
        put.setLong(1, sweepId);
        put.setString(2, ContactRow.addressKey(contact.emailAddress()));
        put.setInt(3, page);
        put.setInt(4, position);
        ContactRow.bindFields(put, 4, contact);
    }

    private Set<Integer> storedPages(Connection connection) throws SQLException {
        Set<Integer> pages = new HashSet<>();
        try (PreparedStatement query = Sql.prepare(connection, "SELECT page FROM sweep_page WHERE sweep_id = ?", claim.sweepId());
             ResultSet result = query.executeQuery()) {
            while (result.next()) {
                pages.add(result.getInt(1));
            }
        }
        return pages;
    }

    private void dropAll(Connection connection) throws SQLException {
        Sql.update(connection, "DELETE FROM sweep_contact WHERE sweep_id = ?", claim.sweepId());
        Sql.update(connection, "DELETE FROM sweep_page WHERE sweep_id = ?", claim.sweepId());
    }
}
