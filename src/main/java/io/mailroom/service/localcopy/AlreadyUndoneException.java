package io.mailroom.service.localcopy;

/**
 * A change is undone once: it was undone already, or an undo of it is on its way (here or in
 * another process), or its answer was lost. Nothing was sent.
 */
public final class AlreadyUndoneException extends LocalCopyException {

    private final String address;

    AlreadyUndoneException(long change, String address) {
        super("change " + change + " of " + address + " was undone already, or an undo of it is under way; nothing was sent");
        this.address = address;
    }

    /** The contact the change was of. */
    public String address() {
        return address;
    }
}
