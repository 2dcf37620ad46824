package io.mailroom.cli;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.InstanceOfAssertFactories.STRING;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.MappingIterator;
import com.fasterxml.jackson.dataformat.csv.CsvMapper;
import com.fasterxml.jackson.dataformat.csv.CsvSchema;
import io.mailroom.api.Json;
import io.mailroom.sandbox.CapturedEmail;
import io.mailroom.sandbox.SandboxOptions;
import io.mailroom.sandbox.SandboxServer;
import java.io.IOException;
import java.net.ServerSocket;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The command line against the sandbox over real loopback HTTP. */
class CliTest {

    private static final String KEY = "cli-test-key-4f9a";
    private static SandboxServer sandbox;

    /** Every send is recorded in the history: here, never in the person's data directory. */
    @TempDir
    static Path dataDir;

    @BeforeAll
    static void startSandbox() {
        sandbox = SandboxServer.start(SandboxOptions.defaults().withApiKey(KEY).withRateLimit(1000).withSeedContacts(120));
    }

    @AfterAll
    static void stopSandbox() {
        sandbox.close();
    }

    @BeforeEach
    void clearFaults() {
        sandbox.faults().clear();
    }

    private static long totalRequests() {
        return sandbox.stats().requests().values().stream().mapToLong(Long::longValue).sum();
    }

    private static Map<String, String> env() {
        Map<String, String> env = new HashMap<>();
        env.put("MAILROOM_BASE_URL", sandbox.baseUrl().toString());
        env.put("MAILROOM_API_KEY", KEY);
        env.put("MAILROOM_DATA_DIR", dataDir.toString());
        return env;
    }

    private static CliRun run(String... args) {
        CliRun result = CliRun.of(env(), "", args);
        assertThat(result.out() + result.err()).as("the key never reaches the output").doesNotContain(KEY);
        return result;
    }

    private static List<String> fieldNames(JsonNode node) {
        List<String> names = new ArrayList<>();
        node.fieldNames().forEachRemaining(names::add);
        return names;
    }

    private static CliRun runWithRateLimit(String... args) {
        String[] all = new String[args.length + 2];
        all[0] = "--rate-limit";
        all[1] = "1000";
        System.arraycopy(args, 0, all, 2, args.length);
        return run(all);
    }

    @Test
    void versionAndHelpAnswerOnEveryLevel() {
        CliRun version = run("--version");
        assertThat(version.exitCode()).isZero();
        assertThat(version.out()).startsWith("mailroom ").doesNotContain("unknown");
        for (String[] args : new String[][] {{"--help"}, {"send", "--help"}, {"contacts", "--help"},
                {"contacts", "list", "--help"}, {"contacts", "save", "--help"}, {"contacts", "delete", "--help"},
                {"sandbox", "--help"}, {"contacts", "list", "--version"}}) {
            CliRun help = run(args);
            assertThat(help.exitCode()).as(String.join(" ", args)).isZero();
            assertThat(help.out()).as(String.join(" ", args)).contains("mailroom");
        }
        assertThat(run("--help").out()).contains("MAILROOM_API_KEY").contains("6  send outcome unknown");
    }

    @Test
    void usageErrorsExitTwo() {
        assertThat(run("contacts", "list").exitCode()).isEqualTo(2);
        assertThat(run("frobnicate").exitCode()).isEqualTo(2);
        assertThat(run("send", "--from", "a@b.io", "--to", "c@d.io", "--subject", "s").exitCode()).isEqualTo(2);
    }

