package io.mailroom.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import io.mailroom.api.ApiKey;
import io.mailroom.api.Json;
import io.mailroom.sandbox.CapturedEmail;
import io.mailroom.sandbox.SandboxOptions;
import io.mailroom.sandbox.SandboxServer;
import io.mailroom.service.profiles.Profile;
import io.mailroom.service.profiles.TestProfiles;
import io.mailroom.service.secrets.KeychainDouble;
import io.mailroom.service.secrets.SessionSecretStore;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.Map;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** 'mailroom profile …' and '--profile', each run a fresh process's view of the same preferences and keychain. */
class ProfileCommandTest {

    private static final String KEY = "profile-cli-key-3e7b";
    private static SandboxServer account;

    private final KeychainDouble keychain = new KeychainDouble();
    private TestProfiles profiles = new TestProfiles(keychain);
    private final Map<String, String> env = new HashMap<>();

    /** Sends are recorded in the history: here, never in the person's data directory. */
    @TempDir
    Path dataDir;

    @BeforeEach
    void keepDataInTheTestFolder() {
        env.put("MAILROOM_DATA_DIR", dataDir.toString());
    }

    @BeforeAll
    static void startAccount() {
        account = SandboxServer.start(SandboxOptions.defaults().withApiKey(KEY).withRateLimit(1000).withSeedContacts(120));
    }

    @AfterAll
    static void stopAccount() {
        account.close();
    }

    @AfterEach
    void removeProfiles() throws Exception {
        profiles.close();
    }

    private CliRun runWithInput(String stdin, String... args) {
        CliRun result = CliRun.of(env, stdin, profiles::start, args);
        assertThat(result.out() + result.err()).as("the key never reaches the output").doesNotContain(KEY);
        return result;
    }

    private CliRun run(String... args) {
        return runWithInput("", args);
    }

    private void addProduction() {
        CliRun add = run("profile", "add", "Production", "--base-url", account.baseUrl().toString(),
                "--app", "newsletter=Newsletter", "--sender", "support@mailroom.example");
        assertThat(add.exitCode()).as(add.toString()).isZero();
    }

    @Test
    void aPersonAddsAProfileStoresItsKeyOnceAndWorksWithoutTypingItAgain() {
        CliRun add = run("profile", "add", "Production", "--base-url", account.baseUrl().toString(),
                "--app", "newsletter=Newsletter", "--sender", "support@mailroom.example");
        assertThat(add.exitCode()).as(add.toString()).isZero();
        assertThat(add.out()).contains("Added the profile \"Production\" for " + account.baseUrl())
                .contains("mailroom profile set-key Production");

        CliRun setKey = runWithInput(KEY + "\n", "profile", "set-key", "Production");
        assertThat(setKey.exitCode()).as(setKey.toString()).isZero();
        assertThat(setKey.out()).isEqualTo("Stored the API key of \"Production\" in the test keychain.\n");

        CliRun test = run("profile", "test", "production");
        assertThat(test.exitCode()).as(test.toString()).isZero();
        assertThat(test.out()).matches("OK: http://127\\.0\\.0\\.1:\\d+ accepted the key; 72 contacts in newsletter \\(requestId req_[0-9a-f]+\\)\\n");

        CliRun list = run("--profile", "Production", "contacts", "list", "--page-size", "5");
        assertThat(list.exitCode()).as(list.toString()).isZero();
        assertThat(list.out()).contains("Page 1 of 15 · 72 contacts in newsletter");

        account.clearOutbox();
        CliRun send = run("--profile", "Production", "send", "--to", "ada@example.com", "--subject", "Hello", "--body", "Hi Ada");
        assertThat(send.exitCode()).as(send.toString()).isZero();
        assertThat(account.outbox()).extracting(CapturedEmail::from).containsExactly("support@mailroom.example");
        CliRun history = run("history", "--search", "production ada");
        assertThat(history.out().lines().skip(2)).as(history.toString()).singleElement()
                .satisfies(line -> assertThat(line).contains("SENT").contains("Production").contains("ada@example.com"));
    }

