package io.mailroom.service.localcopy;

import io.mailroom.api.Contact;
import io.mailroom.api.SaveContactRequest;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * The profile's journal of every change Mailroom asks of the service (docs/changes.md): each is
 * written before its request goes, so that a process that dies on the wire leaves it marked as
 * unanswered rather than unrecorded, and marked done, with the service's requestId, in the same
 * write that applies it to the copy. What a contact held before is read from the copy, or taken
 * from the screen that showed it when the copy does not hold it. Nothing secret is written: the
 * key never reaches this class. Every call reads or writes the disk.
 */
public final class ChangeJournal {

    /** Every column of an entry, and whether a later change of its contact is in the journal, from {@code journal j}. */
    private static final String COLUMNS = """
            SELECT j.id, j.at, j.profile_id, j.app_id, j.address, j.kind, j.before, j.after, j.request_id, j.job_id, j.outcome,
                   j.created, j.undone_by,
                   EXISTS (SELECT 1 FROM journal later WHERE later.app_id = j.app_id AND later.address_key = j.address_key
                           AND later.id > j.id)
            FROM journal j""";

    /** How long a delete stays in the trash, to be restored. */
    public static final Duration TRASH_KEPT = Duration.ofDays(30);

    private final ContactCopy copy;

    public ChangeJournal(ContactCopy copy) {
        this.copy = copy;
    }

    /** A change written to the journal whose request has not been answered yet. */
    public static final class Pending {

        private final long id;
        private final String appId;
        private final String address;
        private final SaveContactRequest request;
        private final Long undoes;

        private Pending(long id, String appId, String address, SaveContactRequest request, Long undoes) {
            this.id = id;
            this.appId = appId;
            this.address = address;
            this.request = request;
            this.undoes = undoes;
        }

        /** Its number in the journal. */
        public long id() {
            return id;
        }
    }

    /** A save about to be sent; {@code shown} is the contact as the screen showed it (null when none), {@code jobId} null for none. */
    public Pending saving(SaveContactRequest request, Contact shown, String jobId) {
        return begin(ChangeKind.SAVE, request.appId(), request.emailAddress(), request, shown, jobId, null);
    }

    /** A delete about to be sent; {@code shown} as for {@link #saving}. */
    public Pending deleting(String appId, String address, Contact shown, String jobId) {
        return begin(ChangeKind.DELETE, appId, address, null, shown, jobId, null);
    }

    /**
     * A change that undoes {@code original}, about to be sent: {@code undoing} says what it does
     * ({@link Reversal}); once accepted, {@code original} is marked undone by it.
     */
    public Pending undoing(JournalEntry original, Reversal undoing, String jobId) {
        ChangeKind kind = undoing.kind().orElseThrow(() -> new IllegalArgumentException("change " + original.id() + " cannot be undone"));
        return begin(kind, original.appId(), original.address(), undoing.request().orElse(null), null, jobId, original.id());
    }

    private Pending begin(ChangeKind kind, String appId, String address, SaveContactRequest request, Contact shown, String jobId,
                          Long undoes) {
        Instant now = copy.clock().instant();
        long id = copy.database().write(connection -> {
            if (undoes != null && (Sql.number(connection, "SELECT undone_by FROM journal WHERE id = ?", undoes).isPresent()
                    || Sql.number(connection, "SELECT id FROM journal WHERE undoes = ?", undoes).isPresent())) {
                throw new AlreadyUndoneException(undoes, address);
            }
            Contact before = CopyUpdates.held(connection, appId, address).orElse(shown);
            Sql.update(connection, """
                    INSERT INTO journal (at, profile_id, app_id, address, address_key, kind, before, request_id, job_id, outcome, undoes)
                    VALUES (?, ?, ?, ?, ?, ?, ?, NULL, ?, 'sending', ?)""",
                    now.toEpochMilli(), copy.profileId(), appId, address, ContactRow.addressKey(address), kind.word(),
                    before == null ? null : ContactRow.json(before), jobId, undoes);
            return Sql.number(connection, "SELECT last_insert_rowid()").orElseThrow();
        });
        return new Pending(id, appId, address, request, undoes);
    }

    /**
     * The service accepted the change, answering with {@code requestId}: it is marked done with what
     * it left, and the copy, when it holds the application, takes it, in one write.
     */
    public void accepted(Pending pending, String requestId) {
        Instant now = copy.clock().instant();
        copy.database().write(connection -> {
            boolean holds = CopyUpdates.holds(connection, pending.appId);
            String after = null;
            if (pending.request != null) {
                Contact left = holds
                        ? CopyUpdates.save(connection, pending.appId, pending.address, CopyUpdates.saving(pending.request), now)
                        : CopyUpdates.saving(pending.request).apply(before(connection, pending.id).orElse(null));
                after = ContactRow.json(left);
            } else if (holds) {
                CopyUpdates.delete(connection, pending.appId, pending.address, now);
            }
            Sql.update(connection, "UPDATE journal SET outcome = 'done', request_id = ?, after = ? WHERE id = ?", requestId, after, pending.id);
            if (pending.undoes != null) {
                Sql.update(connection, "UPDATE journal SET undone_by = ? WHERE id = ? AND undone_by IS NULL", pending.id, pending.undoes);
            }
            return null;
        });
    }

    /** The service refused the change, so made none: it leaves the journal. */
    public void refused(Pending pending) {
        copy.database().write(connection -> Sql.update(connection, "DELETE FROM journal WHERE id = ?", pending.id));
    }

