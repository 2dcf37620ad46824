package io.mailroom.service;

/** How one item of a bulk job ended. */
public enum BulkOutcome {
    SUCCEEDED,
    FAILED,
    /** Never started: the job was cancelled first. */
    CANCELLED
}
