package io.mailroom.ui.contacts;

import static org.assertj.core.api.Assertions.assertThat;

import io.mailroom.api.Contact;
import io.mailroom.api.ContactStatus;
import io.mailroom.api.VipLevel;
import org.junit.jupiter.api.Test;

class ContactSearchTest {

    private static final Contact JOSE = new Contact("jgarcia@example.com", ContactStatus.Confirmed, "es", "José", "García",
            "+34 600 000 000", "01/01", "Café Tortoni", VipLevel.of(1), "10.00", "", "", "", "");

    @Test
    void everyWordMustAppearInTheAddressANameOrTheCompanyIgnoringCaseAndAccents() {
        assertThat(ContactSearch.matching("jose").test(JOSE)).isTrue();
        assertThat(ContactSearch.matching("GARCÍA cafe").test(JOSE)).isTrue();
        assertThat(ContactSearch.matching("jgarcia@example").test(JOSE)).isTrue();
        assertThat(ContactSearch.matching("jose lopez").test(JOSE)).isFalse();
    }

    @Test
    void otherFieldsAreNotSearched() {
        assertThat(ContactSearch.matching("600").test(JOSE)).as("phone").isFalse();
        assertThat(ContactSearch.matching("es").test(JOSE)).as("the language").isFalse();
    }

    @Test
    void nothingTypedMatchesEveryone() {
        assertThat(ContactSearch.matching("   ").test(JOSE)).isTrue();
        assertThat(ContactSearch.matching(null).test(JOSE)).isTrue();
    }
}
