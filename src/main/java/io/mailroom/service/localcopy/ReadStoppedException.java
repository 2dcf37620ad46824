package io.mailroom.service.localcopy;

/** A read of the copy was stopped because it was no longer wanted ({@link ReadStop}); nothing is wrong with the copy. */
public final class ReadStoppedException extends LocalCopyException {

    ReadStoppedException(Throwable cause) {
        super("a read of the local copy was stopped: it was no longer wanted", cause);
    }
}
