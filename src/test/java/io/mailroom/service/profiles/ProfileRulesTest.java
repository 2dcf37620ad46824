package io.mailroom.service.profiles;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

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
        assertThat(errors(valid().withName(" "))).containsExactly(new FieldError("name", "is required"));
        assertThat(errors(valid().withName("production")))
                .containsExactly(new FieldError("name", "another profile is already called \"production\""));
        assertThat(errors(valid().withName("sandbox"))).singleElement()
                .satisfies(e -> assertThat(e.field()).isEqualTo("name"));
        assertThat(errors(valid().withName("x".repeat(65)))).singleElement()
                .satisfies(e -> assertThat(e.message()).contains("at most 64"));
        assertThat(errors(valid().withName("two\nlines"))).singleElement()
                .satisfies(e -> assertThat(e.field()).isEqualTo("name"));
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
        assertThat(errors(valid().withBaseUrl("api.example.com"))).singleElement()
                .satisfies(e -> assertThat(e.field()).isEqualTo("baseUrl"));
        assertThat(errors(valid().withBaseUrl(null))).singleElement()
                .satisfies(e -> assertThat(e.field()).isEqualTo("baseUrl"));
        assertThat(errors(valid().withBaseUrl("https://sk-live-51f0@api.example.com"))).singleElement()
                .satisfies(e -> assertThat(e.toString()).isEqualTo(
                        "baseUrl: must not contain a user name or password (the API key goes in its own field)"));
        assertThat(ProfileRules.check(valid().withBaseUrl("http://127.0.0.1:8787"), List.of()).baseUrl())
                .isEqualTo("http://127.0.0.1:8787");
    }

    @Test
    void applicationsAreRequiredAndDistinct() {
        assertThat(errors(valid().withApps(List.of())))
                .containsExactly(new FieldError("apps", "at least one application (appId) is required"));
        assertThat(errors(valid().withApps(List.of(new AppRef("a", null), new AppRef("a", "Again")))))
                .containsExactly(new FieldError("apps", "\"a\" is listed twice"));
        assertThat(errors(valid().withApps(List.of(new AppRef(" ", "Blank"))))).singleElement()
                .satisfies(e -> assertThat(e.field()).isEqualTo("apps"));
    }

    @Test
    void sendersMustBeAddressesAndTheDefaultOneOfThem() {
        assertThat(errors(valid().withSenders(List.of("not-an-address"), null)))
                .containsExactly(new FieldError("senders", "\"not-an-address\" is not an email address like name@example.com"));
        assertThat(errors(valid().withSenders(List.of("a@example.com", "A@example.com"), null)))
                .containsExactly(new FieldError("senders", "\"A@example.com\" is listed twice"));
        assertThat(errors(valid().withSenders(List.of("a@example.com"), "b@example.com")))
                .containsExactly(new FieldError("defaultSender", "\"b@example.com\" is not one of the profile's senders"));
        assertThat(ProfileRules.check(valid().withSenders(List.of(), null), List.of()).defaultSender()).isNull();
        assertThat(ProfileRules.check(valid().withSenders(List.of("a@example.com", "b@example.com"), "B@example.com"), List.of())
                .defaultSender()).isEqualTo("b@example.com");
    }

    @Test
    void limitsMustBeSensible() {
        assertThat(errors(valid().withRateLimit(0))).extracting(FieldError::field).containsExactly("rateLimit");
        assertThat(errors(valid().withTimeouts(Duration.ZERO, Duration.ofHours(1))))
                .extracting(FieldError::field).containsExactly("connectTimeout", "requestTimeout");
    }

    @Test
    void everyProblemIsReportedAtOnceEachNamingItsField() {
        Profile bad = new Profile(null, "", "ftp://x", List.of(), List.of("nope"), null, 0, Duration.ofSeconds(5), Duration.ofSeconds(5));

        InvalidProfileException e = catchThrowableOfType(InvalidProfileException.class, () -> ProfileRules.check(bad, List.of()));

        assertThat(e.errors()).extracting(FieldError::field).containsExactly("name", "baseUrl", "apps", "senders", "rateLimit");
        assertThat(e.getMessage()).startsWith("name: is required; baseUrl: ");
    }
}
