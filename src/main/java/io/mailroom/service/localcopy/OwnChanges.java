package io.mailroom.service.localcopy;

import io.mailroom.api.Contact;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.OptionalLong;

/**
 * Mailroom's own saves and deletes noted while a sweep of their application is under way, and
 * how the sweep's result takes them in when it completes (docs/decisions/049-own-changes-during-a-sweep.md):
 * whichever is newer wins, the page the contact was read on (when it was asked for) or the
 * person's change (when the service had accepted it).
 */
final class OwnChanges {

    private record Noted(String addressKey, long at, String json) {
    }

    private OwnChanges() {
    }

    /** Within a write: notes a save ({@code json}) or a delete ({@code null}) when a sweep of {@code appId} is under way or interrupted. */
    static void note(Connection connection, String appId, String addressKey, Instant at, String json) throws SQLException {
        if (Sql.number(connection, "SELECT id FROM sweep WHERE app_id = ?", appId).isEmpty()) {
            // Every page of a sweep begun later is asked for after this change: it shows it.
            return;
        }
        Sql.update(connection, """
                INSERT INTO own_change (app_id, address_key, at, json) VALUES (?, ?, ?, ?)
                ON CONFLICT (app_id, address_key) DO UPDATE SET at = excluded.at, json = excluded.json""",
                appId, addressKey, at.toEpochMilli(), json);
    }

    /**
     * Within the completing write: brings the sweep's contacts up to the changes noted since their
     * pages were asked for. A deleted contact read before the delete is taken out; a saved one
     * read before the save gets what the save set; a saved contact on no page is kept when some
     * page was asked for before the save (it may have been created after its place was read), and
     * left out when every page came later (the service no longer lists it).
     */
    static void applyTo(Connection connection, String appId, long sweepId) throws SQLException {
        List<Noted> noted = new ArrayList<>();
        try (PreparedStatement query = Sql.prepare(connection, "SELECT address_key, at, json FROM own_change WHERE app_id = ?", appId);
             ResultSet result = query.executeQuery()) {
            while (result.next()) {
                noted.add(new Noted(result.getString(1), result.getLong(2), result.getString(3)));
            }
        }
        if (noted.isEmpty()) {
            return;
        }
        long firstAsked = Sql.number(connection, "SELECT MIN(requested_at) FROM sweep_page WHERE sweep_id = ?", sweepId).orElse(Long.MAX_VALUE);
        for (Noted change : noted) {
            OptionalLong asked = Sql.number(connection, """
                    SELECT p.requested_at FROM sweep_contact c JOIN sweep_page p ON p.sweep_id = c.sweep_id AND p.page = c.page
                    WHERE c.sweep_id = ? AND c.address_key = ?""", sweepId, change.addressKey());
            if (asked.isPresent()) {
                if (change.at() > asked.getAsLong()) {
                    replace(connection, sweepId, change);
                }
            } else if (change.json() != null && change.at() > firstAsked) {
                SweepPages.replace(connection, sweepId, 0, 0, ContactRow.read(change.json()));
            }
        }
        Sql.update(connection, "DELETE FROM own_change WHERE app_id = ?", appId);
    }

    private static void replace(Connection connection, long sweepId, Noted change) throws SQLException {
        if (change.json() == null) {
            Sql.update(connection, "DELETE FROM sweep_contact WHERE sweep_id = ? AND address_key = ?", sweepId, change.addressKey());
            return;
        }
        String read;
        try (PreparedStatement query = Sql.prepare(connection, "SELECT json FROM sweep_contact WHERE sweep_id = ? AND address_key = ?",
                sweepId, change.addressKey());
             ResultSet result = query.executeQuery()) {
            result.next();
            read = result.getString(1);
        }
        SweepPages.replace(connection, sweepId, 0, 0, savedOnto(ContactRow.read(read), ContactRow.read(change.json())));
    }

    /**
     * {@code existing} as a save of {@code saved} leaves it (spec 3, rule 2; docs/decisions/009-create-only-fields.md):
     * the eight fields of {@code data} are the save's, the address, status, dates, source and
     * unnamed fields stay the service's.
     */
    static Contact savedOnto(Contact existing, Contact saved) {
        return new Contact(existing.emailAddress(), existing.statusText(), saved.language(), saved.firstName(), saved.lastName(),
                saved.phoneNumber(), saved.birthday(), saved.company(), saved.vipLevel(), saved.amount(),
                existing.registerDate(), existing.source(), existing.subscriptionExpireTime(), existing.lastActiveTime(),
                existing.extra());
    }
}
