package io.mailroom.api;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import java.nio.charset.StandardCharsets;
import java.time.LocalDate;
import java.time.Month;
import java.time.MonthDay;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Random;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.constraints.IntRange;
import net.jqwik.api.constraints.LongRange;

/** The input rules for any input (docs/decisions/006-birthday.md, 007-vip-level.md, 008-data-keys.md, 012-https.md, 018-email-addresses.md). */
class InputRulesPropertiesTest {

    private static final String ATOM_CHARS = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789!#$%&'*+/=?^_`{|}~-";

    // --- email addresses ---

    @Provide
    Arbitrary<String> localParts() {
        Arbitrary<String> atom = Arbitraries.strings().withChars(ATOM_CHARS.toCharArray()).ofMinLength(1).ofMaxLength(12);
        return atom.list().ofMinSize(1).ofMaxSize(4).map(atoms -> String.join(".", atoms))
                .filter(local -> local.length() <= 64);
    }

    @Provide
    Arbitrary<String> domains() {
        Arbitrary<String> label = Combinators.combine(
                        Arbitraries.strings().withCharRange('a', 'z').withCharRange('0', '9').ofLength(1),
                        Arbitraries.strings().withCharRange('a', 'z').withCharRange('0', '9').withChars('-').ofMaxLength(20),
                        Arbitraries.strings().withCharRange('a', 'z').withCharRange('A', 'Z').withCharRange('0', '9').ofLength(1))
                .as((first, middle, last) -> first + middle + last);
        Arbitrary<String> top = Arbitraries.strings().withCharRange('a', 'z').withCharRange('A', 'Z').ofMinLength(2).ofMaxLength(8);
        return Combinators.combine(label.list().ofMinSize(1).ofMaxSize(3), top)
                .as((labels, tld) -> String.join(".", labels) + "." + tld);
    }

    @Provide
    Arbitrary<String> emails() {
        return Combinators.combine(localParts(), domains()).as((local, domain) -> local + "@" + domain);
    }

    @Property
    void everyWellFormedAddressIsAcceptedAsIs(@ForAll("emails") String email,
                                              @ForAll @IntRange(max = 3) int spacesBefore, @ForAll @IntRange(max = 3) int spacesAfter) {
        assertThat(InputRules.isEmail(email)).isTrue();
        assertThat(InputRules.email("to", " ".repeat(spacesBefore) + email + " ".repeat(spacesAfter))).isEqualTo(email);
    }

    @Provide
    Arbitrary<String> notEmails() {
        Arbitrary<String> local = localParts();
        Arbitrary<String> domain = domains();
        Arbitrary<String> anyText = Arbitraries.strings().ofMinLength(1).ofMaxLength(40);
        return Arbitraries.oneOf(
                anyText.filter(text -> !text.contains("@") && !text.isBlank()),
                Combinators.combine(local, local, domain).as((a, b, d) -> a + "@" + b + "@" + d),
                domain.map(d -> "@" + d),
                local.map(l -> l + "@"),
                Combinators.combine(local, Arbitraries.strings().withCharRange('a', 'z').ofMinLength(1).ofMaxLength(20))
                        .as((l, host) -> l + "@" + host),
                Combinators.combine(local, local, domain, Arbitraries.of(" ", "\t", "\n", ",", ";", "(", ")", "<", ">", "[", "]", "\\", "\"", ":"))
                        .as((a, b, d, bad) -> a + bad + b + "@" + d),
                Combinators.combine(local, domain, Arbitraries.of(".", "..")).as((l, d, dots) -> dots + l + "@" + d),
                Combinators.combine(local, domain).as((l, d) -> l + ".@" + d),
                Combinators.combine(local, local, domain).as((a, b, d) -> a + ".." + b + "@" + d),
                Combinators.combine(local, domain).as((l, d) -> l + "@-" + d),
                Combinators.combine(local, domain).as((l, d) -> l + "@" + d.replaceFirst("\\.", "-.")),
                Combinators.combine(local, domain).as((l, d) -> l + "@" + d + "."),
                Combinators.combine(local, domain).as((l, d) -> l + "@." + d),
                Combinators.combine(local, domain).as((l, d) -> l + "@" + d.replaceFirst("\\.", "..")),
                Combinators.combine(local, domain, Arbitraries.integers().between(0, 999)).as((l, d, n) -> l + "@" + d + "." + n),
                Combinators.combine(local, domain, Arbitraries.strings().withCharRange('a', 'z').ofLength(1))
                        .as((l, d, letter) -> l + "@" + d + "." + letter),
                Combinators.combine(local, domain, Arbitraries.chars().range('\u0000', '\u001F').with('\u007F', '\u0085', '\u00A0',
                                '\u2028', '\u200B', '\u3000', '\uFEFF'))
                        .as((l, d, invisible) -> l + invisible + "@" + d),
                domain.map(d -> "a".repeat(65) + "@" + d),
                domain.map(d -> "a@" + "b".repeat(63) + "." + "c".repeat(63) + "." + "d".repeat(63) + "." + "e".repeat(57) + "." + d),
                domain.map(d -> "a@" + "b".repeat(64) + "." + d));
    }

