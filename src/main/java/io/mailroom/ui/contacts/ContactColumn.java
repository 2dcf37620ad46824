package io.mailroom.ui.contacts;

import io.mailroom.api.Contact;
import io.mailroom.api.DataKey;
import io.mailroom.api.VipLevel;
import java.util.Arrays;
import java.util.Comparator;
import java.util.function.Function;

/**
 * The fourteen fields of a contact (spec 2.3) as table columns, in the spec's order: what each
 * shows and how it sorts. The id is the field's wire name, which is also how a remembered
 * column layout names it.
 */
enum ContactColumn {
    EMAIL("emailAddress", "Email", 260, Contact::emailAddress, SortKeys.text()),
    STATUS("status", "Status", 120, Contact::statusText, SortKeys.text()),
    LANGUAGE("language", "Language", 100, Contact::language, SortKeys.text()),
    FIRST_NAME("firstName", "First name", 120, Contact::firstName, SortKeys.text()),
    LAST_NAME("lastName", "Last name", 120, Contact::lastName, SortKeys.text()),
    PHONE("phoneNumber", "Phone", 140, Contact::phoneNumber, SortKeys.text()),
    BIRTHDAY("birthday", "Birthday", 90, Contact::birthday, SortKeys.birthday()),
    COMPANY("company", "Company", 150, Contact::company, SortKeys.text()),
    VIP_LEVEL("vipLevel", "VIP level", 80, c -> c.vipLevel() == null ? "" : c.vipLevel().text(),
            Comparator.nullsLast(VipLevel.ORDER), Contact::vipLevel),
    AMOUNT("amount", "Amount", 100, Contact::amount, SortKeys.decimal()),
    REGISTER_DATE("registerDate", "Registered", 180, Contact::registerDate, SortKeys.moment()),
    SOURCE("source", "Source", 100, Contact::source, SortKeys.text()),
    SUBSCRIPTION_EXPIRE_TIME("subscriptionExpireTime", "Subscription expires", 180, Contact::subscriptionExpireTime,
            SortKeys.moment()),
    LAST_ACTIVE_TIME("lastActiveTime", "Last active", 180, Contact::lastActiveTime, SortKeys.moment());

    final String id;
    final String title;
    final double width;
    private final Function<Contact, String> text;
    final Comparator<Contact> order;

    ContactColumn(String id, String title, double width, Function<Contact, String> text, Comparator<String> byText) {
        this(id, title, width, text, byText, text);
    }

    <K> ContactColumn(String id, String title, double width, Function<Contact, String> text,
                      Comparator<K> byKey, Function<Contact, K> key) {
        this.id = id;
        this.title = title;
        this.width = width;
        this.text = text;
        this.order = Comparator.comparing(key, byKey);
    }

    /** The column of a {@code data} key: their names are the same wire names. */
    static ContactColumn of(DataKey key) {
        return Arrays.stream(values()).filter(c -> c.id.equals(key.name())).findFirst()
                .orElseThrow(() -> new IllegalStateException("no column for " + key));
    }

    /** The value as the service sent it (docs/decisions/010-contact-dates.md); empty for a missing one. */
    String text(Contact contact) {
        String value = text.apply(contact);
        return value == null ? "" : value;
    }
}
