package io.mailroom.api;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import java.util.LinkedHashMap;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

/** The input rules by example: the cases docs/decisions/006-birthday.md, 007-vip-level.md, 008-data-keys.md, 012-https.md and 018-email-addresses.md name, and each refusal naming field and rule. */
class InputRulesTest {

    private static InvalidInputException refusal(Runnable call) {
        InvalidInputException e = catchThrowableOfType(InvalidInputException.class, call::run);
        assertThat(e).as("refused").isNotNull();
        assertThat(e.getMessage()).isEqualTo(e.field() + ": " + e.rule());
        return e;
    }

    @ParameterizedTest
    @CsvSource({"29/02,29/02", "5/3,05/03", "05/03,05/03", "31/12,31/12", "1/1,01/01", "2024-03-05,05/03",
            "2024-02-29,29/02", "' 31/01 ',31/01"})
    void birthdaysAreNormalisedToDayMonth(String input, String wire) {
        assertThat(InputRules.birthday(input)).isEqualTo(wire);
    }

    @ParameterizedTest
    @ValueSource(strings = {"30/02", "31/04", "31/06", "31/09", "31/11", "00/05", "05/00", "32/01", "01/13",
            "2023-02-29", "2024-13-01", "2024-04-31", "", "05-03", "5.3", "05/03/2024", "2024/03/05"})
    void impossibleOrUnreadableBirthdaysAreRefused(String input) {
        InvalidInputException e = refusal(() -> InputRules.birthday(input));

        assertThat(e.field()).isEqualTo("birthday");
        assertThat(e.rule()).startsWith(InputRules.BIRTHDAY_RULE);
    }

    @ParameterizedTest
    @ValueSource(strings = {"anna@exämple.de", "anna@xn--exmple-cua.de", "jürgen.müller@bücher.example", "почта@пример.рф",
            "用户@例子.广告", "θσερ@εχαμπλε.ψομ", "josé.garcía+news@correo.es", "अजय@डाटा.भारत", "ß@straße.de",
            "persian\u200Cname@example.ir"})
    void internationalAddressesAreAcceptedAsTyped(String address) {
        assertThat(InputRules.isEmail(address)).as(address).isTrue();
        assertThat(InputRules.email("to", " " + address + " ")).isEqualTo(address);
    }

    @ParameterizedTest
    @ValueSource(strings = {"anna.exämple.de", "anna@", "@exämple.de", "an na@exämple.de", "anna@exä mple.de",
            "anna\u0001@exämple.de", "anna\u00A0@example.de", "anna\u200B@example.de", ".anna@exämple.de",
            "anna.@exämple.de", "an..na@exämple.de", "anna@.exämple.de", "anna@exämple.de.", "anna@exämple..de",
            "anna@-exämple.de", "anna@exämple-.de", "anna@exämple", "anna@exämple.1", "an\"na@exämple.de",
            "an<na@exämple.de", "an@na@exämple.de", "anna@[192.0.2.1]"})
    void whatSurelyIsNoAddressIsStillRefused(String address) {
        assertThat(InputRules.isEmail(address)).as(address).isFalse();
        assertThat(refusal(() -> InputRules.email("to", address)).rule()).isEqualTo(InputRules.EMAIL_RULE);
    }

    @Test
    void overLongPartsAreCountedAsTheMailSystemCountsThem() {
        // 32 two-octet letters are 64 octets of UTF-8: the most a local part may hold; one more is too many.
        assertThat(InputRules.isEmail("ä".repeat(32) + "@example.de")).isTrue();
        assertThat(InputRules.isEmail("ä".repeat(33) + "@example.de")).isFalse();
        assertThat(InputRules.isEmail("a@" + "ü".repeat(63) + ".de")).isTrue();
        assertThat(InputRules.isEmail("a@" + "ü".repeat(64) + ".de")).isFalse();
        String longDomain = String.join(".", "b".repeat(63), "c".repeat(63), "d".repeat(63), "e".repeat(57)) + ".de";
        assertThat(InputRules.isEmail("a@" + longDomain)).as("254 in all").isTrue();
        assertThat(InputRules.isEmail("ab@" + longDomain)).as("255 in all").isFalse();
    }

    @Test
    void anImpossibleDateSaysSo() {
        assertThat(refusal(() -> InputRules.birthday("30/02")).rule()).contains("no such date");
    }

    @ParameterizedTest
    @CsvSource({"0,0", "3,3", "007,7", "0000000000003,3", "999999999,999999999", "' 12 ',12"})
    void vipLevelsAreDecimalStringsWithoutLeadingZeros(String input, String wire) {
        assertThat(InputRules.vipLevel(input)).isEqualTo(wire);
    }

