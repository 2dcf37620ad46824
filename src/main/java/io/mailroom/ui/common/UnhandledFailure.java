package io.mailroom.ui.common;

/**
 * A background task's failure that none of its handlers took, thrown on the UI thread so that the
 * uncaught-exception handler logs it and shows it; its cause is the failure itself.
 */
public final class UnhandledFailure extends RuntimeException {

    public UnhandledFailure(Throwable failure) {
        super("a background task failed and nothing handled it", failure);
    }
}
