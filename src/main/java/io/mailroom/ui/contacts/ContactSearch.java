package io.mailroom.ui.contacts;

import io.mailroom.api.Contact;
import io.mailroom.service.WordSearch;
import java.util.function.Predicate;

/**
 * Find within the loaded page: every word typed must appear in the address, a name or the
 * company. Case and accents are ignored, so "jose" finds José — the seed lists, like real
 * ones, are full of names typed with letters a keyboard may not have.
 */
final class ContactSearch {

    private ContactSearch() {
    }

    static Predicate<Contact> matching(String query) {
        WordSearch search = WordSearch.of(query);
        return contact -> search.matches(contact.emailAddress(), contact.firstName(), contact.lastName(), contact.company());
    }
}
