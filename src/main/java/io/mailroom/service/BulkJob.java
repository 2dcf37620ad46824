package io.mailroom.service;

import io.mailroom.api.ApiException;
import io.mailroom.api.CredentialsRejectedException;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.concurrent.CancellationException;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.Semaphore;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicReferenceArray;

/**
 * A running bulk job. Cancelling stops every item that has not sent its request yet (those
 * waiting for the rate limit or a retry are woken); a request already on the wire is
 * finished, so each item's result says truly what happened to it. A rejected API key
 * cancels the rest of the job by itself: every other item would be rejected too. So does a
 * service asking to wait longer than Mailroom retries for ({@link ApiException#retryAt()}).
 */
public final class BulkJob<I> {

    private static final System.Logger LOG = System.getLogger(BulkJob.class.getName());

    private final List<I> items;
    private final BulkOperation<I> operation;
    private final BulkListener<I> listener;
    private final Semaphore inFlight;
    private final AtomicReferenceArray<BulkItemResult<I>> results;
    private final Set<Thread> running = ConcurrentHashMap.newKeySet();
    private final AtomicInteger done = new AtomicInteger();
    /** Items whose listener call has returned: the job completes after the last, so that what a listener records is there when it does. */
    private final AtomicInteger told = new AtomicInteger();
    private final CompletableFuture<BulkReport<I>> finished = new CompletableFuture<>();
    private volatile boolean cancelled;

    BulkJob(List<I> items, BulkOperation<I> operation, BulkListener<I> listener, int maxInFlight) {
        this.items = items;
        this.operation = operation;
        this.listener = listener;
        this.inFlight = new Semaphore(maxInFlight);
        this.results = new AtomicReferenceArray<>(items.size());
    }

    void launch() {
        if (items.isEmpty()) {
            finished.complete(new BulkReport<>(List.of()));
            return;
        }
        Thread.ofVirtual().name("mailroom-bulk-dispatch").start(this::dispatch);
    }

    private void dispatch() {
        for (int index = 0; index < items.size(); index++) {
            try {
                inFlight.acquire();
            } catch (InterruptedException e) {
                cancelled = true;
            }
            if (cancelled) {
                for (int rest = index; rest < items.size(); rest++) {
                    finish(new BulkItemResult<>(rest, items.get(rest), BulkOutcome.CANCELLED, null));
                }
                return;
            }
            int position = index;
            Thread.ofVirtual().name("mailroom-bulk-" + index).start(() -> runItem(position));
        }
    }

    private void runItem(int index) {
        I item = items.get(index);
        BulkItemResult<I> result;
        running.add(Thread.currentThread());
        try {
            if (cancelled) {
                throw new CancellationException("cancelled before it was sent");
            }
            operation.apply(item);
            result = new BulkItemResult<>(index, item, BulkOutcome.SUCCEEDED, null);
        } catch (CancellationException e) {
            result = new BulkItemResult<>(index, item, BulkOutcome.CANCELLED, e);
        } catch (RuntimeException e) {
            if (e instanceof CredentialsRejectedException || e instanceof ApiException api && api.retryAt().isPresent()) {
                cancel();
            }
            result = new BulkItemResult<>(index, item, BulkOutcome.FAILED, e);
        } catch (Error e) {
            result = new BulkItemResult<>(index, item, BulkOutcome.FAILED,
                    new IllegalStateException("internal error: " + e, e));
        } finally {
            running.remove(Thread.currentThread());
            inFlight.release();
        }
        finish(result);
    }

    private void finish(BulkItemResult<I> result) {
        results.set(result.index(), result);
        int count = done.incrementAndGet();
        try {
            listener.itemDone(result, count, items.size());
        } catch (RuntimeException e) {
            // A listener is the caller's display code; its failure must not stop the job from completing.
            LOG.log(System.Logger.Level.WARNING, "bulk job listener failed", e);
        }
        if (told.incrementAndGet() == items.size()) {
            List<BulkItemResult<I>> all = new ArrayList<>(items.size());
            for (int i = 0; i < items.size(); i++) {
                all.add(results.get(i));
            }
            finished.complete(new BulkReport<>(all));
        }
    }

    /** Stops items that have not sent their request; the report lists them as cancelled. */
    public void cancel() {
        cancelled = true;
        running.forEach(Thread::interrupt);
    }

    public boolean isCancelled() {
        return cancelled;
    }

    public int total() {
        return items.size();
    }

    public int doneCount() {
        return done.get();
    }

    /** Completes once every item has ended and the listener has returned for each. */
    public CompletableFuture<BulkReport<I>> whenDone() {
        return finished;
    }

    /** Waits for the whole job. */
    public BulkReport<I> await() throws InterruptedException {
        try {
            return finished.get();
        } catch (ExecutionException e) {
            throw new IllegalStateException("a bulk job never completes exceptionally", e);
        }
    }
}
