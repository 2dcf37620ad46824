package io.mailroom.ui.common;

import io.mailroom.service.Background;
import java.util.concurrent.Callable;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.concurrent.Executor;
import java.util.function.BiConsumer;

/**
 * How a ViewModel does anything slow: the work runs on {@link Background}, its outcome is
 * handed to the UI thread ({@code ui.fx.FxThread.async} in the app). Tests of view-models use
 * {@link #sameThread()}, where both happen inline.
 */
public final class Async {

    private final Background background;
    private final Executor ui;

    public Async(Background background, Executor ui) {
        this.background = background;
        this.ui = ui;
    }

    public static Async sameThread() {
        return new Async(Background.sameThread(), Runnable::run);
    }

    /**
     * A task to run {@code work} in the background; its handlers run on the UI thread. Say what
     * to do with its result and with the failures it expects, then {@link Task#start()} it.
     */
    public <T> Task<T> task(Callable<T> work) {
        return new Task<>(this, work);
    }

    /**
     * Runs {@code work} in the background and {@code outcome} on the UI thread. The failure handed on
     * is the work's own exception, not a CompletionException around it. Under {@link #sameThread()}
     * an outcome that throws makes this call throw the same exception; on the FX thread it reaches
     * the thread's uncaught-exception handler, which logs it and shows it.
     */
    <T> CompletableFuture<T> start(Callable<T> work, BiConsumer<T, Throwable> outcome) {
        CompletableFuture<T> future = background.submit(work);
        CompletableFuture<Void> handedOn = future.handle((result, failure) -> {
            ui.execute(() -> outcome.accept(result, failure == null ? null : unwrap(failure)));
            return null;
        });
        // Work already done and a UI thread that runs in place (tests) mean the handler ran inside
        // handle(), whose future would keep its exception from everyone; on the FX thread it is reported.
        if (handedOn.isCompletedExceptionally()) {
            throw rethrown(handedOn.exceptionNow());
        }
        return future;
    }

    /** Hands {@code action} to the UI thread; for listeners called on background threads. */
    public void onUi(Runnable action) {
        ui.execute(action);
    }

    private static RuntimeException rethrown(Throwable failure) {
        if (failure instanceof Error error) {
            throw error;
        }
        return failure instanceof RuntimeException runtime ? runtime : new CompletionException(failure);
    }

    private static Throwable unwrap(Throwable failure) {
        Throwable cause = failure;
        while (cause instanceof CompletionException && cause.getCause() != null) {
            cause = cause.getCause();
        }
        return cause;
    }
}
