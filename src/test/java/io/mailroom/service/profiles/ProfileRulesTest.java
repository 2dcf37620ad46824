package io.mailroom.service.profiles;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import io.mailroom.api.InputRule;
import io.mailroom.api.InputRules;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.Test;

class ProfileRulesTest {

    private static final Profile EXISTING = Profile.draft("Production", "https://api.example.com",
            List.of(new AppRef("main", null)), List.of()).withId("p-1");

    private static Profile valid() {
        return Profile.draft("  Staging ", "https://staging.example.com/", List.of(new AppRef(" news ", " Newsletter ")),
                List.of(" news@example.com ", "help@example.com"));
    }

    private static List<FieldError> errors(Profile candidate) {
        return catchThrowableOfType(InvalidProfileException.class, () -> ProfileRules.check(candidate, List.of(EXISTING))).errors();
    }

    @Test
    void aValidProfileComesBackTrimmedAndNormalised() {
        Profile checked = ProfileRules.check(valid(), List.of(EXISTING));

        assertThat(checked.name()).isEqualTo("Staging");
        assertThat(checked.baseUrl()).isEqualTo("https://staging.example.com");
        assertThat(checked.apps()).containsExactly(new AppRef("news", "Newsletter"));
        assertThat(checked.senders()).containsExactly("news@example.com", "help@example.com");
        assertThat(checked.defaultSender()).isEqualTo("news@example.com");
    }

    @Test
    void theNameIsRequiredUniqueIgnoringCaseAndNotTheSandboxes() {
        assertThat(errors(valid().withName(" "))).containsExactly(new FieldError("name", ProfileRule.REQUIRED));
        assertThat(errors(valid().withName("production")))
                .containsExactly(new FieldError("name", ProfileRule.NAME_TAKEN, List.of("production")));
        assertThat(errors(valid().withName("production")).getFirst().message()).isEqualTo("another profile is already called \"production\"");
        assertThat(errors(valid().withName("sandbox")))
                .containsExactly(new FieldError("name", ProfileRule.SANDBOX_NAME, List.of(Profile.SANDBOX_NAME)));
        assertThat(errors(valid().withName("x".repeat(65))))
                .containsExactly(new FieldError("name", ProfileRule.TOO_LONG, List.of(ProfileRules.MAX_NAME_LENGTH)));
        assertThat(errors(valid().withName("x".repeat(65))).getFirst().message()).isEqualTo("must be at most 64 characters");
        assertThat(errors(valid().withName("two\nlines"))).containsExactly(new FieldError("name", ProfileRule.SINGLE_LINE));
    }

    @Test
    void keepingItsOwnNameIsNoClash() {
        Profile renamedCase = EXISTING.withName("PRODUCTION");

        assertThat(ProfileRules.check(renamedCase, List.of(EXISTING)).name()).isEqualTo("PRODUCTION");
    }

    @Test
    void theBaseUrlMustBeAbsoluteAndHttpsUnlessLoopback() {
        assertThat(errors(valid().withBaseUrl("http://api.example.com"))).singleElement()
                .satisfies(e -> assertThat(e.toString()).startsWith("baseUrl: must use https"));
        assertThat(errors(valid().withBaseUrl("http://api.example.com")))
                .containsExactly(new FieldError("baseUrl", ProfileRule.INPUT, List.of(InputRule.URL_NOT_HTTPS, List.of())));
        assertThat(errors(valid().withBaseUrl("api.example.com")))
                .containsExactly(new FieldError("baseUrl", ProfileRule.INPUT, List.of(InputRule.NOT_AN_ABSOLUTE_URL, List.of())));
        assertThat(errors(valid().withBaseUrl(null)))
                .containsExactly(new FieldError("baseUrl", ProfileRule.INPUT, List.of(InputRule.REQUIRED, List.of())));
        assertThat(errors(valid().withBaseUrl("https://sk-live-51f0@api.example.com"))).singleElement()
                .satisfies(e -> assertThat(e.toString()).isEqualTo(
                        "baseUrl: must not contain a user name or password (the API key goes in its own field)"));
        assertThat(ProfileRules.check(valid().withBaseUrl("http://127.0.0.1:8787"), List.of()).baseUrl())
                .isEqualTo("http://127.0.0.1:8787");
    }

