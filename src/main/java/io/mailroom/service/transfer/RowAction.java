package io.mailroom.service.transfer;

/** What importing a checked row does to the application's list, as its local copy tells. */
public enum RowAction {
    /** No contact has the address: the save creates one, with the row's status or the chosen one. */
    CREATE,
    /** A contact has the address and a value of the row differs from the contact's: the save changes it. */
    UPDATE,
    /** A contact has the address and every value of the row is already the contact's: nothing is sent. */
    UNCHANGED
}
