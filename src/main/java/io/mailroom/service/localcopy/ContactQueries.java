package io.mailroom.service.localcopy;

import io.mailroom.api.Contact;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.util.Collection;
import java.util.Collections;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;

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

    /** The key a contact is found by: its address ignoring case, as the service compares (docs/decisions/034-addresses-ignore-case.md). */
    public static String addressKey(String emailAddress) {
        return ContactRow.addressKey(emailAddress);
    }
}
