package io.mailroom.app;

import io.mailroom.service.Subscription;
import io.mailroom.ui.common.DialogService;
import io.mailroom.ui.common.Problem;
import io.mailroom.ui.common.UnhandledFailure;
import java.util.concurrent.Executor;

/**
 * The uncaught-exception handler of the UI thread and of every other thread: a failure nothing
 * handled is logged (so it reaches the log file) and shown once in a problem dialog. While that
 * dialog is open, further failures are only logged: a failure that repeats does not bury the
 * window under dialogs. A background task's {@link UnhandledFailure} is shown as its cause.
 */
final class FailureReporter implements Thread.UncaughtExceptionHandler {

    private final DialogService dialogs;
    private final Executor ui;
    /** UI thread only. */
    private boolean showing;

    FailureReporter(DialogService dialogs, Executor ui) {
        this.dialogs = dialogs;
        this.ui = ui;
    }

    /**
     * Handles failures nothing caught on {@code uiThread} and on every thread without a handler of its
     * own, until the returned installation is closed (when the app stops), which puts back the handlers before.
     */
    Subscription install(Thread uiThread) {
        Thread.UncaughtExceptionHandler defaultBefore = Thread.getDefaultUncaughtExceptionHandler();
        Thread.UncaughtExceptionHandler uiBefore = uiThread.getUncaughtExceptionHandler();
        Thread.setDefaultUncaughtExceptionHandler(this);
        uiThread.setUncaughtExceptionHandler(this);
        return () -> {
            Thread.setDefaultUncaughtExceptionHandler(defaultBefore);
            // The thread's own handler is the thread group until one is set: put back none rather than the group.
            uiThread.setUncaughtExceptionHandler(uiBefore == uiThread.getThreadGroup() ? null : uiBefore);
        };
    }

    @Override
    public void uncaughtException(Thread thread, Throwable failure) {
        Throwable shown = failure instanceof UnhandledFailure && failure.getCause() != null ? failure.getCause() : failure;
        log().log(System.Logger.Level.ERROR, "nothing handled this failure on the thread " + thread.getName(), failure);
        try {
            ui.execute(() -> show(shown));
        } catch (RuntimeException closing) {
            log().log(System.Logger.Level.WARNING, "the failure above could not be shown: the window is closing", closing);
        }
    }

    private void show(Throwable failure) {
        if (showing) {
            return;
        }
        showing = true;
        try {
            dialogs.problem(Problem.of(failure));
        } finally {
            showing = false;
        }
    }

    /**
     * Looked up when needed, not when the class is loaded: the first lookup starts the logging backend, and this
     * class is loaded before the window's first frame, which need not wait for it (docs/benchmarks.md).
     */
    private static System.Logger log() {
        return System.getLogger(FailureReporter.class.getName());
    }
}
