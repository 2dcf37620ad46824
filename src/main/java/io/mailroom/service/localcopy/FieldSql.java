package io.mailroom.service.localcopy;

import java.util.List;

/**
 * Where a field lives in the {@code contact} table (alias {@code c}) and how the copy sorts it
 * (docs/local-copy.md, "Find, filters and sort"). A field's contacts fall into ranks, in this order:
 * values that read as the field's kind (by {@code key}: a number, a moment, a day of the year),
 * then values that do not (by their text, ignoring case), then blanks; a field without a key has
 * only text and blanks. Within a rank the terms order them, then the row's id, so that the order is
 * total and the same on every call. Each field has an index in exactly that order (see
 * {@link CopySchema}), which a query walks when most contacts match.
 *
 * @param text   the column of the field's text as sent
 * @param key    the column of what the value means, or null when the field is text
 * @param textKey whether {@code key} is the text made comparable (the address in lower case, names and companies
 *                also without accents), so that the field has no unreadable rank
 * @param index  the index in the field's order
 * @param terms  what orders the contacts within a rank, before the id: the key, then the text as
 *               sent (ignoring case where the key does not), as the index holds them
 */
record FieldSql(String text, String key, boolean textKey, String index, List<String> terms) {

    /** What counts as blank: nothing once spaces, tabs and line breaks are trimmed. */
    static final String BLANK_CHARACTERS = "char(32, 9, 10, 13)";
    private static final String NOCASE = " COLLATE NOCASE";

    static FieldSql of(ContactField field) {
        return switch (field) {
            // The index of the table's UNIQUE (app_id, address_key), named by SQLite after the constraint's place.
            case EMAIL_ADDRESS -> new FieldSql("c.email", "c.address_key", true, "sqlite_autoindex_contact_1", List.of("c.address_key"));
            case STATUS -> text("status");
            case LANGUAGE -> text("language");
            case FIRST_NAME -> folded("first_name");
            case LAST_NAME -> folded("last_name");
            case PHONE_NUMBER -> text("phone");
            case BIRTHDAY -> keyed("birthday", "birthday_key");
            case COMPANY -> folded("company");
            case VIP_LEVEL -> keyed("vip_level", "vip_key");
            case AMOUNT -> keyed("amount", "amount_key");
            case REGISTER_DATE -> keyed("register_date", "register_key");
            case SOURCE -> text("source");
            case SUBSCRIPTION_EXPIRE_TIME -> keyed("expire_time", "expire_key");
            case LAST_ACTIVE_TIME -> keyed("last_active", "active_key");
        };
    }

    private static FieldSql text(String column) {
        return new FieldSql("c." + column, null, false, "contact_order_" + column, List.of("c." + column + NOCASE));
    }

    private static FieldSql folded(String column) {
        return new FieldSql("c." + column, "c." + column + "_key", true, "contact_order_" + column, List.of("c." + column + "_key", "c." + column));
    }

    private static FieldSql keyed(String column, String key) {
        return new FieldSql("c." + column, "c." + key, false, "contact_order_" + column, List.of("c." + key, "c." + column + NOCASE));
    }

    /** The text compared as the field's index compares it: ignoring the case of ASCII letters. */
    String caseless() {
        return text + NOCASE;
    }

    /** Whether the field's text is blank. */
    String blank() {
        return "trim(" + text + ", " + BLANK_CHARACTERS + ") = ''";
    }

    /**
     * The conditions of the field's ranks, in order; written so that the index can seek each
     * ({@code > ''} starts after the empty texts, {@code IS NULL} is an equality).
     */
    List<String> ranks() {
        if (textKey) {
            return List.of(key + " > ''", key + " = ''");
        }
        if (key == null) {
            return List.of(caseless() + " > '' AND NOT " + blank(), blank());
        }
        return List.of(key + " IS NOT NULL", key + " IS NULL AND NOT " + blank(), key + " IS NULL AND " + blank());
    }

    /** The expression that gives each contact its rank's number, for one ORDER BY across ranks. */
    String rank() {
        List<String> ranks = ranks();
        StringBuilder rank = new StringBuilder("CASE");
        for (int i = 0; i < ranks.size() - 1; i++) {
            rank.append(" WHEN ").append(ranks.get(i)).append(" THEN ").append(i);
        }
        return rank.append(" ELSE ").append(ranks.size() - 1).append(" END").toString();
    }

    /** What groups equal values: the text key, or the text ignoring case. */
    String group() {
        return textKey ? key : caseless();
    }
}