    @Test
    void usageErrorsAreOneLinePlusWhereToLook() {
        CliRun unknown = run("contacts", "list", "--app", "newsletter", "--frobnicate");
        assertThat(unknown.exitCode()).isEqualTo(2);
        assertThat(unknown.err().lines()).containsExactly(
                "mailroom: Unknown option: '--frobnicate'", "Try 'mailroom contacts list --help'.");
        assertThat(unknown.out()).isEmpty();

        CliRun hugeTimeout = run("--timeout", "99999999999", "contacts", "list", "--app", "newsletter");
        assertThat(hugeTimeout.exitCode()).isEqualTo(2);
        assertThat(hugeTimeout.err().lines()).hasSize(2);
        assertThat(hugeTimeout.err().lines().findFirst()).hasValueSatisfying(line ->
                assertThat(line).startsWith("mailroom: ").contains("--timeout").contains("99999999999"));
        assertThat(hugeTimeout.err().lines().skip(1)).containsExactly("Try 'mailroom --help'.");

        CliRun missing = run("send", "--to", "ada@example.com", "--subject", "s", "--body", "b");
        assertThat(missing.exitCode()).isEqualTo(2);
        assertThat(missing.err().lines()).containsExactly("mailroom: --from is required");

        CliRun noBody = run("send", "--from", "support@mailroom.example", "--to", "ada@example.com", "--subject", "s");
        assertThat(noBody.exitCode()).isEqualTo(2);
        assertThat(noBody.err().lines()).containsExactly("mailroom: --body or --body-file is required");
    }

    @Test
    void missingKeyOrAddressIsAUsageError() {
        Map<String, String> noKey = env();
        noKey.remove("MAILROOM_API_KEY");
        CliRun result = CliRun.of(noKey, "", "contacts", "list", "--app", "newsletter");
        assertThat(result.exitCode()).isEqualTo(2);
        assertThat(result.err()).contains("MAILROOM_API_KEY");

        Map<String, String> noUrl = env();
        noUrl.remove("MAILROOM_BASE_URL");
        CliRun noAddress = CliRun.of(noUrl, "", "contacts", "list", "--app", "newsletter");
        assertThat(noAddress.exitCode()).isEqualTo(2);
        assertThat(noAddress.err()).contains("--base-url");
    }

    @Test
    void plainHttpToARemoteHostIsRefused() {
        CliRun result = run("--base-url", "http://mail.example.com", "contacts", "list", "--app", "newsletter");
        assertThat(result.exitCode()).isEqualTo(2);
        assertThat(result.err()).contains("baseUrl").contains("https");
    }

    @Test
    void listShowsAPageAsATable() {
        CliRun result = runWithRateLimit("contacts", "list", "--app", "newsletter", "--page", "2", "--page-size", "10");
        assertThat(result.exitCode()).as(result.toString()).isZero();
        String[] lines = result.out().split("\n");
        assertThat(lines[0]).contains("EMAIL").contains("STATUS");
        assertThat(lines).hasSize(2 + 10 + 1);
        assertThat(lines[lines.length - 1]).startsWith("Page 2 of ").contains(" contacts in newsletter");
    }

    @Test
    void aPagePastTheEndSaysSo() {
        CliRun result = runWithRateLimit("contacts", "list", "--app", "vip-club", "--page", "99");
        assertThat(result.exitCode()).as(result.toString()).isZero();
        String[] lines = result.out().split("\n");
        assertThat(lines).hasSize(2 + 1);
        assertThat(lines[2]).matches("Page 99 is past the last page \\(1\\) · \\d+ contacts in vip-club");
    }

    @Test
    void listJsonPrintsTheEnvelope() throws IOException {
        CliRun result = runWithRateLimit("contacts", "list", "--app", "newsletter", "--page-size", "3", "--json");
        assertThat(result.exitCode()).as(result.toString()).isZero();
        JsonNode envelope = Json.mapper().readTree(result.out());
        assertThat(fieldNames(envelope)).containsExactly("requestId", "code", "success", "message", "ts", "data");
        assertThat(envelope.path("code").asInt()).isZero();
        assertThat(envelope.path("success").asBoolean()).isTrue();
        assertThat(envelope.path("requestId").asText()).isNotBlank();
        assertThat(envelope.path("data").path("list")).hasSize(3);
        assertThat(envelope.path("data").path("total").asLong()).isGreaterThan(3);
    }

