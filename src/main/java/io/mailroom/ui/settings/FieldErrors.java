package io.mailroom.ui.settings;

import io.mailroom.service.profiles.FieldError;
import io.mailroom.ui.common.FieldWords;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import javafx.beans.property.ReadOnlyIntegerProperty;
import javafx.beans.property.ReadOnlyIntegerWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;

/**
 * What is wrong with each field of the form, in a sentence shown next to it. The fields are
 * those the profile rules name, and the API key.
 */
final class FieldErrors {

    /** The fields of the form: those the profile rules name, and the API key. */
    private static final List<String> FIELDS = List.of("name", "baseUrl", "apps", "senders", "defaultSender", "rateLimit",
            "connectTimeout", "requestTimeout", "apiKey");

    private final Map<String, ReadOnlyStringWrapper> messages = new LinkedHashMap<>();
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
     * the rest. Returns the errors of fields this form does not have.
     */
    List<FieldError> show(List<FieldError> errors) {
        Map<String, List<String>> byField = new LinkedHashMap<>();
        List<FieldError> elsewhere = new ArrayList<>();
        for (FieldError error : errors) {
            String field = baseField(error.field());
            if (messages.containsKey(field)) {
                byField.computeIfAbsent(field, ignored -> new ArrayList<>()).add(FieldWords.of(error));
            } else {
                elsewhere.add(error);
            }
        }
        messages.forEach((field, message) -> message.set(String.join("\n", byField.getOrDefault(field, List.of()))));
        if (!byField.isEmpty()) {
            refusals.set(refusals.get() + 1);
        }
        return elsewhere;
    }

    /** Counts the times problems were shown, so a view can bring the first one into sight each time. */
    ReadOnlyIntegerProperty refusals() {
        return refusals.getReadOnlyProperty();
    }

    void clear() {
        messages.values().forEach(message -> message.set(""));
    }

    void clear(String field) {
        messages.get(field).set("");
    }

    private static String baseField(String field) {
        int bracket = field.indexOf('[');
        return bracket < 0 ? field : field.substring(0, bracket);
    }
}
