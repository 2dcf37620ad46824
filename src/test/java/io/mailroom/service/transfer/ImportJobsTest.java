package io.mailroom.service.transfer;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.tuple;

import io.mailroom.api.ApiKey;
import io.mailroom.api.ClientConfig;
import io.mailroom.api.Contact;
import io.mailroom.api.ContactStatus;
import io.mailroom.api.SaveContactRequest;
import io.mailroom.api.ServiceClient;
import io.mailroom.sandbox.SandboxOptions;
import io.mailroom.sandbox.SandboxServer;
import io.mailroom.service.BulkListener;
import io.mailroom.service.BulkOutcome;
import io.mailroom.service.BulkReport;
import io.mailroom.service.Connections;
import io.mailroom.service.localcopy.ChangeJournal;
import io.mailroom.service.localcopy.ChangeKind;
import io.mailroom.service.localcopy.ContactCopy;
import io.mailroom.service.localcopy.ContactQueries;
import io.mailroom.service.localcopy.ContactSync;
import io.mailroom.service.localcopy.FieldChange;
import io.mailroom.service.localcopy.JobJournal;
import io.mailroom.service.localcopy.JobRow;
import io.mailroom.service.localcopy.JobRunningException;
import io.mailroom.service.localcopy.JobSummary;
import io.mailroom.service.localcopy.JournalEntry;
import io.mailroom.service.localcopy.JournalQuery;
import io.mailroom.service.localcopy.LocalCopies;
import io.mailroom.service.localcopy.NoSuchJobException;
import io.mailroom.service.localcopy.SyncListener;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.atomic.AtomicReference;
import java.util.stream.Collectors;
import java.util.stream.IntStream;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/** Imports sent as jobs with a journal, against the sandbox over loopback. */
@Timeout(120)
class ImportJobsTest {

    private static final String KEY = "import-jobs-key";
    private static final String APP = "newsletter";
    private static final ImportChoices CONFIRMED = new ImportChoices(Optional.of(ContactStatus.Confirmed), EmptyCells.KEEP);

    @TempDir
    Path folder;

    private SandboxServer sandbox;
    private ServiceClient client;
    private ContactCopy copy;
    private ImportJobs jobs;

    @BeforeEach
    void syncedCopy() {
        sandbox = SandboxServer.start(SandboxOptions.defaults().withApiKey(KEY).withRateLimit(1000).withSeedContacts(0));
        client = new Connections().open(ClientConfig.of(sandbox.baseUrl().toString(), ApiKey.of(KEY)).withRateLimit(1000));
        client.saveContact(new SaveContactRequest(APP, "ada@example.com", ContactStatus.Confirmed, Map.of("firstName", "Ada")));
        client.saveContact(new SaveContactRequest(APP, "grace@example.com", ContactStatus.Unsubscribed, Map.of("firstName", "Grace")));
        copy = new LocalCopies(folder.resolve("data"), Clock.systemUTC()).open("p1", true);
        new ContactSync(copy, client).run(APP, SyncListener.NONE);
        jobs = new ImportJobs(copy);
    }

    @AfterEach
    void stop() {
        copy.close();
        client.close();
        sandbox.close();
    }

    private ImportFile file(String text) throws Exception {
        Path path = folder.resolve("contacts.csv");
        Files.writeString(path, text, StandardCharsets.UTF_8);
        return ImportFile.open(path, Optional.empty(), Optional.empty());
    }

    private ImportJobs.Planned plan(ImportFile file) throws Exception {
        return jobs.plan(APP, file, ColumnMapping.suggested(file.headers()), CONFIRMED, ImportListener.NONE);
    }

    private Contact onService(String address) {
        return client.listContacts(APP, 1, 500).data().list().stream()
                .filter(contact -> contact.emailAddress().equalsIgnoreCase(address)).findFirst().orElseThrow();
    }

