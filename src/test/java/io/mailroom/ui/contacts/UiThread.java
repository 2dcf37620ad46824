package io.mailroom.ui.contacts;

import io.mailroom.service.Background;
import io.mailroom.ui.common.Async;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.ThreadPoolExecutor;
import java.util.concurrent.TimeUnit;

/**
 * A thread of its own standing in for the FX thread, for a ViewModel test whose outcomes arrive
 * from threads the test does not own (bulk jobs): work still runs inline, outcomes are handed to
 * this thread the way {@code Platform.runLater} hands them to the real one.
 */
final class UiThread implements AutoCloseable {

    private final BlockingQueue<Runnable> queue = new LinkedBlockingQueue<>();
    private final ExecutorService thread = new ThreadPoolExecutor(1, 1, 0, TimeUnit.MILLISECONDS, queue,
            r -> new Thread(r, "test-ui-thread"));

    Async async() {
        return async(Background.sameThread());
    }

    /** Work on {@code background}, outcomes on this thread: for work that must run beside what this thread does. */
    Async async(Background background) {
        return new Async(background, thread);
    }

    /** Runs {@code action} on this thread, then waits until what it handed on to this thread has run too. */
    void run(Runnable action) throws Exception {
        thread.submit(action).get(30, TimeUnit.SECONDS);
        thread.submit(() -> { }).get(30, TimeUnit.SECONDS);
    }

    /**
     * Lets this thread go idle first: a page asked for at the end of a test may still be loading
     * inline here, and a stopped thread would refuse its outcome. That refusal is thrown on this
     * thread, where TestFX's uncaught-exception handler blames it on whichever UI test runs next.
     * Asked on this thread itself, an empty queue means nothing this thread handed on is left.
     * (A bulk job's last progress notice can still come from its own thread after the job is done;
     * the job catches that refusal and logs it.)
     */
    @Override
    public void close() throws Exception {
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(30);
        try {
            boolean idle = false;
            while (!idle && System.nanoTime() < deadline) {
                idle = thread.submit(queue::isEmpty).get(30, TimeUnit.SECONDS);
            }
        } finally {
            thread.shutdown();
        }
    }
}
