package io.mailroom.ui.common;

import java.util.concurrent.Callable;
import java.util.function.Consumer;

/**
 * Reads of which only the latest asked for matters, such as find as the person types
 * (docs/decisions/054-find-runs-at-once-latest-wins.md). One runs at a time; one asked for
 * meanwhile waits, in place of any that waited before, and starts as soon as the running one
 * ends. The read running is then no longer wanted: it is told to stop, so that the newer one
 * starts sooner, and its answer (or failure) is dropped either way. A single key is read at
 * once, without waiting to see whether another follows; a burst of keys costs at most two
 * reads, the one running when it began and its last, and the last is always the one answered.
 * Used on the UI thread.
 *
 * @param <T> what a read answers
 * @param <E> the failure a read is expected to meet; any other is the UI thread's, as with {@link Task}
 */
public final class LatestWins<T, E extends Exception> {

    private final Async async;
    private final Class<E> expected;
    private final Consumer<? super T> answered;
    private final Consumer<? super E> failed;
    private Read<T> waiting;
    /** What stops the read running; null when none runs. */
    private Runnable running;
    /** Counts what was asked and dropped: a read's outcome is handed on only if nothing came after it. */
    private long asked;

    /** {@code answered} and {@code failed} hear, on the UI thread, of the latest read only. */
    public LatestWins(Async async, Class<E> expected, Consumer<? super T> answered, Consumer<? super E> failed) {
        this.async = async;
        this.expected = expected;
        this.answered = answered;
        this.failed = failed;
    }

    /**
     * Runs {@code read} in the background now if none runs, else once the running one ends, unless
     * another is asked for first. {@code stop} makes the read end soon, from the UI thread, once
     * it is no longer wanted.
     */
    public void ask(Callable<T> read, Runnable stop) {
        asked++;
        if (running != null) {
            stopRunning();
            waiting = new Read<>(read, stop);
        } else {
            start(new Read<>(read, stop));
        }
    }

    /** Drops the read waiting and stops the one running: nothing is answered until the next {@link #ask}. */
    public void drop() {
        asked++;
        waiting = null;
        if (running != null) {
            stopRunning();
        }
    }

    private void stopRunning() {
        Runnable stop = running;
        // Told once: it stays unwanted whatever is asked after.
        running = () -> { };
        stop.run();
    }

    private void start(Read<T> read) {
        long ticket = asked;
        running = read.stop();
        async.task(read.work())
                .onSuccess(answer -> {
                    if (ticket == asked) {
                        answered.accept(answer);
                    }
                })
                .onFailure(expected, failure -> {
                    if (ticket == asked) {
                        failed.accept(failure);
                    }
                })
                .andFinally(this::ended)
                .start();
    }

    private void ended() {
        running = null;
        Read<T> next = waiting;
        waiting = null;
        if (next != null) {
            start(next);
        }
    }

    private record Read<T>(Callable<T> work, Runnable stop) {
    }
}
