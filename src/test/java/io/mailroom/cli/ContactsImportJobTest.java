package io.mailroom.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import io.mailroom.api.Contact;
import io.mailroom.api.ContactStatus;
import io.mailroom.api.Json;
import io.mailroom.api.SaveContactRequest;
import io.mailroom.service.BulkListener;
import io.mailroom.service.DataDirectory;
import io.mailroom.service.localcopy.ContactCopy;
import io.mailroom.service.transfer.ColumnMapping;
import io.mailroom.service.transfer.EmptyCells;
import io.mailroom.service.transfer.ImportChoices;
import io.mailroom.service.transfer.ImportFile;
import io.mailroom.service.transfer.ImportJobs;
import io.mailroom.service.transfer.ImportListener;
import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import java.util.stream.IntStream;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/** 'mailroom contacts import' sending its rows as a job, 'contacts import --resume' and 'mailroom jobs', against the sandbox over loopback. */
@Timeout(180)
class ContactsImportJobTest {

    private static final String APP = CopyAccount.APP;
    private static final Pattern JOB = Pattern.compile("import job (import-[0-9]{8}-[0-9]{6}-[0-9a-f]{4})");

    @TempDir
    Path dataDir;

    @TempDir
    Path files;

    private CopyAccount account;
    private Process child;
    /** The child's stderr, read on from where {@link #importInChild} stopped. */
    private BufferedReader childErr;

    @BeforeEach
    void account() {
        account = new CopyAccount(dataDir, 0, 50);
        account.someoneElse.saveContact(new SaveContactRequest(APP, "ada@example.com", ContactStatus.Confirmed, Map.of("firstName", "Ada")));
        account.someoneElse.saveContact(new SaveContactRequest(APP, "grace@example.com", ContactStatus.Unsubscribed, Map.of("firstName", "Grace")));
    }

    @AfterEach
    void stop() throws Exception {
        if (child != null) {
            child.destroyForcibly();
        }
        account.close();
    }

    private Path file(String name, String text) throws Exception {
        Path path = files.resolve(name);
        Files.writeString(path, text, StandardCharsets.UTF_8);
        return path;
    }

    private static String jobOf(String text) {
        Matcher job = JOB.matcher(text);
        assertThat(job.find()).as(text).isTrue();
        return job.group(1);
    }

    private Contact listed(String address) {
        return account.listed().stream().filter(contact -> contact.emailAddress().equals(address)).findFirst().orElseThrow();
    }

    @Test
    void anImportSendsOnlyTheRowsThatChangeSomethingAndPrintsItsJob() throws Exception {
        Path csv = file("contacts.csv", """
                email,firstName
                ada@example.com,Ada Augusta
                grace@example.com,Grace
                new@example.com,New
                not-an-address,Bad
                """);

        CliRun run = account.production("contacts", "import", csv.toString(), "--status", "Confirmed");

        assertThat(run.exitCode()).as(run.toString()).isEqualTo(ExitCode.ROWS_REJECTED);
        String job = jobOf(run.err());
        assertThat(run.out()).contains("Checked against the local copy of newsletter (job " + job + "):")
                .contains("Job " + job + ": import into newsletter from " + csv.toAbsolutePath())
                .contains("""
                          rows in file  4
                          created       1
                          updated       1
                          unchanged     1 (not sent)
                          rejected      1 (not sent)
                          failed        0
                          not sent yet  0
                          state         done
                        """);
        assertThat(run.err()).contains("mailroom: import job " + job + ": sending 2 rows at the rate limit")
                .contains("mailroom: import job " + job + ": 2 of 2 rows sent");
        assertThat(listed("ada@example.com").firstName()).isEqualTo("Ada Augusta");
        assertThat(listed("new@example.com").status()).isEqualTo(ContactStatus.Confirmed);
        assertThat(account.sandbox.savesOf(APP)).containsExactlyInAnyOrderEntriesOf(
                Map.of("ada@example.com", 2L, "grace@example.com", 1L, "new@example.com", 1L));
        assertThat(account.copied(APP)).extracting(Contact::emailAddress).as("the copy took the new contact at once")
                .contains("new@example.com");

        CliRun list = account.production("jobs", "list");
        assertThat(list.exitCode()).isZero();
        assertThat(list.out()).startsWith("JOB").contains(job).contains("2 of 2").contains("done");
        JsonNode shown = Json.mapper().readTree(account.production("jobs", "show", job, "--json").out());
        assertThat(shown.get("state").asText()).isEqualTo("done");
        assertThat(shown.get("created").asLong()).isEqualTo(1);
        assertThat(shown.get("updated").asLong()).isEqualTo(1);
        assertThat(shown.get("failures")).isEmpty();
    }

