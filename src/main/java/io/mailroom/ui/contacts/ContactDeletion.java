package io.mailroom.ui.contacts;

import io.mailroom.api.Contact;
import io.mailroom.service.BulkExecutor;
import io.mailroom.service.BulkJob;
import io.mailroom.service.BulkReport;
import io.mailroom.service.localcopy.ContactChanges;
import io.mailroom.ui.common.Async;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.function.Supplier;

/**
 * Deleting contacts by address, one request each through the bulk executor (and so through the
 * key's one rate limiter), journalled as one job: progress as items end, cancel, and every item's result at the end.
 * One job at a time; its state changes only on the UI thread.
 */
final class ContactDeletion {

    private final Async async;
    private final BulkExecutor executor;
    private final JobProgress state = new JobProgress("contacts.deleting", "contacts.deleting.cancelling");
    private BulkJob<String> job;

    ContactDeletion(Async async, BulkExecutor executor) {
        this.async = async;
        this.executor = executor;
    }

    /**
     * Starts deleting, as one job of the journal; {@code shown} are the contacts as the screen
     * showed them, for the journal to keep those the copy does not hold. The future completes on
     * the UI thread with every contact's result.
     */
    CompletableFuture<BulkReport<String>> start(String appId, List<String> addresses, List<Contact> shown, Supplier<ContactChanges> changes) {
        if (state.runningProperty().get()) {
            throw new IllegalStateException("a delete is already running");
        }
        state.begin(addresses.size());
        CompletableFuture<BulkReport<String>> finished = new CompletableFuture<>();
        Map<String, Contact> byAddress = new HashMap<>();
        shown.forEach(contact -> byAddress.put(contact.emailAddress(), contact));
        String jobId = ContactChanges.newJobId("delete");
        job = executor.start(addresses, address -> changes.get().delete(appId, address, byAddress.get(address), jobId),
                (result, count, all) -> async.onUi(() -> state.done(count, all)));
        job.whenDone().thenAccept(report -> async.onUi(() -> {
            job = null;
            state.done(report.results().size(), addresses.size());
            state.end();
            finished.complete(report);
        }));
        return finished;
    }

    /** Stops every delete not yet sent; those already on the wire finish, so their result is known. */
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
