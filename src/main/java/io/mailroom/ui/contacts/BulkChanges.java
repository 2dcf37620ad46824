package io.mailroom.ui.contacts;

import io.mailroom.service.BulkExecutor;
import io.mailroom.service.BulkJob;
import io.mailroom.service.BulkOperation;
import io.mailroom.service.BulkReport;
import io.mailroom.ui.common.Async;
import java.util.List;
import java.util.concurrent.CompletableFuture;

/**
 * The contacts screen's changes of many contacts (a delete, a restore), one request each through
 * the bulk executor (and so through the key's one rate limiter): progress as items end, cancel,
 * and every item's result at the end. One job at a time, whatever its kind: nothing else changes
 * the list meanwhile. Its state changes only on the UI thread.
 */
final class BulkChanges {

    /** The words of a kind of job: while it runs, given how many are done of how many, and once Cancel was asked for. */
    record Words(String doingKey, String cancellingKey) {
    }

    static final Words DELETING = new Words("contacts.deleting", "contacts.deleting.cancelling");
    static final Words RESTORING = new Words("contacts.restoring", "contacts.restoring.cancelling");

    private final Async async;
    private final BulkExecutor executor;
    private final JobProgress state = new JobProgress(DELETING.doingKey(), DELETING.cancellingKey());
    private BulkJob<?> job;

    BulkChanges(Async async, BulkExecutor executor) {
        this.async = async;
        this.executor = executor;
    }

    /** Starts the job; the future completes on the UI thread with every item's result. */
    <I> CompletableFuture<BulkReport<I>> start(Words words, List<I> items, BulkOperation<I> operation) {
        if (state.runningProperty().get()) {
            throw new IllegalStateException("a change of many contacts is already running");
        }
        state.begin(words.doingKey(), words.cancellingKey(), items.size());
        CompletableFuture<BulkReport<I>> finished = new CompletableFuture<>();
        BulkJob<I> started = executor.start(items, operation, (result, count, all) -> async.onUi(() -> state.done(count, all)));
        job = started;
        started.whenDone().thenAccept(report -> async.onUi(() -> {
            job = null;
            state.done(report.results().size(), items.size());
            state.end();
            finished.complete(report);
        }));
        return finished;
    }

    /** Stops every request not yet sent; those already on the wire finish, so their result is known. */
    void cancel() {
        if (job != null) {
            state.cancelling();
            job.cancel();
        }
    }

    JobProgress state() {
        return state;
    }
}
