package io.mailroom.api;

import java.util.Optional;

/**
 * How an answer said both success and failure (spec 7.1: success is {@code code} 0 and
 * {@code success} true). Such an answer is a failure (docs/decisions/003-success-rule.md,
 * 032-contradictory-answer.md) that must say what it is, not repeat the service's "OK"; the
 * numbers are in the {@link ServiceReply} it came with.
 */
public enum Contradiction {
    /** {@code success} true with a code other than 0. */
    SUCCESS_WITH_ERROR_CODE,
    /** {@code success} false with code 0. */
    FAILURE_WITH_CODE_ZERO,
    /** {@code success} true and code 0 with an HTTP status that is not 2xx. */
    SUCCESS_WITH_ERROR_STATUS;

    /** Which contradiction the answer holds, if any. */
    static Optional<Contradiction> of(int status, boolean success, long code) {
        if (success && code != 0) {
            return Optional.of(SUCCESS_WITH_ERROR_CODE);
        }
        if (!success && code == 0) {
            return Optional.of(FAILURE_WITH_CODE_ZERO);
        }
        if (success && (status < 200 || status >= 300)) {
            return Optional.of(SUCCESS_WITH_ERROR_STATUS);
        }
        return Optional.empty();
    }

    /** "success true but code 5", as the command line says it. */
    String english(ServiceReply reply) {
        return switch (this) {
            case SUCCESS_WITH_ERROR_CODE -> "success true but code " + reply.code();
            case FAILURE_WITH_CODE_ZERO -> "success false but code 0";
            case SUCCESS_WITH_ERROR_STATUS -> "HTTP " + reply.httpStatus() + " but success true and code 0";
        };
    }
}
