package io.mailroom.service.localcopy;

/**
 * A job is being run by another process (or another run in this one): resuming it here would
 * send its rows twice, so nothing was sent.
 */
public final class JobRunningException extends RuntimeException {

    private final String jobId;
    private final long processId;

    public JobRunningException(String jobId, long processId) {
        super("the job " + jobId + " is running (process " + processId + ")");
        this.jobId = jobId;
        this.processId = processId;
    }

    public String jobId() {
        return jobId;
    }

    public long processId() {
        return processId;
    }
}