    @Test
    void listAllJsonHasEveryContactOfEveryPage() throws IOException {
        CliRun first = runWithRateLimit("contacts", "list", "--app", "onboarding", "--page-size", "1", "--json");
        long total = Json.mapper().readTree(first.out()).path("data").path("total").asLong();

        CliRun result = runWithRateLimit("contacts", "list", "--app", "onboarding", "--all", "--page-size", "7", "--json");
        assertThat(result.exitCode()).as(result.toString()).isZero();
        JsonNode all = Json.mapper().readTree(result.out());
        assertThat(all.path("total").asLong()).isEqualTo(total);
        assertThat(all.path("list")).hasSize((int) total);
        assertThat(all.path("list").findValuesAsText("emailAddress")).doesNotHaveDuplicates();
    }

    @Test
    void listCsvHasAHeaderOfTheFourteenFields() {
        CliRun result = runWithRateLimit("contacts", "list", "--app", "vip-club", "--page-size", "4", "--csv");
        assertThat(result.exitCode()).as(result.toString()).isZero();
        String[] lines = result.out().split("\r?\n");
        assertThat(lines[0]).isEqualTo("emailAddress,status,language,firstName,lastName,phoneNumber,birthday,"
                + "company,vipLevel,amount,registerDate,source,subscriptionExpireTime,lastActiveTime");
        assertThat(lines).hasSize(5);
    }

    @Test
    void listShowsWhatTheServiceSentWhereTheSpecIsSilent() throws IOException {
        sandbox.storeContacts("odd", """
                [{"emailAddress":"half@example.com","status":"Confirmed","vipLevel":2.5,"tags":["a","b"]},
                 {"emailAddress":"text@example.com","status":"Confirmed","firstName":null,"vipLevel":"2.5"},
                 {"emailAddress":"gold@example.com","status":"Bounced","vipLevel":"gold"}]""");

        CliRun text = run("contacts", "list", "--app", "odd");
        assertThat(text.exitCode()).as(text.toString()).isZero();
        assertThat(text.out().lines().filter(line -> line.startsWith("half@")).findFirst()).get(STRING).contains(" 2.5 ");
        assertThat(text.out().lines().filter(line -> line.startsWith("gold@")).findFirst()).get(STRING)
                .contains(" gold", " Bounced ");

        CliRun json = run("contacts", "list", "--app", "odd", "--json");
        JsonNode list = Json.mapper().readTree(json.out()).path("data").path("list");
        assertThat(list.get(0).path("vipLevel").isNumber()).isTrue();
        assertThat(list.get(0).path("vipLevel").decimalValue()).isEqualByComparingTo("2.5");
        assertThat(list.get(0).path("tags").toString()).isEqualTo("[\"a\",\"b\"]");
        assertThat(list.get(1).path("vipLevel").textValue()).isEqualTo("2.5");
        assertThat(list.get(2).path("vipLevel").textValue()).isEqualTo("gold");
        assertThat(list.get(2).path("status").textValue()).as("a status neither of the spec's two").isEqualTo("Bounced");

        CliRun csv = run("contacts", "list", "--app", "odd", "--csv");
        List<Map<String, String>> rows = new ArrayList<>();
        try (MappingIterator<Map<String, String>> it = new CsvMapper().readerForMapOf(String.class)
                .with(CsvSchema.emptySchema().withHeader()).readValues(csv.out())) {
            it.forEachRemaining(rows::add);
        }
        assertThat(rows).extracting(row -> row.get("vipLevel")).containsExactly("2.5", "2.5", "gold");
        assertThat(rows).extracting(row -> row.get("status")).containsExactly("Confirmed", "Confirmed", "Bounced");
        assertThat(rows.getFirst()).hasSize(14);
    }

