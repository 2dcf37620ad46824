package io.mailroom.service.localcopy;

import io.mailroom.api.Contact;
import java.io.IOException;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.util.Collection;
import java.util.Collections;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.TreeMap;

/**
 * Find, filters, sort and counts across every contact of an application in one profile's copy
 * (docs/local-copy.md, "Find, filters and sort"). Each call reads one consistent copy, also while a
 * sweep writes; every call reads the disk, so none belongs on the UI thread.
 */
public final class ContactQueries {

    private final ContactCopy copy;
    /** Stops this object's reads when they are no longer wanted; null for reads that always run to their end. */
    private final ReadStop stop;

    public ContactQueries(ContactCopy copy) {
        this(copy, null);
    }

    private ContactQueries(ContactCopy copy, ReadStop stop) {
        this.copy = Objects.requireNonNull(copy, "copy");
        this.stop = stop;
    }

    /** The same queries, each read ending with {@link ReadStoppedException} once {@code stop} is stopped. */
    public ContactQueries stoppedBy(ReadStop stop) {
        return new ContactQueries(copy, Objects.requireNonNull(stop, "stop"));
    }

    private <T> T read(SqlWork<T> work) {
        return stop == null ? copy.database().read(work) : copy.database().read(work, stop);
    }

    /** How many contacts match. */
    public long count(ContactQuery query) {
        return read(connection -> new MatchReading(connection, query).count());
    }

    /** The matching contacts from the {@code offset}-th (from 0), at most {@code limit} of them, in the query's order. */
    public List<Contact> rows(ContactQuery query, long offset, int limit) {
        return matches(query, offset, limit).rows();
    }

    /** How many contacts match and the first of them, read together: what one keystroke in find asks for. */
    public Matches matches(ContactQuery query, long offset, int limit) {
        return read(connection -> new MatchReading(connection, query).matches(offset, limit));
    }

    /** A count of matching contacts and some of them, from one consistent copy. */
    public record Matches(long count, List<Contact> rows) {

        public Matches {
            rows = List.copyOf(rows);
        }
    }

    /** The address of every matching contact, in the order {@link #rows} gives them. */
    public List<String> addresses(ContactQuery query) {
        return read(connection -> {
            MatchReading reading = new MatchReading(connection, query);
            long count = reading.count();
            return reading.select("c.email", 0, count, count, result -> result.getString(1));
        });
    }

    /** Takes every matching contact, a chunk at a time: what an export writes them with. */
    public interface MatchSink {

        /** How many contacts match, told once before the first chunk. */
        void counted(long matching) throws IOException;

        /** The next contacts in the query's order. */
        void take(List<Contact> chunk) throws IOException;
    }

    /**
     * Every matching contact in the query's order, handed to {@code sink} at most {@code chunk} at a
     * time, all from one consistent copy (one read transaction), so that a sweep completing meanwhile
     * neither adds nor loses a contact. Only the ids of one chunk are sorted and held at a time, then
     * their contacts read by id: memory stays bounded however many match. A stopped read
     * ({@link #stoppedBy}) ends between two chunks too, with {@link ReadStoppedException}; what
     * {@code sink} throws ends the read and is thrown as it was.
     *
     * @return how many contacts matched, all of them handed over
     */
    public long forEachMatch(ContactQuery query, int chunk, MatchSink sink) throws IOException {
        if (chunk <= 0) {
            throw new IllegalArgumentException("chunk must be at least 1: " + chunk);
        }
        try {
            return read(connection -> {
                MatchReading reading = new MatchReading(connection, query);
                long count = reading.count();
                handOver(() -> sink.counted(count));
                for (long offset = 0; offset < count; offset += chunk) {
                    if (stop != null && stop.stopped()) {
                        throw new ReadStoppedException(null);
                    }
                    List<Long> ids = reading.select("c.id", offset, chunk, count, result -> result.getLong(1));
                    List<Contact> contacts = reading.contacts(ids);
                    handOver(() -> sink.take(contacts));
                }
                return count;
            });
        } catch (SinkFailure e) {
            throw e.getCause();
        }
    }

