package io.mailroom.ui.contacts;

import io.mailroom.service.BulkItemResult;
import io.mailroom.service.BulkOutcome;
import io.mailroom.service.BulkReport;
import io.mailroom.service.localcopy.ChangeJournal;
import io.mailroom.service.localcopy.ContactChanges;
import io.mailroom.service.localcopy.ContactCopy;
import io.mailroom.service.localcopy.JournalEntry;
import io.mailroom.service.localcopy.JournalQuery;
import io.mailroom.service.localcopy.LocalCopyException;
import io.mailroom.service.localcopy.Reversal;
import io.mailroom.ui.common.Async;
import io.mailroom.ui.common.DialogService;
import io.mailroom.ui.common.Messages;
import io.mailroom.ui.common.Problem;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.function.Consumer;
import java.util.function.Supplier;
import java.util.stream.Stream;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.SimpleObjectProperty;

/**
 * Deleted contacts made again from the journal (docs/changes.md, "Undo"): the Undo the notice
 * offers after a delete, and the restores the trash asks for. Each runs as one job of the
 * screen's {@link BulkChanges}, and ends with the notice, a summary when some were not restored,
 * and the list read again.
 */
final class Restoring {

    /** A delete job that deleted {@code count} contacts of {@code appId}, to be undone. */
    record Deleted(String jobId, String appId, long count) {
    }

    private final Async async;
    private final DialogService dialogs;
    private final BulkChanges bulk;
    private final Consumer<String> notice;
    private final Runnable refresh;
    private final ObjectProperty<Deleted> undoable = new SimpleObjectProperty<>();

    Restoring(Async async, DialogService dialogs, BulkChanges bulk, Consumer<String> notice, Runnable refresh) {
        this.async = async;
        this.dialogs = dialogs;
        this.bulk = bulk;
        this.notice = notice;
        this.refresh = refresh;
    }

    /** A delete job ended: when it deleted any contact, Undo is offered (each delete was journalled before it was sent). */
    void deleted(String jobId, String appId, BulkReport<String> report) {
        long count = report.succeededCount();
        undoable.set(count > 0 ? new Deleted(jobId, appId, count) : null);
    }

    void dismiss() {
        undoable.set(null);
    }

    /** The last delete on offer, or null. */
    ReadOnlyObjectProperty<Deleted> undoableProperty() {
        return undoable;
    }

    /** Restores what the delete on offer deleted; its deletes are read from the journal (in {@code copy}, opened if need be) in the background. */
    void undo(Supplier<ContactCopy> copy, Supplier<ContactChanges> changes) {
        Deleted offered = undoable.get();
        if (offered == null || bulk.state().runningProperty().get()) {
            return;
        }
        undoable.set(null);
        async.task(() -> new ChangeJournal(copy.get()).entries(JournalQuery.all().inJob(offered.jobId())))
                .onSuccess(deletes -> restore(deletes, changes))
                .onFailure(LocalCopyException.class, failure -> dialogs.problem(Problem.of(failure)))
                .start();
    }

    /**
     * Restores {@code deletes} as one job; those nothing can restore are named in the summary. The
     * future completes on the UI thread once the job has ended; at once when another job runs.
     */
    CompletableFuture<Void> restore(List<JournalEntry> deletes, Supplier<ContactChanges> changes) {
        if (bulk.state().runningProperty().get()) {
            return CompletableFuture.completedFuture(null);
        }
        List<JournalEntry> restorable = new ArrayList<>();
        List<String> notRestorable = new ArrayList<>();
        for (JournalEntry delete : deletes) {
            Reversal reversal = Reversal.of(delete);
            if (reversal.obstacle().isPresent()) {
                notRestorable.add(Messages.text("contacts.restored.notRestored", delete.address(), why(reversal)));
            } else {
                restorable.add(delete);
            }
        }
        notice.accept("");
        String jobId = ContactChanges.newJobId("undo");
        return bulk.start(BulkChanges.RESTORING, restorable, delete -> changes.get().undo(delete, Reversal.of(delete), jobId))
                .thenAccept(report -> {
                    long restored = report.succeededCount();
                    String title = restored == deletes.size() ? Messages.text("contacts.restored.all", restored)
                            : Messages.text("contacts.restored.some", restored, deletes.size());
                    notice.accept(title);
                    List<String> problems = Stream.concat(notRestorable.stream(),
                            Stream.concat(report.failed().stream(), report.cancelled().stream()).map(Restoring::line)).toList();
                    if (!problems.isEmpty()) {
                        dialogs.summary(title, Messages.text("contacts.restored.counts", restored, problems.size()), problems);
                    }
                    refresh.run();
                });
    }

    private static String line(BulkItemResult<JournalEntry> result) {
        String address = result.item().address();
        if (result.outcome() == BulkOutcome.FAILED) {
            return Messages.text("contacts.deleted.failed", address, Problem.of(result.error()).text());
        }
        String why = result.error() == null ? Messages.text("contacts.deleted.notSent") : Problem.of(result.error()).text();
        return Messages.text("contacts.restored.notRestored", address, why);
    }

    static String why(Reversal reversal) {
        return switch (reversal.obstacle().orElseThrow()) {
            case ALREADY_UNDONE -> Messages.text("contacts.restored.why.undone");
            case CHANGED_SINCE -> Messages.text("contacts.restored.why.changed");
            case NOT_ANSWERED -> Messages.text("contacts.restored.why.unanswered");
            case BEFORE_NOT_KNOWN -> Messages.text("contacts.restored.why.unknown");
            case NOTHING_TO_SET_BACK -> Messages.text("contacts.restored.why.nothing");
            case NOT_SENDABLE -> Messages.text("contacts.restored.why.rules", Problem.of(reversal.broken().orElseThrow()).text());
        };
    }
}
