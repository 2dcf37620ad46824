package io.mailroom.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import io.mailroom.api.Contact;
import io.mailroom.api.ContactStatus;
import io.mailroom.api.Json;
import io.mailroom.api.SaveContactRequest;
import io.mailroom.service.DataDirectory;
import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicReference;
import java.util.regex.Pattern;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * 'mailroom contacts sync', and 'contacts save' and 'delete' updating the local copy, against the
 * sandbox over loopback with the profile "Production" (its one application, newsletter).
 */
@Timeout(180)
class ContactsSyncCommandTest {

    private static final String APP = CopyAccount.APP;
    private static final Pattern CANCELLED = Pattern.compile(
            "mailroom: the sync of newsletter was cancelled with (\\d+) of 360 pages stored; the next sync resumes from them");
    private static final String SINCE = "since \\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2}";

    private CopyAccount account;
    private Process child;

    @TempDir
    Path dataDir;

    @AfterEach
    void stop() throws Exception {
        if (child != null) {
            child.destroyForcibly();
        }
        if (account != null) {
            account.close();
        }
    }

    private void account(int seed, int pageSize, String... profileOptions) {
        account = new CopyAccount(dataDir, seed, pageSize, profileOptions);
    }

    private CliRun run(String... args) {
        return account.run(args);
    }

    private CliRun production(String... args) {
        return account.production(args);
    }

    private List<Contact> copied() {
        return account.copied(APP);
    }

    private List<Contact> listed() {
        return account.listed();
    }

    private static JsonNode json(CliRun run) throws Exception {
        return Json.mapper().readTree(run.out());
    }

    @Test
    void theFirstSyncShowsItsProgressOnStderrAndSaysItIsTheFirst() {
        account(120, 20);

        CliRun sync = production("contacts", "sync");

        assertThat(sync.exitCode()).as(sync.toString()).isZero();
        assertThat(sync.out()).isEqualTo("Synced newsletter for the first time (72 contacts)\n");
        List<String> lines = sync.err().lines().toList();
        assertThat(lines.getFirst()).matches("Syncing newsletter: page 1 of 4, 20 of 72 contacts, about \\d+ s left");
        assertThat(lines.getLast()).isEqualTo("Syncing newsletter: page 4 of 4, 72 of 72 contacts, writing the copy");
        assertThat(lines).as("a line at each further tenth of the pages: with 4 pages, each").hasSize(4)
                .allSatisfy(line -> assertThat(line).startsWith("Syncing newsletter: page "));
        assertThat(copied()).isEqualTo(listed());
    }

    @Test
    void onATerminalTheProgressIsOneLineDrawnAgain() {
        account(120, 20);
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();

        int code = Cli.run(CopyAccount.withProduction(1000, "contacts", "sync"), account.env, java.io.InputStream.nullInputStream(),
                new PrintWriter(out, true), new PrintWriter(err, true), account.profiles::start, true);

        assertThat(code).as(err.toString()).isZero();
        assertThat(err.toString()).as("one line, ended when the sync ends").endsWith("\n").containsOnlyOnce("\n");
        String[] drawn = err.toString().strip().split("\r");
        assertThat(drawn).hasSize(4);
        assertThat(drawn[3]).isEqualTo("Syncing newsletter: page 4 of 4, 72 of 72 contacts, writing the copy");
        assertThat(out.toString()).isEqualTo("Synced newsletter for the first time (72 contacts)\n");
    }

