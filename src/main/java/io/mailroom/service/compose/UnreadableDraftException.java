package io.mailroom.service.compose;

import io.mailroom.service.Unreadable;

/** A draft file that could not be read; it has been set aside as {@link #unreadable()} says. */
public final class UnreadableDraftException extends LocalDataException {

    private final transient Unreadable unreadable;

    UnreadableDraftException(Unreadable unreadable) {
        super("the draft " + unreadable.describe(), Action.READ_DRAFT, null, unreadable.file(), null, null);
        this.unreadable = unreadable;
    }

    public Unreadable unreadable() {
        return unreadable;
    }
}