    /** Letters of scripts other than Latin and Latin letters with marks, as international addresses carry them. */
    @Provide
    Arbitrary<String> internationalWords() {
        return Arbitraries.strings().withChars("äöüßéèçñøåłżœ".toCharArray()).withCharRange('а', 'я').withCharRange('α', 'ω')
                .withCharRange('一', '龥').withCharRange('ก', 'ฮ').withCharRange('a', 'z').ofMinLength(1).ofMaxLength(12);
    }

    @Provide
    Arbitrary<String> internationalEmails() {
        Arbitrary<String> words = internationalWords();
        Arbitrary<String> local = words.list().ofMinSize(1).ofMaxSize(3).map(parts -> String.join(".", parts))
                .filter(l -> l.getBytes(StandardCharsets.UTF_8).length <= InputRules.MAX_LOCAL_PART_OCTETS);
        Arbitrary<String> top = words.filter(w -> w.length() >= 2 && Character.isLetter(w.charAt(0)));
        return Combinators.combine(local, words.list().ofMinSize(1).ofMaxSize(3), top)
                .as((l, labels, tld) -> l + "@" + String.join(".", labels) + "." + tld);
    }

    @Property
    void internationalAddressesAreAcceptedAsTyped(@ForAll("internationalEmails") String email) {
        assertThat(InputRules.isEmail(email)).as(email).isTrue();
        assertThat(InputRules.email("emailAddress", email)).isEqualTo(email);
    }

    @Property
    void everyMalformedAddressIsRefusedNamingTheField(@ForAll("notEmails") String garbage,
                                                      @ForAll("emailFields") String field) {
        assertThat(InputRules.isEmail(garbage)).as(garbage).isFalse();
        InvalidInputException e = catchThrowableOfType(InvalidInputException.class, () -> InputRules.email(field, garbage));

        assertThat(e).as(garbage).isNotNull();
        assertThat(e.field()).isEqualTo(field);
        assertThat(e.getMessage()).startsWith(field + ": ").isEqualTo(field + ": " + e.rule());
        assertThat(e.rule()).isIn(InputRules.EMAIL_RULE, "is required");
    }

    @Provide
    Arbitrary<String> emailFields() {
        return Arbitraries.of("from", "to", "emailAddress");
    }

    @Property
    void aSendRefusesABadAddressNamingWhichOne(@ForAll("emails") String good, @ForAll("notEmails") String bad) {
        InvalidInputException from = catchThrowableOfType(InvalidInputException.class, () -> InputRules.email(bad, good, "Hi", "Hello"));
        InvalidInputException to = catchThrowableOfType(InvalidInputException.class, () -> InputRules.email(good, bad, "Hi", "Hello"));

        assertThat(from.field()).isEqualTo("from");
        assertThat(to.field()).isEqualTo("to");
    }

