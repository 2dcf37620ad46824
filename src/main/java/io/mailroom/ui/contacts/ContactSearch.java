package io.mailroom.ui.contacts;

import io.mailroom.api.Contact;
import java.text.Normalizer;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.function.Predicate;
import java.util.regex.Pattern;
import java.util.stream.Stream;

/**
 * Find within the loaded page: every word typed must appear in the address, a name or the
 * company. Case and accents are ignored, so "jose" finds José — the seed lists, like real
 * ones, are full of names typed with letters a keyboard may not have.
 */
final class ContactSearch {

    private static final Pattern MARKS = Pattern.compile("\\p{M}+");
    private static final Pattern SPACES = Pattern.compile("\\s+");

    private ContactSearch() {
    }

    static Predicate<Contact> matching(String query) {
        List<String> words = query == null ? List.of()
                : Arrays.stream(SPACES.split(fold(query).strip())).filter(w -> !w.isEmpty()).toList();
        if (words.isEmpty()) {
            return contact -> true;
        }
        return contact -> {
            String haystack = fold(String.join("\n", Stream.of(contact.emailAddress(), contact.firstName(),
                    contact.lastName(), contact.company()).map(v -> v == null ? "" : v).toList()));
            return words.stream().allMatch(haystack::contains);
        };
    }

    private static String fold(String text) {
        return MARKS.matcher(Normalizer.normalize(text, Normalizer.Form.NFD)).replaceAll("").toLowerCase(Locale.ROOT);
    }
}
