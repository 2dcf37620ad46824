package io.mailroom.service.localcopy;

/** No job of that id is in the profile's journal (never begun, or begun and never made ready). */
public final class NoSuchJobException extends RuntimeException {

    private final String jobId;

    public NoSuchJobException(String jobId) {
        super("there is no job " + jobId);
        this.jobId = jobId;
    }

    public String jobId() {
        return jobId;
    }
}
