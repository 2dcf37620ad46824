package io.mailroom.cli;

import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;

/**
 * Ctrl+C during a sync: the JVM runs its shutdown hooks and then halts, so the hook interrupts the
 * thread that syncs (the sync's own cancel: requests waiting for their turn are not sent, the
 * pages stored are kept for the next run, docs/local-copy.md) and waits for the command line's
 * run to end, its message printed, before it lets the JVM go. Only while asked: every other
 * command ends at Ctrl+C as it always did. One per run of the command line.
 */
final class CtrlC implements AutoCloseable {

    /** How long a Ctrl+C waits for the run to end: a request already sent is finished, a page written. */
    private static final long WAIT_SECONDS = 5;

    private final CountDownLatch runEnded = new CountDownLatch(1);
    private Thread hook;

    /** From now until {@link #release()} or the run's end, Ctrl+C interrupts {@code thread} and waits for the run to end. */
    synchronized void interrupts(Thread thread) {
        if (hook != null) {
            return;
        }
        hook = new Thread(() -> {
            thread.interrupt();
            try {
                runEnded.await(WAIT_SECONDS, TimeUnit.SECONDS);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        }, "mailroom-ctrl-c");
        Runtime.getRuntime().addShutdownHook(hook);
    }

    /** Ctrl+C ends the process at once again, unless it has already come. */
    synchronized void release() {
        if (hook == null) {
            return;
        }
        try {
            Runtime.getRuntime().removeShutdownHook(hook);
            hook = null;
        } catch (IllegalStateException shuttingDown) {
            // Ctrl+C came: the hook runs and waits for close().
        }
    }

    /** The run has ended, its output flushed: a Ctrl+C that came may let the JVM halt. */
    @Override
    public void close() {
        release();
        runEnded.countDown();
    }
}
