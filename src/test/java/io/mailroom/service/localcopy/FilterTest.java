package io.mailroom.service.localcopy;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.mailroom.service.localcopy.Filter.AmountPresent;
import io.mailroom.service.localcopy.Filter.BirthdayIn;
import io.mailroom.service.localcopy.Filter.CompanyIs;
import io.mailroom.service.localcopy.Filter.LanguageIs;
import io.mailroom.service.localcopy.Filter.LastActiveBetween;
import io.mailroom.service.localcopy.Filter.RegisteredBetween;
import io.mailroom.service.localcopy.Filter.SourceIs;
import io.mailroom.service.localcopy.Filter.StatusIs;
import io.mailroom.service.localcopy.Filter.VipBetween;
import io.mailroom.service.localcopy.FilterException.Problem;
import java.math.BigDecimal;
import java.time.LocalDate;
import java.time.Month;
import java.util.Optional;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** The FIELD=VALUE form of filters that --where takes and segments are saved in. */
class FilterTest {

    @Test
    void eachKindReadsItsForm() {
        assertThat(Filter.parse("status=Confirmed")).isEqualTo(new StatusIs("Confirmed"));
        assertThat(Filter.parse("language=de")).isEqualTo(new LanguageIs("de"));
        assertThat(Filter.parse("vip=2..5")).isEqualTo(new VipBetween(new BigDecimal("2"), new BigDecimal("5")));
        assertThat(Filter.parse("vip=3..")).isEqualTo(new VipBetween(new BigDecimal("3"), null));
        assertThat(Filter.parse("vip=..2")).isEqualTo(new VipBetween(null, new BigDecimal("2")));
        assertThat(Filter.parse("vip=3")).isEqualTo(new VipBetween(new BigDecimal("3"), new BigDecimal("3")));
        assertThat(Filter.parse("vip=-1.5..2.5")).isEqualTo(new VipBetween(new BigDecimal("-1.5"), new BigDecimal("2.5")));
        assertThat(Filter.parse("company=ACME")).isEqualTo(new CompanyIs("ACME"));
        assertThat(Filter.parse("birthday=12")).isEqualTo(new BirthdayIn(Month.DECEMBER));
        assertThat(Filter.parse("birthday=december")).isEqualTo(new BirthdayIn(Month.DECEMBER));
        assertThat(Filter.parse("birthday=Mar")).isEqualTo(new BirthdayIn(Month.MARCH));
        assertThat(Filter.parse("registered=2024-01-01..2024-06-30"))
                .isEqualTo(new RegisteredBetween(LocalDate.of(2024, 1, 1), LocalDate.of(2024, 6, 30)));
        assertThat(Filter.parse("registered=2024-03-01")).isEqualTo(new RegisteredBetween(LocalDate.of(2024, 3, 1), LocalDate.of(2024, 3, 1)));
        assertThat(Filter.parse("lastActive=2025-01-01..")).isEqualTo(new LastActiveBetween(LocalDate.of(2025, 1, 1), null));
        assertThat(Filter.parse("lastActive=..2025-01-01")).isEqualTo(new LastActiveBetween(null, LocalDate.of(2025, 1, 1)));
        assertThat(Filter.parse("source=api")).isEqualTo(new SourceIs("api"));
        assertThat(Filter.parse("amount=present")).isEqualTo(new AmountPresent(true));
        assertThat(Filter.parse("amount=absent")).isEqualTo(new AmountPresent(false));
    }

    @Test
    void fieldsMayBeNamedAsTheSpecNamesThemInAnyCaseAndValuesKeepEverythingAfterTheFirstEquals() {
        assertThat(Filter.parse("VipLevel=3..")).isEqualTo(new VipBetween(new BigDecimal("3"), null));
        assertThat(Filter.parse(" registerDate = 2024-01-01.. ")).isEqualTo(new RegisteredBetween(LocalDate.of(2024, 1, 1), null));
        assertThat(Filter.parse("lastActiveTime=2025-01-01..")).isEqualTo(new LastActiveBetween(LocalDate.of(2025, 1, 1), null));
        assertThat(Filter.parse("AMOUNT=Present")).isEqualTo(new AmountPresent(true));
        assertThat(Filter.parse("company=a=b")).isEqualTo(new CompanyIs("a=b"));
    }

    @Test
    void aStatusOfTheSpecIsSpeltAsTheSpecDoesAndAnyOtherAsTyped() {
        assertThat(Filter.parse("status=confirmed").text()).isEqualTo("status=Confirmed");
        assertThat(Filter.parse("status=UNSUBSCRIBED")).isEqualTo(new StatusIs("Unsubscribed"));
        assertThat(Filter.parse("status=pending").text()).isEqualTo("status=pending");
    }

