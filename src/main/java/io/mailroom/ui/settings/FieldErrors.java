package io.mailroom.ui.settings;

import io.mailroom.service.profiles.FieldError;
import io.mailroom.ui.common.FieldWords;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import javafx.beans.property.ReadOnlyIntegerProperty;
import javafx.beans.property.ReadOnlyIntegerWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;

/**
 * What is wrong with each field of the form, in a sentence shown next to it. The fields are
 * those the profile rules name, and the API key. A field's problem shows once the field was
 * typed in ("touched") or a save was refused, never on a form nobody has typed in yet.
 */
final class FieldErrors {

    /** The fields, top to bottom as the form shows them. */
    static final List<String> FIELDS = List.of("name", "baseUrl", "apps", "senders", "defaultSender", "rateLimit",
            "connectTimeout", "requestTimeout", "apiKey");

    private final Map<String, ReadOnlyStringWrapper> messages = new LinkedHashMap<>();
    private final Set<String> touched = new HashSet<>();
    private final ReadOnlyIntegerWrapper refusals = new ReadOnlyIntegerWrapper(this, "refusals");

    FieldErrors() {
        FIELDS.forEach(field -> messages.put(field, new ReadOnlyStringWrapper(this, field, "")));
    }

    /** Empty while the field is fine. */
    ReadOnlyStringProperty of(String field) {
        return messages.get(field).getReadOnlyProperty();
    }

    /**
     * Shows {@code errors}, each by its field ("senders[2]" is the senders field), and clears
     * the rest: a refusal, counted. Returns the errors of fields this form does not have.
     */
    List<FieldError> show(List<FieldError> errors) {
        Map<String, List<String>> byField = byField(errors);
        messages.forEach((field, message) -> message.set(joined(byField, field)));
        if (!byField.isEmpty()) {
            refusals.set(refusals.get() + 1);
        }
        return errors.stream().filter(error -> !messages.containsKey(baseField(error.field()))).toList();
    }

    /** Shows the problems of the fields typed in so far, as they are now; the others stay as they were. */
    void follow(List<FieldError> errors) {
        Map<String, List<String>> byField = byField(errors);
        touched.forEach(field -> messages.get(field).set(joined(byField, field)));
    }

    /** The person typed in these fields: their problems follow the typing from now on. */
    void touch(String... fields) {
        touched.addAll(List.of(fields));
    }

    /** After a refused save every field's problem follows the typing. */
    void touchAll() {
        touched.addAll(FIELDS);
    }

    /** Counts the times problems were shown, so a view can bring the first one into sight each time. */
    ReadOnlyIntegerProperty refusals() {
        return refusals.getReadOnlyProperty();
    }

    /** Another profile is shown: no problem, nothing typed. */
    void reset() {
        touched.clear();
        messages.values().forEach(message -> message.set(""));
    }

    void clear(String field) {
        messages.get(field).set("");
    }

    private Map<String, List<String>> byField(List<FieldError> errors) {
        Map<String, List<String>> byField = new LinkedHashMap<>();
        for (FieldError error : errors) {
            String field = baseField(error.field());
            if (messages.containsKey(field)) {
                byField.computeIfAbsent(field, ignored -> new ArrayList<>()).add(FieldWords.of(error));
            }
        }
        return byField;
    }

    private static String joined(Map<String, List<String>> byField, String field) {
        return String.join("\n", byField.getOrDefault(field, List.of()));
    }

    private static String baseField(String field) {
        int bracket = field.indexOf('[');
        return bracket < 0 ? field : field.substring(0, bracket);
    }
}
