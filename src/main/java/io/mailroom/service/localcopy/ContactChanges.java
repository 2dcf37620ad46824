package io.mailroom.service.localcopy;

import io.mailroom.api.ApiException;
import io.mailroom.api.Contact;
import io.mailroom.api.CredentialsRejectedException;
import io.mailroom.api.Envelope;
import io.mailroom.api.InvalidInputException;
import io.mailroom.api.RateLimitedException;
import io.mailroom.api.RetryCancelledException;
import io.mailroom.api.SaveContactRequest;
import io.mailroom.api.ServiceClient;
import io.mailroom.api.ServiceRefusedException;
import java.time.Instant;
import java.util.Optional;
import java.util.function.Consumer;
import java.util.function.Supplier;

/**
 * The one way Mailroom changes a contact in the service, from the screens and the command line:
 * each change is written to the profile's journal before its request goes and marked with the
 * answer after, which the local copy takes in the same write (docs/changes.md). A journal that
 * cannot be written stops the change before it is sent: nothing is changed that is not recorded.
 * A journal that cannot take the answer fails nothing, since the service made the change; {@code
 * notKept} is told, and the entry stays unanswered. Without a journal (a command run without a
 * profile) the requests are only sent.
 */
public final class ContactChanges {

    private static final int NOT_FOUND = 404;
    private static final int SERVER_ERROR = 500;

    private final ServiceClient client;
    private final Optional<ChangeJournal> journal;
    private final Consumer<LocalCopyException> notKept;

    public ContactChanges(ServiceClient client, Optional<ChangeJournal> journal, Consumer<LocalCopyException> notKept) {
        this.client = client;
        this.journal = journal;
        this.notKept = notKept;
    }

    /** A new job's name for the journal: "delete-20261125-031500-3fa2". */
    public static String newJobId(String kind) {
        return JobIds.next(kind, Instant.now());
    }

    /** Sends {@code request}; {@code shown} is the contact as the screen showed it, null when none. */
    public Envelope<Void> save(SaveContactRequest request, Contact shown) {
        Optional<ChangeJournal.Pending> pending = journal.map(open -> open.saving(request, shown, null));
        return answered(pending, () -> client.saveContact(request), false);
    }

    /** Deletes {@code address}; {@code jobId} names the delete job it is part of (null for none). */
    public Envelope<Void> delete(String appId, String address, Contact shown, String jobId) {
        Optional<ChangeJournal.Pending> pending = journal.map(open -> open.deleting(appId, address, shown, jobId));
        return answered(pending, () -> client.deleteContact(appId, address), true);
    }

    /**
     * Undoes {@code original} as {@code undoing} says (a restore, a save of the values before, or a
     * delete), as part of the job {@code jobId}; the journal marks {@code original} undone once the
     * service accepts it.
     */
    public Envelope<Void> undo(JournalEntry original, Reversal undoing, String jobId) {
        ChangeJournal open = journal.orElseThrow(() -> new IllegalStateException("an undo comes from the journal"));
        ChangeJournal.Pending pending = open.undoing(original, undoing, jobId);
        if (undoing.request().isEmpty()) {
            return answered(Optional.of(pending), () -> client.deleteContact(original.appId(), original.address()), true);
        }
        return answered(Optional.of(pending), () -> client.saveContact(undoing.request().orElseThrow()), false);
    }

    private Envelope<Void> answered(Optional<ChangeJournal.Pending> pending, Supplier<Envelope<Void>> request,
                                    boolean deleting) {
        Envelope<Void> envelope;
        try {
            envelope = request.get();
        } catch (RuntimeException e) {
            pending.ifPresent(change -> settleFailure(change, e, deleting));
            throw e;
        }
        pending.ifPresent(change -> keep(() -> journal.orElseThrow().accepted(change, envelope.requestId())));
        return envelope;
    }

    /**
     * A refusal the service answered made no change, and leaves the journal; a delete of a contact
     * already gone takes it out of the copy too. A request that may have arrived (no answer, a
     * server error, an answer that contradicts itself, or any failure after an attempt that may
     * have arrived) stays in the journal, unanswered.
     */
    private void settleFailure(ChangeJournal.Pending change, RuntimeException failure, boolean deleting) {
        ChangeJournal open = journal.orElseThrow();
        if (deleting && status(failure) == NOT_FOUND) {
            keep(() -> open.alreadyGone(change));
        } else if (madeNoChange(failure)) {
            keep(() -> open.refused(change));
        }
    }

    private static boolean madeNoChange(RuntimeException failure) {
        if (failure instanceof ApiException api && api.earlierAttemptMayHaveArrived()
                || failure instanceof RetryCancelledException retry && retry.earlierAttemptMayHaveArrived()) {
            // An attempt before the last may have reached the service: the change may have been made.
            return false;
        }
        return switch (failure) {
            case ServiceRefusedException refused -> status(refused) > 0 && status(refused) < SERVER_ERROR;
            case RateLimitedException limited -> true;
            case CredentialsRejectedException rejected -> true;
            case InvalidInputException invalid -> true;
            case ApiException other -> false;
            // Stopped before its request went: a cancelled job, an interrupted wait for the rate limit.
            default -> true;
        };
    }

    private static int status(RuntimeException failure) {
        return failure instanceof ServiceRefusedException refused && !refused.contradictory()
                ? refused.reply().map(reply -> reply.httpStatus()).orElse(0) : 0;
    }

    private void keep(Runnable write) {
        try {
            write.run();
        } catch (LocalCopyException e) {
            notKept.accept(e);
        }
    }
}
