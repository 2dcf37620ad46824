package io.mailroom.ui.contacts;

import io.mailroom.api.Contact;
import io.mailroom.api.DataKey;
import io.mailroom.api.VipLevel;
import io.mailroom.ui.common.Messages;
import java.util.Arrays;
import java.util.Comparator;
import java.util.function.Function;

/**
 * The fourteen fields of a contact (spec 2.3) as table columns, in the spec's order: what each
 * shows and how it sorts. The id is the field's wire name, which is also how a remembered
 * column layout names it.
 */
enum ContactColumn {
    EMAIL("emailAddress", 260, Contact::emailAddress, SortKeys.text()),
    STATUS("status", 120, Contact::statusText, SortKeys.text()),
    LANGUAGE("language", 100, Contact::language, SortKeys.text()),
    FIRST_NAME("firstName", 120, Contact::firstName, SortKeys.text()),
    LAST_NAME("lastName", 120, Contact::lastName, SortKeys.text()),
    PHONE("phoneNumber", 140, Contact::phoneNumber, SortKeys.text()),
    BIRTHDAY("birthday", 90, Contact::birthday, SortKeys.birthday()),
    COMPANY("company", 150, Contact::company, SortKeys.text()),
    VIP_LEVEL("vipLevel", 80, c -> c.vipLevel() == null ? "" : c.vipLevel().text(),
            Comparator.nullsLast(VipLevel.ORDER), Contact::vipLevel),
    AMOUNT("amount", 100, Contact::amount, SortKeys.decimal()),
    REGISTER_DATE("registerDate", 180, Contact::registerDate, SortKeys.moment()),
    SOURCE("source", 100, Contact::source, SortKeys.text()),
    SUBSCRIPTION_EXPIRE_TIME("subscriptionExpireTime", 180, Contact::subscriptionExpireTime,
            SortKeys.moment()),
    LAST_ACTIVE_TIME("lastActiveTime", 180, Contact::lastActiveTime, SortKeys.moment());

    final String id;
    final double width;
    private final Function<Contact, String> text;
    final Comparator<Contact> order;

    ContactColumn(String id, double width, Function<Contact, String> text, Comparator<String> byText) {
        this(id, width, text, byText, text);
    }

    <K> ContactColumn(String id, double width, Function<Contact, String> text,
                      Comparator<K> byKey, Function<Contact, K> key) {
        this.id = id;
        this.width = width;
        this.text = text;
        this.order = Comparator.comparing(key, byKey);
    }

    /** The column's header in the person's language. */
    String title() {
        return switch (this) {
            case EMAIL -> Messages.text("contacts.column.emailAddress");
            case STATUS -> Messages.text("contacts.column.status");
            case LANGUAGE -> Messages.text("contacts.column.language");
            case FIRST_NAME -> Messages.text("contacts.column.firstName");
            case LAST_NAME -> Messages.text("contacts.column.lastName");
            case PHONE -> Messages.text("contacts.column.phoneNumber");
            case BIRTHDAY -> Messages.text("contacts.column.birthday");
            case COMPANY -> Messages.text("contacts.column.company");
            case VIP_LEVEL -> Messages.text("contacts.column.vipLevel");
            case AMOUNT -> Messages.text("contacts.column.amount");
            case REGISTER_DATE -> Messages.text("contacts.column.registerDate");
            case SOURCE -> Messages.text("contacts.column.source");
            case SUBSCRIPTION_EXPIRE_TIME -> Messages.text("contacts.column.subscriptionExpireTime");
            case LAST_ACTIVE_TIME -> Messages.text("contacts.column.lastActiveTime");
        };
    }

    /** The column of a {@code data} key: their names are the same wire names. */
    static ContactColumn of(DataKey key) {
        ContactColumn column = byId(key.name());
        if (column == null) {
            throw new IllegalStateException("no column for " + key);
        }
        return column;
    }

    /** The column of this id (a field's wire name); null for none. */
    static ContactColumn byId(String id) {
        return Arrays.stream(values()).filter(c -> c.id.equals(id)).findFirst().orElse(null);
    }

    /** The value as the service sent it (docs/decisions/010-contact-dates.md); empty for a missing one. */
    String text(Contact contact) {
        String value = text.apply(contact);
        return value == null ? "" : value;
    }
}
