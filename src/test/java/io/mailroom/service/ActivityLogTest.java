package io.mailroom.service;

import static org.assertj.core.api.Assertions.assertThat;

import io.mailroom.api.ActivityRecord;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Queue;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.CountDownLatch;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;

class ActivityLogTest {

    private static ActivityRecord entry(int n) {
        return new ActivityRecord(Instant.EPOCH.plusSeconds(n), "GET", "/v1/contact?page=" + n, 200, 0L, "OK",
                "req_" + n, Duration.ofMillis(10), 1, true);
    }

    @Test
    void keepsTheNewestEntriesUpToItsCapacityOldestFirst() {
        ActivityLog log = new ActivityLog(3);
        for (int n = 1; n <= 5; n++) {
            log.record(entry(n));
        }
        assertThat(log.entries()).extracting(ActivityRecord::requestId).containsExactly("req_3", "req_4", "req_5");
    }

    @Test
    void tellsSubscribersOfEveryEntry() {
        ActivityLog log = new ActivityLog();
        List<String> seen = new ArrayList<>();
        log.subscribe(record -> seen.add(record.requestId()));
        log.record(entry(1));
        log.record(entry(2));
        assertThat(seen).containsExactly("req_1", "req_2");
    }

    @Test
    void aClosedSubscriptionIsToldNothingMoreWhileTheOthersStillAre() {
        ActivityLog log = new ActivityLog();
        List<String> closed = new ArrayList<>();
        List<String> open = new ArrayList<>();
        Subscription ending = log.subscribe(record -> closed.add(record.requestId()));
        log.subscribe(record -> open.add(record.requestId()));
        log.record(entry(1));

        ending.close();
        ending.close();
        log.record(entry(2));

        assertThat(closed).containsExactly("req_1");
        assertThat(open).containsExactly("req_1", "req_2");
    }

    @Test
    void aSubscriberGetsEachEntryOnceEitherInTheListItIsHandedOrAsItIsRecorded() throws Exception {
        ActivityLog log = new ActivityLog(100_000);
        int threads = 4;
        int perThread = 5_000;
        CountDownLatch halfway = new CountDownLatch(threads);
        CountDownLatch subscribed = new CountDownLatch(1);
        // Half the writers race the subscription; the other half wait for it, so some entries
        // surely arrive as they are recorded, however the threads are scheduled.
        List<Thread> writers = IntStream.range(0, threads).mapToObj(t -> Thread.ofPlatform().start(() -> {
            for (int n = 0; n < perThread; n++) {
                log.record(entry(t * perThread + n));
                if (n == perThread / 2) {
                    halfway.countDown();
                    if (t % 2 == 0) {
                        awaitQuietly(subscribed);
                    }
                }
            }
        })).toList();
        halfway.await();
        Queue<String> told = new ConcurrentLinkedQueue<>();
        List<ActivityRecord> handed = log.follow(record -> told.add(record.requestId())).sofar();
        subscribed.countDown();
        for (Thread writer : writers) {
            writer.join();
        }

        List<String> seen = new ArrayList<>(handed.stream().map(ActivityRecord::requestId).toList());
        seen.addAll(told);
        assertThat(handed).isNotEmpty();
        assertThat(told).isNotEmpty();
        assertThat(seen).hasSize(threads * perThread).doesNotHaveDuplicates();
    }

    private static void awaitQuietly(CountDownLatch latch) {
        try {
            latch.await();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
