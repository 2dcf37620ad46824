package io.mailroom.service;

import java.util.concurrent.Callable;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;

/**
 * The one way work leaves the caller's thread. Requests block on the network and on the
 * rate limiter, so production work runs on virtual threads; tests use {@link #sameThread()}
 * to run it inline and deterministically.
 */
public interface Background extends AutoCloseable {

    <T> CompletableFuture<T> submit(Callable<T> work);

    @Override
    void close();

    static Background virtualThreads() {
        ExecutorService executor = Executors.newThreadPerTaskExecutor(
                Thread.ofVirtual().name("mailroom-work-", 0).factory());
        return new Background() {
            @Override
            public <T> CompletableFuture<T> submit(Callable<T> work) {
                return CompletableFuture.supplyAsync(() -> call(work), executor);
            }

            @Override
            public void close() {
                executor.shutdownNow();
            }
        };
    }

    static Background sameThread() {
        return new Background() {
            @Override
            public <T> CompletableFuture<T> submit(Callable<T> work) {
                try {
                    return CompletableFuture.completedFuture(work.call());
                } catch (Exception e) {
                    return CompletableFuture.failedFuture(e);
                }
            }

            @Override
            public void close() {
            }
        };
    }

    private static <T> T call(Callable<T> work) {
        try {
            return work.call();
        } catch (RuntimeException e) {
            throw e;
        } catch (Exception e) {
            throw new java.util.concurrent.CompletionException(e);
        }
    }
}
