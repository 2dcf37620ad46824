package io.mailroom.ui.contacts;

import static org.assertj.core.api.Assertions.assertThat;

import io.mailroom.api.Contact;
import io.mailroom.api.ContactStatus;
import io.mailroom.api.VipLevel;
import io.mailroom.service.localcopy.Breakdown;
import io.mailroom.service.localcopy.Breakdown.MonthCount;
import io.mailroom.service.localcopy.ValueCount;
import io.mailroom.ui.common.Messages;
import java.time.YearMonth;
import java.util.List;
import java.util.Locale;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

class PageBreakdownTest {

    @AfterEach
    void backToEnglish() {
        Messages.use(Locale.ENGLISH);
    }

    private static Contact contact(String email, String language, String registered) {
        return new Contact(email, ContactStatus.Confirmed, language, "", "", "", "", "", VipLevel.of(1), "", registered, "", "", "");
    }

    private static Breakdown whole(long count) {
        return new Breakdown(count, List.of(new ValueCount("Confirmed", count)), List.of(new ValueCount("1", count)),
                List.of(new ValueCount("de", count)), List.of(new MonthCount(YearMonth.of(2025, 1), count)), 0);
    }

    @Test
    void theCaptionSaysWhichContactsTheChartDescribes() {
        assertThat(PageBreakdown.of(whole(100_000), false).caption()).isEqualTo("All 100,000 contacts");
        assertThat(PageBreakdown.of(whole(12_345), true).caption()).isEqualTo("12,345 matching contacts");
        assertThat(PageBreakdown.of(List.of(contact("a@example.com", "de", ""), contact("b@example.com", "de", ""))).caption())
                .isEqualTo("This page of 2 contacts");
        Messages.use(Locale.GERMAN);
        assertThat(PageBreakdown.of(whole(100_000), false).caption()).isEqualTo("Alle 100.000 Kontakte");
        assertThat(PageBreakdown.of(whole(12_345), true).caption()).isEqualTo("12.345 passende Kontakte");
        assertThat(PageBreakdown.of(whole(1), true).caption()).isEqualTo("1 passender Kontakt");
        assertThat(PageBreakdown.of(whole(0), true).nothing()).isEqualTo("Nichts darzustellen: Kein Kontakt passt.");
    }

    @Test
    void aPageIsCountedByLanguageAndRegistrationMonthAsTheCopyCountsThem() {
        PageBreakdown page = PageBreakdown.of(List.of(
                contact("a@example.com", "de", "2025-01-31T23:30:00Z"),
                contact("b@example.com", "DE", "2025-01-02"),
                contact("c@example.com", "fr", "1738454400000"),
                contact("d@example.com", "", "not a date"),
                contact("e@example.com", "de", "")));

        assertThat(page.scope()).isEqualTo(PageBreakdown.Scope.PAGE);
        assertThat(page.byLanguage()).containsExactly(new ValueCount("DE", 3), new ValueCount("", 1), new ValueCount("fr", 1));
        // 1738454400000 is 2 February 2025, UTC.
        assertThat(page.registrationsByMonth()).containsExactly(new MonthCount(YearMonth.of(2025, 1), 2), new MonthCount(YearMonth.of(2025, 2), 1));
        assertThat(page.undatedRegistrations()).isEqualTo(2);
        assertThat(page.languages().shares()).extracting(LanguageShares.Share::name)
                .containsExactly("German", "French", Messages.text("contacts.chart.noLanguage"));
    }
}
