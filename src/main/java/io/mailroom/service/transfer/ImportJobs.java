package io.mailroom.service.transfer;

import io.mailroom.api.ApiException;
import io.mailroom.api.Contact;
import io.mailroom.api.InputRules;
import io.mailroom.api.RateLimiters;
import io.mailroom.api.SaveContactRequest;
import io.mailroom.api.ServiceClient;
import io.mailroom.service.BulkExecutor;
import io.mailroom.service.BulkListener;
import io.mailroom.service.localcopy.ContactCopy;
import io.mailroom.service.localcopy.ContactQueries;
import io.mailroom.service.localcopy.JobJournal;
import io.mailroom.service.localcopy.JobRow;
import java.io.IOException;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.stream.Collectors;

/**
 * Imports as jobs that survive a crash (docs/import.md, "Sending"): {@link #plan} reads the file once,
 * previewing it and writing each row to send into the job's journal before anything is sent;
 * {@link #send} sends what the journal has not recorded as accepted, through the bulk executor and
 * the shared rate limit, recording each answer with the copy's update in one write. A job stopped in
 * any way (cancelled, paused, the process killed) is resumed by {@link JobJournal#resume} and
 * {@link #send} again: a row the service accepted is never sent again, and a row whose answer was
 * lost with a killed process is first looked for in the service's list ({@link #settle}).
 */
public final class ImportJobs {

    /** Rows written to the journal in one write while the file is read. */
    static final int PLANNED_PER_WRITE = 1_000;

    private final ContactCopy copy;
    private final JobJournal journal;

    public ImportJobs(ContactCopy copy) {
        this.copy = Objects.requireNonNull(copy, "copy");
        this.journal = new JobJournal(copy);
    }

    public JobJournal journal() {
        return journal;
    }

    /** A planned job, held by this run, and the preview of its file. */
    public record Planned(ImportPreview preview, JobJournal.Claim claim) {
    }

    /**
     * Previews {@code file} against the copy and journals the rows to send, in one reading; every
     * row is told to {@code listener} too (the rejects file is written from there). The job is
     * listed and resumable only once the whole file is planned; a planning that fails leaves no job.
     *
     * @throws ImportFileException when no column holds addresses, or the file stops being CSV
     */
    public Planned plan(String appId, ImportFile file, ColumnMapping mapping, ImportChoices choices, ImportListener listener)
            throws IOException {
        String app = InputRules.appId(appId);
        JobJournal.Claim claim = journal.begin(app, file.path().toAbsolutePath().toString());
        try {
            Journalling journalling = new Journalling(app, claim, listener);
            ImportPreview preview = new ImportPreviewer(new ContactQueries(copy), app).preview(file, mapping, choices, journalling);
            journalling.flush();
            journal.ready(claim, preview.rows(), preview.unchanged(), preview.rejected());
            return new Planned(preview, claim);
        } catch (IOException | RuntimeException | Error e) {
            journal.discard(claim);
            throw e;
        }
    }

    /**
     * Whether the held job has rows whose answer was lost with the process that sent them: then
     * {@link #awaitUnsureLanded}, sync the copy, and {@link #settle}.
     */
    public boolean hasUnsure(JobJournal.Claim claim) {
        return !journal.unsure(claim).isEmpty();
    }

    /**
     * Waits until every row whose answer was lost has surely landed at the service or been given up
     * (its sender's request timeout after it went), so that the sync that follows sees each that
     * arrived: a row still on its way when its page is read would be sent twice. Returns at once when
     * that time is past, as after a restart it mostly is.
     */
    public void awaitUnsureLanded(JobJournal.Claim claim) throws InterruptedException {
        Optional<Instant> landedBy = journal.unsureLandedBy(claim);
        if (landedBy.isPresent()) {
            long millis = Duration.between(Instant.now(), landedBy.get()).toMillis();
            if (millis > 0) {
                Thread.sleep(millis);
            }
        }
    }

    /** How long {@link #awaitUnsureLanded} would wait now, for a person to be told. */
    public Duration unsureLandWait(JobJournal.Claim claim) {
        return journal.unsureLandedBy(claim).map(at -> Duration.between(Instant.now(), at)).filter(Duration::isPositive).orElse(Duration.ZERO);
    }

