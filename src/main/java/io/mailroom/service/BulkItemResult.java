package io.mailroom.service;

/**
 * One item's result: its position in the job, the item itself, and on failure the exact
 * error (usually an {@link io.mailroom.api.ApiException}), so a summary can say which rows
 * failed and why. A cancelled item may carry the cancellation, which says at what point it stopped.
 */
public record BulkItemResult<I>(int index, I item, BulkOutcome outcome, RuntimeException error) {

    /** Why it failed or did not run; empty for a success. */
    public String reason() {
        return switch (outcome) {
            case SUCCEEDED -> "";
            case CANCELLED -> error == null ? "cancelled before it was sent" : error.getMessage();
            case FAILED -> error.getMessage() == null ? error.getClass().getSimpleName() : error.getMessage();
        };
    }
}
