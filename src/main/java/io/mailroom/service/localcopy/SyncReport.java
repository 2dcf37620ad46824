package io.mailroom.service.localcopy;

import io.mailroom.service.ListChange;
import java.time.Duration;
import java.util.List;
import java.util.Optional;

/**
 * A completed sync: the copy of {@code appId} is now the service's list.
 *
 * @param stamp        when it completed, and the total the service listed
 * @param changes      what changed since the sync before; empty after an application's first sync,
 *                     which records nothing (every contact would be "new")
 * @param rereads      each change of the list that had the sweep read again from page 1 (docs/decisions/048-sync-when-the-list-changes.md)
 * @param pagesResumed pages an interrupted sweep had stored that were not asked for again
 * @param pagesRead    list requests this run made that the service answered (an answer that came after its pass had ended included)
 * @param contacts     contacts in the copy of the application now
 * @param elapsed      how long the run took, writing the copy included
 */
public record SyncReport(String appId, SyncStamp stamp, Optional<ChangeSummary> changes, List<ListChange> rereads,
                         int pagesResumed, int pagesRead, long contacts, Duration elapsed) {

    public SyncReport {
        rereads = List.copyOf(rereads);
    }

    /** Whether the run went on from a sweep that an earlier run (cancelled, failed or killed) had begun. */
    public boolean resumed() {
        return pagesResumed > 0;
    }
}
