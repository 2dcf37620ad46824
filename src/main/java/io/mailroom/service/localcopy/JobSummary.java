package io.mailroom.service.localcopy;

import java.time.Instant;

/**
 * A job as its journal tells it (docs/import.md, "Sending").
 *
 * @param fileRows  the rows the file had
 * @param unchanged rows already as the file says: never sent
 * @param rejected  rows the preview rejected: never sent
 * @param planned   rows to send
 * @param created   rows the service accepted that created a contact
 * @param updated   rows the service accepted that changed one
 * @param failed    rows the service did not accept (sent again when the job is resumed)
 * @param running   whether a live process runs it now
 */
public record JobSummary(String id, String appId, String source, Instant createdAt, long fileRows, long unchanged, long rejected,
                         long planned, long created, long updated, long failed, boolean running) {

    /** Where a job stands. */
    public enum State {
        RUNNING,
        /** Stopped before its every row was sent (cancelled, paused, or its process ended): resuming sends the rest. */
        INTERRUPTED,
        /** Every row was sent; some were not accepted. */
        FAILED_ROWS,
        DONE
    }

    /** Rows the service accepted. */
    public long sent() {
        return created + updated;
    }

    /** Rows not sent yet, or whose answer never came. */
    public long pending() {
        return planned - sent() - failed;
    }

    public State state() {
        if (running) {
            return State.RUNNING;
        }
        if (pending() > 0) {
            return State.INTERRUPTED;
        }
        return failed > 0 ? State.FAILED_ROWS : State.DONE;
    }

    /** Whether resuming it would send anything: rows pending, or rows that failed. */
    public boolean resumable() {
        return !running && (pending() > 0 || failed > 0);
    }
}
