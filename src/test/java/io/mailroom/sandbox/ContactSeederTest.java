package io.mailroom.sandbox;

import java.math.BigDecimal;
import static org.assertj.core.api.Assertions.assertThat;

import io.mailroom.api.Contact;
import io.mailroom.api.VipLevel;
import io.mailroom.api.ContactStatus;
import io.mailroom.api.DataKey;
import io.mailroom.api.InputRules;
import java.time.Duration;
import java.time.Instant;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

/** The generated contacts: reproducible, complete and plausible. */
class ContactSeederTest {

    private static final Instant ANCHOR = Instant.parse("2026-03-01T00:00:00Z");
    private static final Map<String, List<Contact>> SEEDED = ContactSeeder.seed(1000, 42, ANCHOR);

    private static List<Contact> all() {
        return SEEDED.values().stream().flatMap(List::stream).toList();
    }

    @Test
    void theSameSeedGivesTheSameContacts() {
        assertThat(ContactSeeder.seed(1000, 42, ANCHOR)).isEqualTo(SEEDED);
        assertThat(ContactSeeder.seed(1000, 43, ANCHOR)).isNotEqualTo(SEEDED);
    }

    @Test
    void contactsAreSplitSixtyThirtyTen() {
        assertThat(SEEDED.keySet()).containsExactly("newsletter", "onboarding", "vip-club");
        assertThat(SEEDED.get("newsletter")).hasSize(600);
        assertThat(SEEDED.get("onboarding")).hasSize(300);
        assertThat(SEEDED.get("vip-club")).hasSize(100);
        assertThat(ContactSeeder.seed(7, 1, ANCHOR).values().stream().mapToInt(List::size).sum()).isEqualTo(7);
    }

    @Test
    void everyFieldIsFilledAndPassesTheInputRules() {
        for (Contact c : all()) {
            assertThat(InputRules.isEmail(c.emailAddress())).as(c.emailAddress()).isTrue();
            assertThat(c.status()).isNotNull();
            assertThat(List.of(c.language(), c.firstName(), c.lastName(), c.phoneNumber(), c.birthday(), c.company(),
                    c.amount(), c.registerDate(), c.source(), c.lastActiveTime())).as(c.toString()).allSatisfy(
                    value -> assertThat(value).isNotBlank());
            assertThat(c.subscriptionExpireTime()).isNotNull();
            assertThat(InputRules.dataValue(DataKey.phoneNumber, c.phoneNumber())).isEqualTo(c.phoneNumber());
            assertThat(InputRules.birthday(c.birthday())).isEqualTo(c.birthday());
            assertThat(c.vipLevel().quoted()).as("a JSON number").isFalse();
            assertThat(c.vipLevel().number()).hasValueSatisfying(level -> assertThat(level).isBetween(BigDecimal.ZERO, BigDecimal.valueOf(5)));
            assertThat(c.amount()).matches("\\d+\\.\\d{2}");
            assertThat(c.source()).isIn("import", "signup-form", "api", "checkout");
        }
    }

    @Test
    void datesAreInstantsOfTheLastThreeYears() {
        Instant earliest = ANCHOR.minus(Duration.ofDays(3 * 365));
        for (Contact c : all()) {
            Instant registered = Instant.parse(c.registerDate());
            assertThat(registered).isBetween(earliest, ANCHOR);
            assertThat(Instant.parse(c.lastActiveTime())).isBetween(registered, ANCHOR);
            if (!c.subscriptionExpireTime().isEmpty()) {
                assertThat(Instant.parse(c.subscriptionExpireTime())).isBetween(registered, ANCHOR);
            }
        }
        assertThat(all()).filteredOn(c -> c.subscriptionExpireTime().isEmpty()).hasSizeBetween(200, 500);
    }

    @Test
    void eachListIsInRegistrationOrder() {
        SEEDED.values().forEach(list -> assertThat(list)
                .extracting(c -> Instant.parse(c.registerDate()))
                .isSorted());
    }

    @Test
    void addressesAreUniqueWithinAnApplicationAndUseExampleDomains() {
        SEEDED.values().forEach(list -> {
            Set<String> addresses = list.stream().map(c -> c.emailAddress().toLowerCase(Locale.ROOT)).collect(Collectors.toSet());
            assertThat(addresses).hasSameSizeAs(list);
        });
        assertThat(all()).allSatisfy(c -> assertThat(c.emailAddress()).matches(".*@([a-z]+\\.example|example\\.(com|org|net))"));
    }

    @Test
    void theMixLooksLikeARealList() {
        List<Contact> contacts = all();
        assertThat(contacts).extracting(Contact::language).containsOnly("en", "de", "fr", "es", "pt-BR", "it", "nl", "ja")
                .contains("en", "de", "fr", "es", "pt-BR", "it", "nl", "ja");
        assertThat(contacts).filteredOn(c -> c.status() == ContactStatus.Unsubscribed).hasSizeBetween(100, 200);
        assertThat(contacts).extracting(Contact::source).contains("import", "signup-form", "api", "checkout");
        Set<String> names = new HashSet<>();
        contacts.forEach(c -> {
            names.add(c.firstName());
            names.add(c.lastName());
        });
        assertThat(names).hasSizeGreaterThan(100).contains("José", "Zoë", "Łukasz");
        assertThat(SEEDED.get("vip-club")).allSatisfy(c -> assertThat(c.vipLevel().text()).isIn("3", "4", "5"));
        assertThat(SEEDED.get("newsletter")).extracting(Contact::vipLevel).contains(VipLevel.of(0), VipLevel.of(5));
    }

    @Test
    void aSeededServerServesTheSameContactsForTheSameSeed() {
        SandboxOptions options = SandboxHttp.quiet().withSeedContacts(50).withRandomSeed(99);
        try (SandboxServer one = SandboxServer.start(options); SandboxServer two = SandboxServer.start(options)) {
            assertThat(new SandboxHttp(one).list("onboarding", 1, 500).data())
                    .isEqualTo(new SandboxHttp(two).list("onboarding", 1, 500).data());
            assertThat(one.appIds()).containsExactly("newsletter", "onboarding", "vip-club");
        }
    }
}
