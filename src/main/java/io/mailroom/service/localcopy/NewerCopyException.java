package io.mailroom.service.localcopy;

/**
 * The copy's file was written by a newer Mailroom: this one does not read it (it might read it
 * wrongly) and does not set it aside (the newer one still can).
 */
public final class NewerCopyException extends LocalCopyException {

    private final int found;
    private final int known;

    public NewerCopyException(int found, int known) {
        super("the local copy was written by a newer Mailroom (version " + found + "; this one reads version " + known + ")");
        this.found = found;
        this.known = known;
    }

    public int found() {
        return found;
    }

    public int known() {
        return known;
    }
}
