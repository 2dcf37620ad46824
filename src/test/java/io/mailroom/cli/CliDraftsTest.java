package io.mailroom.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import io.mailroom.api.Json;
import io.mailroom.sandbox.CapturedEmail;
import io.mailroom.sandbox.SandboxOptions;
import io.mailroom.sandbox.SandboxServer;
import java.io.IOException;
import java.io.InputStream;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import picocli.CommandLine;

/** Drafts, send --draft and the history, through the command line against the sandbox over loopback HTTP. */
class CliDraftsTest {

    private static final String KEY = "cli-drafts-key-91c3";
    private static final String FROM = "support@mailroom.example";
    private static SandboxServer sandbox;

    @TempDir
    Path dataDir;

    @BeforeAll
    static void startSandbox() {
        sandbox = SandboxServer.start(SandboxOptions.defaults().withApiKey(KEY).withRateLimit(1000).withSeedContacts(5));
    }

    @AfterAll
    static void stopSandbox() {
        sandbox.close();
    }

    @BeforeEach
    void reset() {
        sandbox.faults().clear();
        sandbox.clearOutbox();
    }

    private CliRun runWithInput(String stdin, String... args) {
        Map<String, String> env = new HashMap<>();
        env.put("MAILROOM_BASE_URL", sandbox.baseUrl().toString());
        env.put("MAILROOM_API_KEY", KEY);
        env.put("MAILROOM_DATA_DIR", dataDir.toString());
        CliRun result = CliRun.of(env, stdin, args);
        assertThat(result.out() + result.err()).as("the key never reaches the output").doesNotContain(KEY);
        return result;
    }

    private CliRun run(String... args) {
        return runWithInput("", args);
    }

    private JsonNode history() throws IOException {
        CliRun run = run("history", "--json");
        assertThat(run.exitCode()).as(run.toString()).isZero();
        return Json.mapper().readTree(run.out());
    }

    @Test
    void aDraftIsSavedChangedShownListedAndDeleted() throws IOException {
        CliRun saved = runWithInput("Dear Ada,\nyour ticket is fixed.\n", "draft", "save", "Ticket 42", "--from", FROM,
                "--to", "ada@example.com", "--subject", "Your ticket", "--body-file", "-", "--html");
        assertThat(saved.exitCode()).as(saved.toString()).isZero();
        assertThat(saved.out()).isEqualTo("Saved the draft \"Ticket 42\"\n");

        CliRun updated = run("draft", "save", "ticket 42", "--subject", "Your ticket, fixed");
        assertThat(updated.out()).isEqualTo("Updated the draft \"ticket 42\"\n");

        CliRun shown = run("draft", "show", "TICKET 42");
        assertThat(shown.exitCode()).as(shown.toString()).isZero();
        assertThat(shown.out()).contains("To:      ada@example.com", "Subject: Your ticket, fixed", "Format:  HTML")
                .endsWith("\nDear Ada,\nyour ticket is fixed.\n\n");

        run("draft", "save", "Other", "--to", "bob@example.com");
        CliRun list = run("draft", "list");
        assertThat(list.out().lines().skip(2).map(line -> line.split("\\s{2,}")[0]).toList()).containsExactly("Other", "ticket 42");
        JsonNode json = Json.mapper().readTree(run("draft", "list", "--json").out());
        assertThat(json.get(1).path("body").asText()).isEqualTo("Dear Ada,\nyour ticket is fixed.\n");
        assertThat(json.get(1).path("updated").asText()).matches("\\d{4}-\\d{2}-\\d{2}T.*Z");

        assertThat(run("draft", "delete", "Other").out()).isEqualTo("Deleted the draft \"Other\"\n");
        CliRun again = run("draft", "delete", "Other");
        assertThat(again.exitCode()).isEqualTo(2);
        assertThat(again.err()).isEqualTo("mailroom: there is no draft named \"Other\"\n");
        assertThat(run("draft", "save", "two\nlines").err()).isEqualTo("mailroom: NAME: a draft's name must be one line of text\n");
    }