    @Test
    void listSaysSoWhenTheServicePagesByAnotherSize() throws IOException {
        long total = totalOf("vip-club");
        assertThat(total).as("enough contacts for two pages of 5").isGreaterThan(5);
        sandbox.faults().servePageSize(5);

        CliRun result = run("contacts", "list", "--app", "vip-club", "--page-size", "4");

        assertThat(result.exitCode()).as(result.toString()).isZero();
        assertThat(result.out().lines().filter(line -> line.contains("@"))).hasSize(5);
        assertThat(result.out()).contains("Page 1 of " + (total + 4) / 5 + " · " + total + " contacts in vip-club");
        assertThat(result.err()).contains("the service pages by 5 contacts, not the 4 asked for");
    }

    private static long totalOf(String app) throws IOException {
        CliRun first = runWithRateLimit("contacts", "list", "--app", app, "--page-size", "1", "--json");
        return Json.mapper().readTree(first.out()).path("data").path("total").asLong();
    }

    @Test
    void listAllCsvHasOneHeaderAndEveryContact() throws IOException {
        long total = totalOf("onboarding");
        CliRun result = runWithRateLimit("contacts", "list", "--app", "onboarding", "--all", "--page-size", "7", "--csv");
        assertThat(result.exitCode()).as(result.toString()).isZero();
        assertThat(result.out().lines().filter(line -> line.startsWith("emailAddress,"))).hasSize(1);
        assertThat(result.out()).startsWith("emailAddress,status,");
        List<Map<String, String>> rows;
        try (MappingIterator<Map<String, String>> reader = new CsvMapper().readerFor(Map.class)
                .with(CsvSchema.emptySchema().withHeader()).readValues(result.out())) {
            rows = reader.readAll();
        }
        assertThat(rows).hasSize((int) total);
        assertThat(rows).extracting(row -> row.get("status")).containsOnly("Confirmed", "Unsubscribed");
        assertThat(rows).extracting(row -> row.get("emailAddress")).doesNotHaveDuplicates().allMatch(email -> email.contains("@"));
    }

    @Test
    void listAllTableHasEveryContactAndACount() throws IOException {
        long total = totalOf("onboarding");
        CliRun result = runWithRateLimit("contacts", "list", "--app", "onboarding", "--all", "--page-size", "7");
        assertThat(result.exitCode()).as(result.toString()).isZero();
        List<String> lines = result.out().lines().toList();
        assertThat(lines.getFirst()).contains("EMAIL").contains("STATUS");
        assertThat(lines).hasSize(2 + (int) total + 1);
        assertThat(lines.getLast()).isEqualTo(total + " contacts in onboarding");
    }

    @Test
    void saveCreatesThenUpdatesOnlyData() throws IOException {
        CliRun created = runWithRateLimit("contacts", "save", "--app", "cli-save", "--email", "ada@example.com",
                "--status", "Confirmed", "--set", "firstName=Ada", "--set", "birthday=1815-12-10", "--set", "vipLevel=03");
        assertThat(created.exitCode()).as(created.toString()).isZero();
        assertThat(created.out()).contains("Saved ada@example.com in cli-save (requestId ");
        assertThat(created.err()).contains("--status takes effect only if");

        CliRun updated = runWithRateLimit("contacts", "save", "--app", "cli-save", "--email", "ada@example.com",
                "--status", "unsubscribed", "--set", "company=Analytical Engines", "--set", "firstName=");
        assertThat(updated.exitCode()).as(updated.toString()).isZero();

        JsonNode contact = Json.mapper().readTree(runWithRateLimit("contacts", "list", "--app", "cli-save", "--json").out())
                .path("data").path("list").get(0);
        assertThat(contact.path("emailAddress").asText()).isEqualTo("ada@example.com");
        assertThat(contact.path("status").asText()).isEqualTo("Confirmed");
        assertThat(contact.path("birthday").asText()).isEqualTo("10/12");
        assertThat(contact.path("vipLevel").asInt()).isEqualTo(3);
        assertThat(contact.path("company").asText()).isEqualTo("Analytical Engines");
        assertThat(contact.path("firstName").asText()).isEmpty();
    }