    @Test
    void anImportSendsItsCreatesAndUpdatesOnceAndRecordsEachInTheJournalAndTheCopy() throws Exception {
        ImportJobs.Planned planned = plan(file("""
                email,status,firstName
                ada@example.com,,Ada Augusta
                grace@example.com,Confirmed,Grace
                new1@example.com,,New
                new2@example.com,Unsubscribed,Two
                not-an-address,,Bad
                """));

        assertThat(planned.preview().creates()).isEqualTo(2);
        assertThat(planned.preview().updates()).isEqualTo(1);
        JobSummary ready = jobs.journal().summary(planned.claim().jobId());
        assertThat(ready.planned()).isEqualTo(3);
        assertThat(ready.sent()).isZero();
        assertThat(List.of(ready.fileRows(), ready.unchanged(), ready.rejected())).containsExactly(5L, 1L, 1L);
        assertThat(ready.state()).isEqualTo(JobSummary.State.RUNNING);

        BulkReport<JobRow> report = jobs.send(planned.claim(), client, BulkListener.none()).await();

        assertThat(report.allSucceeded()).isTrue();
        assertThat(report.results()).extracting(result -> result.item().line()).containsExactly(2L, 4L, 5L);
        assertThat(onService("ada@example.com").firstName()).isEqualTo("Ada Augusta");
        assertThat(onService("new1@example.com").status()).isEqualTo(ContactStatus.Confirmed);
        assertThat(onService("new2@example.com").status()).isEqualTo(ContactStatus.Unsubscribed);
        assertThat(onService("grace@example.com").status()).as("an update keeps the contact's status").isEqualTo(ContactStatus.Unsubscribed);
        assertThat(sandbox.savesOf(APP)).as("each row sent once; the unchanged one not at all, beyond the setup's saves")
                .containsExactlyInAnyOrderEntriesOf(Map.of("ada@example.com", 2L, "grace@example.com", 1L,
                        "new1@example.com", 1L, "new2@example.com", 1L));
        assertThat(new ContactQueries(copy).byAddress(APP, Set.of("new1@example.com", "ada@example.com")).values())
                .as("the copy took what the service accepted").extracting(Contact::firstName).containsExactlyInAnyOrder("New", "Ada Augusta");
        JobSummary done = jobs.journal().summary(planned.claim().jobId());
        assertThat(done.state()).isEqualTo(JobSummary.State.DONE);
        assertThat(done.sent()).isEqualTo(3);
        assertThat(jobs.journal().list(Optional.of(APP))).extracting(JobSummary::id).containsExactly(planned.claim().jobId());
        assertThat(jobs.journal().list(Optional.of("onboarding"))).isEmpty();
        List<JournalEntry> changes = new ChangeJournal(copy).entries(JournalQuery.all().inJob(planned.claim().jobId()));
        assertThat(changes).as("each row the service accepted, in the change journal").hasSize(3)
                .allSatisfy(change -> {
                    assertThat(change.kind()).isEqualTo(ChangeKind.IMPORT);
                    assertThat(change.requestId()).isPresent();
                    assertThat(change.answered()).isTrue();
                });
        JournalEntry ada = changes.stream().filter(change -> change.address().equals("ada@example.com")).findFirst().orElseThrow();
        assertThat(ada.fields()).containsExactly(new FieldChange("firstName", "Ada", "Ada Augusta"));
        assertThat(changes.stream().filter(change -> change.address().equals("new1@example.com")).findFirst().orElseThrow().before())
                .as("a contact the import created").isEmpty();
    }

    @Test
    void aRowTheServiceRefusesIsRecordedWithItsReasonAndOnlyItIsSentAgainOnResume() throws Exception {
        ImportJobs.Planned planned = plan(file("""
                email,firstName
                new1@example.com,One
                """));
        sandbox.faults().failNext(1, 400, 40099, "The data was refused");

        BulkReport<JobRow> first = jobs.send(planned.claim(), client, BulkListener.none()).await();

        assertThat(first.failed()).hasSize(1);
        JobSummary failed = jobs.journal().summary(planned.claim().jobId());
        assertThat(failed.state()).isEqualTo(JobSummary.State.FAILED_ROWS);
        assertThat(failed.resumable()).isTrue();
        assertThat(jobs.journal().failures(planned.claim().jobId()))
                .extracting(failure -> failure.line(), failure -> failure.address())
                .containsExactly(tuple(2L, "new1@example.com"));
        assertThat(jobs.journal().failures(planned.claim().jobId()).getFirst().message()).contains("The data was refused");

        JobJournal.Claim again = jobs.journal().resume(planned.claim().jobId());
        BulkReport<JobRow> second = jobs.send(again, client, BulkListener.none()).await();

        assertThat(second.results()).hasSize(1);
        assertThat(second.allSucceeded()).isTrue();
        assertThat(jobs.journal().summary(planned.claim().jobId()).state()).isEqualTo(JobSummary.State.DONE);
        assertThat(jobs.journal().failures(planned.claim().jobId())).isEmpty();
        assertThat(onService("new1@example.com").firstName()).isEqualTo("One");
    }