    // --- birthday ---

    @Provide
    Arbitrary<MonthDay> realDays() {
        return Arbitraries.of(Month.values()).flatMap(month ->
                Arbitraries.integers().between(1, month.maxLength()).map(day -> MonthDay.of(month, day)));
    }

    @Property
    void everyRealDayIsNormalisedToDayMonthFromEveryAcceptedForm(@ForAll("realDays") MonthDay day,
                                                                 @ForAll @IntRange(min = 1900, max = 2100) int year) {
        int d = day.getDayOfMonth();
        int m = day.getMonthValue();
        String expected = String.format(Locale.ROOT, "%02d/%02d", d, m);
        int realYear = day.isValidYear(year) ? year : 2024;

        assertThat(InputRules.birthday(String.format(Locale.ROOT, "%02d/%02d", d, m))).isEqualTo(expected);
        assertThat(InputRules.birthday(d + "/" + m)).isEqualTo(expected);
        assertThat(InputRules.birthday(String.format(Locale.ROOT, "%d/%02d", d, m))).isEqualTo(expected);
        assertThat(InputRules.birthday(String.format(Locale.ROOT, " %02d/%d ", d, m))).isEqualTo(expected);
        assertThat(InputRules.birthday(LocalDate.of(realYear, m, d).toString())).isEqualTo(expected);
        assertThat(InputRules.dataValue(DataKey.birthday, d + "/" + m)).isEqualTo(expected);
    }

    @Property
    void everyDayThatCannotExistIsRefused(@ForAll @IntRange(min = 0, max = 99) int day, @ForAll @IntRange(min = 0, max = 99) int month) {
        boolean real = month >= 1 && month <= 12 && day >= 1 && day <= Month.of(month).maxLength();
        String text = String.format(Locale.ROOT, "%02d/%02d", day, month);

        if (real) {
            assertThat(InputRules.birthday(text)).isEqualTo(text);
        } else {
            InvalidInputException e = catchThrowableOfType(InvalidInputException.class, () -> InputRules.birthday(text));
            assertThat(e).as(text).isNotNull();
            assertThat(e.field()).isEqualTo("birthday");
            assertThat(e.getMessage()).startsWith("birthday: ").contains("DD/MM");
        }
    }

    @Property
    void anIsoDateIsAcceptedOnlyWhenItExists(@ForAll @IntRange(min = 1, max = 9999) int year,
                                             @ForAll @IntRange(min = 0, max = 13) int month, @ForAll @IntRange(min = 0, max = 32) int day) {
        String text = String.format(Locale.ROOT, "%04d-%02d-%02d", year, month, day);
        boolean exists;
        try {
            LocalDate.of(year, month, day);
            exists = true;
        } catch (java.time.DateTimeException e) {
            exists = false;
        }

        if (exists) {
            assertThat(InputRules.birthday(text)).isEqualTo(String.format(Locale.ROOT, "%02d/%02d", day, month));
        } else {
            InvalidInputException e = catchThrowableOfType(InvalidInputException.class, () -> InputRules.birthday(text));
            assertThat(e).as(text).isNotNull();
            assertThat(e.field()).isEqualTo("birthday");
        }
    }

    @Property
    void textThatIsNoDateIsRefused(@ForAll("notDates") String text) {
        InvalidInputException e = catchThrowableOfType(InvalidInputException.class, () -> InputRules.birthday(text));

        assertThat(e).as(text).isNotNull();
        assertThat(e.field()).isEqualTo("birthday");
        assertThat(e.rule()).startsWith(InputRules.BIRTHDAY_RULE);
    }