    /**
     * Settles the rows whose answer was lost (the process that sent them ended first) against the
     * copy, which the caller has just synced: a row whose contact holds every value the row sends was
     * applied, and is recorded as sent without being sent again; any other is to be sent again.
     *
     * @return how many were found applied
     */
    public int settle(JobJournal.Claim claim) {
        List<JobRow> unsure = journal.unsure(claim);
        ContactQueries queries = new ContactQueries(copy);
        int found = 0;
        for (int from = 0; from < unsure.size(); from += ContactQueries.MOST_ADDRESSES) {
            List<JobRow> batch = unsure.subList(from, Math.min(unsure.size(), from + ContactQueries.MOST_ADDRESSES));
            Map<String, Contact> contacts = queries.byAddress(claim.appId(),
                    batch.stream().map(row -> row.request().emailAddress()).collect(Collectors.toCollection(LinkedHashSet::new)));
            for (JobRow row : batch) {
                Contact contact = contacts.get(ContactQueries.addressKey(row.request().emailAddress()));
                if (contact != null && applied(contact, row.request())) {
                    journal.foundApplied(claim, row);
                    found++;
                } else {
                    journal.notApplied(claim, row);
                }
            }
        }
        return found;
    }

    private static boolean applied(Contact contact, SaveContactRequest request) {
        Map<String, String> data = request.data() == null ? Map.of() : request.data();
        return data.entrySet().stream().allMatch(value -> ImportPreviewer.same(contact, value.getKey(), value.getValue()));
    }

    /**
     * Sends the rows of the held job that the service has not accepted yet, each marked as going
     * before its request and its answer recorded as it comes. The claim is let go when the sending
     * ends, however it ends.
     *
     * @throws IllegalStateException when rows whose answer was lost are not settled yet: sending them
     *                               blindly could send them twice
     */
    public ImportSending send(JobJournal.Claim claim, ServiceClient client, BulkListener<JobRow> listener) throws InterruptedException {
        List<JobRow> rows;
        try {
            if (hasUnsure(claim)) {
                throw new IllegalStateException("the job " + claim.jobId() + " has rows whose answer was lost: sync the copy and settle them first");
            }
            rows = journal.toSend(claim);
            awaitEarlierRequestsCounted(claim);
        } catch (RuntimeException | InterruptedException e) {
            journal.release(claim);
            throw e;
        }
        BulkListener<JobRow> recording = (result, done, total) -> {
            switch (result.outcome()) {
                case FAILED -> journal.failed(claim, result.item(), result.reason(),
                        result.error() instanceof ApiException api ? api.requestId().orElse(null) : null);
                case CANCELLED -> journal.notSent(claim, result.item());
                case SUCCEEDED -> {
                }
            }
            listener.itemDone(result, done, total);
        };
        return new ImportSending(claim, journal, new BulkExecutor().start(rows, row -> {
            journal.sending(claim, row, Instant.now().plus(client.requestTimeout()));
            String requestId = client.saveContact(row.request()).requestId();
            journal.sent(claim, row, requestId);
        }, recording));
    }

    /**
     * A run of the job that ended (killed, or in another process) had its last requests counted by
     * the service in the second before it ended, and this process's rate limiter never saw them: the
     * first request waits until that second, and the limiter's margin, are over (docs/import.md, "Sending").
     */
    private void awaitEarlierRequestsCounted(JobJournal.Claim claim) throws InterruptedException {
        Optional<Duration> since = journal.sinceLastAnswer(claim);
        if (since.isPresent()) {
            long millis = Duration.ofSeconds(1).plus(RateLimiters.DEFAULT_MARGIN).minus(since.get()).toMillis();
            if (millis > 0) {
                Thread.sleep(millis);
            }
        }
    }

    /** Tells the listener each row, and writes those to send to the journal a thousand at a time. */
    private final class Journalling implements ImportListener {

        private final String appId;
        private final JobJournal.Claim claim;
        private final ImportListener listener;
        private final List<JobRow> batch = new ArrayList<>();

        Journalling(String appId, JobJournal.Claim claim, ImportListener listener) {
            this.appId = appId;
            this.claim = claim;
            this.listener = listener;
        }

        @Override
        public void planned(PlannedRow row) {
            listener.planned(row);
            if (row.action() == RowAction.UNCHANGED) {
                return;
            }
            batch.add(new JobRow(row.line(), row.action() == RowAction.CREATE,
                    new SaveContactRequest(appId, row.address(), row.statusSent(), row.data())));
            if (batch.size() == PLANNED_PER_WRITE) {
                flush();
            }
        }

        @Override
        public void rejected(RejectedRow row) {
            listener.rejected(row);
        }

        void flush() {
            journal.add(claim, batch);
            batch.clear();
        }
    }
}
