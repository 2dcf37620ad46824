package io.mailroom.sandbox;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;

class SandboxOptionsTest {

    @Test
    void defaultsAreTheDocumentedOnes() {
        SandboxOptions options = SandboxOptions.defaults();

        assertThat(options).isEqualTo(new SandboxOptions(0, "sandbox-key", 5, 1000, 42L, null,
                List.of("support@mailroom.example", "news@mailroom.example")));
    }

    @Test
    void eachWithChangesOnlyItsField() {
        SandboxOptions d = SandboxOptions.defaults();
        Path file = Path.of("contacts.json");

        assertThat(d.withPort(8080)).isEqualTo(new SandboxOptions(8080, d.apiKey(), 5, 1000, 42, null, d.verifiedSenders()));
        assertThat(d.withApiKey("k2")).isEqualTo(new SandboxOptions(0, "k2", 5, 1000, 42, null, d.verifiedSenders()));
        assertThat(d.withRateLimit(9)).isEqualTo(new SandboxOptions(0, d.apiKey(), 9, 1000, 42, null, d.verifiedSenders()));
        assertThat(d.withSeedContacts(3)).isEqualTo(new SandboxOptions(0, d.apiKey(), 5, 3, 42, null, d.verifiedSenders()));
        assertThat(d.withRandomSeed(7)).isEqualTo(new SandboxOptions(0, d.apiKey(), 5, 1000, 7, null, d.verifiedSenders()));
        assertThat(d.withPersistFile(file)).isEqualTo(new SandboxOptions(0, d.apiKey(), 5, 1000, 42, file, d.verifiedSenders()));
        assertThat(d.withVerifiedSenders(List.of())).isEqualTo(new SandboxOptions(0, d.apiKey(), 5, 1000, 42, null, List.of()));
    }

    @Test
    void theKeyStaysOutOfToString() {
        assertThat(SandboxOptions.defaults().withApiKey("top-secret-key").toString())
                .doesNotContain("top-secret-key").contains("apiKey=***");
    }

    @Test
    void nonsenseIsRefused() {
        SandboxOptions d = SandboxOptions.defaults();
        assertThatThrownBy(() -> d.withPort(70_000)).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> d.withApiKey(" ")).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> d.withApiKey("two words")).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> d.withRateLimit(0)).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> d.withSeedContacts(-1)).isInstanceOf(IllegalArgumentException.class);
    }
}
