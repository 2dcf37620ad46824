package io.mailroom.service.localcopy;

import static io.mailroom.service.localcopy.CopyFixtures.contact;
import static io.mailroom.service.localcopy.CopyFixtures.store;
import static org.assertj.core.api.Assertions.assertThat;

import io.mailroom.api.Contact;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Random;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Find and filters together, however the copy reads them: what find found tested by the
 * full-text index or by the table that holds it between queries (FoundIds), each filter from its
 * range, from the index by application or by id. The judge is find alone and filters alone, each
 * tested on its own (ContactFindTest, ContactFiltersTest): together they keep what both keep, in
 * the order filters alone give.
 */
class FindWithFiltersTest {

    private static final String APP = "newsletter";
    private static final List<String> NAMES = List.of("Anna", "Anton", "Marie", "Martin", "Mia", "Zoé", "Lukas", "Léa", "Noah", "Emma");
    private static final List<String> COMPANIES = List.of("ACME", "Müller GmbH", "Boulangerie Lefèvre", "Contoso", "");
    private static final List<String> LANGUAGES = List.of("de", "fr", "es", "en");

    @TempDir
    Path data;

    private ContactCopy open(boolean onDisk) {
        return new LocalCopies(data, Clock.systemUTC()).open("p1", onDisk);
    }

    /** 1,500 contacts of the application and 300 of another, alike: find and filters keep from many to none of them. */
    private static void fill(ContactCopy copy) {
        Random random = new Random(15);
        List<Contact> mine = new ArrayList<>();
        for (int i = 0; i < 1500; i++) {
            mine.add(generated(random, i, "example.org"));
        }
        store(copy, APP, mine);
        List<Contact> others = new ArrayList<>();
        for (int i = 0; i < 300; i++) {
            others.add(generated(random, i, "example.org"));
        }
        store(copy, "onboarding", others);
    }

    private static Contact generated(Random random, int i, String domain) {
        String first = NAMES.get(random.nextInt(NAMES.size()));
        return contact(String.format(Locale.ROOT, """
                {"emailAddress":"%s.%d@%s","status":"%s","language":"%s","firstName":"%s","lastName":"%s","company":"%s",
                 "vipLevel":%d,"amount":"%s","birthday":"%02d/%02d"}""",
                first.toLowerCase(Locale.ROOT), i, domain, random.nextInt(10) < 8 ? "Confirmed" : "Unsubscribed",
                LANGUAGES.get(random.nextInt(LANGUAGES.size())), first, NAMES.get(random.nextInt(NAMES.size())) + "son",
                COMPANIES.get(random.nextInt(COMPANIES.size())), random.nextInt(6), random.nextBoolean() ? "12.50" : "",
                1 + random.nextInt(28), 1 + random.nextInt(12)));
    }

    @Test
    void findAndFiltersKeepWhatBothKeepHoweverTheyAreRead() {
        try (ContactCopy copy = open(true)) {
            fill(copy);
            ContactQueries queries = new ContactQueries(copy);
            List<String> finds = List.of("a", "m", "mia", "zoe", "lukas.1", "example", "muller", "nobody");
            List<List<String>> filterSets = List.of(List.of("status=Confirmed"), List.of("language=es"), List.of("language=de", "language=fr"),
                    List.of("vip=4.."), List.of("amount=present"), List.of("birthday=december"), List.of("company=ACME"),
                    List.of("status=Confirmed", "language=de"), List.of("status=Unsubscribed", "vip=..1", "amount=absent"));
            for (Sort sort : List.of(Sort.BY_ADDRESS, new Sort(ContactField.VIP_LEVEL, false), new Sort(ContactField.LAST_NAME, true))) {
                for (String find : finds) {
                    Set<String> found = new HashSet<>(queries.addresses(ContactQuery.all(APP).withFind(find)));
                    for (List<String> filters : filterSets) {
                        ContactQuery filtered = ContactQuery.all(APP).withSort(sort).withFilters(filters.stream().map(Filter::parse).toList());
                        List<String> expected = queries.addresses(filtered).stream().filter(found::contains).toList();
                        ContactQuery both = filtered.withFind(find);
                        ContactQueries.Matches matches = queries.matches(both, 0, 20);
                        assertThat(matches.count()).as("the count of %s", both).isEqualTo(expected.size());
                        assertThat(matches.rows()).extracting(Contact::emailAddress).as("the first rows of %s", both)
                                .isEqualTo(expected.subList(0, Math.min(20, expected.size())));
                        assertThat(queries.addresses(both)).as("every address of %s", both).isEqualTo(expected);
                        assertThat(queries.breakdown(both).count()).as("the chart's count of %s", both).isEqualTo(expected.size());
                    }
                }
            }
        }
    }

    /** On a file, the copy is changed through another connection than the reads'; in memory, through the same one. */
    @ParameterizedTest(name = "on disk: {0}")
    @ValueSource(booleans = {true, false})
    void aFindReadAgainSeesTheCopyAsItIsNowNotAsItWasHeld(boolean onDisk) {
        try (ContactCopy copy = open(onDisk)) {
            fill(copy);
            ContactQueries queries = new ContactQueries(copy);
            ContactQuery germans = ContactQuery.all(APP).withFind("mia").withFilters(List.of(Filter.parse("language=de")));
            ContactQuery confirmed = germans.withFilters(List.of(Filter.parse("status=Confirmed")));
            long germansBefore = queries.count(germans);
            long confirmedBefore = queries.count(confirmed);

            store(copy, APP, contact("""
                    {"emailAddress":"mia.new@example.org","status":"Confirmed","language":"de","firstName":"Mia"}"""));
            assertThat(queries.count(germans)).isEqualTo(germansBefore + 1);
            assertThat(queries.count(confirmed)).isEqualTo(confirmedBefore + 1);
            assertThat(queries.addresses(confirmed)).contains("mia.new@example.org");

            copy.database().write(connection -> {
                CopyUpdates.delete(connection, APP, "mia.new@example.org", Instant.now());
                return null;
            });
            assertThat(queries.count(confirmed)).isEqualTo(confirmedBefore);
            assertThat(queries.addresses(germans)).doesNotContain("mia.new@example.org");
        }
    }

    @Test
    void aFindEveryContactMatchesGivesWhatNoFindGivesAndOneContactLessLeavesItOut() {
        try (ContactCopy copy = open(true)) {
            fill(copy);
            ContactQueries queries = new ContactQueries(copy);
            Sort byLastName = new Sort(ContactField.LAST_NAME, true);
            for (List<Filter> filters : List.of(List.<Filter>of(), List.of(Filter.parse("language=de")))) {
                ContactQuery everyone = ContactQuery.all(APP).withSort(byLastName).withFilters(filters);
                assertThat(queries.addresses(everyone.withFind("example.org"))).isEqualTo(queries.addresses(everyone));
                assertThat(queries.matches(everyone.withFind("exam"), 0, 30)).isEqualTo(queries.matches(everyone, 0, 30));
            }

            store(copy, APP, contact("""
                    {"emailAddress":"anna.other@elsewhere.net","status":"Confirmed","language":"de","firstName":"Anna"}"""));
            ContactQuery all = ContactQuery.all(APP).withSort(byLastName);
            assertThat(queries.count(all.withFind("example.org"))).isEqualTo(queries.count(all) - 1);
            assertThat(queries.addresses(all.withFind("example.org"))).doesNotContain("anna.other@elsewhere.net");
        }
    }
}
