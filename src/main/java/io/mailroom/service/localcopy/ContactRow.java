package io.mailroom.service.localcopy;

import com.fasterxml.jackson.core.JsonProcessingException;
import io.mailroom.api.Contact;
import io.mailroom.api.Json;
import io.mailroom.service.FieldMeaning;
import io.mailroom.service.WordSearch;
import java.math.BigDecimal;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.SQLException;
import java.sql.Types;
import java.time.Instant;
import java.time.MonthDay;
import java.util.List;
import java.util.Locale;
import java.util.stream.Collectors;

/**
 * How a contact is kept in the {@code contact} table: the contact exactly as the service sent it
 * (its JSON, unnamed fields and the VIP level's form included), each field's text for find and
 * filters, and what the values mean where they can be read so, for sorting and ranges
 * ({@link FieldMeaning}); names and companies also folded, for sorting and comparing them ignoring
 * case and accents.
 */
final class ContactRow {

    /**
     * The columns a contact fills, in the order {@link #bindFields} binds them: its JSON, each
     * field's text, then the folded names and company and the meanings. {@code sweep_contact} has them too, so that a sweep's page
     * is read into them as it comes and the copy is replaced by one statement when it completes.
     */
    static final List<String> FIELDS = List.of("json", "email", "status", "language", "first_name", "last_name", "phone",
            "birthday", "company", "vip_level", "amount", "register_date", "source", "expire_time", "last_active",
            "first_name_key", "last_name_key", "company_key", "birthday_key", "vip_key", "amount_key", "register_key", "expire_key", "active_key");

    /** {@link #FIELDS} as a column list. */
    static final String FIELD_COLUMNS = String.join(", ", FIELDS);

    /** The SET list of an upsert that takes every field of the row it tried to insert. */
    static final String FIELDS_FROM_EXCLUDED = FIELDS.stream().map(column -> column + " = excluded." + column)
            .collect(Collectors.joining(", "));

    /** Inserts a contact, or replaces the one of the same application and address (compared ignoring case). */
    static final String UPSERT = "INSERT INTO contact (app_id, address_key, " + FIELD_COLUMNS + ", seen_at) VALUES ("
            + "?, ".repeat(FIELDS.size() + 2) + "?) ON CONFLICT (app_id, address_key) DO UPDATE SET "
            + FIELDS_FROM_EXCLUDED + ", seen_at = excluded.seen_at";

    private ContactRow() {
    }

    /** The key a contact is found by: the address ignoring case, as the service compares (docs/decisions/034-addresses-ignore-case.md). */
    static String addressKey(String emailAddress) {
        return emailAddress.toLowerCase(Locale.ROOT);
    }

    static PreparedStatement prepareUpsert(Connection connection) throws SQLException {
        return connection.prepareStatement(UPSERT);
    }

    /** Sets the parameters of {@link #UPSERT} for {@code contact}; the caller executes or batches it. */
    static void bind(PreparedStatement upsert, String appId, Contact contact, Instant seenAt) throws SQLException {
        upsert.setString(1, appId);
        upsert.setString(2, addressKey(contact.emailAddress()));
        int last = bindFields(upsert, 2, contact);
        upsert.setLong(last + 1, seenAt.toEpochMilli());
    }

    /** Sets {@link #FIELDS} for {@code contact} from the parameter after {@code before} on; returns the index of the last one set. */
    static int bindFields(PreparedStatement statement, int before, Contact contact) throws SQLException {
        int i = before;
        statement.setString(++i, json(contact));
        statement.setString(++i, contact.emailAddress());
        statement.setString(++i, contact.statusText());
        statement.setString(++i, contact.language());
        statement.setString(++i, contact.firstName());
        statement.setString(++i, contact.lastName());
        statement.setString(++i, contact.phoneNumber());
        statement.setString(++i, contact.birthday());
        statement.setString(++i, contact.company());
        statement.setString(++i, contact.vipLevel() == null ? "" : contact.vipLevel().text());
        statement.setString(++i, contact.amount());
        statement.setString(++i, contact.registerDate());
        statement.setString(++i, contact.source());
        statement.setString(++i, contact.subscriptionExpireTime());
        statement.setString(++i, contact.lastActiveTime());
        statement.setString(++i, textKey(contact.firstName()));
        statement.setString(++i, textKey(contact.lastName()));
        statement.setString(++i, textKey(contact.company()));
        MonthDay birthday = FieldMeaning.monthDay(contact.birthday());
        setLong(statement, ++i, birthday == null ? null : (long) birthday.getMonthValue() * 100 + birthday.getDayOfMonth());
        setDouble(statement, ++i, contact.vipLevel() == null ? null : contact.vipLevel().number().map(BigDecimal::doubleValue).orElse(null));
        BigDecimal amount = FieldMeaning.decimal(contact.amount());
        setDouble(statement, ++i, amount == null ? null : amount.doubleValue());
        setLong(statement, ++i, millis(contact.registerDate()));
        setLong(statement, ++i, millis(contact.subscriptionExpireTime()));
        setLong(statement, ++i, millis(contact.lastActiveTime()));
        return i;
    }

    /** The contact as the service sent it, back from the {@code json} column. */
    static Contact read(String json) {
        try {
            return Json.mapper().readValue(json, Contact.class);
        } catch (JsonProcessingException e) {
            throw new LocalCopyException("a contact in the local copy could not be read: " + e.getOriginalMessage(), e);
        }
    }

    static String json(Contact contact) {
        try {
            return Json.mapper().writeValueAsString(contact);
        } catch (JsonProcessingException e) {
            throw new LocalCopyException("a contact could not be written to the local copy: " + e.getOriginalMessage(), e);
        }
    }

    /** How names and companies are compared and sorted: ignoring case, accents and the spaces around them. */
    static String textKey(String text) {
        return WordSearch.fold(text.strip());
    }

    private static Long millis(String moment) {
        Instant instant = FieldMeaning.moment(moment);
        return instant == null ? null : instant.toEpochMilli();
    }

    private static void setLong(PreparedStatement statement, int index, Long value) throws SQLException {
        if (value == null) {
            statement.setNull(index, Types.INTEGER);
        } else {
            statement.setLong(index, value);
        }
    }

    private static void setDouble(PreparedStatement statement, int index, Double value) throws SQLException {
        if (value == null) {
            statement.setNull(index, Types.REAL);
        } else {
            statement.setDouble(index, value);
        }
    }
}
