package io.mailroom.service.localcopy;

import java.time.Duration;

/**
 * Counts a pass's pages and contacts as they are stored and estimates the time left: from this
 * run's own pace (pages kept from an interrupted sweep cost nothing and say nothing of it), never
 * faster than the rate limit lets pages come.
 */
final class ProgressMeter {

    private final long startNanos;
    private final int rateLimit;
    private int pagesTotal;
    private int pagesDone;
    private int pagesRead;
    private long contacts;
    private long total;
    private long passStartNanos;

    ProgressMeter(long startNanos, int rateLimit) {
        this.startNanos = startNanos;
        this.rateLimit = rateLimit;
    }

    /** A pass begins: {@code kept} pages holding {@code keptContacts} are already stored, page 1 among them. */
    synchronized void pass(int pagesTotal, long total, int kept, long keptContacts, long nowNanos) {
        this.pagesTotal = pagesTotal;
        this.total = total;
        this.pagesDone = kept;
        this.contacts = keptContacts;
        this.pagesRead = 1;
        this.passStartNanos = nowNanos;
    }

    /** A page read in this run was stored. */
    synchronized SyncProgress stored(int rows, long nowNanos) {
        pagesDone++;
        pagesRead++;
        contacts += rows;
        return now(nowNanos);
    }

    synchronized SyncProgress now(long nowNanos) {
        int left = Math.max(0, pagesTotal - pagesDone);
        double perPage = Math.max(1.0 / rateLimit, (nowNanos - passStartNanos) / 1e9 / pagesRead);
        return new SyncProgress(pagesDone, pagesTotal, contacts, total, Duration.ofNanos(nowNanos - startNanos),
                Duration.ofMillis(Math.round(left * perPage * 1000)));
    }
}
