package io.mailroom.service.transfer;

/**
 * Why a row of an import file is not imported (docs/import.md, "Preview"). The desktop words each from
 * its bundles; {@link RejectedRow#english()} is the command line's and the rejects file's sentence.
 */
public enum RejectReason {
    /** The address cell is empty. */
    MISSING_ADDRESS,
    /** The address is not one the service could take (the save dialog's rule, InputRules.isEmail). */
    INVALID_ADDRESS,
    /** An earlier row has the same address (ignoring case): {@link RejectedRow#duplicateOf()} is its line. */
    DUPLICATE,
    /** The status cell is neither Confirmed nor Unsubscribed. */
    UNKNOWN_STATUS,
    /** A new contact with no status in its row and no status chosen for new contacts. */
    MISSING_STATUS,
    /** A birthday that is no day and month, or one that cannot exist (31/04). */
    BAD_BIRTHDAY,
    /** A date such as 03/04/1990, which is the 3rd of April or the 4th of March: never guessed. */
    AMBIGUOUS_DATE,
    /** A VIP level that is not a whole number of 0 or more, below one billion. */
    BAD_VIP_LEVEL,
    /** A value longer than the service takes (InputRules.MAX_TEXT_LENGTH). */
    TOO_LONG
}
