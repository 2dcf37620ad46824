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
import java.util.Locale;

/**
 * How a contact is kept in the {@code contact} table: the contact exactly as the service sent it
 * (its JSON, unnamed fields and the VIP level's form included), each field's text for find and
 * filters, and what the values mean where they can be read so, for sorting and ranges
 * ({@link FieldMeaning}); names and companies also folded, for sorting and comparing them ignoring
 * case and accents.
 */
final class ContactRow {

    /** Inserts a contact, or replaces the one of the same application and address (compared ignoring case). */
    static final String UPSERT = """
            INSERT INTO contact (app_id, address_key, json, email, status, language, first_name, last_name, phone,
                                 birthday, company, vip_level, amount, register_date, source, expire_time, last_active,
                                 first_name_key, last_name_key, company_key,
                                 birthday_key, vip_key, amount_key, register_key, expire_key, active_key, seen_at)
            VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
            ON CONFLICT (app_id, address_key) DO UPDATE SET
                json = excluded.json, email = excluded.email, status = excluded.status, language = excluded.language,
                first_name = excluded.first_name, last_name = excluded.last_name, phone = excluded.phone,
                birthday = excluded.birthday, company = excluded.company, vip_level = excluded.vip_level,
                amount = excluded.amount, register_date = excluded.register_date, source = excluded.source,
                expire_time = excluded.expire_time, last_active = excluded.last_active,
                first_name_key = excluded.first_name_key, last_name_key = excluded.last_name_key,
                company_key = excluded.company_key,
                birthday_key = excluded.birthday_key, vip_key = excluded.vip_key, amount_key = excluded.amount_key,
                register_key = excluded.register_key, expire_key = excluded.expire_key, active_key = excluded.active_key,
                seen_at = excluded.seen_at""";

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
        int i = 0;
        upsert.setString(++i, appId);
        upsert.setString(++i, addressKey(contact.emailAddress()));
        upsert.setString(++i, json(contact));
        upsert.setString(++i, contact.emailAddress());
        upsert.setString(++i, contact.statusText());
        upsert.setString(++i, contact.language());
        upsert.setString(++i, contact.firstName());
        upsert.setString(++i, contact.lastName());
        upsert.setString(++i, contact.phoneNumber());
        upsert.setString(++i, contact.birthday());
        upsert.setString(++i, contact.company());
        upsert.setString(++i, contact.vipLevel() == null ? "" : contact.vipLevel().text());
        upsert.setString(++i, contact.amount());
        upsert.setString(++i, contact.registerDate());
        upsert.setString(++i, contact.source());
        upsert.setString(++i, contact.subscriptionExpireTime());
        upsert.setString(++i, contact.lastActiveTime());
        upsert.setString(++i, textKey(contact.firstName()));
        upsert.setString(++i, textKey(contact.lastName()));
        upsert.setString(++i, textKey(contact.company()));
        MonthDay birthday = FieldMeaning.monthDay(contact.birthday());
        setLong(upsert, ++i, birthday == null ? null : (long) birthday.getMonthValue() * 100 + birthday.getDayOfMonth());
        setDouble(upsert, ++i, contact.vipLevel() == null ? null : contact.vipLevel().number().map(BigDecimal::doubleValue).orElse(null));
        BigDecimal amount = FieldMeaning.decimal(contact.amount());
        setDouble(upsert, ++i, amount == null ? null : amount.doubleValue());
        setLong(upsert, ++i, millis(contact.registerDate()));
        setLong(upsert, ++i, millis(contact.subscriptionExpireTime()));
        setLong(upsert, ++i, millis(contact.lastActiveTime()));
        upsert.setLong(++i, seenAt.toEpochMilli());
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
