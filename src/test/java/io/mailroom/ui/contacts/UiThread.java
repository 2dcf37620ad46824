package io.mailroom.ui.contacts;

import io.mailroom.service.Background;
import io.mailroom.ui.common.Async;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;

/**
 * A thread of its own standing in for the FX thread, for a ViewModel test whose outcomes arrive
 * from threads the test does not own (bulk jobs): work still runs inline, outcomes are handed to
 * this thread the way {@code Platform.runLater} hands them to the real one.
 */
final class UiThread implements AutoCloseable {

    private final ExecutorService thread = Executors.newSingleThreadExecutor(r -> new Thread(r, "test-ui-thread"));

    Async async() {
        return new Async(Background.sameThread(), thread);
    }

    /** Runs {@code action} on this thread, then waits until what it handed on to this thread has run too. */
    void run(Runnable action) throws Exception {
        thread.submit(action).get(30, TimeUnit.SECONDS);
        thread.submit(() -> { }).get(30, TimeUnit.SECONDS);
    }

    @Override
    public void close() {
        thread.shutdownNow();
    }
}
