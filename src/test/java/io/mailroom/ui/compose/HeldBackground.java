package io.mailroom.ui.compose;

import io.mailroom.service.Background;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.concurrent.CompletableFuture;

/**
 * Background work held until the test lets it run, in the order the test chooses, so that
 * searches answer out of order without a clock; or made to fail, as a history that cannot be read.
 */
final class HeldBackground implements Background {

    private record Job<T>(Callable<T> work, CompletableFuture<T> result) {

        void run(RuntimeException failure) {
            try {
                if (failure != null) {
                    throw failure;
                }
                result.complete(work.call());
            } catch (Exception e) {
                result.completeExceptionally(e);
            }
        }
    }

    private final List<Job<?>> held = new ArrayList<>();
    private boolean holding = true;
    private RuntimeException failure;

    @Override
    public <T> CompletableFuture<T> submit(Callable<T> work) {
        Job<T> job = new Job<>(work, new CompletableFuture<>());
        if (holding) {
            held.add(job);
        } else {
            job.run(failure);
        }
        return job.result();
    }

    /** From now on work runs at once, as it would on a fast machine. */
    void release() {
        holding = false;
    }

    /** From now on work fails with {@code reason}, or succeeds again when it is null. */
    void failWith(RuntimeException reason) {
        failure = reason;
    }

    void runOldest() {
        held.removeFirst().run(failure);
    }

    void runNewest() {
        held.removeLast().run(failure);
    }

    int held() {
        return held.size();
    }

    @Override
    public void close() {
        held.clear();
    }
}