    @Test
    void listShowsEveryProfileAndWhereItsKeyIsButNeverTheKey() throws Exception {
        addProduction();
        runWithInput(KEY + "\n", "profile", "set-key", "Production");
        run("profile", "add", "Staging", "--base-url", "https://staging.example.com", "--app", "a", "--app", "b=Bee");

        CliRun list = run("profile", "list");
        assertThat(list.exitCode()).as(list.toString()).isZero();
        assertThat(list.out().lines().skip(2).toList()).satisfiesExactly(
                sandbox -> assertThat(sandbox).startsWith("Sandbox").contains("embedded sandbox (nothing is delivered)")
                        .contains("newsletter").contains("support@mailroom.example").contains("not needed"),
                production -> assertThat(production).startsWith("Production").contains(account.baseUrl().toString())
                        .contains("Newsletter (newsletter)").contains("in the test keychain"),
                staging -> assertThat(staging).startsWith("Staging").contains("a, Bee (b)").contains("none stored"));
        assertThat(list.err()).isEmpty();

        JsonNode json = Json.mapper().readTree(run("profile", "list", "--json").out());
        assertThat(json).hasSize(3);
        assertThat(json.get(0).get("sandbox").asBoolean()).isTrue();
        assertThat(json.get(0).get("key").asText()).isEqualTo("not-needed");
        assertThat(json.get(1).get("name").asText()).isEqualTo("Production");
        assertThat(json.get(1).get("apps").get(0).get("label").asText()).isEqualTo("Newsletter");
        assertThat(json.get(1).get("key").asText()).isEqualTo("in-keychain");
        assertThat(json.get(1).get("rateLimit").asInt()).isEqualTo(5);
        assertThat(json.get(2).get("key").asText()).isEqualTo("missing");
    }

    @Test
    void theSandboxProfileWorksWithNoSetUpAtAll() {
        CliRun test = run("profile", "test", "Sandbox");
        assertThat(test.exitCode()).as(test.toString()).isZero();
        assertThat(test.out()).startsWith("OK: embedded sandbox (nothing is delivered) accepted the key; ");

        CliRun list = run("--profile", "sandbox", "contacts", "list", "--app", "vip-club", "--page-size", "3");
        assertThat(list.exitCode()).as(list.toString()).isZero();
        assertThat(list.out()).contains("contacts in vip-club");
    }

    @Test
    void withSeveralApplicationsTheAppMustBeNamed() {
        CliRun list = run("--profile", "Sandbox", "contacts", "list");

        assertThat(list.exitCode()).isEqualTo(2);
        assertThat(list.err()).isEqualTo("mailroom: --app is required: the profile \"Sandbox\" has 3 applications "
                + "(newsletter, onboarding, vip-club)\n");
    }

    @Test
    void editingRenamesAndKeepsTheKey() {
        addProduction();
        runWithInput(KEY + "\n", "profile", "set-key", "Production");

        CliRun edit = run("profile", "edit", "Production", "--rename", "Live", "--rate-limit", "20", "--sender", "news@mailroom.example");
        assertThat(edit.exitCode()).as(edit.toString()).isZero();
        assertThat(edit.out()).isEqualTo("Renamed the profile \"Production\" to \"Live\"; its key stays with it.\n");

        Profile live = profiles.start().require("Live");
        assertThat(live.rateLimit()).isEqualTo(20);
        assertThat(live.senders()).containsExactly("news@mailroom.example");
        assertThat(live.defaultSender()).isEqualTo("news@mailroom.example");
        assertThat(live.apps()).hasSize(1);
        assertThat(run("--profile", "Live", "contacts", "list", "--page-size", "1").exitCode()).isZero();
        assertThat(run("--profile", "Production", "contacts", "list").err())
                .startsWith("mailroom: There is no profile called \"Production\"; the profiles are: Sandbox, Live");
    }

    @Test
    void removingAProfileDeletesItsKey() {
        addProduction();
        runWithInput(KEY + "\n", "profile", "set-key", "Production");
        String id = profiles.start().require("Production").id();
        assertThat(keychain.read(id)).contains(ApiKey.of(KEY));

        CliRun remove = run("profile", "remove", "production");

        assertThat(remove.exitCode()).as(remove.toString()).isZero();
        assertThat(remove.out()).isEqualTo("Removed the profile \"Production\" and its API key.\n");
        assertThat(keychain.read(id)).isEmpty();
        assertThat(run("profile", "remove", "Sandbox").err())
                .isEqualTo("mailroom: The Sandbox profile is built in and cannot be removed\n");
    }

