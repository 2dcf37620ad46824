package io.mailroom.service.transfer;

import io.mailroom.service.BulkJob;
import io.mailroom.service.BulkReport;
import io.mailroom.service.localcopy.JobJournal;
import io.mailroom.service.localcopy.JobRow;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;

/**
 * An import job's rows being sent. Cancelling (or pausing: it is the same, the job is resumed later)
 * stops the rows not sent yet; a request on the wire is finished and its answer recorded. The job
 * is let go once the last row has ended, before {@link #whenDone} completes.
 */
public final class ImportSending {

    private final JobJournal.Claim claim;
    private final BulkJob<JobRow> job;
    private final CompletableFuture<BulkReport<JobRow>> done;

    ImportSending(JobJournal.Claim claim, JobJournal journal, BulkJob<JobRow> job) {
        this.claim = claim;
        this.job = job;
        this.done = job.whenDone().thenApply(report -> {
            journal.release(claim);
            return report;
        });
    }

    public String jobId() {
        return claim.jobId();
    }

    /** How many rows this run sends: those the journal had not recorded as accepted. */
    public int total() {
        return job.total();
    }

    public void cancel() {
        job.cancel();
    }

    public CompletableFuture<BulkReport<JobRow>> whenDone() {
        return done;
    }

    /** Waits for every row to end and the job to be let go. */
    public BulkReport<JobRow> await() throws InterruptedException {
        try {
            return done.get();
        } catch (ExecutionException e) {
            throw new IllegalStateException("the job could not be let go: " + e.getCause().getMessage(), e.getCause());
        }
    }
}