    @Provide
    Arbitrary<String> notDates() {
        return Arbitraries.oneOf(
                Arbitraries.strings().ofMaxLength(12).filter(s -> !s.strip().matches("\\d{1,2}/\\d{1,2}|\\d{4}-\\d{2}-\\d{2}")),
                Combinators.combine(Arbitraries.integers().between(1, 28), Arbitraries.integers().between(1, 12),
                                Arbitraries.of(".", "-", " ", "\\", "//", "/ "))
                        .as((d, m, sep) -> d + sep + m),
                Combinators.combine(Arbitraries.integers().between(1, 28), Arbitraries.integers().between(1, 12))
                        .as((d, m) -> String.format(Locale.ROOT, "%03d/%02d", d, m)),
                Combinators.combine(Arbitraries.integers().between(1, 28), Arbitraries.integers().between(1, 12))
                        .as((d, m) -> String.format(Locale.ROOT, "%02d/%02d/2024", d, m)),
                Combinators.combine(Arbitraries.integers().between(1, 28), Arbitraries.integers().between(1, 9))
                        .as((d, m) -> String.format(Locale.ROOT, "2024-%d-%02d", m, d)),
                Arbitraries.of("", " ", "March 5", "5th March", "٠٥/٠٣", "05／03", "05/03/"));
    }

    // --- vipLevel ---

    @Property
    void everyNonNegativeIntegerIsAcceptedWithoutLeadingZeros(@ForAll @LongRange(min = 0, max = 999_999_999) long level,
                                                              @ForAll @IntRange(max = 12) int leadingZeros) {
        String text = "0".repeat(leadingZeros) + level;

        assertThat(InputRules.vipLevel(text)).isEqualTo(Long.toString(level));
        assertThat(InputRules.vipLevel(" " + text + " ")).isEqualTo(Long.toString(level));
        assertThat(InputRules.dataValue(DataKey.vipLevel, text)).isEqualTo(Long.toString(level));
    }

    @Property
    void negativesDecimalsAndTextAreRefused(@ForAll("notLevels") String text) {
        InvalidInputException e = catchThrowableOfType(InvalidInputException.class, () -> InputRules.vipLevel(text));

        assertThat(e).as(text).isNotNull();
        assertThat(e.field()).isEqualTo("vipLevel");
        assertThat(e.getMessage()).startsWith("vipLevel: " + InputRules.VIP_RULE);
    }

    @Provide
    Arbitrary<String> notLevels() {
        Arbitrary<Long> positive = Arbitraries.longs().between(1, 999_999_999);
        return Arbitraries.oneOf(
                positive.map(n -> "-" + n),
                Combinators.combine(Arbitraries.longs().between(0, 999_999), Arbitraries.integers().between(0, 99))
                        .as((n, fraction) -> n + "." + fraction),
                positive.map(n -> n + ".0"),
                positive.map(n -> n + "e2"),
                positive.map(n -> "+" + n),
                positive.map(n -> n + " " + n),
                positive.map(n -> String.format(Locale.ROOT, "%,d", n * 1000)),
                Arbitraries.strings().alpha().ofMinLength(1).ofMaxLength(10),
                Arbitraries.of("", " ", "VIP", "three", "1_000", "0x10", "١٢", "NaN", "Infinity"));
    }

    // --- data keys ---

    @Property
    void everyUndocumentedDataKeyIsRefusedByName(@ForAll("unknownKeys") String key, @ForAll("knownData") Map<String, String> known) {
        Map<String, String> data = new LinkedHashMap<>(known);
        data.put(key, "x");

        InvalidInputException e = catchThrowableOfType(InvalidInputException.class, () -> InputRules.data(data));
        InvalidInputException save = catchThrowableOfType(InvalidInputException.class,
                () -> InputRules.saveContact("app", "a@x.io", "Confirmed", data));

        assertThat(e.field()).isEqualTo("data." + key);
        assertThat(e.getMessage()).startsWith("data." + key + ": ").contains("firstName").contains("vipLevel");
        assertThat(save.field()).isEqualTo("data." + key);
    }