    @Test
    void aLaterSyncSaysWhatChangedSinceTheOneBeforeAndJsonGivesTheReport() throws Exception {
        account(120, 20);
        JsonNode first = json(production("contacts", "sync", "--json"));
        assertThat(first.path("changes").isNull()).as("the first sync records no changes").isTrue();
        assertThat(first.path("contacts").asLong()).isEqualTo(72);
        List<Contact> before = listed();
        account.someoneElse.saveContact(new SaveContactRequest(APP, "newcomer@example.com", ContactStatus.Confirmed, Map.of("firstName", "Nina")));
        account.someoneElse.deleteContact(APP, before.get(3).emailAddress());
        account.someoneElse.saveContact(new SaveContactRequest(APP, before.get(7).emailAddress(), ContactStatus.Confirmed, Map.of("company", "Fabrikam")));

        CliRun second = production("contacts", "sync");

        assertThat(second.exitCode()).as(second.toString()).isZero();
        assertThat(second.out()).matches("Synced newsletter: 1 new, 1 removed, 1 changed " + SINCE + " \\(72 contacts\\)\n");
        assertThat(second.out()).contains(CopyWords.when(java.time.Instant.parse(first.path("syncedAt").asText())));
        assertThat(copied()).isEqualTo(listed());

        CliRun third = production("contacts", "sync", "--json");
        assertThat(third.exitCode()).as(third.toString()).isZero();
        JsonNode report = json(third);
        List<String> names = new ArrayList<>();
        report.fieldNames().forEachRemaining(names::add);
        assertThat(names).containsExactly("appId", "syncedAt", "total", "contacts", "changes", "rereads", "pagesResumed",
                "pagesRead", "elapsedMillis");
        assertThat(report.path("appId").asText()).isEqualTo(APP);
        assertThat(report.path("total").asLong()).isEqualTo(72);
        assertThat(report.path("changes").path("added").asInt() + report.path("changes").path("removed").asInt()
                + report.path("changes").path("changed").asInt()).as("nothing changed since").isZero();
        assertThat(report.path("changes").path("since").asText()).isNotEmpty();
        assertThat(report.path("pagesRead").asInt()).isEqualTo(4);
        assertThat(report.path("pagesResumed").asInt()).isZero();
        assertThat(report.path("rereads")).isEmpty();

        assertThat(production("contacts", "sync").out()).matches("Synced newsletter: nothing changed " + SINCE + " \\(72 contacts\\)\n");
    }

    @Test
    void aCancelledSyncKeepsItsPagesAndTheNextRunResumesFromThem() throws Exception {
        account(6000, 10);
        AtomicReference<CliRun> cancelledRun = new AtomicReference<>();
        Thread running = Thread.ofPlatform().start(() -> cancelledRun.set(run(CopyAccount.withProduction(20, "contacts", "sync"))));
        while (account.listRequests() < 5) {
            Thread.sleep(20);
        }

        running.interrupt();
        running.join();

        CliRun cancelled = cancelledRun.get();
        assertThat(cancelled.exitCode()).as(cancelled.toString()).isEqualTo(ExitCode.CANCELLED);
        assertThat(cancelled.out()).isEmpty();
        assertThat(cancelled.err().lines().toList().getLast()).matches(CANCELLED);
        long requestsBefore = account.listRequests();

        CliRun resumed = production("contacts", "sync", "--json");

        assertThat(resumed.exitCode()).as(resumed.toString()).isZero();
        JsonNode report = json(resumed);
        int kept = report.path("pagesResumed").asInt();
        assertThat(kept).isGreaterThanOrEqualTo(4);
        assertThat(report.path("pagesRead").asInt()).as("page 1 again, then only the pages not stored").isEqualTo(360 - kept)
                .isEqualTo((int) (account.listRequests() - requestsBefore));
        assertThat(resumed.err()).contains("mailroom: note: resumed the sync of newsletter that was stopped earlier: the " + kept
                + " pages it had stored were not read again");
        assertThat(report.path("contacts").asLong()).isEqualTo(3600);
        assertThat(CopyAccount.addresses(copied())).isEqualTo(CopyAccount.addresses(listed()));
    }

