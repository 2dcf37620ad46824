package io.mailroom.service.localcopy;

import java.util.concurrent.CancellationException;

/**
 * A sync was cancelled ({@link ContactSync#cancel()} or an interrupt) before its copy was made
 * whole. The pages stored are kept: the next sync of the application resumes from them. The copy
 * the person sees is the one before the sync.
 */
public final class SyncCancelledException extends CancellationException {

    private final String appId;
    private final int pagesStored;
    private final int pagesTotal;

    public SyncCancelledException(String appId, int pagesStored, int pagesTotal) {
        super("the sync of " + appId + " was cancelled with " + pagesStored + " of " + pagesTotal
                + " pages stored; the next sync resumes from them");
        this.appId = appId;
        this.pagesStored = pagesStored;
        this.pagesTotal = pagesTotal;
    }

    public String appId() {
        return appId;
    }

    /** Pages kept for the next sync to resume from. */
    public int pagesStored() {
        return pagesStored;
    }

    /** Pages the sweep had to read; 0 when it was cancelled before page 1 answered. */
    public int pagesTotal() {
        return pagesTotal;
    }
}
