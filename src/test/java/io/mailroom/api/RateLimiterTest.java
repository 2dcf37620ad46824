package io.mailroom.api;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.lang.reflect.Field;
import java.lang.reflect.Modifier;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Collection;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.BooleanSupplier;
import org.junit.jupiter.api.Test;

/** The limiter's behaviour by example, and one limiter per key (DESIGN.md decision 4). */
class RateLimiterTest {

    private static final Duration SECOND = Duration.ofSeconds(1);

    @Test
    void nRequestsStartAtOnceAndTheNextWaitsForTheOldestToLeaveTheWindow() {
        FakeTime time = new FakeTime();
        RateLimiter limiter = new RateLimiter(3, Duration.ofMillis(15), time);

        assertThat(limiter.reserve()).isZero();
        time.advance(Duration.ofMillis(100));
        assertThat(limiter.reserve()).isZero();
        assertThat(limiter.reserve()).isZero();

        assertThat(limiter.reserve()).isEqualTo(Duration.ofMillis(915));
        // The fifth follows the second, which started 100 ms in.
        assertThat(limiter.reserve()).isEqualTo(Duration.ofMillis(1015));
    }

    @Test
    void aCallerWaitingForItsTurnHoldsNoLock() throws InterruptedException {
        RateLimiter limiter = new RateLimiter(1, Duration.ZERO, TimeSource.SYSTEM);
        limiter.reserve();
        java.util.concurrent.CountDownLatch waiting = new java.util.concurrent.CountDownLatch(1);
        Thread first = Thread.ofVirtual().start(() -> {
            waiting.countDown();
            try {
                limiter.acquire();
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        });
        waiting.await();
        while (first.getState() != Thread.State.TIMED_WAITING && first.isAlive()) {
            Thread.onSpinWait();
        }

        // While the first caller sleeps towards its slot, others reserve and read the budget at once.
        assertThat(limiter.reserve()).isGreaterThan(Duration.ofMillis(900));
        assertThat(limiter.inUse()).isEqualTo(1);
        assertThat(first.isAlive()).isTrue();
        first.interrupt();
        first.join();
    }

    @Test
    void aBurstIsSpreadOverWholeWindows() {
        FakeTime time = new FakeTime();
        RateLimiter limiter = new RateLimiter(2, Duration.ZERO, time);

        List<Duration> waits = new ArrayList<>();
        for (int i = 0; i < 7; i++) {
            waits.add(limiter.reserve());
        }

        assertThat(waits).containsExactly(Duration.ZERO, Duration.ZERO, SECOND, SECOND,
                Duration.ofSeconds(2), Duration.ofSeconds(2), Duration.ofSeconds(3));
    }

    @Test
    void acquireSleepsTheReservedWaitOnTheTimeSource() throws InterruptedException {
        FakeTime time = new FakeTime();
        RateLimiter limiter = new RateLimiter(1, Duration.ZERO, time);

        limiter.acquire();
        limiter.acquire();
        limiter.acquire();

        assertThat(time.waits()).containsExactly(SECOND, SECOND);
        assertThat(time.elapsed()).isEqualTo(Duration.ofSeconds(2));
    }

    @Test
    void pauseHoldsBackEveryLaterReservationUntilItEnds() {
        FakeTime time = new FakeTime();
        RateLimiter limiter = new RateLimiter(5, Duration.ZERO, time);
        limiter.reserve();

        limiter.pause(Duration.ofSeconds(3));

        assertThat(limiter.reserve()).isEqualTo(Duration.ofSeconds(3));
        assertThat(limiter.reserve()).isEqualTo(Duration.ofSeconds(3));
        time.advance(Duration.ofSeconds(1));
        assertThat(limiter.reserve()).isEqualTo(Duration.ofSeconds(2));
        time.advance(Duration.ofSeconds(2));
        assertThat(limiter.reserve()).isZero();
    }

    @Test
    void aShorterPauseDoesNotCutALongerOneShort() {
        FakeTime time = new FakeTime();
        RateLimiter limiter = new RateLimiter(5, Duration.ZERO, time);

        limiter.pause(Duration.ofSeconds(10));
        time.advance(Duration.ofSeconds(1));
        limiter.pause(Duration.ofSeconds(2));

        assertThat(limiter.reserve()).isEqualTo(Duration.ofSeconds(9));
    }

    @Test
    void aPauseAlsoHoldsBackACallerThatHadReservedAndIsStillWaiting() throws Exception {
        // A bulk job has reserved the next slot and sleeps; a 429 then pauses the key for 5 s.
        // The sleeper has not started its request, so it must not start before the pause ends.
        SteppedTime time = new SteppedTime();
        RateLimiter limiter = new RateLimiter(1, Duration.ZERO, time);
        limiter.acquire();
        AtomicLong startedAt = new AtomicLong(Long.MIN_VALUE);
        Thread waiter = Thread.ofVirtual().start(() -> {
            try {
                limiter.acquire();
                startedAt.set(time.nanoTime());
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        });
        time.awaitUntil(() -> time.sleepersBeyondNow() == 1);

        limiter.pause(Duration.ofSeconds(5));
        time.setNanos(SECOND.toNanos());
        time.awaitUntil(() -> !waiter.isAlive() || time.sleepersBeyondNow() == 1);

        assertThat(startedAt.get()).as("started during the pause").isEqualTo(Long.MIN_VALUE);
        time.setNanos(Duration.ofSeconds(5).toNanos());
        waiter.join();
        assertThat(startedAt.get()).isEqualTo(Duration.ofSeconds(5).toNanos());
    }

    @Test
    void inUseCountsTheRequestsOfTheLastSecond() {
        FakeTime time = new FakeTime();
        RateLimiter limiter = new RateLimiter(5, Duration.ZERO, time);
        assertThat(limiter.inUse()).isZero();

        limiter.reserve();
        limiter.reserve();
        limiter.reserve();
        assertThat(limiter.inUse()).isEqualTo(3);

        time.advance(Duration.ofMillis(600));
        limiter.reserve();
        assertThat(limiter.inUse()).isEqualTo(4);

        time.advance(Duration.ofMillis(400));
        assertThat(limiter.inUse()).isEqualTo(1);
        time.advance(Duration.ofMillis(600));
        assertThat(limiter.inUse()).isZero();
    }

    @Test
    void aRateBelowOneIsRefused() {
        assertThatThrownBy(() -> new RateLimiter(0, Duration.ZERO, new FakeTime()))
                .isInstanceOf(InvalidInputException.class).hasMessageContaining("rateLimit");
    }

    @Test
    void oneLimiterPerKeyWhateverTheRate() {
        RateLimiters limiters = new RateLimiters(new FakeTime());
        ApiKey key = ApiKey.of("mr_key_one_7Hq2Lw9xPz");

        RateLimiter first = limiters.forKey(key, 5);

        assertThat(limiters.forKey(ApiKey.of("mr_key_one_7Hq2Lw9xPz"), 5)).isSameAs(first);
        assertThat(limiters.forKey(ApiKey.of("  mr_key_one_7Hq2Lw9xPz "), 5)).isSameAs(first);
        assertThat(limiters.forKey(ApiKey.of("mr_key_two_3Vb8Kd1sNm"), 5)).isNotSameAs(first);

        RateLimiter faster = limiters.forKey(key, 10);
        assertThat(faster).isSameAs(first);
        assertThat(first.permitsPerSecond()).isEqualTo(10);
    }

    @Test
    void loweringTheRateKeepsTheRecentGrantsInTheWindow() {
        FakeTime time = new FakeTime();
        RateLimiter limiter = new RateLimiter(2, Duration.ofMillis(20), time);
        assertThat(limiter.reserve()).isZero();
        assertThat(limiter.reserve()).isZero();

        limiter.setPermitsPerSecond(1);

        assertThat(limiter.reserve()).isEqualTo(Duration.ofMillis(1_020));
    }

    @Test
    void raisingTheRateAllowsMoreAtOnce() {
        FakeTime time = new FakeTime();
        RateLimiter limiter = new RateLimiter(1, Duration.ofMillis(20), time);
        assertThat(limiter.reserve()).isZero();

        limiter.setPermitsPerSecond(3);

        assertThat(limiter.reserve()).isZero();
        assertThat(limiter.reserve()).isZero();
        assertThat(limiter.reserve()).isEqualTo(Duration.ofMillis(1_020));
    }

    @Test
    void theSharedLimiterCountsTheRequestsOfEveryHolder() {
        RateLimiters limiters = new RateLimiters(new FakeTime());
        ApiKey key = ApiKey.of("mr_key_one_7Hq2Lw9xPz");
        RateLimiter gui = limiters.forKey(key, 2);
        RateLimiter bulk = limiters.forKey(key, 2);

        assertThat(gui.reserve()).isZero();
        assertThat(bulk.reserve()).isZero();
        // The third request, whoever makes it, waits for the key's window.
        assertThat(gui.reserve()).isEqualTo(SECOND.plus(RateLimiters.DEFAULT_MARGIN));
        assertThat(bulk.inUse()).isEqualTo(2);
    }

    @Test
    void theLimitersNeverHoldTheKeyText() throws IllegalAccessException {
        String secret = "mr_live_9fK2xQ7vLp3ZtW8sBn4R";
        RateLimiters limiters = new RateLimiters(new FakeTime());
        limiters.forKey(ApiKey.of(secret), 5).reserve();
        limiters.forKey(ApiKey.of(secret), 7).reserve();
        limiters.forKey(ApiKey.of("mr_other_key_1234567"), 5);

        List<String> texts = new ArrayList<>();
        collectStrings(limiters, texts, java.util.Collections.newSetFromMap(new IdentityHashMap<>()));

        assertThat(texts).isNotEmpty().noneMatch(text -> text.contains(secret));
        assertThat(ApiKey.of(secret).fingerprint()).doesNotContain(secret).hasSize(24);
    }

    /** Every String reachable from our own objects, through fields, maps, collections and arrays. */
    private static void collectStrings(Object value, List<String> out, Set<Object> seen) throws IllegalAccessException {
        if (value == null || !seen.add(value)) {
            return;
        }
        switch (value) {
            case String text -> out.add(text);
            case Map<?, ?> map -> {
                for (Map.Entry<?, ?> entry : map.entrySet()) {
                    collectStrings(entry.getKey(), out, seen);
                    collectStrings(entry.getValue(), out, seen);
                }
            }
            case Collection<?> items -> {
                for (Object item : items) {
                    collectStrings(item, out, seen);
                }
            }
            case Object[] items -> {
                for (Object item : items) {
                    collectStrings(item, out, seen);
                }
            }
            default -> {
                if (!value.getClass().getName().startsWith("io.mailroom.")) {
                    return;
                }
                for (Class<?> type = value.getClass(); type != null; type = type.getSuperclass()) {
                    for (Field field : type.getDeclaredFields()) {
                        if (Modifier.isStatic(field.getModifiers()) || field.getType().isPrimitive()) {
                            continue;
                        }
                        field.setAccessible(true);
                        collectStrings(field.get(value), out, seen);
                    }
                }
            }
        }
    }

    /**
     * A clock that test code moves by hand; {@link #sleep} blocks until the clock reaches the
     * sleeper's deadline, so a test can hold a caller in the middle of its wait.
     */
    static final class SteppedTime implements TimeSource {

        private long nanos;
        private final List<Long> deadlines = new ArrayList<>();

        @Override
        public synchronized long nanoTime() {
            return nanos;
        }

        @Override
        public synchronized Instant now() {
            return FakeTime.EPOCH.plusNanos(nanos);
        }

        @Override
        public synchronized void sleep(Duration duration) throws InterruptedException {
            Long deadline = nanos + duration.toNanos();
            deadlines.add(deadline);
            notifyAll();
            try {
                while (nanos < deadline) {
                    wait();
                }
            } finally {
                deadlines.remove(deadline);
                notifyAll();
            }
        }

        synchronized void setNanos(long value) {
            nanos = value;
            notifyAll();
        }

        /** Callers asleep until a time still to come (one whose deadline has come is waking up). */
        synchronized long sleepersBeyondNow() {
            return deadlines.stream().filter(deadline -> deadline > nanos).count();
        }

        /** Waits for another thread to get somewhere; the bound only guards against a hang. */
        synchronized void awaitUntil(BooleanSupplier condition) throws InterruptedException {
            long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(20);
            while (!condition.getAsBoolean()) {
                long left = deadline - System.nanoTime();
                if (left <= 0) {
                    throw new AssertionError("the other thread never got there");
                }
                TimeUnit.NANOSECONDS.timedWait(this, Math.min(left, TimeUnit.MILLISECONDS.toNanos(10)));
            }
        }
    }
}
