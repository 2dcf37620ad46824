package io.mailroom.ui.common;

import static org.assertj.core.api.Assertions.assertThat;

import io.mailroom.api.Contact;
import io.mailroom.api.ContactStatus;
import org.junit.jupiter.api.Test;

class ContactNameTest {

    private static Contact contact(String firstName, String lastName) {
        return new Contact("ada@example.com", ContactStatus.Confirmed, null, firstName, lastName, null, null, null, null, null, null, null, null, null);
    }

    @Test
    void theNameBeforeTheAddressOrTheAddressAloneWithoutOne() {
        assertThat(ContactName.of(contact("Ada", "Lovelace"))).isEqualTo("Ada Lovelace <ada@example.com>");
        assertThat(ContactName.of(contact(null, "Lovelace"))).isEqualTo("Lovelace <ada@example.com>");
        assertThat(ContactName.of(contact("Ada", " "))).isEqualTo("Ada <ada@example.com>");
        assertThat(ContactName.of(contact(null, ""))).isEqualTo("ada@example.com");
    }

    @Test
    void spacesAroundAPartDoNotReachTheName() {
        assertThat(ContactName.of(" Ada ", "Lovelace ", "ada@example.com")).isEqualTo("Ada Lovelace <ada@example.com>");
    }
}
