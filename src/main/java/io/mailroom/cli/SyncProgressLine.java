package io.mailroom.cli;

import io.mailroom.service.ContactPager;
import io.mailroom.service.ListChange;
import io.mailroom.service.localcopy.SyncListener;
import io.mailroom.service.localcopy.SyncProgress;
import java.io.PrintWriter;
import java.time.Duration;

/**
 * A sync's progress on stderr: pages, contacts and the time left. On a terminal one line drawn
 * again in place; elsewhere (a log, a pipe) a line at the start, at each further tenth of the
 * pages and at the end, so that a log of a long sync stays short.
 */
final class SyncProgressLine implements SyncListener {

    private final PrintWriter err;
    private final boolean terminal;
    private final String appId;
    /** The length of the line drawn last on a terminal; 0 when none is open. */
    private int drawn;
    /** The tenth of the pages the last plain line was printed at; -1 before the first. */
    private int tenthPrinted = -1;

    SyncProgressLine(PrintWriter err, boolean terminal, String appId) {
        this.err = err;
        this.terminal = terminal;
        this.appId = appId;
    }

    @Override
    public void progress(SyncProgress progress) {
        String text = text(progress);
        if (terminal) {
            // Spaces cover what a longer line before left; no escape codes, so any terminal shows it.
            err.print("\r" + text + " ".repeat(Math.max(0, drawn - text.length())));
            err.flush();
            drawn = text.length();
            return;
        }
        int tenth = progress.pagesTotal() == 0 ? 10 : progress.pagesDone() * 10 / progress.pagesTotal();
        if (tenth > tenthPrinted) {
            err.println(text);
            tenthPrinted = tenth;
        }
    }

    @Override
    public void readAgain(ListChange change, int pass) {
        end();
        err.println("mailroom: note: the list changed while it was read (" + change.english() + "); read again from the start (pass "
                + pass + " of " + ContactPager.MAX_SWEEPS + ")");
        tenthPrinted = -1;
    }

    /** Ends the line drawn on a terminal, so that what is printed next starts on a line of its own. */
    void end() {
        if (drawn > 0) {
            err.println();
            drawn = 0;
        }
    }

    private String text(SyncProgress progress) {
        String left = progress.pagesDone() >= progress.pagesTotal() ? "writing the copy" : timeLeft(progress.timeLeft());
        return "Syncing " + appId + ": page " + progress.pagesDone() + " of " + progress.pagesTotal() + ", "
                + progress.contacts() + " of " + progress.total() + " contacts, " + left;
    }

    /** "about 40 s left", "about 3 min left". */
    static String timeLeft(Duration left) {
        long seconds = Math.max(1, (left.toMillis() + 999) / 1000);
        if (seconds < 90) {
            return "about " + seconds + " s left";
        }
        return "about " + (seconds + 59) / 60 + " min left";
    }
}
