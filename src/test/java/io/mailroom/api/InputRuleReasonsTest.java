package io.mailroom.api;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import java.time.Duration;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Each refusal carries its reason and that reason's details as data, for the desktop app to word
 * in the person's language; the message stays the command line's English, built from the same data.
 */
class InputRuleReasonsTest {

    private static InvalidInputException refusal(Runnable call) {
        InvalidInputException e = catchThrowableOfType(InvalidInputException.class, call::run);
        assertThat(e).as("refused").isNotNull();
        assertThat(e.getMessage()).isEqualTo(e.field() + ": " + e.rule());
        return e;
    }

    @Test
    void tooLongCarriesItsLimit() {
        InvalidInputException appId = refusal(() -> InputRules.appId("a".repeat(256)));
        assertThat(appId.reason()).isEqualTo(InputRule.TOO_LONG);
        assertThat(appId.details()).containsExactly(InputRules.MAX_TEXT_LENGTH);
        assertThat(appId.getMessage()).isEqualTo("appId: must be at most 255 characters");

        InvalidInputException company = refusal(() -> InputRules.data(Map.of("company", "c".repeat(256))));
        assertThat(company.field()).isEqualTo("company");
        assertThat(company.reason()).isEqualTo(InputRule.TOO_LONG);
        assertThat(company.details()).containsExactly(255);

        InvalidInputException subject = refusal(() -> InputRules.subject("s".repeat(999)));
        assertThat(subject.reason()).isEqualTo(InputRule.TOO_LONG);
        assertThat(subject.details()).containsExactly(InputRules.MAX_SUBJECT_LENGTH);
        assertThat(subject.getMessage()).isEqualTo("subject: must be at most 998 characters");
    }

    @Test
    void anOverlongBodyCarriesTheLimitAndItsLength() {
        InvalidInputException e = refusal(() -> InputRules.bodyLength("x".repeat(InputRules.MAX_BODY_LENGTH + 2)));

        assertThat(e.reason()).isEqualTo(InputRule.TOO_MANY_CHARACTERS);
        assertThat(e.details()).containsExactly(InputRules.MAX_BODY_LENGTH, InputRules.MAX_BODY_LENGTH + 2);
        assertThat(e.getMessage()).isEqualTo("body: must be at most 10,000,000 characters; it has 10,000,002");
    }

    @ParameterizedTest
    @CsvSource({"5.3,BIRTHDAY_FORMAT", "05-03,BIRTHDAY_FORMAT", "30/02,NO_SUCH_DATE", "2023-02-29,NO_SUCH_DATE", "01/13,NO_SUCH_DATE"})
    void aBirthdaySaysWhetherItIsUnreadableOrImpossible(String input, InputRule reason) {
        InvalidInputException e = refusal(() -> InputRules.birthday(input));

        assertThat(e.field()).isEqualTo("birthday");
        assertThat(e.reason()).isEqualTo(reason);
        assertThat(e.details()).isEmpty();
    }

    @Test
    void aVipLevelSaysWhetherItIsNoNumberOrTooLarge() {
        assertThat(refusal(() -> InputRules.vipLevel("1.5")).reason()).isEqualTo(InputRule.NOT_A_WHOLE_NUMBER);

        InvalidInputException large = refusal(() -> InputRules.vipLevel("1000000000"));
        assertThat(large.reason()).isEqualTo(InputRule.NUMBER_TOO_LARGE);
        assertThat(large.details()).containsExactly(InputRules.MAX_VIP_LEVEL);
        assertThat(large.getMessage()).isEqualTo("vipLevel: must be a whole number of 0 or more below one billion");
    }

    @Test
    void anUnknownDataKeyCarriesTheKeysThatAreAllowed() {
        InvalidInputException e = refusal(() -> InputRules.data(Map.of("nickname", "Annie")));

        assertThat(e.field()).isEqualTo("data.nickname");
        assertThat(e.reason()).isEqualTo(InputRule.UNKNOWN_DATA_KEY);
        assertThat(e.details()).containsExactly(Arrays.stream(DataKey.values()).map(Enum::name).toList());
        assertThat(e.getMessage()).isEqualTo("data.nickname: is not a contact field the service accepts; allowed: language, firstName,"
                + " lastName, phoneNumber, birthday, company, vipLevel, amount");
    }