    @Test
    void textIsTheFormTheCommandLineTakes() {
        assertThat(new VipBetween(new BigDecimal("2"), new BigDecimal("5")).text()).isEqualTo("vip=2..5");
        assertThat(new VipBetween(null, new BigDecimal("2")).text()).isEqualTo("vip=..2");
        assertThat(new VipBetween(new BigDecimal("3"), new BigDecimal("3")).text()).isEqualTo("vip=3");
        assertThat(new BirthdayIn(Month.DECEMBER).text()).isEqualTo("birthday=december");
        assertThat(new RegisteredBetween(LocalDate.of(2024, 1, 1), LocalDate.of(2024, 6, 30)).text())
                .isEqualTo("registered=2024-01-01..2024-06-30");
        assertThat(new LastActiveBetween(LocalDate.of(2025, 1, 1), null).text()).isEqualTo("lastActive=2025-01-01..");
        assertThat(new AmountPresent(false).text()).isEqualTo("amount=absent");
        assertThat(new CompanyIs("  Kite & Key Studio ").text()).isEqualTo("company=Kite & Key Studio");
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "status                          | NOT_FIELD_EQUALS_VALUE | ",
        "''                              | NOT_FIELD_EQUALS_VALUE | ",
        "colour=red                      | UNKNOWN_FIELD          | ",
        "=red                            | UNKNOWN_FIELD          | ",
        "company=                        | NO_VALUE               | COMPANY",
        "'status=   '                    | NO_VALUE               | STATUS",
        "vip=high                        | NOT_A_NUMBER           | VIP",
        "vip=2..x                        | NOT_A_NUMBER           | VIP",
        "vip=..                          | NO_END                 | VIP",
        "vip=5..2                        | BACKWARDS              | VIP",
        "registered=2024-13-01           | NOT_A_DATE             | REGISTERED",
        "registered=2024-02-30           | NOT_A_DATE             | REGISTERED",
        "registered=01/02/2024           | NOT_A_DATE             | REGISTERED",
        "registered=2024-06-30..2024-01-01 | BACKWARDS            | REGISTERED",
        "lastActive=yesterday..          | NOT_A_DATE             | LAST_ACTIVE",
        "birthday=13                     | NOT_A_MONTH            | BIRTHDAY",
        "birthday=0                      | NOT_A_MONTH            | BIRTHDAY",
        "birthday=ma                     | NOT_A_MONTH            | BIRTHDAY",
        "birthday=12/10                  | NOT_A_MONTH            | BIRTHDAY",
        "amount=yes                      | NOT_PRESENT_OR_ABSENT  | AMOUNT",
    })
    void whatIsNoFilterIsRefusedSayingWhatIsWrong(String text, Problem problem, Filter.Kind kind) {
        String typed = text == null ? "" : text;
        assertThatThrownBy(() -> Filter.parse(typed))
                .isInstanceOfSatisfying(FilterException.class, refused -> {
                    assertThat(refused.problem()).isEqualTo(problem);
                    assertThat(refused.kind()).isEqualTo(Optional.ofNullable(kind));
                    assertThat(refused.input()).isEqualTo(typed);
                    assertThat(refused.getMessage()).startsWith("\"" + typed + "\": ");
                });
    }

    @Test
    void theMessageSaysWhatWouldBeRight() {
        assertThatThrownBy(() -> Filter.parse("colour=red"))
                .hasMessage("\"colour=red\": there is no filter on that field; the fields are "
                        + "status, language, vip, company, birthday, registered, lastActive, source, amount");
        assertThatThrownBy(() -> Filter.parse("vip=high")).hasMessageContaining("vip=2..5");
        assertThatThrownBy(() -> Filter.parse("registered=1/2/24")).hasMessageContaining("registered=2024-01-01..2024-06-30");
        assertThatThrownBy(() -> Filter.parse("vip=5..2")).hasMessageContaining("smaller end first, such as vip=2..5");
        assertThatThrownBy(() -> Filter.parse("amount=")).hasMessage("\"amount=\": give amount a value, such as amount=present");
    }

    @Test
    void filtersBuiltInCodeRefuseWhatNoTextWouldGive() {
        assertThatThrownBy(() -> new VipBetween(null, null)).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> new RegisteredBetween(LocalDate.of(2024, 2, 1), LocalDate.of(2024, 1, 1)))
                .isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> new StatusIs(" ")).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> new BirthdayIn(null)).isInstanceOf(NullPointerException.class);
    }

    @Property
    void everyFilterReadsBackFromItsText(@ForAll("filters") Filter filter) {
        assertThat(Filter.parse(filter.text())).isEqualTo(filter);
    }

    @Provide
    Arbitrary<Filter> filters() {
        Arbitrary<String> values = Arbitraries.strings().ofMinLength(1).ofMaxLength(30)
                .filter(value -> !value.isBlank() && value.strip().equals(value));
        Arbitrary<BigDecimal> numbers = Arbitraries.bigDecimals().between(new BigDecimal("-1000"), new BigDecimal("1000")).ofScale(2);
        Arbitrary<LocalDate> days = Arbitraries.integers().between(0, 3_000_000).map(day -> LocalDate.of(1900, 1, 1).plusDays(day));
        return Arbitraries.oneOf(
                values.map(StatusIs::new),
                values.map(LanguageIs::new),
                values.map(CompanyIs::new),
                values.map(SourceIs::new),
                Arbitraries.of(Month.class).map(BirthdayIn::new),
                Arbitraries.of(true, false).map(AmountPresent::new),
                Combinators.combine(numbers.injectNull(0.3), numbers.injectNull(0.3))
                        .filter((min, max) -> min != null || max != null)
                        .as((min, max) -> min != null && max != null && min.compareTo(max) > 0 ? new VipBetween(max, min) : new VipBetween(min, max)),
                Combinators.combine(days.injectNull(0.3), days.injectNull(0.3))
                        .filter((from, to) -> from != null || to != null)
                        .as((from, to) -> from != null && to != null && from.isAfter(to) ? new RegisteredBetween(to, from) : new RegisteredBetween(from, to)),
                Combinators.combine(days.injectNull(0.3), days.injectNull(0.3))
                        .filter((from, to) -> from != null || to != null)
                        .as((from, to) -> from != null && to != null && from.isAfter(to) ? new LastActiveBetween(to, from) : new LastActiveBetween(from, to)));
    }
}