    /**
     * The failure is met by a job sent here, on the profile's copy, since the command syncs first and a
     * fault armed on the sandbox's one contact path would meet that sync; the command shows and resumes it.
     */
    @Test
    void aRowTheServiceRefusedIsNamedWithItsReasonAndResumeSendsOnlyItAgain() throws Exception {
        assertThat(account.production("contacts", "sync").exitCode()).isZero();
        Path csv = file("contacts.csv", "email,firstName\nnew1@example.com,One\nnew2@example.com,Two\n");
        String job;
        try (ContactCopy copy = account.profiles.copyFiles().open(account.productionId(), true)) {
            ImportJobs jobs = new ImportJobs(copy);
            ImportFile opened = ImportFile.open(csv, Optional.empty(), Optional.empty());
            ImportJobs.Planned planned = jobs.plan(APP, opened, ColumnMapping.suggested(opened.headers()),
                    new ImportChoices(Optional.of(ContactStatus.Confirmed), EmptyCells.KEEP), ImportListener.NONE);
            job = planned.claim().jobId();
            account.sandbox.faults().failNext(1, 400, 40099, "This contact was refused");
            assertThat(jobs.send(planned.claim(), account.someoneElse, BulkListener.none()).await().failed()).hasSize(1);
        }

        CliRun shown = account.production("jobs", "show", job);

        assertThat(shown.exitCode()).isZero();
        assertThat(shown.out()).contains("  failed        1").contains("state         failed rows").containsPattern("Failed rows:\n  line (2: new1|3: new2)@example.com: ")
                .contains("This contact was refused")
                .contains("'mailroom contacts import --resume " + job + "' sends the 1 failed row (rows accepted are not sent again)");

        CliRun resumed = account.production("contacts", "import", "--resume", job);

        assertThat(resumed.exitCode()).as(resumed.toString()).isZero();
        assertThat(resumed.err()).contains("sending 1 row at the rate limit");
        assertThat(resumed.out()).contains("  failed        0").contains("state         done").doesNotContain("--resume");
        assertThat(account.sandbox.savesOf(APP)).containsEntry("new1@example.com", 1L).containsEntry("new2@example.com", 1L);
        assertThat(listed("new1@example.com").firstName()).isEqualTo("One");
    }

    @Test
    void resumeNeedsAKnownJobAndNoFileAndOfflineOnlyChecks() throws Exception {
        Path csv = file("contacts.csv", "email\nnew@example.com\n");

        CliRun unknown = account.production("contacts", "import", "--resume", "import-20260101-000000-abcd");
        CliRun withFile = account.production("contacts", "import", csv.toString(), "--resume", "import-20260101-000000-abcd");
        CliRun offline = account.production("contacts", "import", csv.toString(), "--offline");
        CliRun nothing = account.production("contacts", "import");
        CliRun noProfile = account.run("jobs", "list");

        assertThat(unknown.exitCode()).isEqualTo(ExitCode.INVALID_INPUT);
        assertThat(unknown.err()).isEqualTo("mailroom: the profile has no job import-20260101-000000-abcd; 'mailroom jobs list' shows its jobs\n");
        assertThat(withFile.err()).contains("--resume JOB takes no FILE and no --dry-run");
        assertThat(offline.err()).contains("--offline only checks the file (it asks the service nothing): add --dry-run");
        assertThat(nothing.err()).contains("contacts import needs a FILE (or --resume JOB)");
        assertThat(noProfile.err()).contains("jobs are kept per profile: pass --profile NAME");
        assertThat(account.sandbox.savesOf(APP)).doesNotContainKey("new@example.com");
    }

    /**
     * The import in a process of its own, killed (SIGKILL: no shutdown hook, as a crash or a power
     * cut) while it sends; then resumed here. No row is sent twice: those recorded as accepted are
     * not sent again, and those on the wire at the kill are looked for in the list first.
     */
    @Test
    void anImportKilledMidwayIsResumedWithoutSendingAnAcceptedRowAgain() throws Exception {
        int rows = 300;
        // Each request takes 200 ms: some are surely on the wire at the kill, and reach the list with no answer recorded.
        account.sandbox.faults().latency(java.time.Duration.ofMillis(200));
        List<String> said = importInChild(rows, ": 60 of 300 rows sent");
        String job = jobOf(String.join("\n", said));

        child.destroyForcibly();
        assertThat(child.waitFor(30, TimeUnit.SECONDS)).isTrue();
        Set<String> acceptedAtKill = accepted(job);
        assertThat(acceptedAtKill).hasSizeBetween(60, rows - 1);
        JsonNode interrupted = Json.mapper().readTree(account.production("jobs", "show", job, "--json").out());
        assertThat(interrupted.get("state").asText()).isEqualTo("interrupted");
        assertThat(interrupted.get("pending").asLong()).isEqualTo(rows - acceptedAtKill.size());

        account.sandbox.faults().clear();
        CliRun resumed = account.production("contacts", "import", "--resume", job);

        assertThat(resumed.exitCode()).as(resumed.toString()).isZero();
        assertThat(resumed.err()).containsPattern("mailroom: note: [0-9]+ rows? of the job had been sent with no answer recorded: ");
        Map<String, Long> saves = account.sandbox.savesOf(APP);
        for (int i = 1; i <= rows; i++) {
            String address = "k" + i + "@example.com";
            assertThat(saves.get(address)).as(address).isNotNull();
            if (acceptedAtKill.contains(address)) {
                assertThat(saves.get(address)).as("accepted before the kill: " + address).isEqualTo(1L);
            }
        }
        assertThat(saves.values()).as("no row sent twice: those on the wire at the kill were looked for first").allMatch(count -> count == 1L);
        assertThat(listed("k300@example.com").firstName()).isEqualTo("Name 300");
        assertThat(account.production("jobs", "show", job).out()).contains("state         done").contains("  created       300");
    }

