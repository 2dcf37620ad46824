package io.mailroom.ui.common;

import io.mailroom.api.Contact;
import java.util.stream.Collectors;
import java.util.stream.Stream;

/** How a contact is named to a person: "Ada Lovelace <ada@example.com>", or the address alone when there is no name. */
public final class ContactName {

    private ContactName() {
    }

    public static String of(Contact contact) {
        return of(contact.firstName(), contact.lastName(), contact.emailAddress());
    }

    /** The same from the fields alone, as a draft keeps them without the contact. */
    public static String of(String firstName, String lastName, String emailAddress) {
        String name = Stream.of(firstName, lastName)
                .filter(part -> part != null && !part.isBlank())
                .map(String::strip)
                .collect(Collectors.joining(" "));
        return name.isEmpty() ? emailAddress : name + " <" + emailAddress + ">";
    }
}
