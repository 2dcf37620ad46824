package io.mailroom.ui.contacts;

import io.mailroom.service.localcopy.ChangeSummary;
import io.mailroom.service.localcopy.SyncCancelledException;
import io.mailroom.service.localcopy.SyncReport;
import io.mailroom.service.localcopy.SyncRunningException;
import io.mailroom.service.profiles.AppRef;
import io.mailroom.ui.common.Messages;
import io.mailroom.ui.common.Problem;
import java.time.Instant;

/**
 * What a sync that ended tells the person, until they put it away: what changed since the sync
 * before ("12 new, 3 removed, 40 changed since Tuesday at 10:04"), with the changes to look
 * through; or that it stopped and goes on next time; or why it failed.
 *
 * @param changes what changed, when there is something to list; else null
 * @param problem why it failed, with its requestId; else null
 */
record SyncOutcome(String text, ChangeSummary changes, Problem problem) {

    static SyncOutcome completed(SyncReport report, AppRef app, Instant now) {
        String read = report.rereads().isEmpty() ? "" : " " + Messages.text("contacts.sync.readAgainDone", report.rereads().size());
        if (report.changes().isEmpty()) {
            return new SyncOutcome(Messages.text("contacts.sync.first", report.contacts(), app.label()) + read, null, null);
        }
        ChangeSummary changes = report.changes().get();
        String since = RecentMoment.of(changes.since(), now);
        if (changes.none()) {
            return new SyncOutcome(Messages.text("contacts.sync.unchanged", since) + read, null, null);
        }
        return new SyncOutcome(changed(changes, since) + read, changes, null);
    }

    /** "12 new contacts, 3 removed, 40 changed since Tuesday at 10:04". */
    static String changed(ChangeSummary changes, String since) {
        return Messages.text("contacts.sync.changes", changes.added(), changes.removed(), changes.changed(), since);
    }

    static SyncOutcome notCompleted(Throwable failure, AppRef app) {
        return switch (failure) {
            case SyncCancelledException cancelled -> new SyncOutcome(
                    Messages.text("contacts.sync.stopped", cancelled.pagesStored(), cancelled.pagesTotal()), null, null);
            case SyncRunningException elsewhere -> new SyncOutcome(Messages.text("contacts.sync.elsewhere", app.label()), null, null);
            default -> {
                Problem problem = Problem.of(failure);
                yield new SyncOutcome(Messages.text("contacts.sync.failed", app.label(), problem.title()), null, problem);
            }
        };
    }
}