    @Test
    void anInvalidProfileIsRefusedWithEveryFieldNamedAndNothingSaved() {
        CliRun add = run("profile", "add", "Bad", "--base-url", "http://mail.example.com", "--sender", "nobody");

        assertThat(add.exitCode()).isEqualTo(2);
        assertThat(add.err()).isEqualTo("mailroom: baseUrl: must use https unless the host is loopback (localhost, 127.0.0.1, ::1); "
                + "apps: at least one application (appId) is required; "
                + "senders: \"nobody\" is not an email address like name@example.com\n");
        assertThat(profiles.start().profiles()).hasSize(1);

        assertThat(run("profile", "add", "NoUrl", "--app", "a").err()).startsWith("mailroom: --base-url is required");
        addProduction();
        CliRun twice = run("profile", "add", "PRODUCTION", "--base-url", "https://x.example.com", "--app", "a");
        assertThat(twice.exitCode()).isEqualTo(2);
        assertThat(twice.err()).isEqualTo("mailroom: name: another profile is already called \"PRODUCTION\"\n");
    }

    @Test
    void aKeyIsReadFromStandardInputOnly() {
        addProduction();

        CliRun empty = runWithInput("", "profile", "set-key", "Production");
        assertThat(empty.exitCode()).isEqualTo(2);
        assertThat(empty.err()).startsWith("mailroom: no API key on standard input");
        CliRun asArgument = run("profile", "set-key", "Production", KEY);
        assertThat(asArgument.exitCode()).isEqualTo(2);
        assertThat(asArgument.err()).startsWith("mailroom: set-key reads the key from standard input, never from an argument");
        assertThat(keychain.read(profiles.start().require("Production").id())).isEmpty();
    }

    @Test
    void withoutAKeychainNoKeyIsStoredAndThePersonIsTold() throws Exception {
        profiles.close();
        profiles = new TestProfiles(new SessionSecretStore());
        addProduction();

        CliRun setKey = runWithInput(KEY + "\n", "profile", "set-key", "Production");

        assertThat(setKey.exitCode()).isEqualTo(1);
        assertThat(setKey.err()).isEqualTo("mailroom: No system keychain found — the API key will be forgotten when Mailroom closes; "
                + "nothing was stored. For scripts, set MAILROOM_API_KEY instead.\n");
        CliRun list = run("profile", "list");
        assertThat(list.err()).isEqualTo("mailroom: note: No system keychain found — the API key will be forgotten when Mailroom closes\n");
    }

    @Test
    void aProfileWithoutAKeySaysHowToGiveItOne() {
        addProduction();

        CliRun list = run("--profile", "Production", "contacts", "list");

        assertThat(list.exitCode()).isEqualTo(2);
        assertThat(list.err()).isEqualTo("mailroom: No API key is stored for the profile \"Production\": "
                + "run 'mailroom profile set-key Production' or set MAILROOM_API_KEY\n");
        assertThat(run("profile", "test", "Production").err()).isEqualTo("mailroom: No API key is stored for the profile \"Production\": "
                + "run 'mailroom profile set-key Production'\n");
    }

    @Test
    void theEnvironmentsKeyOverridesTheStoredKeyForCommands() {
        addProduction();
        profiles.secrets().write(profiles.start().require("Production").id(), ApiKey.of("stale-key"));

        assertThat(run("--profile", "Production", "contacts", "list").exitCode()).isEqualTo(3);
        env.put("MAILROOM_API_KEY", KEY);
        CliRun list = run("--profile", "Production", "contacts", "list", "--page-size", "1");
        assertThat(list.exitCode()).as(list.toString()).isZero();
    }

    @Test
    void aRejectedKeyFailsTheTestWithTheServicesMessageAndRequestId() {
        addProduction();
        runWithInput("stale-key\n", "profile", "set-key", "Production");

        CliRun test = run("profile", "test", "Production");

        assertThat(test.exitCode()).isEqualTo(3);
        assertThat(test.err()).startsWith("mailroom: ").contains("requestId req_").doesNotContain("stale-key");
        assertThat(test.out()).isEmpty();
    }

    @Test
    void aProfileAndABaseUrlAreOneTooMany() {
        addProduction();

        CliRun both = run("--profile", "Production", "--base-url", "https://other.example.com", "contacts", "list");

        assertThat(both.exitCode()).isEqualTo(2);
        assertThat(both.err()).isEqualTo("mailroom: --profile and --base-url cannot be used together\n");
    }

    @Test
    void everyProfileCommandHasHelp() {
        for (String command : new String[] {"list", "add", "edit", "remove", "set-key", "test"}) {
            CliRun help = run("profile", command, "--help");
            assertThat(help.exitCode()).as(command).isZero();
            assertThat(help.out()).as(command).startsWith("Usage: mailroom profile " + command);
        }
        assertThat(run("profile", "--help").out()).contains("set-key").contains("Sandbox");
    }
}
