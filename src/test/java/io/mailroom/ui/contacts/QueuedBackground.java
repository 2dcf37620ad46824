package io.mailroom.ui.contacts;

import io.mailroom.service.Background;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.concurrent.CompletableFuture;

/**
 * Background work that waits until the test runs it, in the order the test chooses: requests
 * then end in any order wanted, without a clock. Runs on the test's thread.
 */
final class QueuedBackground implements Background {

    private record Job<T>(Callable<T> work, CompletableFuture<T> result) {

        void run() {
            try {
                result.complete(work.call());
            } catch (Exception e) {
                result.completeExceptionally(e);
            }
        }
    }

    private final List<Job<?>> queue = new ArrayList<>();

    @Override
    public <T> CompletableFuture<T> submit(Callable<T> work) {
        CompletableFuture<T> result = new CompletableFuture<>();
        queue.add(new Job<>(work, result));
        return result;
    }

    /** Runs the oldest waiting work. */
    void runNext() {
        queue.removeFirst().run();
    }

    /** Runs the newest waiting work. */
    void runLast() {
        queue.removeLast().run();
    }

    int pending() {
        return queue.size();
    }

    @Override
    public void close() {
        queue.clear();
    }
}