    @Test
    void invalidInputIsRefusedBeforeAnyRequest() {
        long before = totalRequests();
        CliRun badEmail = run("contacts", "save", "--app", "x", "--email", "not-an-email", "--status", "Confirmed");
        assertThat(badEmail.exitCode()).isEqualTo(2);
        assertThat(badEmail.err()).contains("emailAddress").contains("nothing was sent");

        CliRun badKey = run("contacts", "save", "--app", "x", "--email", "a@example.com", "--status", "Confirmed",
                "--set", "shoeSize=44");
        assertThat(badKey.exitCode()).isEqualTo(2);
        assertThat(badKey.err()).contains("data.shoeSize");

        CliRun badBirthday = run("contacts", "save", "--app", "x", "--email", "a@example.com", "--status", "Confirmed",
                "--set", "birthday=31/02");
        assertThat(badBirthday.exitCode()).isEqualTo(2);
        assertThat(badBirthday.err()).contains("birthday").contains("DD/MM");

        CliRun badStatus = run("contacts", "save", "--app", "x", "--email", "a@example.com", "--status", "Maybe");
        assertThat(badStatus.exitCode()).isEqualTo(2);
        assertThat(badStatus.err()).contains("status");

        assertThat(totalRequests()).isEqualTo(before);
    }

    @Test
    void rejectedKeyExitsThree() {
        Map<String, String> wrong = env();
        wrong.put("MAILROOM_API_KEY", "not-the-key");
        CliRun result = CliRun.of(wrong, "", "contacts", "list", "--app", "newsletter");
        assertThat(result.exitCode()).isEqualTo(3);
        assertThat(result.err()).contains("rejected the API key").contains("HTTP 401").contains("requestId");
        assertThat(result.err()).doesNotContain("not-the-key");
    }

    @Test
    void deletingAMissingContactIsRefusedWithCodeAndRequestId() {
        CliRun result = run("contacts", "delete", "--app", "newsletter", "--email", "nobody-here@example.com");
        assertThat(result.exitCode()).isEqualTo(4);
        assertThat(result.err()).startsWith("mailroom: ").contains("HTTP 404").contains("code 40401").contains("requestId req_");
        assertThat(result.err().strip().lines()).hasSize(1);
    }

    @Test
    void bulkDeleteNamesEveryFailure() {
        run("contacts", "save", "--app", "cli-delete", "--email", "one@example.com", "--status", "Confirmed");
        run("contacts", "save", "--app", "cli-delete", "--email", "two@example.com", "--status", "Confirmed");
        CliRun result = runWithRateLimit("contacts", "delete", "--app", "cli-delete",
                "--email", "one@example.com", "--email", "ghost@example.com", "--email", "two@example.com");
        assertThat(result.exitCode()).as(result.toString()).isEqualTo(7);
        assertThat(result.out()).contains("deleted  one@example.com").contains("deleted  two@example.com")
                .contains("FAILED   ghost@example.com: ").contains("40401")
                .contains("2 succeeded, 1 failed, 0 cancelled");
    }

    @Test
    void bulkDeleteWithARejectedKeyExitsThreeWithOneErrorLine() throws IOException {
        Map<String, String> wrong = env();
        wrong.put("MAILROOM_API_KEY", "not-the-key");
        String[] addresses = {"one@example.com", "two@example.com", "three@example.com"};
        CliRun result = CliRun.of(wrong, "", "--rate-limit", "1000", "contacts", "delete", "--app", "cli-delete",
                "--email", addresses[0], "--email", addresses[1], "--email", addresses[2]);
        assertThat(result.exitCode()).as(result.toString()).isEqualTo(3);
        assertThat(result.err().lines()).as(result.toString()).singleElement(STRING)
                .startsWith("mailroom: ").contains("rejected the API key").contains("HTTP 401");
        assertThat(result.out()).contains(addresses);
        assertThat(result.out() + result.err()).doesNotContain("not-the-key");

        CliRun json = CliRun.of(wrong, "", "--rate-limit", "1000", "contacts", "delete", "--app", "cli-delete",
                "--email", addresses[0], "--email", addresses[1], "--email", addresses[2], "--json");
        assertThat(json.exitCode()).as(json.toString()).isEqualTo(3);
        assertThat(json.err().lines()).as(json.toString()).singleElement(STRING).contains("rejected the API key");
        assertThat(Json.mapper().readTree(json.out()).findValuesAsText("emailAddress")).containsExactly(addresses);
    }

