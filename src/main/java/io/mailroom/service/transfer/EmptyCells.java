package io.mailroom.service.transfer;

/** What an empty cell does to a contact that exists (docs/import.md, "Preview"). */
public enum EmptyCells {
    /** Leaves the contact's value as it is: the default, so that a file with fewer values never wipes any. */
    KEEP,
    /** Clears the contact's value: an explicit choice. */
    CLEAR
}
