package io.mailroom.service;

import java.util.List;

/**
 * Every sweep of the whole list saw it change while it was read, so no true copy could be made
 * (docs/decisions/035-list-changed-read-again.md). Nothing read is returned: a list with rows
 * missing or twice would be worse than none.
 */
public final class ListKeptChangingException extends RuntimeException {

    private final String appId;
    private final transient List<ListChange> changes;

    public ListKeptChangingException(String appId, List<ListChange> changes) {
        super("The contacts of " + appId + " kept changing while they were read ("
                + String.join("; ", changes.stream().map(ListChange::english).toList())
                + "), so no complete copy could be made after " + changes.size()
                + " tries. Try again when the list is not being changed.");
        this.appId = appId;
        this.changes = List.copyOf(changes);
    }

    public String appId() {
        return appId;
    }

    /** What changed, one entry per sweep. */
    public List<ListChange> changes() {
        return changes;
    }
}
