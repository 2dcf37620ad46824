package io.mailroom.ui.contacts;

import io.mailroom.api.SaveContactRequest;
import io.mailroom.api.ServiceRefusedException;
import io.mailroom.service.BulkItemResult;
import io.mailroom.service.BulkOutcome;
import io.mailroom.service.BulkReport;
import io.mailroom.service.localcopy.ContactCopy;
import io.mailroom.service.localcopy.CopyUpdates;
import io.mailroom.service.localcopy.LocalCopyException;
import io.mailroom.ui.common.Async;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.function.Consumer;

/**
 * The person's own saves and deletes, written into the local copy as soon as the service
 * accepted them, so the whole list shows their work without a sync (docs/local-copy.md, "Your
 * own changes"), when the copy holds the application: a copy is never begun by them. Each write
 * runs in the background; the future completes on the UI thread once it is done, or failed
 * ({@code failed} is told: the next sync puts the copy right).
 */
final class OwnChangesToCopy {

    private static final int NOT_FOUND = 404;

    private final Async async;
    private final Consumer<LocalCopyException> failed;

    OwnChangesToCopy(Async async, Consumer<LocalCopyException> failed) {
        this.async = async;
        this.failed = failed;
    }

    /** A save the service accepted: the fields it sent, onto the contact as the copy holds it (or a new one). */
    CompletableFuture<Void> saved(ContactCopy copy, ContactEditorModel.Saved saved) {
        SaveContactRequest sent = new SaveContactRequest(saved.app().appId(), saved.emailAddress(), saved.status(), saved.data());
        return write(copy, saved.app().appId(), updates -> updates.saved(sent));
    }

    /** A delete job's end: the addresses the service deleted, and those it said were not there (any more). */
    CompletableFuture<Void> deleted(ContactCopy copy, String appId, BulkReport<String> report) {
        List<String> gone = report.results().stream().filter(OwnChangesToCopy::gone).map(BulkItemResult::item).toList();
        return gone.isEmpty() ? CompletableFuture.completedFuture(null) : write(copy, appId, updates -> updates.deleted(appId, gone));
    }

    private static boolean gone(BulkItemResult<String> result) {
        return result.outcome() == BulkOutcome.SUCCEEDED
                || result.outcome() == BulkOutcome.FAILED && result.error() instanceof ServiceRefusedException refused
                        && !refused.contradictory() && refused.reply().map(reply -> reply.httpStatus() == NOT_FOUND).orElse(false);
    }

    private CompletableFuture<Void> write(ContactCopy copy, String appId, Consumer<CopyUpdates> change) {
        if (copy == null) {
            return CompletableFuture.completedFuture(null);
        }
        CompletableFuture<Void> written = new CompletableFuture<>();
        async.task(() -> {
                    if (copy.holds(appId)) {
                        change.accept(new CopyUpdates(copy));
                    }
                    return null;
                })
                .onFailure(LocalCopyException.class, failed)
                .andFinally(() -> written.complete(null))
                .start();
        return written;
    }
}