    @Test
    void applicationsAreRequiredAndDistinct() {
        assertThat(errors(valid().withApps(List.of()))).containsExactly(new FieldError("apps", ProfileRule.NO_APPS));
        assertThat(errors(valid().withApps(List.of())).getFirst().message()).isEqualTo("at least one application (appId) is required");
        assertThat(errors(valid().withApps(List.of(new AppRef("a", null), new AppRef("a", "Again")))))
                .containsExactly(new FieldError("apps", ProfileRule.LISTED_TWICE, List.of("a")));
        assertThat(errors(valid().withApps(List.of(new AppRef(" ", "Blank")))))
                .containsExactly(new FieldError("apps", ProfileRule.APP_ID, List.of(InputRule.REQUIRED, List.of())));
        assertThat(errors(valid().withApps(List.of(new AppRef(" ", "Blank")))).getFirst().message()).isEqualTo("appId is required");
        assertThat(errors(valid().withApps(List.of(new AppRef("a".repeat(256), "Long")))))
                .containsExactly(new FieldError("apps", ProfileRule.APP_ID, List.of(InputRule.TOO_LONG, List.of(InputRules.MAX_TEXT_LENGTH))));
        assertThat(errors(valid().withApps(List.of(new AppRef("a", "n".repeat(65))))))
                .containsExactly(new FieldError("apps", ProfileRule.APP_NAME_TOO_LONG, List.of("a", ProfileRules.MAX_NAME_LENGTH)));
    }

    @Test
    void sendersMustBeAddressesAndTheDefaultOneOfThem() {
        assertThat(errors(valid().withSenders(List.of("not-an-address"), null)))
                .containsExactly(new FieldError("senders", ProfileRule.NOT_AN_EMAIL, List.of("not-an-address")));
        assertThat(errors(valid().withSenders(List.of("not-an-address"), null)).getFirst().message())
                .isEqualTo("\"not-an-address\" is not an email address like name@example.com");
        assertThat(errors(valid().withSenders(List.of("a@example.com", "A@example.com"), null)))
                .containsExactly(new FieldError("senders", ProfileRule.LISTED_TWICE, List.of("A@example.com")));
        assertThat(errors(valid().withSenders(List.of("a@example.com"), "b@example.com")))
                .containsExactly(new FieldError("defaultSender", ProfileRule.NOT_A_SENDER, List.of("b@example.com")));
        assertThat(errors(valid().withSenders(List.of("a@example.com"), "b@example.com")).getFirst().message())
                .isEqualTo("\"b@example.com\" is not one of the profile's senders");
        assertThat(ProfileRules.check(valid().withSenders(List.of(), null), List.of()).defaultSender()).isNull();
        assertThat(ProfileRules.check(valid().withSenders(List.of("a@example.com", "b@example.com"), "B@example.com"), List.of())
                .defaultSender()).isEqualTo("b@example.com");
    }

    @Test
    void limitsMustBeSensible() {
        assertThat(errors(valid().withRateLimit(0)))
                .containsExactly(new FieldError("rateLimit", ProfileRule.RATE_OUT_OF_RANGE, List.of(ProfileRules.MAX_RATE_LIMIT)));
        assertThat(errors(valid().withTimeouts(Duration.ZERO, Duration.ofHours(1)))).containsExactly(
                new FieldError("connectTimeout", ProfileRule.TIMEOUT_OUT_OF_RANGE, List.of(10L)),
                new FieldError("requestTimeout", ProfileRule.TIMEOUT_OUT_OF_RANGE, List.of(10L)));
        assertThat(errors(valid().withRateLimit(0)).getFirst().toString()).isEqualTo("rateLimit: must be 1 to 1000 requests per second");
        assertThat(errors(valid().withTimeouts(Duration.ZERO, Duration.ofSeconds(5))).getFirst().message())
                .isEqualTo("must be 1 second to 10 minutes");
    }

    @Test
    void everyProblemIsReportedAtOnceEachNamingItsField() {
        Profile bad = new Profile(null, "", "ftp://x", List.of(), List.of("nope"), null, 0, Duration.ofSeconds(5), Duration.ofSeconds(5), true);

        InvalidProfileException e = catchThrowableOfType(InvalidProfileException.class, () -> ProfileRules.check(bad, List.of()));

        assertThat(e.errors()).extracting(FieldError::field).containsExactly("name", "baseUrl", "apps", "senders", "rateLimit");
        assertThat(e.getMessage()).startsWith("name: is required; baseUrl: ");
    }
}
