package io.mailroom.cli;

import static org.assertj.core.api.Assertions.assertThat;

import io.mailroom.sandbox.SandboxOptions;
import io.mailroom.sandbox.SandboxServer;
import java.util.Map;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/** Addresses given more than once to a bulk delete, in any case, against the sandbox over loopback. */
class CliAddressListTest {

    private static final String KEY = "cli-address-key";

    private SandboxServer sandbox;

    @BeforeEach
    void start() {
        sandbox = SandboxServer.start(SandboxOptions.defaults().withApiKey(KEY).withRateLimit(1000));
    }

    @AfterEach
    void stop() {
        sandbox.close();
    }

    private CliRun run(String... args) {
        return CliRun.of(Map.of("MAILROOM_BASE_URL", sandbox.baseUrl().toString(), "MAILROOM_API_KEY", KEY), "", args);
    }

    @Test
    void addressesRepeatedInAnyCaseAreDeletedOnceUnderTheFirstSpelling() {
        run("contacts", "save", "--app", "crm", "--email", "ann@example.com", "--status", "Confirmed");
        run("contacts", "save", "--app", "crm", "--email", "bob@example.com", "--status", "Confirmed");

        CliRun result = run("--rate-limit", "1000", "contacts", "delete", "--app", "crm", "--email", "Ann@Example.com",
                "--email", "bob@example.com", "--email", "ANN@example.COM", "--email", "bob@example.com");

        assertThat(result.exitCode()).as(result.toString()).isZero();
        assertThat(result.out()).contains("deleted  Ann@Example.com").contains("deleted  bob@example.com")
                .doesNotContain("ANN@example.COM").contains("2 succeeded, 0 failed, 0 cancelled");
        assertThat(result.err().lines()).containsExactly(
                "mailroom: note: ANN@example.COM repeats Ann@Example.com (addresses are compared ignoring case); it is deleted once",
                "mailroom: note: bob@example.com repeats bob@example.com; it is deleted once");
        assertThat(sandbox.stats().count("DELETE /v1/contact")).isEqualTo(2);
    }

    @Test
    void oneAddressGivenTwiceInTwoCasesIsOneDelete() {
        run("contacts", "save", "--app", "crm", "--email", "a@example.com", "--status", "Confirmed");

        CliRun result = run("contacts", "delete", "--app", "crm", "--email", "a@example.com", "--email", "A@EXAMPLE.COM");

        assertThat(result.exitCode()).as(result.toString()).isZero();
        assertThat(result.out()).startsWith("Deleted a@example.com from crm");
        assertThat(sandbox.stats().count("DELETE /v1/contact")).isEqualTo(1);
    }
}