    /** The spec's envelope (2.1), its six fields in order, with the null data of send, save and delete. */
    private static void assertEnvelopeWithoutData(CliRun result) throws IOException {
        assertThat(result.exitCode()).as(result.toString()).isZero();
        JsonNode envelope = Json.mapper().readTree(result.out());
        assertThat(fieldNames(envelope)).containsExactly("requestId", "code", "success", "message", "ts", "data");
        assertThat(envelope.path("requestId").asText()).startsWith("req_");
        assertThat(envelope.path("code").isNumber()).isTrue();
        assertThat(envelope.path("code").asLong()).isZero();
        assertThat(envelope.path("success").isBoolean()).isTrue();
        assertThat(envelope.path("success").asBoolean()).isTrue();
        assertThat(envelope.path("message").isTextual()).isTrue();
        assertThat(envelope.path("ts").asLong()).isPositive();
        assertThat(envelope.path("data").isNull()).isTrue();
    }

    @Test
    void sendSaveAndDeletePrintTheEnvelopeWithJson() throws IOException {
        sandbox.clearOutbox();
        assertEnvelopeWithoutData(run("send", "--from", "support@mailroom.example", "--to", "json@example.com",
                "--subject", "JSON", "--body", "x", "--json"));
        assertThat(sandbox.outbox()).extracting(CapturedEmail::to).containsExactly("json@example.com");

        assertEnvelopeWithoutData(runWithRateLimit("contacts", "save", "--app", "cli-json", "--email", "json@example.com",
                "--status", "Confirmed", "--json"));
        assertEnvelopeWithoutData(runWithRateLimit("contacts", "delete", "--app", "cli-json", "--email", "json@example.com",
                "--json"));
    }

    @Test
    void bulkDeleteJsonIsEachAddressWithItsOutcome() throws IOException {
        runWithRateLimit("contacts", "save", "--app", "cli-bulk-json", "--email", "one@example.com", "--status", "Confirmed");
        runWithRateLimit("contacts", "save", "--app", "cli-bulk-json", "--email", "two@example.com", "--status", "Confirmed");
        CliRun result = runWithRateLimit("contacts", "delete", "--app", "cli-bulk-json", "--email", "one@example.com",
                "--email", "ghost@example.com", "--email", "two@example.com", "--json");
        assertThat(result.exitCode()).as(result.toString()).isEqualTo(7);

        JsonNode items = Json.mapper().readTree(result.out());
        assertThat(items.isArray()).isTrue();
        assertThat(items).hasSize(3);
        for (JsonNode item : items) {
            assertThat(fieldNames(item)).containsExactly("emailAddress", "outcome", "message");
        }
        assertThat(items.get(0).path("emailAddress").asText()).isEqualTo("one@example.com");
        assertThat(items.get(0).path("outcome").asText()).isEqualTo("SUCCEEDED");
        assertThat(items.get(0).path("message").isNull()).isTrue();
        assertThat(items.get(1).path("emailAddress").asText()).isEqualTo("ghost@example.com");
        assertThat(items.get(1).path("outcome").asText()).isEqualTo("FAILED");
        assertThat(items.get(1).path("message").asText()).contains("HTTP 404").contains("code 40401").contains("requestId req_");
        assertThat(items.get(2).path("emailAddress").asText()).isEqualTo("two@example.com");
        assertThat(items.get(2).path("outcome").asText()).isEqualTo("SUCCEEDED");
    }

