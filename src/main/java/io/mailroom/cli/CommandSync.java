package io.mailroom.cli;

import io.mailroom.api.ServiceClient;
import io.mailroom.service.localcopy.ContactCopy;
import io.mailroom.service.localcopy.ContactSync;
import io.mailroom.service.localcopy.SyncCancelledException;
import io.mailroom.service.localcopy.SyncReport;

/** A sync run by a command: progress on stderr, Ctrl+C cancels it (docs/cli.md, docs/local-copy.md). */
final class CommandSync {

    private CommandSync() {
    }

    /**
     * Syncs {@code appId}'s copy through {@code client}, telling its progress on stderr.
     *
     * @throws SyncCancelledException at Ctrl+C or an interrupt: the pages stored are kept for the next run
     * @throws CommandStopped         at Ctrl+C or an interrupt of a sync into a copy in memory, which keeps nothing
     */
    static SyncReport run(CliContext context, ContactCopy copy, ServiceClient client, String appId) {
        SyncProgressLine progress = new SyncProgressLine(context.err(), context.errIsTerminal(), appId);
        context.ctrlC().interrupts(Thread.currentThread());
        SyncReport report;
        try {
            report = new ContactSync(copy, client).run(appId, progress);
        } catch (SyncCancelledException cancelled) {
            // The interrupt was the cancel, and is answered: closing the copies and the sandbox must not see it again.
            Thread.interrupted();
            if (copy.file().isEmpty()) {
                throw new CommandStopped("the sync of " + appId + " was cancelled; its copy was in memory only, so nothing of it is kept",
                        ExitCode.CANCELLED);
            }
            throw cancelled;
        } finally {
            progress.end();
        }
        context.ctrlC().release();
        if (report.resumed()) {
            context.err().println("mailroom: note: resumed the sync of " + appId + " that was stopped earlier: the "
                    + report.pagesResumed() + (report.pagesResumed() == 1 ? " page" : " pages") + " it had stored were not read again");
        }
        return report;
    }
}