    @Test
    void aControlCharacterCarriesItsCodePointAndWhereItIs() {
        InvalidInputException subject = refusal(() -> InputRules.subject("Invoice\u0001"));
        assertThat(subject.reason()).isEqualTo(InputRule.CONTROL_CHARACTER);
        assertThat(subject.details()).containsExactly(1, 8);

        InvalidInputException body = refusal(() -> InputRules.body("Hello\nAda\n\u001b[31m"));
        assertThat(body.reason()).isEqualTo(InputRule.CONTROL_CHARACTER_ON_LINE);
        assertThat(body.details()).containsExactly(0x1B, 3L);
        assertThat(body.rule()).endsWith("it has U+001B (escape) on line 3");

        assertThat(refusal(() -> InputRules.subject("two\nlines")).reason()).isEqualTo(InputRule.SINGLE_LINE);
    }

    @Test
    void requiredEmailAndStatusHaveReasonsWithoutDetails() {
        InvalidInputException blank = refusal(() -> InputRules.email("to", " "));
        assertThat(blank.reason()).isEqualTo(InputRule.REQUIRED);
        assertThat(blank.details()).isEmpty();
        assertThat(refusal(() -> InputRules.email("to", "anna.example.de")).reason()).isEqualTo(InputRule.NOT_AN_EMAIL);
        assertThat(refusal(() -> InputRules.status("Pending")).reason()).isEqualTo(InputRule.NOT_A_STATUS);
        assertThat(refusal(() -> ApiKey.of("abc def")).reason()).isEqualTo(InputRule.KEY_CHARACTERS);
    }

    @Test
    void pagingCarriesItsBounds() {
        InvalidInputException page = refusal(() -> InputRules.page(0));
        assertThat(page.reason()).isEqualTo(InputRule.AT_LEAST);
        assertThat(page.details()).containsExactly(1);
        assertThat(page.getMessage()).isEqualTo("page: must be 1 or more");

        InvalidInputException size = refusal(() -> InputRules.pageSize(501));
        assertThat(size.reason()).isEqualTo(InputRule.OUT_OF_RANGE);
        assertThat(size.details()).containsExactly(1, ContactLimits.MAX_PAGE_SIZE);
        assertThat(size.getMessage()).isEqualTo("pageSize: must be between 1 and " + ContactLimits.MAX_PAGE_SIZE);
    }

    @ParameterizedTest
    @CsvSource({"ftp://example.com,NOT_AN_ABSOLUTE_URL", "https://KEY@api.example.com,URL_WITH_CREDENTIALS",
            "https://api.example.com#top,URL_WITH_QUERY", "http://api.example.com,URL_NOT_HTTPS", "' ',REQUIRED"})
    void aBaseUrlSaysWhichRuleItBroke(String input, InputRule reason) {
        InvalidInputException e = refusal(() -> InputRules.baseUrl(input));

        assertThat(e.field()).isEqualTo("baseUrl");
        assertThat(e.reason()).isEqualTo(reason);
    }

    @Test
    void theClientsOwnSettingsHaveReasons() {
        ClientConfig config = ClientConfig.of("https://api.example.com", ApiKey.of("k"));
        InvalidInputException rate = refusal(() -> config.withRateLimit(0));
        assertThat(rate.reason()).isEqualTo(InputRule.RATE_TOO_LOW);
        assertThat(rate.details()).containsExactly(1);
        assertThat(rate.getMessage()).isEqualTo("rateLimit: must be at least 1 request per second");

        InvalidInputException timeout = refusal(() -> config.withTimeouts(Duration.ZERO, Duration.ofSeconds(1)));
        assertThat(timeout.reason()).isEqualTo(InputRule.TIMEOUT_NOT_POSITIVE);
    }

    @Test
    void unfilledPlaceholdersCarryTheirNames() {
        InvalidInputException e = new InvalidInputException("placeholders", InputRule.UNFILLED_PLACEHOLDERS, List.of("firstName", "company"));

        assertThat(e.details()).containsExactly(List.of("firstName", "company"));
        assertThat(e.getMessage()).isEqualTo("placeholders: {{firstName}} and {{company}} have no value for this recipient");
        assertThat(new InvalidInputException("placeholders", InputRule.UNFILLED_PLACEHOLDERS, List.of("a", "b", "c")).rule())
                .isEqualTo("{{a}}, {{b}} and {{c}} have no value for this recipient");
    }
}
