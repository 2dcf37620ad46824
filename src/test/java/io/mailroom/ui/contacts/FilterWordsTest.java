package io.mailroom.ui.contacts;

import static org.assertj.core.api.Assertions.assertThat;

import io.mailroom.service.localcopy.Filter;
import io.mailroom.ui.common.Formats;
import io.mailroom.ui.common.Messages;
import java.math.BigDecimal;
import java.time.LocalDate;
import java.time.Month;
import java.util.Arrays;
import java.util.Locale;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/** What a filter chip says, for every kind of filter and each shape of a range, in English and in German. */
class FilterWordsTest {

    private static final LocalDate FIRST = LocalDate.of(2026, 3, 1);
    private static final LocalDate LAST = LocalDate.of(2026, 3, 31);

    @AfterEach
    void backToEnglish() {
        Messages.use(Locale.ENGLISH);
    }

    @Test
    void everyKindHasWordsOfItsOwn() {
        assertThat(Arrays.stream(Filter.Kind.values()).map(FilterWords::kind))
                .doesNotContainNull().doesNotHaveDuplicates().noneMatch(words -> words.startsWith("["));
        assertThat(FilterWords.kind(Filter.Kind.BIRTHDAY)).isEqualTo(Messages.text("contacts.filter.kind.birthday"));
    }

    @Test
    void aChipNamesItsFieldAndValueTheSpecsStatusesInThePersonsWords() {
        assertThat(FilterWords.chip(new Filter.StatusIs("confirmed")))
                .isEqualTo(Messages.text("contacts.filter.chip.status", Messages.text("contacts.status.confirmed")));
        assertThat(FilterWords.chip(new Filter.StatusIs("Pending"))).as("any other status as sent")
                .isEqualTo(Messages.text("contacts.filter.chip.status", "Pending"));
        assertThat(FilterWords.chip(new Filter.LanguageIs("de"))).isEqualTo(Messages.text("contacts.filter.chip.language", "de"));
        assertThat(FilterWords.chip(new Filter.CompanyIs("Müller & Söhne GmbH")))
                .isEqualTo(Messages.text("contacts.filter.chip.company", "Müller & Söhne GmbH"));
        assertThat(FilterWords.chip(new Filter.SourceIs("api"))).isEqualTo(Messages.text("contacts.filter.chip.source", "api"));
        assertThat(FilterWords.chip(new Filter.BirthdayIn(Month.MARCH))).isEqualTo(Messages.text("contacts.filter.chip.birthday", "March"));
        assertThat(FilterWords.chip(new Filter.AmountPresent(true))).isEqualTo(Messages.text("contacts.filter.chip.amountPresent"));
        assertThat(FilterWords.chip(new Filter.AmountPresent(false))).isEqualTo(Messages.text("contacts.filter.chip.amountAbsent"));
        assertThat(FilterWords.remove(new Filter.LanguageIs("de")))
                .isEqualTo(Messages.text("contacts.filter.remove", Messages.text("contacts.filter.chip.language", "de")));
    }

    @Test
    void aRangeSaysBothEndsOneOpenEndOrTheOneValue() {
        BigDecimal two = BigDecimal.valueOf(2);
        BigDecimal four = BigDecimal.valueOf(4);
        assertThat(FilterWords.chip(new Filter.VipBetween(two, four))).isEqualTo("VIP 2–4");
        assertThat(FilterWords.chip(new Filter.VipBetween(two, null))).isEqualTo("VIP 2 or more");
        assertThat(FilterWords.chip(new Filter.VipBetween(null, four))).isEqualTo("VIP up to 4");
        assertThat(FilterWords.chip(new Filter.VipBetween(four, four))).isEqualTo("VIP 4");
        assertThat(FilterWords.chip(new Filter.VipBetween(new BigDecimal("1000"), null))).isEqualTo("VIP 1,000 or more");

        String first = Formats.date(FIRST);
        String last = Formats.date(LAST);
        assertThat(FilterWords.chip(new Filter.RegisteredBetween(FIRST, LAST)))
                .isEqualTo(Messages.text("contacts.filter.chip.registeredBetween", first, last));
        assertThat(FilterWords.chip(new Filter.RegisteredBetween(FIRST, null)))
                .isEqualTo(Messages.text("contacts.filter.chip.registeredSince", first));
        assertThat(FilterWords.chip(new Filter.RegisteredBetween(null, LAST)))
                .isEqualTo(Messages.text("contacts.filter.chip.registeredUntil", last));
        assertThat(FilterWords.chip(new Filter.RegisteredBetween(FIRST, FIRST)))
                .isEqualTo(Messages.text("contacts.filter.chip.registeredOn", first));
        assertThat(FilterWords.chip(new Filter.LastActiveBetween(FIRST, LAST)))
                .isEqualTo(Messages.text("contacts.filter.chip.lastActiveBetween", first, last));
        assertThat(FilterWords.chip(new Filter.LastActiveBetween(FIRST, null)))
                .isEqualTo(Messages.text("contacts.filter.chip.lastActiveSince", first));
        assertThat(FilterWords.chip(new Filter.LastActiveBetween(null, LAST)))
                .isEqualTo(Messages.text("contacts.filter.chip.lastActiveUntil", last));
        assertThat(FilterWords.chip(new Filter.LastActiveBetween(LAST, LAST)))
                .isEqualTo(Messages.text("contacts.filter.chip.lastActiveOn", last));
    }

    @Test
    void inGermanTheChipsSpeakGermanWithGermanDatesAndNumbers() {
        Messages.use(Locale.GERMAN);

        assertThat(FilterWords.chip(new Filter.StatusIs("Unsubscribed"))).isEqualTo("Status: Abgemeldet");
        assertThat(FilterWords.chip(new Filter.BirthdayIn(Month.MARCH))).isEqualTo("Geburtstag im März");
        assertThat(FilterWords.chip(new Filter.VipBetween(BigDecimal.valueOf(3), null))).isEqualTo("VIP ab 3");
        assertThat(FilterWords.chip(new Filter.VipBetween(new BigDecimal("2.5"), BigDecimal.valueOf(4)))).isEqualTo("VIP 2,5–4");
        assertThat(FilterWords.chip(new Filter.RegisteredBetween(FIRST, LAST))).isEqualTo("Registriert 01.03.2026 – 31.03.2026");
        assertThat(FilterWords.chip(new Filter.LastActiveBetween(FIRST, null))).isEqualTo("Zuletzt aktiv ab 01.03.2026");
        assertThat(FilterWords.chip(new Filter.AmountPresent(false))).isEqualTo("Ohne Betrag");
        assertThat(FilterWords.month(Month.MARCH)).isEqualTo("März");
        assertThat(FilterWords.language("de")).isEqualTo("de – Deutsch");
        assertThat(FilterWords.language("pt-BR")).isEqualTo("pt-BR – Portugiesisch (Brasilien)");
        assertThat(FilterWords.language("xx-unheard-of")).as("a code Java has no name for, as sent").isEqualTo("xx-unheard-of");

        Messages.use(Locale.FRENCH);
        assertThat(FilterWords.month(Month.AUGUST)).as("capitalised in a list").isEqualTo("Août");
        assertThat(FilterWords.chip(new Filter.BirthdayIn(Month.AUGUST))).isEqualTo("Anniversaire en août");
    }
}
