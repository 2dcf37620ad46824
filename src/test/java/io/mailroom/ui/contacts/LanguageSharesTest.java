package io.mailroom.ui.contacts;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.tuple;

import io.mailroom.service.localcopy.ValueCount;
import io.mailroom.ui.common.Messages;
import java.util.List;
import java.util.Locale;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

class LanguageSharesTest {

    @AfterEach
    void backToEnglish() {
        Messages.use(Locale.ENGLISH);
    }

    @Test
    void aLanguageCodeIsNamedInThePersonsLanguageItsRegionAfterIt() {
        Messages.use(Locale.GERMAN);
        assertThat(LanguageShares.name("de")).isEqualTo("Deutsch");
        assertThat(LanguageShares.name("pt-BR")).isEqualTo("Portugiesisch (Brasilien)");
        assertThat(LanguageShares.name("en_US")).isEqualTo("Englisch (Vereinigte Staaten)");
        assertThat(LanguageShares.name("FR")).isEqualTo("Französisch");
        Messages.use(Locale.FRENCH);
        assertThat(LanguageShares.name("de")).as("a label begins with a capital").isEqualTo("Allemand");
        Messages.use(Locale.of("es"));
        assertThat(LanguageShares.name("ja")).isEqualTo("Japonés");
    }

    @Test
    void aValueThatIsNoLanguageCodeShowsAsSentAndNoneIsSaidSo() {
        assertThat(LanguageShares.name("English")).isEqualTo("English");
        assertThat(LanguageShares.name("xx")).isEqualTo("xx");
        assertThat(LanguageShares.name("fr CA")).isEqualTo("fr CA");
        assertThat(LanguageShares.name(" ")).isEqualTo(Messages.text("contacts.chart.noLanguage"));
        Messages.use(Locale.GERMAN);
        assertThat(LanguageShares.name("")).isEqualTo("Ohne Sprache");
    }

    @Test
    void theFiveMostCommonAreNamedAndTheRestIsOther() {
        Messages.use(Locale.GERMAN);
        LanguageShares shares = LanguageShares.of(List.of(new ValueCount("en", 300), new ValueCount("de", 120), new ValueCount("fr", 110),
                new ValueCount("es", 110), new ValueCount("pt-BR", 100), new ValueCount("it", 90), new ValueCount("nl", 90),
                new ValueCount("ja", 80)));

        assertThat(shares.shares()).extracting(LanguageShares.Share::name, LanguageShares.Share::count, LanguageShares.Share::other)
                .containsExactly(tuple("Englisch", 300L, false), tuple("Deutsch", 120L, false),
                        // As many: in the alphabet's order.
                        tuple("Französisch", 110L, false), tuple("Spanisch", 110L, false),
                        tuple("Portugiesisch (Brasilien)", 100L, false), tuple("Andere", 260L, true));
        assertThat(shares.total()).isEqualTo(1000);
    }

    @Test
    void oneLanguageLeftOverIsNamedRatherThanCalledOther() {
        LanguageShares shares = LanguageShares.of(List.of(new ValueCount("en", 6), new ValueCount("de", 5), new ValueCount("fr", 4),
                new ValueCount("es", 3), new ValueCount("it", 2), new ValueCount("", 1)));

        assertThat(shares.shares()).extracting(LanguageShares.Share::name).containsExactly("English", "German", "French", "Spanish",
                "Italian", Messages.text("contacts.chart.noLanguage"));
        assertThat(shares.shares()).noneMatch(LanguageShares.Share::other);
    }

    @Test
    void valuesNamedAlikeAreOneShareRankedByTheirSum() {
        LanguageShares shares = LanguageShares.of(List.of(new ValueCount("de", 5), new ValueCount("en-US", 4), new ValueCount("en_US", 3)));

        assertThat(shares.shares()).extracting(LanguageShares.Share::name, LanguageShares.Share::count)
                .containsExactly(tuple("English (United States)", 7L), tuple("German", 5L));
    }
}
