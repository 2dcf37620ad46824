package io.mailroom.service.localcopy;

import io.mailroom.service.ListChange;

/**
 * Told how a sync goes, on the sweep's own threads, one call at a time (never two at once), so an
 * implementation need not be thread-safe but must hop to the UI thread itself. A call should be
 * quick: the sweep's page that reported it waits for it.
 */
public interface SyncListener {

    /** Tells nothing. */
    SyncListener NONE = new SyncListener() {
    };

    /** After page 1 and after each further page is stored. */
    default void progress(SyncProgress progress) {
    }

    /**
     * The list changed under the sweep (docs/decisions/048-sync-when-the-list-changes.md), so the
     * pages read are dropped and pass {@code pass} begins from page 1.
     */
    default void readAgain(ListChange change, int pass) {
    }
}