    /**
     * Ctrl+C in a process of its own (SIGTERM, which the JVM answers as SIGINT; see ContactsSyncCommandTest):
     * the rows not sent are stopped, those on the wire are finished and recorded, and the command says
     * how to resume.
     */
    @Test
    void ctrlCStopsTheImportAndSaysHowToResumeIt() throws Exception {
        List<String> said = importInChild(300, ": 30 of 300 rows sent");
        String job = jobOf(String.join("\n", said));

        child.toHandle().destroy();

        List<String> after = new ArrayList<>();
        for (String line = childErr.readLine(); line != null; line = childErr.readLine()) {
            after.add(line);
        }
        assertThat(child.waitFor(60, TimeUnit.SECONDS)).isTrue();
        assertThat(child.exitValue()).as("as the JVM ends at SIGTERM, its hook done: " + after).isEqualTo(128 + 15);
        assertThat(after).as("no row is counted as sent once stopped").noneMatch(line -> line.endsWith("300 of 300 rows sent"));
        JsonNode stopped = Json.mapper().readTree(account.production("jobs", "show", job, "--json").out());
        long pending = stopped.get("pending").asLong();
        assertThat(stopped.get("state").asText()).isEqualTo("interrupted");
        assertThat(pending).isBetween(1L, 270L);
        assertThat(stopped.get("created").asLong() + pending).isEqualTo(300);
        assertThat(after.getLast()).isEqualTo("mailroom: the import was stopped; 'mailroom contacts import --resume " + job + "' sends the "
                + pending + " rows not sent (rows accepted are not sent again)");
        assertThat(accepted(job)).hasSize((int) (300 - pending));
    }

    /** Starts 'contacts import' of {@code rows} new contacts in a child process at 100 requests a second; returns its stderr up to {@code until}. */
    private List<String> importInChild(int rows, String until) throws Exception {
        String lines = IntStream.rangeClosed(1, rows).mapToObj(i -> "k" + i + "@example.com,Name " + i).collect(Collectors.joining("\n"));
        Path csv = file("big.csv", "email,firstName\n" + lines + "\n");
        List<String> command = new ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "--enable-native-access=ALL-UNNAMED",
                "-Djava.util.prefs.userRoot=" + System.getProperty("java.util.prefs.userRoot", "target/test-prefs"),
                "-D" + DataDirectory.PROPERTY + "=" + System.getProperty(DataDirectory.PROPERTY, "target/test-data"),
                "-cp", System.getProperty("java.class.path"), CliChildMain.class.getName(), account.profiles.name()));
        command.addAll(List.of(CopyAccount.withProduction(100, "contacts", "import", csv.toString(), "--status", "Confirmed")));
        ProcessBuilder builder = new ProcessBuilder(command).redirectOutput(ProcessBuilder.Redirect.DISCARD);
        builder.environment().putAll(account.env);
        child = builder.start();
        childErr = new BufferedReader(new InputStreamReader(child.getErrorStream(), StandardCharsets.UTF_8));
        List<String> said = new ArrayList<>();
        for (String line = childErr.readLine(); line != null && !line.endsWith(until); line = childErr.readLine()) {
            said.add(line);
        }
        assertThat(child.isAlive()).as("the child imports: " + said).isTrue();
        return said;
    }

    /** The addresses the job's journal records as accepted, read from the copy's file as it is. */
    private Set<String> accepted(String job) throws Exception {
        Path copyFile = account.profiles.copyFiles().fileOf(account.productionId());
        Set<String> addresses = new HashSet<>();
        try (Connection connection = DriverManager.getConnection("jdbc:sqlite:" + copyFile);
             Statement statement = connection.createStatement();
             ResultSet row = statement.executeQuery("SELECT address FROM job_row WHERE outcome = 'sent' AND job_id = '" + job + "'")) {
            while (row.next()) {
                addresses.add(row.getString(1));
            }
        }
        return addresses;
    }
}
