package io.mailroom.service.localcopy;

import io.mailroom.api.ContactLimits;
import io.mailroom.api.ContactPage;
import io.mailroom.api.ServiceClient;
import io.mailroom.service.ContactPager;
import io.mailroom.service.ListChange;
import io.mailroom.service.ListKeptChangingException;
import io.mailroom.service.ListTooLargeException;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.CancellationException;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.Supplier;
import java.util.stream.IntStream;

/**
 * Brings one application's copy in step with the service (docs/local-copy.md, "Sync"): a sweep of
 * every page through the client's one rate limiter, several pages in flight, each page stored in
 * a transaction of its own; the copy the person sees is replaced, in one transaction, only when
 * every page is in. A cancelled, failed or killed sweep is resumed by the next run: the pages it
 * stored are not asked for again, page 1 is, to see whether the list moved meanwhile. A list that
 * changes under the sweep is read again, as {@link ContactPager} reads it
 * (docs/decisions/048-sync-when-the-list-changes.md).
 *
 * <p>{@link #run} blocks: call it off the UI thread. {@link #cancel()}, or interrupting the thread
 * that runs it, stops it; a request already sent is finished and its page kept
 * (docs/decisions/043-an-interrupt-finishes-a-sent-request.md).
 */
public final class ContactSync {

    /** The size asked for: the most Mailroom asks for (docs/decisions/019-own-limits.md). The service may page by another (020). */
    static final int PAGE_SIZE = ContactLimits.MAX_PAGE_SIZE;

    /** At most this many pages in flight, as the bulk executor's bound: enough for any limit up to 10 requests a second per second of latency. */
    static final int MAX_WORKERS = 10;

    private final ContactCopy copy;
    private final ServiceClient client;
    private final Set<Run> running = ConcurrentHashMap.newKeySet();

    public ContactSync(ContactCopy copy, ServiceClient client) {
        this.copy = copy;
        this.client = client;
    }

    /**
     * Sweeps {@code appId}'s pages and makes them its copy.
     *
     * @throws SyncCancelledException     when cancelled; the pages stored are kept for the next run
     * @throws SyncRunningException       when another run (here or in another process) syncs this application
     * @throws ListKeptChangingException  when the list changed under every one of {@link ContactPager#MAX_SWEEPS} passes; the copy stays as it was
     * @throws ListTooLargeException      when page 1 reports more than {@link ContactPager#MAX_CONTACTS} contacts
     * @throws io.mailroom.api.ApiException when the service could not be read; the pages stored are kept for the next run
     * @throws LocalCopyException         when the copy could not be written
     */
    public SyncReport run(String appId, SyncListener listener) {
        Run run = new Run(appId, listener);
        running.add(run);
        try {
            return run.sync();
        } finally {
            running.remove(run);
        }
    }

    /** Cancels every run of this sync under way: requests waiting for their turn are not sent, those sent are finished and kept. */
    public void cancel() {
        running.forEach(Run::cancel);
    }

    /**
     * Pages in flight at once. The limiter lets {@code rateLimit} requests leave in any second, and a
     * page holds its worker for the request's latency (and the page's write): as many workers as the
     * limit keep the limiter busy for latencies up to a second. More would only queue in the
     * limiter, whose turns go first come, first served, in front of the person's own requests.
     */
    static int workersFor(int rateLimit) {
        return Math.clamp(rateLimit, 1, MAX_WORKERS);
    }

    /** Handles a page's answer on the worker that read it; a {@link SweepChange} ends the pass. */
    @FunctionalInterface
    private interface PageTaker {
        void take(int page, ContactPage answer, Instant askedAt);
    }

    /** Page 1's answer; when it was asked for, as the copy's clock and the meter's count it. */
    private record PageOne(ContactPage answer, Instant askedAt, long askedNanos) {
    }

    /** One call of {@link #run}: its threads, its cancel, its count of pages read. */
    private final class Run {