    @Test
    void sendIsCapturedInTheOutbox() {
        sandbox.clearOutbox();
        CliRun result = run("send", "--from", "support@mailroom.example", "--to", "ada@example.com",
                "--subject", "Your ticket", "--body", "We fixed it.");
        assertThat(result.exitCode()).as(result.toString()).isZero();
        assertThat(result.out()).startsWith("Sent to ada@example.com (requestId req_");
        assertThat(sandbox.outbox()).extracting(CapturedEmail::to, CapturedEmail::subject, CapturedEmail::body)
                .containsExactly(org.assertj.core.groups.Tuple.tuple("ada@example.com", "Your ticket", "We fixed it."));
    }

    @Test
    void sendReadsTheBodyFromStdinOrAFile(@TempDir Path dir) throws IOException {
        sandbox.clearOutbox();
        CliRun fromStdin = CliRun.of(env(), "Body from stdin ✓\n", "send", "--from", "support@mailroom.example",
                "--to", "ada@example.com", "--subject", "stdin", "--body-file", "-");
        assertThat(fromStdin.exitCode()).as(fromStdin.toString()).isZero();
        Path file = Files.writeString(dir.resolve("body.txt"), "Body from a file");
        CliRun fromFile = run("send", "--from", "support@mailroom.example", "--to", "ada@example.com",
                "--subject", "file", "--body-file", file.toString());
        assertThat(fromFile.exitCode()).as(fromFile.toString()).isZero();
        assertThat(sandbox.outbox()).extracting(CapturedEmail::body).containsExactly("Body from stdin ✓\n", "Body from a file");

        CliRun missing = run("send", "--from", "support@mailroom.example", "--to", "ada@example.com",
                "--subject", "file", "--body-file", dir.resolve("nope.txt").toString());
        assertThat(missing.exitCode()).isEqualTo(2);
    }

    @Test
    void unverifiedSenderIsRefused() {
        CliRun result = run("send", "--from", "someone@elsewhere.example", "--to", "ada@example.com",
                "--subject", "Hi", "--body", "x");
        assertThat(result.exitCode()).isEqualTo(4);
        assertThat(result.err()).contains("not verified").contains("code 40003");
    }

    @Test
    void sendAfterAServerErrorIsReportedAsUnknownAndNotResent() {
        sandbox.clearOutbox();
        sandbox.faults().failNext(1, 503, 50300, "Upstream unavailable");
        long sendsBefore = sandbox.stats().count("POST /v1/send");
        CliRun result = run("send", "--from", "support@mailroom.example", "--to", "ada@example.com",
                "--subject", "Once", "--body", "x");
        assertThat(result.exitCode()).isEqualTo(6);
        assertThat(result.err()).contains("may have been sent").contains("HTTP 503");
        assertThat(sandbox.stats().count("POST /v1/send") - sendsBefore).isEqualTo(1);
    }

    @Test
    void sendThatTimesOutReachedTheServerExactlyOnce() {
        sandbox.clearOutbox();
        sandbox.faults().answerLateNext(1, Duration.ofMillis(2_500));
        CliRun result = run("--timeout", "1", "send", "--from", "support@mailroom.example", "--to", "late@example.com",
                "--subject", "Late", "--body", "x");
        assertThat(result.exitCode()).isEqualTo(6);
        assertThat(result.err()).contains("may have been sent").contains("no answer within 1 s");
        assertThat(sandbox.outbox()).extracting(CapturedEmail::to).containsExactly("late@example.com");
    }

    @Test
    void unreachableServiceExitsFive() throws IOException {
        int port;
        try (ServerSocket socket = new ServerSocket(0)) {
            port = socket.getLocalPort();
        }
        CliRun result = run("--base-url", "http://127.0.0.1:" + port, "contacts", "list", "--app", "newsletter");
        assertThat(result.exitCode()).isEqualTo(5);
        assertThat(result.err()).contains("connection refused");
    }

