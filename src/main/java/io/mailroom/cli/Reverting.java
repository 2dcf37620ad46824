package io.mailroom.cli;

import io.mailroom.api.ApiException;
import io.mailroom.api.CredentialsRejectedException;
import io.mailroom.api.ServiceClient;
import io.mailroom.service.BulkExecutor;
import io.mailroom.service.BulkItemResult;
import io.mailroom.service.BulkListener;
import io.mailroom.service.BulkReport;
import io.mailroom.service.localcopy.ContactChanges;
import io.mailroom.service.localcopy.JournalEntry;
import io.mailroom.service.localcopy.Reversal;
import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Undoes changes of the journal as one job through the bulk executor, for 'trash restore' and
 * 'undo' (docs/changes.md, "Undo"): each change's result printed as it ends, then a summary
 * naming every change that could not be undone, or failed, and why.
 */
final class Reverting {

    static final String RESTORE_NOTE = "mailroom: note: a contact created again gets a new registerDate, source, "
            + "subscriptionExpireTime and lastActiveTime from the service (a save cannot send them); the old values stay in the "
            + "journal ('mailroom changes --email ADDR')";

    private Reverting() {
    }

    /** Undoes {@code changes}; the exit code: 0 when every one was undone, 7 when some were not. */
    static int run(MailroomCommand root, ServiceClient client, List<JournalEntry> changes, boolean json) throws InterruptedException {
        PrintWriter out = root.context.out();
        List<JournalEntry> undoable = new ArrayList<>();
        List<Map<String, Object>> results = new ArrayList<>();
        for (JournalEntry change : changes) {
            Reversal reversal = Reversal.of(change);
            if (reversal.obstacle().isPresent()) {
                String why = why(reversal);
                results.add(result(change, "NOT_UNDONE", why));
                if (!json) {
                    out.println("not undone  " + change.address() + " (" + change.kind().word() + " " + change.id() + "): " + why);
                }
            } else {
                undoable.add(change);
            }
        }
        ContactChanges contactChanges = CommandChanges.of(root, client);
        String jobId = ContactChanges.newJobId("undo");
        BulkListener<JournalEntry> progress = json ? BulkListener.none() : (result, done, total) -> out.println(line(result));
        BulkReport<JournalEntry> report = new BulkExecutor()
                .start(undoable, change -> contactChanges.undo(change, Reversal.of(change), jobId), progress)
                .await();
        report.results().forEach(result -> results.add(result(result.item(), result.outcome().name(), result.reason())));
        if (json) {
            JsonOutput.print(out, results);
        } else {
            out.println(report.succeededCount() + " of " + changes.size() + " undone"
                    + (report.succeededCount() > 0 ? " (job " + jobId + ")" : ""));
        }
        for (BulkItemResult<JournalEntry> failure : report.failed()) {
            if (failure.error() instanceof CredentialsRejectedException rejected) {
                throw rejected;
            }
            if (failure.error() instanceof ApiException waitAsked && waitAsked.retryAt().isPresent()) {
                throw waitAsked;
            }
        }
        return report.succeededCount() == changes.size() ? ExitCode.OK : ExitCode.BULK_PARTIAL;
    }

    private static String why(Reversal reversal) {
        return switch (reversal.obstacle().orElseThrow()) {
            case ALREADY_UNDONE -> "it was undone already";
            case CHANGED_SINCE -> "the contact was changed through Mailroom since; undo that change first ('mailroom changes --email ADDR')";
            case NOT_ANSWERED -> "the service never answered it, so whether it was made is not known";
            case BEFORE_NOT_KNOWN -> "what the contact held before is not known (no local copy held it, or the save created it)";
            case NOTHING_TO_SET_BACK -> "it changed no field a save can set back";
            case NOT_SENDABLE -> "what it held cannot be sent today: " + reversal.broken().orElseThrow().getMessage();
        };
    }

    private static String line(BulkItemResult<JournalEntry> result) {
        JournalEntry change = result.item();
        return switch (result.outcome()) {
            case SUCCEEDED -> "undone      " + change.address() + " (" + change.kind().word() + " " + change.id() + ")";
            case FAILED -> "FAILED      " + change.address() + ": " + result.reason();
            case CANCELLED -> "skipped     " + change.address() + ": " + result.reason();
        };
    }

    private static Map<String, Object> result(JournalEntry change, String outcome, String message) {
        Map<String, Object> item = new LinkedHashMap<>();
        item.put("change", change.id());
        item.put("kind", change.kind().word());
        item.put("emailAddress", change.address());
        item.put("outcome", outcome);
        item.put("message", message == null || message.isEmpty() ? null : message);
        return item;
    }
}