    /**
     * Ctrl+C in a process of its own: the shutdown hook cancels the sync and waits for its message.
     * The child is sent SIGTERM, which the JVM answers exactly as SIGINT (its shutdown hooks run),
     * because a test run in the background may have SIGINT ignored, and then the JVM never hears it.
     * (Through the handle: {@code Process.destroy()} would close the streams still to be read.)
     */
    @Test
    void stoppingTheProcessCancelsTheSyncCleanlyAndTheNextRunResumes() throws Exception {
        account(6000, 10);
        List<String> command = new ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "--enable-native-access=ALL-UNNAMED",
                "-Djava.util.prefs.userRoot=" + System.getProperty("java.util.prefs.userRoot", "target/test-prefs"),
                "-D" + DataDirectory.PROPERTY + "=" + System.getProperty(DataDirectory.PROPERTY, "target/test-data"),
                "-cp", System.getProperty("java.class.path"), CliChildMain.class.getName(), account.profiles.name()));
        command.addAll(List.of(CopyAccount.withProduction(20, "contacts", "sync")));
        ProcessBuilder builder = new ProcessBuilder(command);
        builder.environment().putAll(account.env);
        child = builder.start();
        BufferedReader err = new BufferedReader(new InputStreamReader(child.getErrorStream(), StandardCharsets.UTF_8));
        List<String> before = new ArrayList<>();
        for (String line = err.readLine(); line != null && !line.startsWith("Syncing newsletter: page 1 of 360"); line = err.readLine()) {
            before.add(line);
        }
        assertThat(child.isAlive()).as("the child syncs: " + before).isTrue();

        child.toHandle().destroy();

        assertThat(child.waitFor(60, TimeUnit.SECONDS)).isTrue();
        List<String> rest = err.lines().toList();
        assertThat(child.exitValue()).as(String.join("\n", rest)).isEqualTo(128 + 15);
        assertThat(rest).as("the cancel is told before the process ends").isNotEmpty();
        assertThat(rest.getLast()).matches(CANCELLED);
        assertThat(new String(child.getInputStream().readAllBytes(), StandardCharsets.UTF_8)).isEmpty();

        CliRun resumed = production("contacts", "sync");

        assertThat(resumed.exitCode()).as(resumed.toString()).isZero();
        assertThat(resumed.err()).contains("mailroom: note: resumed the sync of newsletter that was stopped earlier");
        assertThat(resumed.out()).isEqualTo("Synced newsletter for the first time (3600 contacts)\n");
    }

    @Test
    void aSecondSyncOfTheSameApplicationIsRefusedWhileOneRuns() throws Exception {
        account(6000, 10);
        Thread running = Thread.ofPlatform().start(() -> run(CopyAccount.withProduction(20, "contacts", "sync")));
        while (account.listRequests() < 2) {
            Thread.sleep(20);
        }
        try {
            CliRun second = production("-v", "contacts", "sync");

            assertThat(second.exitCode()).as(second.toString()).isEqualTo(ExitCode.OTHER);
            assertThat(second.err()).as("-v would log any request sent").matches("mailroom: a sync of newsletter is already under way \\(process "
                    + ProcessHandle.current().pid() + ", since [^)]+\\)\n");
            assertThat(second.out()).isEmpty();
        } finally {
            running.interrupt();
            running.join();
        }
    }

    @Test
    void withoutAKeyNothingIsSentAndNoCopyBegun() {
        account(120, 20);
        account.env.remove("MAILROOM_API_KEY");

        CliRun sync = production("contacts", "sync");

        assertThat(sync.exitCode()).isEqualTo(ExitCode.INVALID_INPUT);
        assertThat(sync.err()).contains("mailroom profile set-key Production");
        assertThat(account.listRequests()).isZero();
        assertThat(account.profiles.copyFiles().fileOf(account.productionId())).doesNotExist();
    }

    @Test
    void aServiceThatCannotBeReachedIsANetworkFailure() throws Exception {
        account(120, 20);
        int closedPort;
        try (ServerSocket socket = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
            closedPort = socket.getLocalPort();
        }
        assertThat(run("profile", "edit", "Production", "--base-url", "http://127.0.0.1:" + closedPort).exitCode()).isZero();

        CliRun sync = production("--timeout", "2", "contacts", "sync");

        assertThat(sync.exitCode()).as(sync.toString()).isEqualTo(ExitCode.NETWORK);
        assertThat(sync.out()).isEmpty();
    }

    @Test
    void aCopyInMemoryIsSaidNotToOutliveTheCommand() {
        account(120, 20, "--local-copy", "memory");

        CliRun sync = production("contacts", "sync");

        assertThat(sync.exitCode()).as(sync.toString()).isZero();
        assertThat(sync.err().lines().findFirst()).hasValue("mailroom: note: the profile \"Production\" keeps its local copy in memory only: "
                + "this sync is gone when the command ends");
        assertThat(sync.out()).isEqualTo("Synced newsletter for the first time (72 contacts)\n");
        assertThat(account.profiles.copyFiles().fileOf(account.productionId())).doesNotExist();
        assertThat(production("contacts", "sync").out()).as("the next run begins again").startsWith("Synced newsletter for the first time");

        Map<String, String> noProfile = new HashMap<>(account.env);
        noProfile.put("MAILROOM_BASE_URL", account.sandbox.baseUrl().toString());
        CliRun plain = CliRun.of(noProfile, "", "contacts", "sync", "--app", APP);
        assertThat(plain.exitCode()).as(plain.toString()).isZero();
        assertThat(plain.err().lines().findFirst()).hasValue("mailroom: note: without --profile the local copy is kept in memory only: "
                + "this sync is gone when the command ends");
    }

    @Test
    void saveAndDeleteChangeTheCopyAtOnce() {
        account(120, 20);
        production("contacts", "sync");
        List<Contact> before = copied();
        Contact kept = before.get(5);
        String gone = before.get(8).emailAddress();
        List<String> alsoGone = List.of(before.get(10).emailAddress(), before.get(11).emailAddress());

        CliRun save = production("contacts", "save", "--email", kept.emailAddress(), "--status", "Confirmed", "--set", "company=Fabrikam");
        CliRun added = production("contacts", "save", "--email", "newcomer@example.com", "--status", "Unsubscribed", "--set", "firstName=Nina");
        CliRun delete = production("contacts", "delete", "--email", gone);
        CliRun bulk = production("contacts", "delete", "--email", alsoGone.get(0), "--email", alsoGone.get(1));

        for (CliRun each : List.of(save, added, delete, bulk)) {
            assertThat(each.exitCode()).as(each.toString()).isZero();
        }
        List<Contact> after = copied();
        assertThat(after).as("a save changes the fields it names and keeps the rest")
                .contains(kept.withData(Map.of("company", "Fabrikam")));
        assertThat(after).filteredOn(contact -> contact.emailAddress().equals("newcomer@example.com")).singleElement()
                .satisfies(contact -> {
                    assertThat(contact.firstName()).isEqualTo("Nina");
                    assertThat(contact.statusText()).isEqualTo("Unsubscribed");
                    assertThat(contact.registerDate()).as("the service's own until the next sync").isEmpty();
                });
        assertThat(CopyAccount.addresses(after)).doesNotContain(gone).doesNotContainAnyElementsOf(alsoGone).hasSize(72 + 1 - 3);
        assertThat(CopyAccount.addresses(after)).isEqualTo(CopyAccount.addresses(listed()));
    }

    @Test
    void aSaveOrDeleteNeverBeginsACopyButIsJournalledInTheProfilesFile() throws Exception {
        account(120, 20);
        String address = listed().getFirst().emailAddress();

        assertThat(production("contacts", "save", "--email", address, "--status", "Confirmed", "--set", "company=Fabrikam").exitCode()).isZero();
        assertThat(production("contacts", "delete", "--email", address).exitCode()).isZero();

        assertThat(account.copied(APP)).as("no copy begun").isEmpty();
        assertThat(Json.mapper().readTree(production("changes", "--json").out())).as("the file holds the journal (docs/changes.md)")
                .extracting(change -> change.get("kind").asText()).containsExactly("delete", "save");

        production("contacts", "sync");
        String other = "onboarding";
        assertThat(run("profile", "edit", "Production", "--app", APP, "--app", other).exitCode()).isZero();
        assertThat(production("contacts", "save", "--app", other, "--email", "ada@example.com", "--status", "Confirmed").exitCode()).isZero();
        assertThat(account.copied(other)).as("the copy holds nothing of an application never synced").isEmpty();
    }

    @Test
    void theHelpSaysWhatSyncDoes() {
        CliRun help = CliRun.of(Map.of(), "", "contacts", "sync", "--help");

        assertThat(help.exitCode()).isZero();
        assertThat(help.out()).contains("--app=APP").contains("--json").contains("Ctrl+C").contains("exit 130").contains("exit 8");
        assertThat(CliRun.of(Map.of(), "", "contacts", "--help").out()).contains("sync").contains("find");
    }
}
