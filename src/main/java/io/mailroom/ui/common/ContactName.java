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
        String name = name(firstName, lastName);
        return name.isEmpty() ? emailAddress : name + " <" + emailAddress + ">";
    }

    /** The name alone, "Ada Lovelace", where a line has no room for the address; the address when there is no name. */
    public static String shortOf(String firstName, String lastName, String emailAddress) {
        String name = name(firstName, lastName);
        return name.isEmpty() ? emailAddress : name;
    }

    private static String name(String firstName, String lastName) {
        return Stream.of(firstName, lastName)
                .filter(part -> part != null && !part.isBlank())
                .map(String::strip)
                .collect(Collectors.joining(" "));
    }
}
