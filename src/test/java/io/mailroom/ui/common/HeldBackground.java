package io.mailroom.ui.common;

import io.mailroom.service.Background;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.concurrent.CompletableFuture;

/**
 * Background work held until the test runs it, in the order the test chooses, so that requests
 * end in any order wanted without a clock; or let through at once, or made to fail, as a file
 * that cannot be read. Runs on the test's thread.
 */
public final class HeldBackground implements Background {

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
    public void release() {
        holding = false;
    }

    /** From now on work waits for the test again. */
    public void hold() {
        holding = true;
    }

    /** From now on work fails with {@code reason}, or succeeds again when it is null. */
    public void failWith(RuntimeException reason) {
        failure = reason;
    }

    public void runOldest() {
        held.removeFirst().run(failure);
    }

    public void runNewest() {
        held.removeLast().run(failure);
    }

    public int held() {
        return held.size();
    }

    @Override
    public void close() {
        held.clear();
    }
}
