package io.mailroom.sandbox;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.mailroom.api.Contact;
import io.mailroom.api.ContactPage;
import io.mailroom.api.SaveContactRequest;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * Contacts per application, in insertion order; an application exists while it has contacts.
 * Contacts are addressed by (appId, emailAddress), the address compared case-insensitively.
 * Readers see immutable snapshots; each change builds the next snapshot, writes it to the file
 * (if any) and only then publishes it, so a failed write leaves the store as it was.
 */
final class ContactStore {

    private final ContactFile file;
    private volatile Map<String, Map<String, Contact>> apps;
    /** How many saves of each address were taken, by application: what a test counts to see a row sent twice. */
    private final Map<String, Map<String, Long>> saves = new HashMap<>();

    ContactStore(Map<String, List<Contact>> initial, ContactFile file) {
        this.file = file;
        Map<String, Map<String, Contact>> byApp = new LinkedHashMap<>();
        initial.forEach((appId, contacts) -> {
            if (contacts.isEmpty()) {
                return;
            }
            Map<String, Contact> byAddress = new LinkedHashMap<>();
            contacts.forEach(contact -> byAddress.put(key(contact.emailAddress()), contact));
            byApp.put(appId, Collections.unmodifiableMap(byAddress));
        });
        this.apps = Collections.unmodifiableMap(byApp);
    }

    /** A page of an application's contacts; an unknown application simply has none. */
    ContactPage page(String appId, int page, int pageSize) {
        Map<String, Contact> contacts = apps.getOrDefault(appId, Map.of());
        List<Contact> list = contacts.values().stream()
                .skip((long) (page - 1) * pageSize)
                .limit(pageSize)
                .toList();
        return new ContactPage(contacts.size(), page, pageSize, list);
    }

    List<String> appIds() {
        return List.copyOf(apps.keySet());
    }

    /** Creates the contact, or applies only {@code data} to an existing one (spec 3, rule 2). */
    synchronized void save(SaveContactRequest request, Instant now) {
        String stamp = now.truncatedTo(ChronoUnit.SECONDS).toString();
        Map<String, String> data = request.data() == null ? Map.of() : request.data();
        Map<String, Contact> contacts = new LinkedHashMap<>(apps.getOrDefault(request.appId(), Map.of()));
        String key = key(request.emailAddress());
        Contact existing = contacts.get(key);
        Contact base = existing != null ? existing
                : new Contact(request.emailAddress(), request.status(), "", "", "", "", "", "", null, "",
                        stamp, "api", "", stamp);
        contacts.put(key, base.withData(data).withLastActiveTime(stamp));
        publish(request.appId(), contacts);
        saves.computeIfAbsent(request.appId(), app -> new HashMap<>()).merge(key, 1L, Long::sum);
    }

    synchronized Map<String, Long> savesOf(String appId) {
        return Map.copyOf(saves.getOrDefault(appId, Map.of()));
    }

    /**
     * Stores contacts exactly as given (a JSON array of objects), each replacing the one with its
     * address: what another version of the service, or data it took in by other ways, might hold.
     * Nothing is stored unless every element is an object.
     */
    synchronized void putAsGiven(String appId, JsonNode given) {
        if (given == null || !given.isArray()) {
            throw Refusal.invalidField("contacts", "must be an array of contact objects");
        }
        Map<String, Contact> contacts = new LinkedHashMap<>(apps.getOrDefault(appId, Map.of()));
        for (JsonNode contact : given) {
            if (!(contact instanceof ObjectNode object)) {
                throw Refusal.invalidField("contacts", "must be an array of contact objects");
            }
            Contact read = Contact.read(object);
            contacts.put(key(read.emailAddress()), read);
        }
        publish(appId, contacts);
    }

    /** Removes the contact; false when there was none. */
    synchronized boolean delete(String appId, String emailAddress) {
        Map<String, Contact> current = apps.getOrDefault(appId, Map.of());
        if (!current.containsKey(key(emailAddress))) {
            return false;
        }
        Map<String, Contact> contacts = new LinkedHashMap<>(current);
        contacts.remove(key(emailAddress));
        publish(appId, contacts);
        return true;
    }

    private void publish(String appId, Map<String, Contact> contacts) {
        Map<String, Map<String, Contact>> next = new LinkedHashMap<>(apps);
        if (contacts.isEmpty()) {
            next.remove(appId);
        } else {
            next.put(appId, Collections.unmodifiableMap(contacts));
        }
        if (file != null) {
            Map<String, List<Contact>> lists = new LinkedHashMap<>();
            next.forEach((id, byAddress) -> lists.put(id, new ArrayList<>(byAddress.values())));
            file.write(lists);
        }
        apps = Collections.unmodifiableMap(next);
    }

    private static String key(String emailAddress) {
        return emailAddress.toLowerCase(Locale.ROOT);
    }
}