    @Provide
    Arbitrary<String> unknownKeys() {
        List<String> names = Arrays.stream(DataKey.values()).map(Enum::name).toList();
        return Arbitraries.oneOf(
                        Arbitraries.strings().ofMinLength(1).ofMaxLength(20),
                        Arbitraries.of(DataKey.values()).map(k -> k.name().toUpperCase(Locale.ROOT)),
                        Arbitraries.of(DataKey.values()).map(k -> " " + k.name()),
                        Arbitraries.of("email", "emailAddress", "status", "appId", "registerDate", "source", "tags", "first_name"))
                .filter(name -> !names.contains(name));
    }

    @Provide
    Arbitrary<Map<String, String>> knownData() {
        return Arbitraries.subsetOf(DataKey.values()).map(keys -> {
            Map<String, String> data = new LinkedHashMap<>();
            for (DataKey key : keys) {
                data.put(key.name(), switch (key) {
                    case birthday -> "1990-12-31";
                    case vipLevel -> "07";
                    case phoneNumber -> "+44 20 7946 0958";
                    default -> key.name() + " value";
                });
            }
            return data;
        });
    }

    @Property
    void documentedDataGoesOutNormalisedInTheSpecsKeyOrder(@ForAll("knownData") Map<String, String> data, @ForAll long seed) {
        List<Map.Entry<String, String>> shuffled = new ArrayList<>(data.entrySet());
        Collections.shuffle(shuffled, new Random(seed));
        Map<String, String> input = new LinkedHashMap<>();
        shuffled.forEach(entry -> input.put(entry.getKey(), entry.getValue()));

        Map<String, String> checked = InputRules.data(input);

        assertThat(List.copyOf(checked.keySet())).isEqualTo(Arrays.stream(DataKey.values()).map(Enum::name)
                .filter(data::containsKey).toList());
        if (checked.containsKey("birthday")) {
            assertThat(checked.get("birthday")).isEqualTo("31/12");
        }
        if (checked.containsKey("vipLevel")) {
            assertThat(checked.get("vipLevel")).isEqualTo("7");
        }
    }

    // --- base URL ---

    @Property
    void httpIsAcceptedForEveryLoopbackAddress(@ForAll @IntRange(max = 255) int b, @ForAll @IntRange(max = 255) int c,
                                               @ForAll @IntRange(max = 255) int d, @ForAll @IntRange(min = 1, max = 65535) int port) {
        for (String host : List.of("127." + b + "." + c + "." + d, "localhost", "LocalHost", "[::1]")) {
            String url = "http://" + host + ":" + port + "/api";
            assertThat(InputRules.baseUrl(url).toString()).isEqualTo(url);
        }
    }

    @Property
    void httpIsRefusedForEveryOtherHost(@ForAll("remoteHosts") String host) {
        InvalidInputException e = catchThrowableOfType(InvalidInputException.class, () -> InputRules.baseUrl("http://" + host + "/v"));

        assertThat(e).as(host).isNotNull();
        assertThat(e.field()).isEqualTo("baseUrl");
        assertThat(e.getMessage()).startsWith("baseUrl: ").contains("https");
        assertThat(InputRules.baseUrl("https://" + host + "/v").getHost()).isEqualTo(host);
    }

    @Provide
    Arbitrary<String> remoteHosts() {
        Arbitrary<Integer> octet = Arbitraries.integers().between(0, 255);
        return Arbitraries.oneOf(
                domains().map(d -> d.toLowerCase(Locale.ROOT)),
                Combinators.combine(Arbitraries.integers().between(0, 255).filter(a -> a != 127), octet, octet, octet)
                        .as((a, b, c, d) -> a + "." + b + "." + c + "." + d),
                domains().map(d -> "localhost." + d.toLowerCase(Locale.ROOT)),
                domains().map(d -> "127.0.0.1." + d.toLowerCase(Locale.ROOT)),
                Arbitraries.of("[::2]", "[fe80::1]", "[2001:db8::1]", "[::ffff:7f00:1]", "0.0.0.0", "mylocalhost", "localhost-1.example"));
    }
}