    @Test
    void aCancelledImportIsResumedWithoutSendingAnAcceptedRowAgain() throws Exception {
        String rows = IntStream.rangeClosed(1, 60).mapToObj(i -> "n" + i + "@example.com,Name " + i).collect(Collectors.joining("\n"));
        ImportJobs.Planned planned = plan(file("email,firstName\n" + rows + "\n"));
        sandbox.faults().latency(Duration.ofMillis(40));
        AtomicReference<ImportSending> sending = new AtomicReference<>();
        BulkListener<JobRow> cancelAt15 = (result, done, total) -> {
            if (done == 15) {
                sending.get().cancel();
            }
        };
        ImportSending first = jobs.send(planned.claim(), client, cancelAt15);
        sending.set(first);
        BulkReport<JobRow> stopped = first.await();

        long accepted = stopped.results().stream().filter(result -> result.outcome() == BulkOutcome.SUCCEEDED).count();
        assertThat(accepted).isBetween(15L, 59L);
        JobSummary interrupted = jobs.journal().summary(planned.claim().jobId());
        assertThat(interrupted.state()).isEqualTo(JobSummary.State.INTERRUPTED);
        assertThat(interrupted.sent()).isEqualTo(accepted);
        assertThat(interrupted.pending()).isEqualTo(60 - accepted);

        BulkReport<JobRow> rest = jobs.send(jobs.journal().resume(planned.claim().jobId()), client, BulkListener.none()).await();

        assertThat(rest.results()).hasSize((int) (60 - accepted));
        assertThat(rest.allSucceeded()).isTrue();
        assertThat(sandbox.savesOf(APP)).as("every row sent exactly once").hasSize(62)
                .allSatisfy((address, saves) -> assertThat(saves).as(address).isEqualTo(1L));
        assertThat(jobs.journal().summary(planned.claim().jobId()).state()).isEqualTo(JobSummary.State.DONE);
    }

    /**
     * A job resumed by another process, whose rate limiter never saw the requests of the run that
     * ended, waits until the service's second after them is over: the service, at 5 requests a
     * second, answers no 429 (the import benchmark drew one when a killed run was resumed at once).
     */
    @Test
    void aJobResumedByAnotherProcessWaitsOutTheSecondOfTheRequestsItsLimiterDidNotSee() throws Exception {
        String rows = IntStream.rangeClosed(1, 30).mapToObj(i -> "p" + i + "@example.com,Name " + i).collect(Collectors.joining("\n"));
        ImportJobs.Planned planned = plan(file("email,firstName\n" + rows + "\n"));
        sandbox.faults().rateLimit(5).latency(Duration.ofMillis(50));
        // The setup's requests, which no limiter here saw either, out of the service's second.
        Thread.sleep(1_100);
        AtomicReference<ImportSending> sending = new AtomicReference<>();
        BulkListener<JobRow> cancelAt10 = (result, done, total) -> {
            if (done == 10) {
                sending.get().cancel();
            }
        };
        try (ServiceClient ended = new Connections().open(ClientConfig.of(sandbox.baseUrl().toString(), ApiKey.of(KEY)).withRateLimit(5))) {
            ImportSending first = jobs.send(planned.claim(), ended, cancelAt10);
            sending.set(first);
            first.await();
        }
        assertThat(sandbox.stats().rateLimited()).as("429 answers to the run that ended").isZero();

        try (ServiceClient another = new Connections().open(ClientConfig.of(sandbox.baseUrl().toString(), ApiKey.of(KEY)).withRateLimit(5))) {
            BulkReport<JobRow> rest = jobs.send(jobs.journal().resume(planned.claim().jobId()), another, BulkListener.none()).await();
            assertThat(rest.allSucceeded()).isTrue();
        }

        assertThat(sandbox.stats().rateLimited()).as("429 answers").isZero();
        assertThat(sandbox.savesOf(APP)).as("the two saved before, and each row once").hasSize(32)
                .allSatisfy((address, saves) -> assertThat(saves).as(address).isEqualTo(1L));
    }