    @Test
    void aCorruptSandboxDataFileIsOnePlainLine(@TempDir Path dir) throws IOException {
        Path file = Files.writeString(dir.resolve("contacts.json"), "this is not json");
        CliRun result = CliRun.of(Map.of(), "", "sandbox", "--port", "0", "--data-file", file.toString());

        assertThat(result.exitCode()).isEqualTo(1);
        assertThat(result.err().strip().lines()).hasSize(1);
        assertThat(result.err()).startsWith("mailroom: cannot start the sandbox: ").contains(file.toString())
                .doesNotContain("Exception");
    }

    @Test
    void verboseLogsEachRequest() {
        CliRun result = run("-v", "contacts", "list", "--app", "newsletter", "--page-size", "1");
        assertThat(result.exitCode()).isZero();
        assertThat(result.err()).contains("GET /v1/contact?appId=newsletter&page=1&pageSize=1 → 200 code 0")
                .contains("1 attempt");
    }

    @Test
    void sandboxOptionsTheEmulatorRefusesAreUsageErrors() {
        CliRun spacedKey = run("sandbox", "--port", "0", "--key", "a b");
        assertThat(spacedKey.exitCode()).as(spacedKey.toString()).isEqualTo(2);
        assertThat(spacedKey.err().lines()).containsExactly("mailroom: apiKey must be a non-blank token without spaces");

        for (String[] args : new String[][] {{"sandbox", "--port", "70000"}, {"sandbox", "--port", "0", "--seed-contacts", "-1"},
                {"--rate-limit", "0", "sandbox", "--port", "0"}}) {
            CliRun refused = run(args);
            assertThat(refused.exitCode()).as(refused.toString()).isEqualTo(2);
            assertThat(refused.err().lines()).as(refused.toString()).singleElement(STRING)
                    .startsWith("mailroom: ").doesNotContain("Exception");
        }
    }

    @Test
    void sandboxOnATakenPortSaysSoInOneLine() {
        int taken = sandbox.baseUrl().getPort();
        CliRun result = run("sandbox", "--port", Integer.toString(taken));
        assertThat(result.exitCode()).as(result.toString()).isEqualTo(1);
        assertThat(result.err().lines()).as(result.toString()).singleElement(STRING)
                .startsWith("mailroom: cannot start the sandbox on 127.0.0.1:" + taken + ": ")
                .doesNotContain("Exception");
        assertThat(result.out()).isEmpty();
    }

    @Test
    void sandboxCommandServesUntilInterrupted() throws Exception {
        java.io.StringWriter out = new java.io.StringWriter();
        Thread runner = Thread.ofVirtual().start(() -> Cli.run(
                new String[] {"sandbox", "--port", "0", "--seed-contacts", "12", "--key", "k-123"}, Map.of(),
                java.io.InputStream.nullInputStream(), new java.io.PrintWriter(out, true), new java.io.PrintWriter(new java.io.StringWriter(), true)));
        String url = null;
        for (int i = 0; i < 200 && url == null; i++) {
            Thread.sleep(25);
            var matcher = java.util.regex.Pattern.compile("MAILROOM_BASE_URL=(\\S+)").matcher(out.toString());
            url = matcher.find() ? matcher.group(1) : null;
        }
        assertThat(url).as(out.toString()).isNotNull();
        CliRun list = CliRun.of(Map.of("MAILROOM_BASE_URL", url, "MAILROOM_API_KEY", "k-123"), "",
                "contacts", "list", "--app", "newsletter", "--json");
        assertThat(list.exitCode()).as(list.toString()).isZero();
        assertThat(Json.mapper().readTree(list.out()).path("data").path("total").asLong()).isPositive();
        runner.interrupt();
        runner.join(5_000);
        assertThat(runner.isAlive()).isFalse();
    }
}