    @ParameterizedTest
    @ValueSource(strings = {"-1", "1.5", "3.0", "abc", "1e3", "+3", "", "1000000000"})
    void otherVipLevelsAreRefused(String input) {
        InvalidInputException e = refusal(() -> InputRules.vipLevel(input));

        assertThat(e.field()).isEqualTo("vipLevel");
        assertThat(e.rule()).startsWith(InputRules.VIP_RULE);
    }

    @Test
    void anUnknownDataKeyIsRefusedByNameBeforeAnythingIsSent() {
        Map<String, String> data = new LinkedHashMap<>();
        data.put("firstName", "Ann");
        data.put("nickname", "Annie");

        InvalidInputException e = refusal(() -> InputRules.saveContact("app", "a@x.io", "Confirmed", data));

        assertThat(e.field()).isEqualTo("data.nickname");
        assertThat(e.getMessage()).startsWith("data.nickname: is not a contact field the service accepts; allowed: language, firstName,");
    }

    @Test
    void anEmptyValueClearsAFieldAndPassesEveryRule() {
        Map<String, String> data = new LinkedHashMap<>();
        data.put("birthday", "");
        data.put("vipLevel", " ");

        assertThat(InputRules.data(data)).containsExactly(Map.entry("birthday", ""), Map.entry("vipLevel", ""));
    }

    @ParameterizedTest
    @CsvSource({"https://api.example.com,https://api.example.com", "https://api.example.com/,https://api.example.com",
            "https://api.example.com/base,https://api.example.com/base", "http://localhost:8080,http://localhost:8080",
            "http://127.0.0.1:1/p,http://127.0.0.1:1/p", "http://127.255.3.9,http://127.255.3.9", "http://[::1]:9000,http://[::1]:9000",
            "HTTP://LOCALHOST,HTTP://LOCALHOST"})
    void baseUrlsThatAreHttpsOrLoopbackAreAccepted(String input, String accepted) {
        assertThat(InputRules.baseUrl(input)).hasToString(accepted);
    }

    @ParameterizedTest
    @CsvSource({"http://api.example.com,https", "http://10.0.0.5:8080,https", "http://localhost.example.com,https",
            "http://127.0.0.1.nip.io,https", "http://[::2],https", "ftp://example.com,absolute URL", "api.example.com,absolute URL",
            "/v1,absolute URL", "'https://exa mple.com',absolute URL", "https://api.example.com?x=1,query",
            "https://api.example.com#top,fragment", "' ',required"})
    void otherBaseUrlsAreRefusedSayingWhy(String input, String why) {
        InvalidInputException e = refusal(() -> InputRules.baseUrl(input));

        assertThat(e.field()).isEqualTo("baseUrl");
        assertThat(e.rule()).contains(why);
    }

    @Test
    void aSendNeedsASingleLineSubjectAndABody() {
        assertThat(refusal(() -> InputRules.email("a@x.io", "b@x.io", "Hi\nthere", "Hello")).field()).isEqualTo("subject");
        assertThat(refusal(() -> InputRules.email("a@x.io", "b@x.io", " ", "Hello")).rule()).isEqualTo("is required");
        assertThat(refusal(() -> InputRules.email("a@x.io", "b@x.io", "Hi", "  ")).field()).isEqualTo("body");
        assertThat(InputRules.email(" a@x.io ", "b@x.io", " Hi ", " Hello ")).isEqualTo(new Email("a@x.io", "b@x.io", "Hi", " Hello "));
    }

    @Test
    void statusPageAndPageSizeAreChecked() {
        assertThat(InputRules.status(" unsubscribed ")).isEqualTo(ContactStatus.Unsubscribed);
        assertThat(refusal(() -> InputRules.status("Pending")).field()).isEqualTo("status");
        assertThat(refusal(() -> InputRules.page(0)).field()).isEqualTo("page");
        assertThat(refusal(() -> InputRules.pageSize(501)).field()).isEqualTo("pageSize");
        assertThat(refusal(() -> InputRules.pageSize(0)).field()).isEqualTo("pageSize");
        assertThat(InputRules.pageSize(500)).isEqualTo(500);
    }

    @Test
    void anApiKeyMustBeVisibleAsciiAndIsNeverEchoedInTheRefusal() {
        InvalidInputException e = refusal(() -> ApiKey.of("abc def-secret"));

        assertThat(e.field()).isEqualTo("apiKey");
        assertThat(e.getMessage()).doesNotContain("secret");
        assertThat(refusal(() -> ApiKey.of("  ")).rule()).isEqualTo("is required");
    }
}
