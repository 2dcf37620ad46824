package io.mailroom.api;

import com.fasterxml.jackson.annotation.JsonAnyGetter;
import com.fasterxml.jackson.annotation.JsonCreator;
import com.fasterxml.jackson.annotation.JsonProperty;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Set;

/**
 * A contact as the list endpoint returns it (spec 2.3), read tolerantly (docs/decisions/016-empty-and-mistyped-fields.md,
 * 017-unnamed-fields-kept.md): a field that is missing, null or of another JSON type never
 * loses the page. Text fields missing or null are empty; date and time fields have no documented
 * format, so they stay the text the service sent; the status keeps the text sent, one of the
 * spec's two or not ({@link #statusText}, its meaning {@link #status()}); {@code vipLevel} keeps
 * what was sent ({@link VipLevel}); fields the spec does not name are kept in {@link #extra} and
 * written back out, but mean nothing to Mailroom.
 */
public record Contact(
        String emailAddress,
        @JsonProperty("status") String statusText,
        String language,
        String firstName,
        String lastName,
        String phoneNumber,
        String birthday,
        String company,
        VipLevel vipLevel,
        String amount,
        String registerDate,
        String source,
        String subscriptionExpireTime,
        String lastActiveTime,
        @JsonAnyGetter Map<String, JsonNode> extra) {

    /** The fourteen fields of spec 2.3. */
    public static final Set<String> FIELDS = Set.of("emailAddress", "status", "language", "firstName", "lastName",
            "phoneNumber", "birthday", "company", "vipLevel", "amount", "registerDate", "source",
            "subscriptionExpireTime", "lastActiveTime");

    public Contact {
        emailAddress = orEmpty(emailAddress);
        statusText = orEmpty(statusText);
        language = orEmpty(language);
        firstName = orEmpty(firstName);
        lastName = orEmpty(lastName);
        phoneNumber = orEmpty(phoneNumber);
        birthday = orEmpty(birthday);
        company = orEmpty(company);
        amount = orEmpty(amount);
        registerDate = orEmpty(registerDate);
        source = orEmpty(source);
        subscriptionExpireTime = orEmpty(subscriptionExpireTime);
        lastActiveTime = orEmpty(lastActiveTime);
        Map<String, JsonNode> copy = new LinkedHashMap<>();
        if (extra != null) {
            extra.forEach((name, value) -> copy.put(name, value.deepCopy()));
        }
        extra = Collections.unmodifiableMap(copy);
    }

    /** A contact with the fields of the spec and nothing else. */
    public Contact(String emailAddress, ContactStatus status, String language, String firstName, String lastName,
                   String phoneNumber, String birthday, String company, VipLevel vipLevel, String amount,
                   String registerDate, String source, String subscriptionExpireTime, String lastActiveTime) {
        this(emailAddress, status == null ? "" : status.name(), language, firstName, lastName, phoneNumber, birthday,
                company, vipLevel, amount, registerDate, source, subscriptionExpireTime, lastActiveTime, Map.of());
    }

    /** The status, when the text sent is one of the spec's two (matched ignoring case); else null. */
    public ContactStatus status() {
        return ContactStatus.parse(statusText).orElse(null);
    }

    /**
     * Reads one contact of a list, whatever each field holds: a number or boolean where text is
     * meant reads as its text, an object or array as its JSON; a status that is neither of the
     * spec's two keeps its text.
     */
    @JsonCreator(mode = JsonCreator.Mode.DELEGATING)
    public static Contact read(ObjectNode node) {
        Map<String, JsonNode> extra = new LinkedHashMap<>();
        node.properties().forEach(field -> {
            if (!FIELDS.contains(field.getKey())) {
                extra.put(field.getKey(), field.getValue());
            }
        });
        return new Contact(text(node, "emailAddress"), text(node, "status"),
                text(node, "language"), text(node, "firstName"), text(node, "lastName"), text(node, "phoneNumber"),
                text(node, "birthday"), text(node, "company"), VipLevel.read(node.get("vipLevel")), text(node, "amount"),
                text(node, "registerDate"), text(node, "source"), text(node, "subscriptionExpireTime"),
                text(node, "lastActiveTime"), extra);
    }

    /**
     * This contact as a save with checked {@code data} leaves it (spec 3, rule 2): a key present
     * sets its field, an empty value clears it; address, status, the dates and extra fields stay.
     */
    public Contact withData(Map<String, String> data) {
        String vip = data.get(DataKey.vipLevel.name());
        return new Contact(emailAddress, statusText,
                data.getOrDefault(DataKey.language.name(), language),
                data.getOrDefault(DataKey.firstName.name(), firstName),
                data.getOrDefault(DataKey.lastName.name(), lastName),
                data.getOrDefault(DataKey.phoneNumber.name(), phoneNumber),
                data.getOrDefault(DataKey.birthday.name(), birthday),
                data.getOrDefault(DataKey.company.name(), company),
                vip == null ? vipLevel : VipLevel.fromText(vip),
                data.getOrDefault(DataKey.amount.name(), amount),
                registerDate, source, subscriptionExpireTime, lastActiveTime, extra);
    }

    /** Its eight data fields by key (spec 2.4), in the spec's order, empty ones left out: the {@code data} that makes it again. */
    public Map<String, String> data() {
        Map<String, String> data = new LinkedHashMap<>();
        for (DataKey key : DataKey.values()) {
            String value = switch (key) {
                case language -> language;
                case firstName -> firstName;
                case lastName -> lastName;
                case phoneNumber -> phoneNumber;
                case birthday -> birthday;
                case company -> company;
                case vipLevel -> vipLevel == null ? "" : vipLevel.text();
                case amount -> amount;
            };
            if (!value.isEmpty()) {
                data.put(key.name(), value);
            }
        }
        return data;
    }

    public Contact withLastActiveTime(String newLastActiveTime) {
        return new Contact(emailAddress, statusText, language, firstName, lastName, phoneNumber, birthday, company,
                vipLevel, amount, registerDate, source, subscriptionExpireTime, newLastActiveTime, extra);
    }

    private static String orEmpty(String text) {
        return text == null ? "" : text;
    }

    private static String text(ObjectNode node, String field) {
        JsonNode value = node.get(field);
        if (value == null || value.isNull()) {
            return "";
        }
        return value.isValueNode() ? value.asText() : value.toString();
    }
}