    /**
     * The service answered that the contact to delete was not there: someone else deleted it. The
     * change is not Mailroom's and leaves the journal; the copy, when it holds the contact, loses it.
     */
    public void alreadyGone(Pending pending) {
        Instant now = copy.clock().instant();
        copy.database().write(connection -> {
            if (CopyUpdates.holds(connection, pending.appId)) {
                CopyUpdates.delete(connection, pending.appId, pending.address, now);
            }
            return Sql.update(connection, "DELETE FROM journal WHERE id = ?", pending.id);
        });
    }

    /** Within the write that records an import row's answer (JobJournal): its change, done; {@code created} when the row created the contact. */
    static void imported(Connection connection, String profileId, String appId, Contact before, Contact after, boolean created,
                         String requestId, String jobId, Instant now) throws SQLException {
        Sql.update(connection, """
                INSERT INTO journal (at, profile_id, app_id, address, address_key, kind, before, after, request_id, job_id, outcome, created)
                VALUES (?, ?, ?, ?, ?, 'import', ?, ?, ?, ?, 'done', ?)""",
                now.toEpochMilli(), profileId, appId, after.emailAddress(), ContactRow.addressKey(after.emailAddress()),
                before == null ? null : ContactRow.json(before), ContactRow.json(after), requestId, jobId, created ? 1 : 0);
    }

    /** The changes {@code query} asks for, newest first. */
    public List<JournalEntry> entries(JournalQuery query) {
        StringBuilder sql = new StringBuilder(COLUMNS).append(" WHERE 1 = 1");
        // Unqualified, the columns below are the entry's: the later ones are only in the select list.
        List<Object> parameters = new ArrayList<>();
        query.appId().ifPresent(app -> {
            sql.append(" AND app_id = ?");
            parameters.add(app);
        });
        query.address().ifPresent(address -> {
            sql.append(" AND address_key = ?");
            parameters.add(ContactRow.addressKey(address));
        });
        query.since().ifPresent(since -> {
            sql.append(" AND at >= ?");
            parameters.add(since.toEpochMilli());
        });
        query.jobId().ifPresent(job -> {
            sql.append(" AND job_id = ?");
            parameters.add(job);
        });
        query.kind().ifPresent(kind -> {
            sql.append(" AND kind = ?");
            parameters.add(kind.word());
        });
        sql.append(" ORDER BY j.id DESC LIMIT ?");
        parameters.add(query.limit());
        return copy.database().read(connection -> {
            List<JournalEntry> entries = new ArrayList<>();
            try (PreparedStatement statement = Sql.prepare(connection, sql.toString(), parameters.toArray());
                 ResultSet result = statement.executeQuery()) {
                while (result.next()) {
                    entries.add(entry(result));
                }
            }
            return entries;
        });
    }

    /**
     * The trash (docs/changes.md, "The trash"): the deletes of the last {@link #TRASH_KEPT} whose contact's
     * data is known and that nothing came after, newest first: not undone, and no later change
     * of the same contact in the journal (made again, deleted again, or a restore under way). So
     * each contact is in it once.
     */
    public List<JournalEntry> trash(Optional<String> appId) {
        Instant since = copy.clock().instant().minus(TRASH_KEPT);
        String sql = COLUMNS + " " + """
                WHERE j.kind = 'delete' AND j.before IS NOT NULL AND j.undone_by IS NULL AND j.at >= ?
                AND NOT EXISTS (SELECT 1 FROM journal later WHERE later.app_id = j.app_id AND later.address_key = j.address_key
                                AND later.id > j.id)"""
                + (appId.isPresent() ? " AND j.app_id = ?" : "") + " ORDER BY j.id DESC";
        Object[] parameters = appId.isPresent() ? new Object[] {since.toEpochMilli(), appId.get()} : new Object[] {since.toEpochMilli()};
        return copy.database().read(connection -> {
            List<JournalEntry> entries = new ArrayList<>();
            try (PreparedStatement statement = Sql.prepare(connection, sql, parameters);
                 ResultSet result = statement.executeQuery()) {
                while (result.next()) {
                    entries.add(entry(result));
                }
            }
            return entries;
        });
    }

    /** The change numbered {@code id}, if the journal has it. */
    public Optional<JournalEntry> entry(long id) {
        return copy.database().read(connection -> {
            try (PreparedStatement statement = Sql.prepare(connection, COLUMNS + " WHERE j.id = ?", id);
                 ResultSet result = statement.executeQuery()) {
                return result.next() ? Optional.of(entry(result)) : Optional.<JournalEntry>empty();
            }
        });
    }

    private static Optional<Contact> before(Connection connection, long id) throws SQLException {
        try (PreparedStatement statement = Sql.prepare(connection, "SELECT before FROM journal WHERE id = ?", id);
             ResultSet result = statement.executeQuery()) {
            return result.next() ? contact(result.getString(1)) : Optional.empty();
        }
    }

    private static JournalEntry entry(ResultSet row) throws SQLException {
        long undoneBy = row.getLong(13);
        Optional<Long> undone = row.wasNull() ? Optional.empty() : Optional.of(undoneBy);
        return new JournalEntry(row.getLong(1), Instant.ofEpochMilli(row.getLong(2)), row.getString(3), row.getString(4),
                row.getString(5), ChangeKind.ofWord(row.getString(6)), contact(row.getString(7)), contact(row.getString(8)),
                Optional.ofNullable(row.getString(9)), Optional.ofNullable(row.getString(10)), "done".equals(row.getString(11)),
                row.getInt(12) == 1, undone, row.getInt(14) == 1);
    }

    private static Optional<Contact> contact(String json) {
        return json == null ? Optional.empty() : Optional.of(ContactRow.read(json));
    }
}