    @Test
    void sendDraftUsesItsFieldsLetsOptionsWinAndDeletesItOnSuccess() throws IOException {
        run("draft", "save", "Welcome", "--from", FROM, "--to", "ada@example.com", "--subject", "Welcome", "--body", "Hello Ada");

        CliRun sent = run("send", "--draft", "welcome", "--to", "bob@example.com");

        assertThat(sent.exitCode()).as(sent.toString()).isZero();
        assertThat(sent.out()).startsWith("Sent to bob@example.com (requestId req_").endsWith("; the draft \"Welcome\" was deleted\n");
        assertThat(sandbox.outbox()).extracting(CapturedEmail::from, CapturedEmail::to, CapturedEmail::subject, CapturedEmail::body)
                .containsExactly(org.assertj.core.groups.Tuple.tuple(FROM, "bob@example.com", "Welcome", "Hello Ada"));
        assertThat(run("draft", "show", "Welcome").exitCode()).isEqualTo(2);
        JsonNode history = history();
        assertThat(history).hasSize(1);
        assertThat(history.get(0).path("result").asText()).isEqualTo("SENT");
        assertThat(history.get(0).path("requestId").asText()).isEqualTo(sandbox.outbox().getFirst().requestId());
        assertThat(history.get(0).path("profile").asText()).isEqualTo(sandbox.baseUrl().toString());
    }

    @Test
    void aRefusedSendKeepsTheDraftAndIsRecordedAsFailed() throws IOException {
        run("draft", "save", "Unverified", "--from", "nobody@unverified.example", "--to", "ada@example.com",
                "--subject", "Hi", "--body", "x");

        CliRun refused = run("send", "--draft", "Unverified");

        assertThat(refused.exitCode()).as(refused.toString()).isEqualTo(4);
        assertThat(run("draft", "show", "Unverified").exitCode()).isZero();
        JsonNode entry = history().get(0);
        assertThat(entry.path("result").asText()).isEqualTo("FAILED");
        assertThat(entry.path("message").asText()).contains("not verified");
        assertThat(entry.path("requestId").asText()).startsWith("req_");
    }

    /** docs/decisions/046-history-keeps-why-a-send-failed.md: the English message stays, the failure's data is added beside it. */
    @Test
    void historyJsonGivesAFailedSendsFailureAsDataBesideItsMessage() throws IOException {
        run("send", "--from", "nobody@unverified.example", "--to", "ada@example.com", "--subject", "Hi", "--body", "x");
        assertThat(run("send", "--from", FROM, "--to", "bob@example.com", "--subject", "Hi", "--body", "x").exitCode()).isZero();

        JsonNode history = history();

        JsonNode failed = history.get(1);
        assertThat(failed.path("result").asText()).isEqualTo("FAILED");
        assertThat(failed.path("message").asText()).startsWith("Sender address is not verified: nobody@unverified.example (HTTP 400, code 40003");
        assertThat(failed.path("failure").path("kind").asText()).isEqualTo("REFUSED");
        assertThat(failed.path("failure").path("httpStatus").asInt()).isEqualTo(400);
        assertThat(failed.path("failure").path("code").asLong()).isEqualTo(40003);
        assertThat(failed.path("failure").path("serviceMessage").asText()).isEqualTo("Sender address is not verified: nobody@unverified.example");
        assertThat(history.get(0).has("failure")).as("present, null when sent").isTrue();
        assertThat(history.get(0).path("failure").isNull()).isTrue();
    }

    @Test
    void anUnknownOutcomeKeepsTheDraftReachesTheServiceOnceAndIsRecorded() throws IOException {
        run("draft", "save", "Late", "--from", FROM, "--to", "late@example.com", "--subject", "Late", "--body", "x");
        sandbox.faults().answerLateNext(1, Duration.ofMillis(2_500));

        CliRun late = run("--timeout", "1", "send", "--draft", "Late");

        assertThat(late.exitCode()).as(late.toString()).isEqualTo(6);
        assertThat(late.err()).contains("may have been sent");
        assertThat(sandbox.outbox()).extracting(CapturedEmail::to).containsExactly("late@example.com");
        assertThat(run("draft", "show", "Late").exitCode()).as("kept: the person decides whether to send again").isZero();
        assertThat(history().get(0).path("result").asText()).isEqualTo("OUTCOME_UNKNOWN");
    }

