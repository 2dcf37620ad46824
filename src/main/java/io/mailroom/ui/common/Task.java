package io.mailroom.ui.common;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.concurrent.CompletableFuture;
import java.util.function.Consumer;

/**
 * Slow work with what follows it, on the UI thread: the result's handler, the handlers of the
 * failures it expects (the first whose type matches takes it), and a final step that runs
 * either way after them (the end of "busy"). A failure no handler takes is thrown on the UI
 * thread, where the uncaught-exception handler logs it and shows it once: none is lost.
 */
public final class Task<T> {

    private final Async async;
    private final Callable<T> work;
    private final List<Handler<?>> failureHandlers = new ArrayList<>();
    private Consumer<? super T> success = result -> { };
    private Runnable last = () -> { };

    Task(Async async, Callable<T> work) {
        this.async = async;
        this.work = work;
    }

    public Task<T> onSuccess(Consumer<? super T> handler) {
        success = handler;
        return this;
    }

    /** Handles failures of {@code type} (and its subtypes) that no handler added before took. */
    public <E extends Throwable> Task<T> onFailure(Class<E> type, Consumer<? super E> handler) {
        failureHandlers.add(new Handler<>(type, handler));
        return this;
    }

    /** Runs after the success or failure handler, whichever ran, even when it threw. */
    public Task<T> andFinally(Runnable step) {
        last = step;
        return this;
    }

    public CompletableFuture<T> start() {
        return async.start(work, (result, failure) -> {
            try {
                if (failure == null) {
                    success.accept(result);
                } else {
                    handle(failure);
                }
            } finally {
                last.run();
            }
        });
    }

    private void handle(Throwable failure) {
        for (Handler<?> handler : failureHandlers) {
            if (handler.takes(failure)) {
                handler.accept(failure);
                return;
            }
        }
        throw new UnhandledFailure(failure);
    }

    private record Handler<E extends Throwable>(Class<E> type, Consumer<? super E> handler) {

        boolean takes(Throwable failure) {
            return type.isInstance(failure);
        }

        void accept(Throwable failure) {
            handler.accept(type.cast(failure));
        }
    }
}
