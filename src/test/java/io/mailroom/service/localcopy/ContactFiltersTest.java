package io.mailroom.service.localcopy;

import static io.mailroom.service.localcopy.CopyFixtures.contact;
import static io.mailroom.service.localcopy.CopyFixtures.store;
import static org.assertj.core.api.Assertions.assertThat;

import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/** Each kind of filter across a whole application, and how several combine: OR within a field, AND across fields. */
class ContactFiltersTest extends CopyQueryTest {

    @BeforeEach
    void fill() {
        store(copy, APP,
                contact("""
                        {"emailAddress":"a@example.com","status":"Confirmed","language":"de","company":"Müller & Söhne GmbH",
                         "vipLevel":3,"birthday":"10/12","registerDate":"2024-01-01T00:00:00Z","lastActiveTime":"2025-01-01T00:00:00Z",
                         "source":"api","amount":"12.50"}"""),
                contact("""
                        {"emailAddress":"b@example.com","status":"confirmed","language":"DE","company":"MÜLLER & SÖHNE GMBH",
                         "vipLevel":"5","birthday":"1815-12-31","registerDate":"2024-06-30T23:59:59Z","lastActiveTime":"1735689599999",
                         "source":"API","amount":"n/a"}"""),
                contact("""
                        {"emailAddress":"c@example.com","status":"Unsubscribed","language":"fr","company":"Boulangerie Lefèvre",
                         "vipLevel":"2.5","birthday":"1/12","registerDate":"2024-07-01T00:00:00Z","lastActiveTime":"2026-03-01",
                         "source":"import","amount":""}"""),
                contact("""
                        {"emailAddress":"d@example.com","status":"Unsubscribed","language":"es","company":"Müller",
                         "vipLevel":"gold","birthday":"someday","registerDate":"2023-12-31T23:59:59Z","lastActiveTime":"recently",
                         "source":"checkout","amount":"  "}"""),
                contact("""
                        {"emailAddress":"e@example.com","status":"pending","language":"de","company":"",
                         "birthday":"03/11","registerDate":"2024-07-01T01:00:00+02:00","lastActiveTime":"",
                         "source":"api","amount":"100"}"""));
        store(copy, "onboarding", contact("{\"emailAddress\":\"z@example.com\",\"status\":\"Confirmed\",\"language\":\"de\"}"));
    }

    private List<String> where(String... filters) {
        ContactQuery query = ContactQuery.all(APP).withFilters(Arrays.stream(filters).map(Filter::parse).toList());
        List<String> addresses = queries.addresses(query);
        assertThat(queries.count(query)).as("the count of %s", List.of(filters)).isEqualTo(addresses.size());
        assertThat(queries.rows(query, 0, 100)).extracting(io.mailroom.api.Contact::emailAddress).isEqualTo(addresses);
        return addresses;
    }

    @Test
    void statusLanguageAndSourceAreComparedIgnoringCase() {
        assertThat(where("status=Confirmed")).containsExactly("a@example.com", "b@example.com");
        assertThat(where("status=pending")).containsExactly("e@example.com");
        assertThat(where("language=de")).containsExactly("a@example.com", "b@example.com", "e@example.com");
        assertThat(where("source=Api")).containsExactly("a@example.com", "b@example.com", "e@example.com");
    }

    @Test
    void aCompanyIsComparedIgnoringCaseAndAccentsButWhole() {
        assertThat(where("company=muller & sohne gmbh")).containsExactly("a@example.com", "b@example.com");
        assertThat(where("company=MÜLLER")).containsExactly("d@example.com");
        assertThat(where("company=Lefèvre")).isEmpty();
    }

    @Test
    void aVipRangeHoldsTheLevelsThatReadAsNumbersWithinIt() {
        assertThat(where("vip=3..")).containsExactly("a@example.com", "b@example.com");
        assertThat(where("vip=..3")).containsExactly("a@example.com", "c@example.com");
        assertThat(where("vip=2.5..3")).containsExactly("a@example.com", "c@example.com");
        assertThat(where("vip=5")).containsExactly("b@example.com");
        assertThat(where("vip=6..")).isEmpty();
    }

    @Test
    void aBirthdayMonthHoldsTheBirthdaysThatReadAsDaysOfIt() {
        assertThat(where("birthday=december")).containsExactly("a@example.com", "b@example.com", "c@example.com");
        assertThat(where("birthday=11")).containsExactly("e@example.com");
        assertThat(where("birthday=jan")).isEmpty();
    }

    @Test
    void dateRangesAreWholeUtcDaysWithBothEndsIncluded() {
        assertThat(where("registered=2024-01-01..2024-06-30"))
                .as("from the first day's first moment to the last day's last, an offset time read in UTC")
                .containsExactly("a@example.com", "b@example.com", "e@example.com");
        assertThat(where("registered=2024-07-01")).containsExactly("c@example.com");
        assertThat(where("registered=..2023-12-31")).containsExactly("d@example.com");
        assertThat(where("lastActive=2025-01-01..")).containsExactly("a@example.com", "c@example.com");
        assertThat(where("lastActive=..2024-12-31")).as("epoch milliseconds read as a moment").containsExactly("b@example.com");
    }

    @Test
    void anAmountIsPresentUnlessBlank() {
        assertThat(where("amount=present")).containsExactly("a@example.com", "b@example.com", "e@example.com");
        assertThat(where("amount=absent")).containsExactly("c@example.com", "d@example.com");
    }

    @Test
    void filtersOnOneFieldAreOrEdAndOnDifferentFieldsAndEd() {
        assertThat(where("language=fr", "language=es")).containsExactly("c@example.com", "d@example.com");
        assertThat(where("language=fr", "language=es", "status=Unsubscribed")).containsExactly("c@example.com", "d@example.com");
        assertThat(where("language=de", "language=fr", "status=Confirmed", "status=Unsubscribed"))
                .containsExactly("a@example.com", "b@example.com", "c@example.com");
        assertThat(where("language=de", "amount=absent")).isEmpty();
        assertThat(where("vip=..2.5", "vip=5..", "source=import", "source=API"))
                .containsExactly("b@example.com", "c@example.com");
        assertThat(where("amount=present", "amount=absent")).hasSize(5);
    }

    @Test
    void findAndFiltersTogether() {
        ContactQuery query = ContactQuery.all(APP).withFind("müller").withFilters(List.of(Filter.parse("language=de")));
        assertThat(queries.addresses(query)).containsExactly("a@example.com", "b@example.com");
        assertThat(queries.matches(query, 0, 1))
                .satisfies(matches -> {
                    assertThat(matches.count()).isEqualTo(2);
                    assertThat(matches.rows()).extracting(io.mailroom.api.Contact::emailAddress).containsExactly("a@example.com");
                });
    }

    @Test
    void aValueTypedIsBoundNeverWrittenIntoTheQuery() {
        assertThat(where("company=x' OR '1'='1")).isEmpty();
        assertThat(where("status=Confirmed') OR 1=1 --")).isEmpty();
        assertThat(queries.count(ContactQuery.all("newsletter' OR '1'='1"))).isZero();
    }
}