    @Test
    void inputRefusedBeforeSendingIsNotRecorded() throws IOException {
        CliRun refused = run("send", "--from", FROM, "--to", "not-an-address", "--subject", "s", "--body", "b");
        assertThat(refused.exitCode()).isEqualTo(2);
        assertThat(refused.err()).contains("(nothing was sent)");
        assertThat(history()).isEmpty();

        CliRun noDraft = run("send", "--draft", "Nope");
        assertThat(noDraft.exitCode()).isEqualTo(2);
        assertThat(noDraft.err()).startsWith("mailroom: --draft: there is no draft named \"Nope\"");

        run("draft", "save", "Half", "--to", "ada@example.com");
        CliRun half = run("send", "--from", FROM, "--draft", "Half");
        assertThat(half.exitCode()).isEqualTo(2);
        assertThat(half.err()).isEqualTo("mailroom: --subject is required (the draft has none)\n");
    }

    @Test
    void aSendThatCannotBeRecordedStillSucceedsAndSaysSo() throws IOException {
        Path file = Files.writeString(dataDir.resolve("not-a-folder"), "x");
        Map<String, String> env = new HashMap<>();
        env.put("MAILROOM_BASE_URL", sandbox.baseUrl().toString());
        env.put("MAILROOM_API_KEY", KEY);
        env.put("MAILROOM_DATA_DIR", file.toString());

        CliRun sent = CliRun.of(env, "", "send", "--from", FROM, "--to", "ada@example.com", "--subject", "s", "--body", "b");

        assertThat(sent.exitCode()).as(sent.toString()).isZero();
        assertThat(sent.out()).startsWith("Sent to ada@example.com");
        assertThat(sent.err()).isEqualTo("mailroom: note: the email was sent but is not in the history: cannot add to the history "
                + "of sent emails " + file.resolve("history.jsonl") + " (already exists: " + file + ")\n");
        assertThat(sandbox.outbox()).hasSize(1);
    }

    @Test
    void historyIsNewestFirstSearchableAndLimited() throws IOException {
        for (String to : List.of("ada@example.com", "bob@example.com", "carol@example.com")) {
            assertThat(run("send", "--from", FROM, "--to", to, "--subject", "Invoice for " + to, "--body", "b").exitCode()).isZero();
        }

        CliRun table = run("history");
        assertThat(table.out().lines().findFirst().orElseThrow()).startsWith("TIME").contains("RESULT", "PROFILE", "FROM", "TO", "SUBJECT", "REQUEST ID");
        assertThat(table.out().lines().skip(2).toList()).hasSize(3);
        assertThat(table.out().lines().skip(2).findFirst().orElseThrow()).contains("carol@example.com", "SENT");

        CliRun found = run("history", "--search", "INVOICE bob");
        assertThat(found.out().lines().skip(2).toList()).singleElement().satisfies(line -> assertThat(line).contains("bob@example.com"));
        JsonNode limited = Json.mapper().readTree(run("history", "--json", "--limit", "2").out());
        assertThat(limited).extracting(node -> node.path("to").asText()).containsExactly("carol@example.com", "bob@example.com");

        CliRun zero = run("history", "--limit", "0");
        assertThat(zero.exitCode()).isEqualTo(2);
        assertThat(zero.err()).isEqualTo("mailroom: --limit must be 1 or more\n");
    }

    @Test
    void aDamagedHistoryOrDraftIsReportedAndSetAside() throws IOException {
        Files.writeString(dataDir.resolve("history.jsonl"), "not json\n");
        Files.createDirectories(dataDir.resolve("drafts"));
        Files.writeString(dataDir.resolve("drafts").resolve("broken-000000000000.json"), "{");

        CliRun history = run("history");
        assertThat(history.exitCode()).as(history.toString()).isZero();
        assertThat(history.err()).startsWith("mailroom: note: 1 line of the history of sent emails (" + dataDir.resolve("history.jsonl")
                + ") could not be read (line 1: not valid JSON at character 1)").contains("was moved to history.jsonl.corrupt-")
                .contains("the 0 entries that could be read");
        CliRun drafts = run("draft", "list");
        assertThat(drafts.err()).contains("broken-000000000000.json could not be read (it ends in the middle of a draft, as if cut short)")
                .contains("kept as broken-000000000000.json.corrupt-");

        try (Stream<Path> files = Files.walk(dataDir)) {
            assertThat(files.map(p -> p.getFileName().toString()).filter(n -> n.contains(".corrupt-"))).hasSize(2);
        }
        assertThat(run("send", "--from", FROM, "--to", "ada@example.com", "--subject", "s", "--body", "b").exitCode()).isZero();
        assertThat(history()).hasSize(1);
    }

