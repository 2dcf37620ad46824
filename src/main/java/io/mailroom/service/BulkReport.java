package io.mailroom.service;

import java.util.List;

/** Every item's result of a finished bulk job, in the order the items were given. */
public record BulkReport<I>(List<BulkItemResult<I>> results) {

    public BulkReport {
        results = List.copyOf(results);
    }

    public List<BulkItemResult<I>> failed() {
        return withOutcome(BulkOutcome.FAILED);
    }

    public List<BulkItemResult<I>> cancelled() {
        return withOutcome(BulkOutcome.CANCELLED);
    }

    public long succeededCount() {
        return withOutcome(BulkOutcome.SUCCEEDED).size();
    }

    public boolean allSucceeded() {
        return succeededCount() == results.size();
    }

    /** "298 succeeded, 2 failed, 0 cancelled". */
    public String summary() {
        return succeededCount() + " succeeded, " + failed().size() + " failed, " + cancelled().size() + " cancelled";
    }

    private List<BulkItemResult<I>> withOutcome(BulkOutcome outcome) {
        return results.stream().filter(r -> r.outcome() == outcome).toList();
    }
}
