package io.mailroom.service;

import static org.assertj.core.api.Assertions.assertThat;

import io.mailroom.api.CredentialsRejectedException;
import io.mailroom.api.InputRule;
import io.mailroom.api.InputRules;
import io.mailroom.api.InvalidInputException;
import io.mailroom.api.ServiceReply;
import java.util.List;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;

/** The bulk engine's own guarantees, independent of HTTP: bound, order, progress, cancel, per-item errors. */
class BulkExecutorTest {

    @Test
    void neverRunsMoreThanTheBoundAtOnce() throws InterruptedException {
        AtomicInteger running = new AtomicInteger();
        AtomicInteger peak = new AtomicInteger();
        List<Integer> items = IntStream.range(0, 40).boxed().toList();
        BulkReport<Integer> report = new BulkExecutor(3).start(items, item -> {
            int now = running.incrementAndGet();
            peak.accumulateAndGet(now, Math::max);
            try {
                Thread.sleep(5);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
            running.decrementAndGet();
        }, BulkListener.none()).await();
        assertThat(report.allSucceeded()).isTrue();
        assertThat(peak.get()).isBetween(2, 3);
    }

    /** A listener records what each item did (an import's journal): the job is done only when each record is made. */
    @Test
    void theJobIsDoneOnlyOnceTheListenerHasReturnedForEveryItem() throws InterruptedException {
        CountDownLatch secondTold = new CountDownLatch(1);
        AtomicInteger recorded = new AtomicInteger();
        BulkReport<Integer> report = new BulkExecutor(2).start(List.of(0, 1), item -> { }, (result, done, total) -> {
            if (result.item() == 0) {
                try {
                    // Told first, this item's record is still being made when the other item ends.
                    secondTold.await(5, TimeUnit.SECONDS);
                    Thread.sleep(200);
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                }
            }
            recorded.incrementAndGet();
            if (result.item() == 1) {
                secondTold.countDown();
            }
        }).await();

        assertThat(report.results()).hasSize(2);
        assertThat(recorded).hasValue(2);
    }

    @Test
    void reportsEveryItemInOrderWithItsExactError() throws InterruptedException {
        List<String> items = List.of("a", "bad-1", "c", "bad-2", "e");
        ConcurrentLinkedQueue<Integer> progress = new ConcurrentLinkedQueue<>();
        BulkReport<String> report = new BulkExecutor(2).start(items, item -> {
            if (item.startsWith("bad")) {
                throw new InvalidInputException(item, InputRule.NOT_AN_EMAIL);
            }
        }, (result, done, total) -> {
            assertThat(total).isEqualTo(5);
            progress.add(done);
        }).await();

        assertThat(report.results()).extracting(BulkItemResult::item).containsExactlyElementsOf(items);
        assertThat(report.results()).extracting(BulkItemResult::index).containsExactly(0, 1, 2, 3, 4);
        assertThat(report.failed()).extracting(BulkItemResult::item).containsExactly("bad-1", "bad-2");
        assertThat(report.failed()).extracting(BulkItemResult::reason)
                .containsExactly("bad-1: " + InputRules.EMAIL_RULE, "bad-2: " + InputRules.EMAIL_RULE);
        assertThat(report.summary()).isEqualTo("3 succeeded, 2 failed, 0 cancelled");
        assertThat(progress).containsExactlyInAnyOrder(1, 2, 3, 4, 5);
    }

    @Test
    void cancelStopsItemsThatHaveNotStartedAndLetsRunningOnesFinish() throws InterruptedException {
        CountDownLatch firstStarted = new CountDownLatch(1);
        CountDownLatch release = new CountDownLatch(1);
        List<Integer> items = IntStream.range(0, 10).boxed().toList();
        BulkJob<Integer> job = new BulkExecutor(1).start(items, item -> {
            firstStarted.countDown();
            try {
                release.await(5, TimeUnit.SECONDS);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        }, BulkListener.none());
        assertThat(firstStarted.await(5, TimeUnit.SECONDS)).isTrue();
        job.cancel();
        release.countDown();
        BulkReport<Integer> report = job.await();

        assertThat(report.succeededCount()).isEqualTo(1);
        assertThat(report.cancelled()).hasSize(9);
        assertThat(report.cancelled()).allSatisfy(r -> assertThat(r.reason()).isEqualTo("cancelled before it was sent"));
        assertThat(job.doneCount()).isEqualTo(10);
    }

    @Test
    void cancelWakesItemsWaitingForTheirTurn() throws InterruptedException {
        CountDownLatch firstDone = new CountDownLatch(1);
        List<Integer> items = IntStream.range(0, 5).boxed().toList();
        BulkJob<Integer> job = new BulkExecutor(5).start(items, item -> {
            if (item == 0) {
                firstDone.countDown();
                return;
            }
            try {
                Thread.sleep(60_000);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new java.util.concurrent.CancellationException("cancelled before it was sent");
            }
        }, BulkListener.none());
        assertThat(firstDone.await(5, TimeUnit.SECONDS)).isTrue();
        job.cancel();
        BulkReport<Integer> report = job.await();

        assertThat(report.succeededCount()).isEqualTo(1);
        assertThat(report.cancelled()).extracting(BulkItemResult::item).containsExactly(1, 2, 3, 4);
    }

    @Test
    void aRejectedKeyCancelsTheRestOfTheJob() throws InterruptedException {
        List<Integer> items = IntStream.range(0, 6).boxed().toList();
        AtomicInteger calls = new AtomicInteger();
        BulkReport<Integer> report = new BulkExecutor(1).start(items, item -> {
            calls.incrementAndGet();
            throw new CredentialsRejectedException(new ServiceReply(401, 40101L, "Invalid API key", "req_1"));
        }, BulkListener.none()).await();

        assertThat(calls.get()).isEqualTo(1);
        assertThat(report.failed()).hasSize(1);
        assertThat(report.failed().getFirst().error()).isInstanceOf(CredentialsRejectedException.class);
        assertThat(report.cancelled()).hasSize(5);
    }

    @Test
    void aFailingListenerOrAnErrorInAnItemNeverHangsTheJob() throws InterruptedException {
        List<Integer> items = IntStream.range(0, 4).boxed().toList();
        BulkJob<Integer> job = new BulkExecutor(2).start(items, item -> {
            if (item == 2) {
                throw new AssertionError("boom");
            }
        }, (result, done, total) -> {
            throw new IllegalStateException("display broke");
        });
        BulkReport<Integer> report = job.whenDone().orTimeout(10, TimeUnit.SECONDS).join();

        assertThat(report.results()).hasSize(4);
        assertThat(report.failed()).extracting(BulkItemResult::item).containsExactly(2);
        assertThat(report.failed().getFirst().reason()).contains("internal error").contains("boom");
    }

    @Test
    void anEmptyJobIsDoneAtOnce() throws InterruptedException {
        BulkReport<String> report = new BulkExecutor().start(List.<String>of(), item -> { }, BulkListener.none()).await();
        assertThat(report.results()).isEmpty();
        assertThat(report.allSucceeded()).isTrue();
    }
}