    /**
     * Rows whose answer was lost (marked as going, as a process killed with them on the wire leaves
     * them): after a sync, one the list holds as sent is recorded without being sent again, the other
     * is sent. Until they are settled, nothing is sent.
     */
    @Test
    void rowsWhoseAnswerWasLostAreLookedForInTheListBeforeAnyIsSentAgain() throws Exception {
        ImportJobs.Planned planned = plan(file("email,firstName\narrived@example.com,Arrived\nlost@example.com,Lost\n"));
        JobJournal journal = jobs.journal();
        for (JobRow row : journal.toSend(planned.claim())) {
            journal.sending(planned.claim(), row, java.time.Instant.now());
            if (row.request().emailAddress().startsWith("arrived")) {
                client.saveContact(row.request());
            }
        }
        journal.release(planned.claim());
        JobJournal.Claim resumed = journal.resume(planned.claim().jobId());

        assertThat(jobs.hasUnsure(resumed)).isTrue();
        assertThatThrownBy(() -> jobs.send(resumed, client, BulkListener.none())).isInstanceOf(IllegalStateException.class);
        JobJournal.Claim again = journal.resume(planned.claim().jobId());
        new ContactSync(copy, client).run(APP, SyncListener.NONE);
        assertThat(jobs.settle(again)).isEqualTo(1);
        BulkReport<JobRow> report = jobs.send(again, client, BulkListener.none()).await();

        assertThat(report.results()).extracting(result -> result.item().request().emailAddress()).containsExactly("lost@example.com");
        assertThat(sandbox.savesOf(APP)).containsEntry("arrived@example.com", 1L).containsEntry("lost@example.com", 1L);
        JobSummary done = journal.summary(planned.claim().jobId());
        assertThat(done.state()).isEqualTo(JobSummary.State.DONE);
        assertThat(done.created()).isEqualTo(2);
        assertThat(new ChangeJournal(copy).entries(JournalQuery.all().inJob(planned.claim().jobId())))
                .as("the row found applied is journalled without a requestId, the one sent with its own")
                .extracting(JournalEntry::address, change -> change.requestId().isPresent())
                .containsExactly(tuple("lost@example.com", true), tuple("arrived@example.com", false));
    }

    @Test
    void aJobHeldByALiveRunIsNotResumedByAnother() throws Exception {
        ImportJobs.Planned planned = plan(file("email\nnew1@example.com\n"));

        assertThatThrownBy(() -> jobs.journal().resume(planned.claim().jobId())).isInstanceOf(JobRunningException.class);
        assertThat(jobs.journal().summary(planned.claim().jobId()).running()).isTrue();

        jobs.journal().release(planned.claim());

        assertThat(jobs.journal().summary(planned.claim().jobId()).state()).isEqualTo(JobSummary.State.INTERRUPTED);
        assertThat(jobs.journal().resume(planned.claim().jobId()).jobId()).isEqualTo(planned.claim().jobId());
        assertThatThrownBy(() -> jobs.journal().resume("import-none")).isInstanceOf(NoSuchJobException.class);
    }

    @Test
    void aPlanningThatFailsLeavesNoJobAndSendsNothing() throws Exception {
        long saves = sandbox.stats().count("POST /v1/contact");
        ImportFile broken = file("email,firstName\nnew1@example.com,\"never closed\nnew2@example.com,Two\n");

        assertThatThrownBy(() -> plan(broken)).isInstanceOf(ImportFileException.class);

        assertThat(jobs.journal().list(Optional.empty())).isEmpty();
        assertThat(sandbox.stats().count("POST /v1/contact")).isEqualTo(saves);
    }
}