    @FunctionalInterface
    private interface Handing {
        void run() throws IOException;
    }

    /** What a sink threw, carried across the read's transaction: it is not the copy's failure. */
    private static final class SinkFailure extends RuntimeException {

        SinkFailure(IOException cause) {
            super(cause);
        }

        @Override
        public synchronized IOException getCause() {
            return (IOException) super.getCause();
        }
    }

    private static void handOver(Handing handing) {
        try {
            handing.run();
        } catch (IOException e) {
            throw new SinkFailure(e);
        }
    }

    /** What the matching contacts are made of, for the chart panel. */
    public Breakdown breakdown(ContactQuery query) {
        return read(connection -> new BreakdownReading(connection, query).breakdown());
    }

    /**
     * The values {@code field} holds in the application, most common first (then in text order),
     * blanks left out: what a filter's picker offers. Values that differ only as the field's sort
     * compares them (case; for names and companies also accents) are one, shown in the spelling
     * that comes first in code-point order.
     */
    public List<ValueCount> values(String appId, ContactField field, int limit) {
        FieldSql column = FieldSql.of(field);
        String sql = "SELECT min(" + column.text() + "), count(*) FROM contact c WHERE c.app_id = ? AND NOT " + column.blank()
                + " GROUP BY " + column.group() + " ORDER BY count(*) DESC, " + column.group() + " LIMIT ?";
        return read(connection -> {
            try (PreparedStatement statement = connection.prepareStatement(sql)) {
                statement.setString(1, appId);
                statement.setInt(2, limit);
                return CopyStatements.valueCounts(statement);
            }
        });
    }

    /** The most addresses {@link #byAddress} takes at once: one statement's parameters. */
    public static final int MOST_ADDRESSES = 500;

    /**
     * The contacts of {@code addresses} that the application has, by {@link #addressKey}: what an import
     * compares its rows with, a batch at a time. Addresses it does not have are not in the map.
     */
    public Map<String, Contact> byAddress(String appId, Collection<String> addresses) {
        if (addresses.size() > MOST_ADDRESSES) {
            throw new IllegalArgumentException(addresses.size() + " addresses; at most " + MOST_ADDRESSES + " at once");
        }
        if (addresses.isEmpty()) {
            return Map.of();
        }
        List<String> keys = addresses.stream().map(ContactQueries::addressKey).distinct().toList();
        String sql = "SELECT address_key, json FROM contact WHERE app_id = ? AND address_key IN ("
                + String.join(", ", Collections.nCopies(keys.size(), "?")) + ")";
        return read(connection -> {
            try (PreparedStatement statement = connection.prepareStatement(sql)) {
                statement.setString(1, appId);
                for (int i = 0; i < keys.size(); i++) {
                    statement.setString(i + 2, keys.get(i));
                }
                Map<String, Contact> found = new HashMap<>();
                try (ResultSet result = statement.executeQuery()) {
                    while (result.next()) {
                        found.put(result.getString(1), ContactRow.read(result.getString(2)));
                    }
                }
                return found;
            }
        });
    }

    /**
     * {@code address} in every application the copy holds it in, by appId (ignoring case): for the
     * compose pane to warn before writing to a contact who unsubscribed (docs/changes.md).
     */
    public Map<String, Contact> inEveryApp(String address) {
        return copy.database().read(connection -> {
            Map<String, Contact> found = new TreeMap<>();
            try (PreparedStatement query = Sql.prepare(connection, "SELECT app_id, json FROM contact WHERE address_key = ?",
                    ContactRow.addressKey(address));
                 ResultSet result = query.executeQuery()) {
                while (result.next()) {
                    found.put(result.getString(1), ContactRow.read(result.getString(2)));
                }
            }
            return found;
        });
    }

    /** The key a contact is found by: its address ignoring case, as the service compares (docs/decisions/034-addresses-ignore-case.md). */
    public static String addressKey(String emailAddress) {
        return ContactRow.addressKey(emailAddress);
    }
}
