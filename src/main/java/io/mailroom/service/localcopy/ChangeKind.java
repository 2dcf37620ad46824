package io.mailroom.service.localcopy;

import java.util.Locale;

/** What a change of the journal asked of the service (docs/changes.md). */
public enum ChangeKind {
    /** A save from the contact dialog or {@code mailroom contacts save}. */
    SAVE,
    /** A delete, of one contact or as one item of a delete job. */
    DELETE,
    /** A row of an import job. */
    IMPORT,
    /** A deleted contact created again from the trash. */
    RESTORE;

    /** The word the journal stores and the command line prints: "save". */
    public String word() {
        return name().toLowerCase(Locale.ROOT);
    }

    /** The kind a {@link #word()} names. */
    public static ChangeKind ofWord(String word) {
        return valueOf(word.toUpperCase(Locale.ROOT));
    }
}
