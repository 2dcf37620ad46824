package io.mailroom.service.localcopy;

import com.fasterxml.jackson.databind.JsonNode;
import io.mailroom.api.Contact;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/** A contact's fields as text, by name, to tell what changed between two sweeps, or with a change of the journal. */
final class ContactFields {

    private ContactFields() {
    }

    /**
     * The fields of spec 2.3 in its order, then the unnamed ones the service sent (docs/decisions/017-unnamed-fields-kept.md),
     * each as its text; a VIP level as its digits whether sent as a number or a string.
     */
    static Map<String, String> of(Contact contact) {
        Map<String, String> fields = new LinkedHashMap<>();
        fields.put("emailAddress", contact.emailAddress());
        fields.put("status", contact.statusText());
        fields.put("language", contact.language());
        fields.put("firstName", contact.firstName());
        fields.put("lastName", contact.lastName());
        fields.put("phoneNumber", contact.phoneNumber());
        fields.put("birthday", contact.birthday());
        fields.put("company", contact.company());
        fields.put("vipLevel", contact.vipLevel() == null ? "" : contact.vipLevel().text());
        fields.put("amount", contact.amount());
        fields.put("registerDate", contact.registerDate());
        fields.put("source", contact.source());
        fields.put("subscriptionExpireTime", contact.subscriptionExpireTime());
        fields.put("lastActiveTime", contact.lastActiveTime());
        for (Map.Entry<String, JsonNode> extra : contact.extra().entrySet()) {
            JsonNode value = extra.getValue();
            fields.put(extra.getKey(), value.isValueNode() ? value.asText() : value.toString());
        }
        return fields;
    }

    /** Each field whose text differs, in {@link #of}'s order; none when the two say the same. */
    static List<FieldChange> changed(Contact before, Contact after) {
        Map<String, String> old = of(before);
        Map<String, String> now = of(after);
        Set<String> names = new LinkedHashSet<>(now.keySet());
        names.addAll(old.keySet());
        List<FieldChange> changes = new ArrayList<>();
        for (String name : names) {
            String was = old.get(name);
            String is = now.get(name);
            if (was == null ? is != null : !was.equals(is)) {
                changes.add(new FieldChange(name, was, is));
            }
        }
        return changes;
    }

    /** The fields of a contact new, or not known before, each as it is now; empty fields left out. */
    static List<FieldChange> added(Contact after) {
        List<FieldChange> fields = new ArrayList<>();
        of(after).forEach((name, text) -> {
            if (!text.isEmpty()) {
                fields.add(new FieldChange(name, null, text));
            }
        });
        return fields;
    }

    /** The fields of a contact that is gone, each as it was; empty fields left out. */
    static List<FieldChange> removed(Contact before) {
        List<FieldChange> fields = new ArrayList<>();
        of(before).forEach((name, text) -> {
            if (!text.isEmpty()) {
                fields.add(new FieldChange(name, text, null));
            }
        });
        return fields;
    }
}