    @Test
    void historyEntriesOfANewerVersionAreCountedAndLeftInTheFile() throws IOException {
        assertThat(run("send", "--from", FROM, "--to", "ada@example.com", "--subject", "Known", "--body", "b").exitCode()).isZero();
        String newer = "{\"time\": \"2026-03-01T09:00:00Z\", \"result\": \"BOUNCED\", \"to\": \"bob@example.com\"}\n";
        Files.writeString(dataDir.resolve("history.jsonl"), newer, StandardOpenOption.APPEND);

        CliRun history = run("history");

        assertThat(history.exitCode()).as(history.toString()).isZero();
        assertThat(history.out().lines().skip(2).toList()).singleElement().satisfies(line -> assertThat(line).contains("Known"));
        assertThat(history.err()).isEqualTo("mailroom: note: the history of sent emails (" + dataDir.resolve("history.jsonl")
                + ") holds 1 entry this version of Mailroom cannot show (line 2: not a history entry: its time or result is missing, "
                + "or not one Mailroom knows); it stays in the file, for a version that can\n");
        assertThat(Files.readString(dataDir.resolve("history.jsonl"))).endsWith(newer);
    }

    @Test
    void helpSaysWhatHappensToTheDraftAndEachSummaryIsOneSentence() {
        assertThat(run("send", "--help").out()).contains("The draft is deleted once the service accepts the email, and kept otherwise.");
        CommandLine root = new CommandLine(new MailroomCommand(new CliContext(Map.of(), InputStream.nullInputStream(),
                new PrintWriter(new StringWriter()), new PrintWriter(new StringWriter()), null)));
        List<CommandLine> commands = new ArrayList<>(List.of(root.getSubcommands().get("draft"), root.getSubcommands().get("history"),
                root.getSubcommands().get("send")));
        commands.addAll(root.getSubcommands().get("draft").getSubcommands().values());
        assertThat(commands).hasSize(7).allSatisfy(command -> {
            String summary = command.getCommandSpec().usageMessage().description()[0];
            assertThat(summary).as(command.getCommandName()).matches("[A-Z][^.]*\\.");
        });
    }

    @Test
    void placeholdersAreFilledFromFillAndTheDraftAndAnUnfilledOneStopsTheSend() {
        assertThat(run("draft", "save", "Greeting", "--from", FROM, "--to", "ada@example.com",
                "--subject", "Hello {{firstName}}", "--body", "<p>{{company}} is on the list</p>", "--html",
                "--fill", "firstName=Ada").exitCode()).isZero();

        CliRun refused = run("send", "--draft", "Greeting");
        assertThat(refused.exitCode()).as(refused.toString()).isEqualTo(ExitCode.INVALID_INPUT);
        assertThat(refused.err()).contains("{{company}} has no value").contains("nothing was sent");
        assertThat(sandbox.outbox()).isEmpty();

        CliRun sent = run("send", "--draft", "Greeting", "--fill", "company=A&B <Ltd>");
        assertThat(sent.exitCode()).as(sent.toString()).isZero();
        assertThat(sandbox.outbox()).singleElement().satisfies(email -> {
            assertThat(email.subject()).isEqualTo("Hello Ada");
            assertThat(email.body()).as("a value is escaped in an HTML body").isEqualTo("<p>A&amp;B &lt;Ltd&gt; is on the list</p>");
        });
    }

    @Test
    void sendUnfilledSendsThePlaceholderAsTypedAndAnUnknownNameIsRefused() {
        CliRun unknown = run("send", "--from", FROM, "--to", "ada@example.com", "--subject", "Hi", "--body", "x",
                "--fill", "frstName=Ada");
        assertThat(unknown.exitCode()).isEqualTo(ExitCode.INVALID_INPUT);
        assertThat(unknown.err()).contains("no placeholder is called \"frstName\"");

        CliRun sent = run("send", "--from", FROM, "--to", "ada@example.com", "--subject", "Hi {{firstName}}",
                "--body", "x", "--send-unfilled");
        assertThat(sent.exitCode()).as(sent.toString()).isZero();
        assertThat(sandbox.outbox()).singleElement().extracting(CapturedEmail::subject).isEqualTo("Hi {{firstName}}");
    }
}