        private final String appId;
        private final SyncListener listener;
        private final Clock clock = copy.clock();
        private final CopyDatabase database = copy.database();
        private final long startNanos = System.nanoTime();
        private final ProgressMeter meter;
        private final Set<Thread> workers = ConcurrentHashMap.newKeySet();
        private final AtomicInteger pagesRead = new AtomicInteger();
        /** Listener calls one at a time, from whichever worker. */
        private final Object telling = new Object();
        private volatile boolean cancelled;
        /** Whether the sweep is over (completed or given up), so that its claim is not merely released. */
        private boolean ended;

        Run(String appId, SyncListener listener) {
            this.appId = appId;
            this.listener = listener;
            this.meter = new ProgressMeter(startNanos, client.rateLimit());
        }

        void cancel() {
            cancelled = true;
            workers.forEach(Thread::interrupt);
        }

        SyncReport sync() {
            stopIfCancelled();
            SweepClaim claim = SweepClaim.take(database, clock, appId);
            try {
                SweepPages pages = new SweepPages(database, claim);
                List<ListChange> rereads = new ArrayList<>();
                while (true) {
                    try {
                        return pass(pages, claim, rereads);
                    } catch (SweepChange seen) {
                        reread(rereads, seen.change(), claim);
                        pages.drop();
                    }
                }
            } finally {
                if (!ended) {
                    claim.release();
                }
            }
        }

        /**
         * One pass: page 1, then every page not stored yet, then the copy replaced.
         *
         * @throws SweepChange when the list changed under it
         */
        private SyncReport pass(SweepPages pages, SweepClaim claim, List<ListChange> rereads) {
            PageOne one = readPageOne();
            ContactPage first = one.answer();
            if (first.total() > ContactPager.MAX_CONTACTS) {
                giveUp(claim);
                throw new ListTooLargeException(appId, first.total(), ContactPager.MAX_CONTACTS);
            }
            int size = first.servedPageSize(PAGE_SIZE);
            int count = (int) first.pagesAt(size);
            SweepPages.Begun begun = pages.begin(first, size, one.askedAt(), rereads.size() + 1);
            if (begun.staleResume().isPresent()) {
                // The sweep resumed was read at another total: its pages are gone, and this pass goes on from page 1.
                reread(rereads, begun.staleResume().get(), claim);
            }
            meter.pass(count, first.total(), begun.stored().size() + 1, begun.rows(), one.askedNanos());
            tell(() -> meter.now(System.nanoTime()));
            List<Integer> todo = IntStream.rangeClosed(2, count).filter(page -> !begun.stored().contains(page)).boxed().toList();
            read(todo, workersFor(client.rateLimit()), (page, answer, askedAt) -> {
                if (answer.total() != first.total()) {
                    throw new SweepChange(new ListChange.TotalChanged(first.total(), answer.total(), page));
                }
                pages.store(page, answer.list(), askedAt);
                tell(() -> meter.stored(answer.list().size(), System.nanoTime()));
            }).ifPresent(change -> {
                throw new SweepChange(change);
            });
            stopIfCancelled();
            SweepCompletion.Completed done = SweepCompletion.complete(database, claim, first.total(), Instant.ofEpochMilli(clock.millis()));
            ended = true;
            return new SyncReport(appId, done.stamp(), done.changes(), rereads, begun.stored().size(), pagesRead.get(),
                    done.contacts(), Duration.ofNanos(System.nanoTime() - startNanos));
        }

        /** Page 1's answer, and when it was asked for. */
        private PageOne readPageOne() {
            long askedNanos = System.nanoTime();
            AtomicReference<PageOne> one = new AtomicReference<>();
            read(List.of(1), 1, (page, answer, askedAt) -> one.set(new PageOne(answer, askedAt, askedNanos)));
            if (one.get() == null) {
                // Its worker was stopped before it could send: only a cancel does that.
                throw cancelledNow();
            }
            return one.get();
        }

        /**
         * Notes a change of the list and tells the listener the next pass begins; after the last
         * pass ends the sweep and throws, keeping the copy as it was.
         */
        private void reread(List<ListChange> rereads, ListChange change, SweepClaim claim) {
            rereads.add(change);
            if (rereads.size() == ContactPager.MAX_SWEEPS) {
                giveUp(claim);
                throw new ListKeptChangingException(appId, rereads);
            }
            synchronized (telling) {
                listener.readAgain(change, rereads.size() + 1);
            }
        }

