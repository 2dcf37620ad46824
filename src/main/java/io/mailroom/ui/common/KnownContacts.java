package io.mailroom.ui.common;

import io.mailroom.api.Contact;
import io.mailroom.service.WordSearch;
import io.mailroom.service.profiles.Profile;
import java.util.ArrayList;
import java.util.Collection;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;

/**
 * The contacts this window has already loaded, per profile: what the compose pane completes a
 * recipient from and fills placeholders with, without a request of its own. The newest copy of a
 * contact wins. Bounded, so a long session of paging never grows without end.
 */
public final class KnownContacts {

    static final int LIMIT_PER_PROFILE = 20_000;

    private final Map<String, LinkedHashMap<String, Contact>> byProfile = new HashMap<>();

    public synchronized void remember(Profile profile, Collection<Contact> contacts) {
        LinkedHashMap<String, Contact> known = byProfile.computeIfAbsent(profile.id(), id -> new LinkedHashMap<>());
        for (Contact contact : contacts) {
            if (contact.emailAddress() != null) {
                String key = key(contact.emailAddress());
                known.remove(key);
                known.put(key, contact);
            }
        }
        while (known.size() > LIMIT_PER_PROFILE) {
            known.remove(known.firstEntry().getKey());
        }
    }

    /** The contact with this address (ignoring case and spaces), if the window has seen it. */
    public synchronized Optional<Contact> find(Profile profile, String emailAddress) {
        if (emailAddress == null || emailAddress.isBlank()) {
            return Optional.empty();
        }
        return Optional.ofNullable(byProfile.getOrDefault(profile.id(), new LinkedHashMap<>()).get(key(emailAddress)));
    }

    /** Up to {@code limit} contacts whose address or name holds every word typed, most recently seen first. */
    public synchronized List<Contact> matching(Profile profile, String typed, int limit) {
        WordSearch words = WordSearch.of(typed);
        List<Contact> found = new ArrayList<>();
        List<Contact> known = new ArrayList<>(byProfile.getOrDefault(profile.id(), new LinkedHashMap<>()).values());
        for (int i = known.size() - 1; i >= 0 && found.size() < limit; i--) {
            Contact contact = known.get(i);
            if (words.matches(contact.emailAddress(), contact.firstName(), contact.lastName(), contact.company())) {
                found.add(contact);
            }
        }
        return found;
    }

    private static String key(String emailAddress) {
        return emailAddress.strip().toLowerCase(Locale.ROOT);
    }
}
