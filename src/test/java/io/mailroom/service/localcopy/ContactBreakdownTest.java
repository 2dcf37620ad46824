package io.mailroom.service.localcopy;

import static io.mailroom.service.localcopy.CopyFixtures.contact;
import static io.mailroom.service.localcopy.CopyFixtures.store;
import static org.assertj.core.api.Assertions.assertThat;

import java.time.YearMonth;
import java.util.List;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/** What a query's contacts are made of (the chart panel), and the values a filter's picker offers. */
class ContactBreakdownTest extends CopyQueryTest {

    @BeforeEach
    void fill() {
        store(copy, APP,
                contact("{\"emailAddress\":\"a@x.example\",\"status\":\"Confirmed\",\"language\":\"de\",\"vipLevel\":3,"
                        + "\"registerDate\":\"2024-01-31T23:59:59Z\",\"company\":\"Müller & Söhne\"}"),
                contact("{\"emailAddress\":\"b@x.example\",\"status\":\"confirmed\",\"language\":\"DE\",\"vipLevel\":\"3.0\","
                        + "\"registerDate\":\"2024-02-01T00:30:00+01:00\",\"company\":\"MÜLLER & SÖHNE\"}"),
                contact("{\"emailAddress\":\"c@x.example\",\"status\":\"Unsubscribed\",\"language\":\"fr\",\"vipLevel\":\"2.5\","
                        + "\"registerDate\":\"1706745600000\",\"company\":\"ACME\"}"),
                contact("{\"emailAddress\":\"d@x.example\",\"status\":\"Confirmed\",\"language\":\"de\",\"vipLevel\":\"gold\","
                        + "\"registerDate\":\"last spring\",\"company\":\"ACME\"}"),
                contact("{\"emailAddress\":\"e@x.example\",\"status\":\"\",\"language\":\"\",\"vipLevel\":\"\","
                        + "\"registerDate\":\"\",\"company\":\"acme\"}"),
                contact("{\"emailAddress\":\"f@x.example\",\"status\":\"Unsubscribed\",\"language\":\"es\",\"vipLevel\":10,"
                        + "\"registerDate\":\"320000000000000\",\"company\":\" \"}"));
        store(copy, "onboarding", contact("{\"emailAddress\":\"z@x.example\",\"status\":\"Confirmed\",\"company\":\"ACME\"}"));
    }

    @Test
    void theContactsByStatusLanguageVipLevelAndMonthOfRegistration() {
        Breakdown breakdown = queries.breakdown(ContactQuery.all(APP));

        assertThat(breakdown.count()).isEqualTo(6);
        assertThat(breakdown.byStatus()).as("most first; values differing only in case are one")
                .containsExactly(new ValueCount("Confirmed", 3), new ValueCount("Unsubscribed", 2), new ValueCount("", 1));
        assertThat(breakdown.byLanguage()).containsExactly(new ValueCount("DE", 3), new ValueCount("", 1), new ValueCount("es", 1),
                new ValueCount("fr", 1));
        assertThat(breakdown.byVipLevel()).as("numbers in order, 3 and 3.0 as one, then other text, then blank")
                .containsExactly(new ValueCount("2.5", 1), new ValueCount("3", 2), new ValueCount("10", 1), new ValueCount("gold", 1),
                        new ValueCount("", 1));
        assertThat(breakdown.registrationsByMonth()).as("UTC months, an offset time and epoch milliseconds read as moments")
                .containsExactly(new Breakdown.MonthCount(YearMonth.of(2024, 1), 2), new Breakdown.MonthCount(YearMonth.of(2024, 2), 1));
        assertThat(breakdown.undatedRegistrations()).as("unreadable, blank, and a year SQLite cannot write").isEqualTo(3);
    }

    @Test
    void everyContactIsCountedOnceInEachWayOfBreakingDown() {
        for (ContactQuery query : List.of(ContactQuery.all(APP), ContactQuery.all(APP).withFind("x"),
                ContactQuery.all(APP).withFilters(List.of(Filter.parse("language=de"))),
                ContactQuery.all(APP).withFind("c").withFilters(List.of(Filter.parse("status=Unsubscribed"))))) {
            Breakdown breakdown = queries.breakdown(query);
            assertThat(breakdown.count()).isEqualTo(queries.count(query));
            assertThat(sum(breakdown.byStatus())).isEqualTo(breakdown.count());
            assertThat(sum(breakdown.byLanguage())).isEqualTo(breakdown.count());
            assertThat(sum(breakdown.byVipLevel())).isEqualTo(breakdown.count());
            assertThat(breakdown.registrationsByMonth().stream().mapToLong(Breakdown.MonthCount::count).sum()
                    + breakdown.undatedRegistrations()).isEqualTo(breakdown.count());
        }
    }

    @Test
    void theBreakdownFollowsFindAndFilters() {
        Breakdown germans = queries.breakdown(ContactQuery.all(APP).withFilters(List.of(Filter.parse("language=de"))));
        assertThat(germans.count()).isEqualTo(3);
        assertThat(germans.byStatus()).containsExactly(new ValueCount("Confirmed", 3));

        Breakdown found = queries.breakdown(ContactQuery.all(APP).withFind("c"));
        assertThat(found.count()).isEqualTo(1);
        assertThat(found.byVipLevel()).containsExactly(new ValueCount("2.5", 1));
    }

    private static long sum(List<ValueCount> counts) {
        return counts.stream().mapToLong(ValueCount::count).sum();
    }

    @Test
    void aPickerOffersTheValuesMostCommonFirstWithoutBlanks() {
        assertThat(queries.values(APP, ContactField.COMPANY, 10)).as("companies one ignoring case and accents")
                .containsExactly(new ValueCount("ACME", 3), new ValueCount("MÜLLER & SÖHNE", 2));
        assertThat(queries.values(APP, ContactField.COMPANY, 1)).containsExactly(new ValueCount("ACME", 3));
        assertThat(queries.values(APP, ContactField.LANGUAGE, 10)).extracting(ValueCount::count).containsExactly(3L, 1L, 1L);
        assertThat(queries.values(APP, ContactField.STATUS, 10)).extracting(ValueCount::value).containsExactly("Confirmed", "Unsubscribed");
        assertThat(queries.values("onboarding", ContactField.COMPANY, 10)).containsExactly(new ValueCount("ACME", 1));
    }
}