        /** Ends the sweep without making it the copy: its pages are of no use to a later run. */
        private void giveUp(SweepClaim claim) {
            database.write(connection -> {
                claim.end(connection);
                return null;
            });
            ended = true;
        }

        /**
         * Reads {@code pages} with up to {@code count} workers, each handing its answers to
         * {@code taker}. The first change seen or failure stops the others: those waiting for their
         * turn send nothing, those whose request is out finish it and drop the answer. A cancel
         * stops them too, but an answer that comes is still taken, so its page is not asked again.
         *
         * @return the change that ended the pass, if any
         */
        private Optional<ListChange> read(List<Integer> pages, int count, PageTaker taker) {
            AtomicInteger next = new AtomicInteger();
            AtomicReference<ListChange> change = new AtomicReference<>();
            AtomicReference<Throwable> failure = new AtomicReference<>();
            Runnable work = () -> {
                while (!cancelled && change.get() == null && failure.get() == null) {
                    int index = next.getAndIncrement();
                    if (index >= pages.size()) {
                        return;
                    }
                    int page = pages.get(index);
                    Instant askedAt = clock.instant();
                    ContactPage answer;
                    try {
                        answer = client.listContacts(appId, page, PAGE_SIZE).data();
                    } catch (CancellationException notSent) {
                        return;
                    } catch (RuntimeException | Error e) {
                        failure.compareAndSet(null, e);
                        stopWorkers();
                        return;
                    }
                    pagesRead.incrementAndGet();
                    if (change.get() != null || failure.get() != null) {
                        return;
                    }
                    try {
                        taker.take(page, answer, askedAt);
                    } catch (SweepChange seen) {
                        change.compareAndSet(null, seen.change());
                        stopWorkers();
                        return;
                    } catch (RuntimeException | Error e) {
                        // Errors too (a listener's failed assertion, no memory left): they end the run on its caller's thread.
                        failure.compareAndSet(null, e);
                        stopWorkers();
                        return;
                    }
                }
            };
            List<Thread> started = new ArrayList<>();
            for (int i = 0; i < Math.min(count, pages.size()); i++) {
                // Platform threads, not virtual ones: reading a page's JSON and writing it to SQLite (a native
                // call) takes a worker tens of milliseconds of CPU, which on a virtual thread would hold one of
                // the few carrier threads that every other virtual thread of the process (a screen's request,
                // the rate limiter's sleepers) needs to wake on time.
                Thread worker = Thread.ofPlatform().daemon().name("mailroom-sync-" + appId + "-" + i).unstarted(work);
                workers.add(worker);
                started.add(worker);
                worker.start();
            }
            joinAll(started);
            Throwable failed = failure.get();
            if (failed instanceof Error error) {
                throw error;
            }
            if (failed != null) {
                // Nothing else is kept: a worker takes only runtime exceptions and errors.
                throw (RuntimeException) failed;
            }
            stopIfCancelled();
            return Optional.ofNullable(change.get());
        }

        private void stopWorkers() {
            workers.forEach(Thread::interrupt);
        }

        /** Waits for every worker; an interrupt of the waiting thread cancels the run, and is kept. */
        private void joinAll(List<Thread> started) {
            boolean interrupted = false;
            for (Thread worker : started) {
                while (true) {
                    try {
                        worker.join();
                        break;
                    } catch (InterruptedException e) {
                        interrupted = true;
                        cancel();
                    }
                }
                workers.remove(worker);
            }
            if (interrupted) {
                Thread.currentThread().interrupt();
            }
        }

        private void stopIfCancelled() {
            if (cancelled || Thread.currentThread().isInterrupted()) {
                throw cancelledNow();
            }
        }

        private SyncCancelledException cancelledNow() {
            cancelled = true;
            SyncProgress progress = meter.now(System.nanoTime());
            return new SyncCancelledException(appId, progress.pagesDone(), progress.pagesTotal());
        }

        /** Counts and tells under one lock, so that the listener hears the pages done in order. */
        private void tell(Supplier<SyncProgress> progress) {
            synchronized (telling) {
                listener.progress(progress.get());
            }
        }
    }
}
