package io.mailroom.ui.common;

import static org.assertj.core.api.Assertions.assertThat;

import io.mailroom.api.Contact;
import io.mailroom.api.ContactStatus;
import io.mailroom.service.profiles.Profile;
import java.util.List;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;

class KnownContactsTest {

    private static final Profile ONE = Profile.draft("One", "https://one.example", List.of(), List.of()).withId("one");
    private static final Profile TWO = Profile.draft("Two", "https://two.example", List.of(), List.of()).withId("two");

    private static Contact contact(String email, String firstName, String company) {
        return new Contact(email, ContactStatus.Confirmed, null, firstName, null, null, null, company, null, null, null, null, null, null);
    }

    private final KnownContacts known = new KnownContacts();

    @Test
    void findsByAddressIgnoringCaseAndSpacesAndOnlyForItsProfile() {
        known.remember(ONE, List.of(contact("Ada@Example.com", "Ada", null)));

        assertThat(known.find(ONE, " ada@example.COM ")).map(Contact::firstName).contains("Ada");
        assertThat(known.find(TWO, "ada@example.com")).isEmpty();
        assertThat(known.find(ONE, "")).isEmpty();
    }

    @Test
    void theNewestCopyWinsAndMatchesComeMostRecentlySeenFirst() {
        known.remember(ONE, List.of(contact("ada@example.com", "Ada", "Old Co"), contact("alan@example.com", "Alan", null)));
        known.remember(ONE, List.of(contact("ada@example.com", "Ada", "New Co")));

        assertThat(known.find(ONE, "ada@example.com")).map(Contact::company).contains("New Co");
        assertThat(known.matching(ONE, "a", 10)).extracting(Contact::emailAddress).containsExactly("ada@example.com", "alan@example.com");
        assertThat(known.matching(ONE, "new co", 10)).extracting(Contact::firstName).containsExactly("Ada");
        assertThat(known.matching(ONE, "a", 1)).hasSize(1);
    }

    @Test
    void theOldestAreForgottenPastTheLimit() {
        known.remember(ONE, IntStream.rangeClosed(0, KnownContacts.LIMIT_PER_PROFILE)
                .mapToObj(i -> contact("c" + i + "@example.com", null, null)).toList());

        assertThat(known.find(ONE, "c0@example.com")).isEmpty();
        assertThat(known.find(ONE, "c1@example.com")).isPresent();
        assertThat(known.find(ONE, "c" + KnownContacts.LIMIT_PER_PROFILE + "@example.com")).isPresent();
    }
}
