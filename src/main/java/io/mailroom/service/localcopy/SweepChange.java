package io.mailroom.service.localcopy;

import io.mailroom.service.ListChange;

/**
 * Thrown inside a sweep's write when what was read shows the list changed under it: the write is
 * rolled back and the pass read again (docs/decisions/048-sync-when-the-list-changes.md).
 */
final class SweepChange extends RuntimeException {

    private final transient ListChange change;

    SweepChange(ListChange change) {
        super(change.english(), null, false, false);
        this.change = change;
    }

    ListChange change() {
        return change;
    }
}
