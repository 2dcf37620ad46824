package io.mailroom.service.compose;

/** How a send ended, as far as Mailroom knows. */
public enum SendResult {
    /** The service accepted it. */
    SENT,
    /** A timeout or a server error after the service received it: it may have been sent. */
    OUTCOME_UNKNOWN,
    /** The service refused it, or it never reached the service. */
    FAILED
}
