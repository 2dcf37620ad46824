package io.mailroom.cli;

import io.mailroom.api.ApiException;
import io.mailroom.api.CredentialsRejectedException;
import io.mailroom.api.InvalidInputException;
import io.mailroom.api.MalformedResponseException;
import io.mailroom.api.RateLimitedException;
import io.mailroom.api.SendOutcomeUnknownException;
import io.mailroom.api.ServiceRefusedException;
import io.mailroom.api.TransportException;

/** The command line's exit codes, a fixed contract for scripts. */
final class ExitCode {

    static final int OK = 0;
    static final int OTHER = 1;
    static final int INVALID_INPUT = 2;
    static final int KEY_REJECTED = 3;
    static final int REFUSED = 4;
    static final int NETWORK = 5;
    static final int SEND_UNKNOWN = 6;
    static final int BULK_PARTIAL = 7;
    /**
     * {@code contacts import --dry-run} found rows it would not import: the same number as
     * {@link #BULK_PARTIAL}, as issue 16 asks, since both say "some items will not be (or were not) done".
     */
    static final int ROWS_REJECTED = BULK_PARTIAL;
    /** {@code --all} could not make a true copy of the list: it kept changing, or is larger than Mailroom reads. */
    static final int LIST_NOT_READ = 8;
    /**
     * A sync stopped by Ctrl+C (or an interrupt), its pages kept for the next run: 128 + SIGINT,
     * what the shell reports for a process that Ctrl+C ended.
     */
    static final int CANCELLED = 130;

    private ExitCode() {
    }

    static int of(ApiException e) {
        return switch (e) {
            case InvalidInputException ignored -> INVALID_INPUT;
            case CredentialsRejectedException ignored -> KEY_REJECTED;
            case ServiceRefusedException ignored -> REFUSED;
            case RateLimitedException ignored -> REFUSED;
            case MalformedResponseException ignored -> REFUSED;
            case TransportException ignored -> NETWORK;
            case SendOutcomeUnknownException ignored -> SEND_UNKNOWN;
        };
    }
}
