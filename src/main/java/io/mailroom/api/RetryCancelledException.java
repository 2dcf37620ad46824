package io.mailroom.api;

import java.util.concurrent.CancellationException;

/**
 * A request stopped while it waited to be sent again: the attempt before failed. Whether that
 * attempt may have reached the service decides whether a change it carried may have been made.
 */
public final class RetryCancelledException extends CancellationException {

    private final boolean earlierAttemptMayHaveArrived;

    RetryCancelledException(String message, boolean earlierAttemptMayHaveArrived) {
        super(message);
        this.earlierAttemptMayHaveArrived = earlierAttemptMayHaveArrived;
    }

    /** Whether an attempt before may have reached the service (sent, and no answer came). */
    public boolean earlierAttemptMayHaveArrived() {
        return earlierAttemptMayHaveArrived;
    }
}
