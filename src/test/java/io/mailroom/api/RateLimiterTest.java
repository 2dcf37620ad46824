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

/** The limiter's behaviour by example: turns counted from departure, and one limiter per key (docs/decisions/004-rate-limit.md, 028-rate-limiter-counts-departures.md). */
class RateLimiterTest {

    private static final Duration SECOND = Duration.ofSeconds(1);

    /**
     * Takes the limiter's first turn (which goes alone and counts from its end) and lets the
     * window forget it, so that an example starts on a warm client with an empty window.
     */
    private static void warm(RateLimiter limiter, FakeTime time) throws InterruptedException {
        RateLimiter.Turn first = limiter.acquire();
        first.departed();
        first.ended();
        time.advance(Duration.ofSeconds(5));
    }

    /** A turn taken, sent and answered at once; returns how long it waited. */
    private static Duration send(RateLimiter limiter, FakeTime time) throws InterruptedException {
        Duration before = time.elapsed();
        RateLimiter.Turn turn = limiter.acquire();
        Duration waited = time.elapsed().minus(before);
        turn.departed();
        turn.ended();
        return waited;
    }

    private static Duration untilRelease(RateLimiter limiter, RateLimiter.Turn turn) {
        return Duration.ofNanos(limiter.untilRelease(turn));
    }

    @Test
    void nRequestsLeaveAtOnceAndTheNextWaitsForTheOldestDepartureToLeaveTheWindow() throws InterruptedException {
        FakeTime time = new FakeTime();
        RateLimiter limiter = new RateLimiter(3, Duration.ofMillis(15), time);
        warm(limiter, time);

        assertThat(send(limiter, time)).isZero();
        time.advance(Duration.ofMillis(100));
        assertThat(send(limiter, time)).isZero();
        assertThat(send(limiter, time)).isZero();

        assertThat(send(limiter, time)).isEqualTo(Duration.ofMillis(915));
        // The fifth follows the second, which left 100 ms in.
        assertThat(send(limiter, time)).isEqualTo(Duration.ofMillis(100));
    }

    @Test
    void aTurnCountsFromWhenItsRequestLeavesNotFromWhenItWasReleased() throws InterruptedException {
        FakeTime time = new FakeTime();
        RateLimiter limiter = new RateLimiter(1, Duration.ZERO, time);
        warm(limiter, time);

        RateLimiter.Turn slow = limiter.acquire();
        time.advance(Duration.ofMillis(300));
        slow.departed();
        slow.ended();

        // Counted from release, the next could go 700 ms from now and reach the server 700 ms after this one.
        assertThat(send(limiter, time)).isEqualTo(SECOND);
    }

    @Test
    void aReleasedTurnThatHasNotLeftHoldsItsPlaceAsIfLeavingNow() throws InterruptedException {
        FakeTime time = new FakeTime();
        RateLimiter limiter = new RateLimiter(1, Duration.ZERO, time);
        warm(limiter, time);
        RateLimiter.Turn connecting = limiter.acquire();

        RateLimiter.Turn next = limiter.enqueue();
        assertThat(untilRelease(limiter, next)).isEqualTo(SECOND);
        time.advance(Duration.ofSeconds(3));
        assertThat(untilRelease(limiter, next)).as("still connecting, it may leave any moment").isEqualTo(SECOND);

        connecting.departed();
        time.advance(Duration.ofMillis(400));
        assertThat(untilRelease(limiter, next)).isEqualTo(Duration.ofMillis(600));
        time.advance(Duration.ofMillis(600));
        assertThat(untilRelease(limiter, next)).isZero();
    }

    @Test
    void aTurnThatEndsWithoutLeavingCountsFromItsEnd() throws InterruptedException {
        FakeTime time = new FakeTime();
        RateLimiter limiter = new RateLimiter(1, Duration.ZERO, time);
        warm(limiter, time);

        RateLimiter.Turn refused = limiter.acquire();
        time.advance(Duration.ofMillis(200));
        refused.ended();

        assertThat(send(limiter, time)).isEqualTo(SECOND);
    }

    @Test
    void aSecondDepartureOfOneTurnIsOneMoreRequestInTheWindow() throws InterruptedException {
        FakeTime time = new FakeTime();
        RateLimiter limiter = new RateLimiter(2, Duration.ZERO, time);
        warm(limiter, time);

        RateLimiter.Turn get = limiter.acquire();
        get.departed();
        time.advance(Duration.ofMillis(100));
        // The HTTP client found its pooled connection dead and sent the request again by itself.
        get.departed();
        get.ended();
        assertThat(limiter.inUse()).isEqualTo(2);

        assertThat(send(limiter, time)).isEqualTo(Duration.ofMillis(900));
    }

    @Test
    void aDepartureReportedAfterTheEndStillCounts() throws InterruptedException {
        FakeTime time = new FakeTime();
        RateLimiter limiter = new RateLimiter(1, Duration.ZERO, time);
        warm(limiter, time);
        RateLimiter.Turn timedOut = limiter.acquire();
        timedOut.departed();
        timedOut.ended();
        time.advance(Duration.ofMillis(500));

        timedOut.departed();

        assertThat(send(limiter, time)).isEqualTo(SECOND);
    }

    @Test
    void theFirstTurnGoesAloneAndCountsFromItsEnd() throws InterruptedException {
        FakeTime time = new FakeTime();
        RateLimiter limiter = new RateLimiter(3, Duration.ZERO, time);

        RateLimiter.Turn first = limiter.acquire();
        first.departed();
        RateLimiter.Turn second = limiter.enqueue();
        assertThat(limiter.untilRelease(second)).as("waits for the first exchange to end").isEqualTo(RateLimiter.UNTIL_AN_END);
        time.advance(Duration.ofMillis(300));
        first.ended();

        assertThat(untilRelease(limiter, second)).isZero();
        second.departed();
        second.ended();
        assertThat(send(limiter, time)).isZero();
        // The first is counted from its end at 300 ms, not from its announced departure at 0.
        assertThat(send(limiter, time)).isEqualTo(SECOND);
    }

    @Test
    void aFirstTurnThatNeverLeftLeavesTheNextOneAloneToo() throws InterruptedException {
        FakeTime time = new FakeTime();
        RateLimiter limiter = new RateLimiter(3, Duration.ZERO, time);
        RateLimiter.Turn refused = limiter.acquire();
        refused.ended();

        RateLimiter.Turn second = limiter.acquire();
        RateLimiter.Turn third = limiter.enqueue();

        assertThat(limiter.untilRelease(third)).isEqualTo(RateLimiter.UNTIL_AN_END);
        second.departed();
        second.ended();
        assertThat(untilRelease(limiter, third)).isZero();
    }

    @Test
    void aCallerWaitingForTheFirstExchangeWakesWhenItEnds() throws Exception {
        RateLimiter limiter = new RateLimiter(5, Duration.ZERO, TimeSource.SYSTEM);
        RateLimiter.Turn first = limiter.acquire();
        first.departed();
        java.util.concurrent.CompletableFuture<RateLimiter.Turn> second = new java.util.concurrent.CompletableFuture<>();
        Thread waiter = Thread.ofVirtual().start(() -> {
            try {
                second.complete(limiter.acquire());
            } catch (InterruptedException e) {
                second.completeExceptionally(e);
            }
        });
        while (waiter.getState() != Thread.State.WAITING && waiter.isAlive()) {
            Thread.onSpinWait();
        }
        assertThat(second).isNotDone();

        first.ended();

        assertThat(second.get(20, TimeUnit.SECONDS)).isNotNull();
    }

    @Test
    void aCallerWaitingForItsTurnHoldsNoLock() throws InterruptedException {
        RateLimiter limiter = new RateLimiter(1, Duration.ZERO, TimeSource.SYSTEM);
        RateLimiter.Turn earlier = limiter.acquire();
        earlier.departed();
        earlier.ended();
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

        // While the first caller sleeps towards its turn, others plan theirs and read the budget at once.
        assertThat(untilRelease(limiter, limiter.enqueue())).isGreaterThan(Duration.ofMillis(900));
        assertThat(limiter.inUse()).isEqualTo(1);
        assertThat(first.isAlive()).isTrue();
        first.interrupt();
        first.join();
    }

    @Test
    void aBurstIsSpreadOverWholeWindows() throws InterruptedException {
        FakeTime time = new FakeTime();
        RateLimiter limiter = new RateLimiter(2, Duration.ZERO, time);
        warm(limiter, time);
        Duration start = time.elapsed();

        List<Duration> leftAt = new ArrayList<>();
        for (int i = 0; i < 7; i++) {
            send(limiter, time);
            leftAt.add(time.elapsed().minus(start));
        }

        assertThat(leftAt).containsExactly(Duration.ZERO, Duration.ZERO, SECOND, SECOND,
                Duration.ofSeconds(2), Duration.ofSeconds(2), Duration.ofSeconds(3));
    }

    @Test
    void waitingTurnsArePlannedInTheOrderTheyCame() throws InterruptedException {
        FakeTime time = new FakeTime();
        RateLimiter limiter = new RateLimiter(1, Duration.ZERO, time);
        warm(limiter, time);
        send(limiter, time);

        RateLimiter.Turn second = limiter.enqueue();
        RateLimiter.Turn third = limiter.enqueue();

        assertThat(untilRelease(limiter, third)).isEqualTo(Duration.ofSeconds(2));
        assertThat(untilRelease(limiter, second)).isEqualTo(SECOND);
    }

    @Test
    void pauseHoldsBackEveryLaterTurnUntilItEnds() throws InterruptedException {
        FakeTime time = new FakeTime();
        RateLimiter limiter = new RateLimiter(5, Duration.ZERO, time);
        warm(limiter, time);
        send(limiter, time);

        limiter.pause(Duration.ofSeconds(3));

        RateLimiter.Turn a = limiter.enqueue();
        RateLimiter.Turn b = limiter.enqueue();
        assertThat(untilRelease(limiter, a)).isEqualTo(Duration.ofSeconds(3));
        assertThat(untilRelease(limiter, b)).isEqualTo(Duration.ofSeconds(3));
        time.advance(Duration.ofSeconds(1));
        assertThat(untilRelease(limiter, a)).isEqualTo(Duration.ofSeconds(2));
        time.advance(Duration.ofSeconds(2));
        assertThat(untilRelease(limiter, a)).isZero();
        assertThat(untilRelease(limiter, b)).isZero();
    }

    @Test
    void aShorterPauseDoesNotCutALongerOneShort() throws InterruptedException {
        FakeTime time = new FakeTime();
        RateLimiter limiter = new RateLimiter(5, Duration.ZERO, time);
        warm(limiter, time);

        limiter.pause(Duration.ofSeconds(10));
        time.advance(Duration.ofSeconds(1));
        limiter.pause(Duration.ofSeconds(2));

        assertThat(send(limiter, time)).isEqualTo(Duration.ofSeconds(9));
    }

    @Test
    void a429WidensTheMarginOnceABurstAndQuietSecondsNarrowItAgain() throws InterruptedException {
        FakeTime time = new FakeTime();
        RateLimiter limiter = new RateLimiter(1, Duration.ofMillis(20), time);
        warm(limiter, time);
        assertThat(send(limiter, time)).isZero();
        assertThat(send(limiter, time)).isEqualTo(Duration.ofMillis(1_020));

        limiter.pause(Duration.ZERO);
        limiter.pause(Duration.ZERO);
        assertThat(send(limiter, time)).as("one burst of 429s, one step").isEqualTo(Duration.ofMillis(1_070));

        time.advance(Duration.ofSeconds(2));
        limiter.pause(Duration.ZERO);
        send(limiter, time);
        // Two steps, less 1 ms for each quiet second since the first.
        assertThat(send(limiter, time)).as("a second burst, a second step").isBetween(Duration.ofMillis(1_110), Duration.ofMillis(1_120));

        time.advance(Duration.ofSeconds(10));
        send(limiter, time);
        assertThat(send(limiter, time)).as("10 quiet seconds later").isBetween(Duration.ofMillis(1_100), Duration.ofMillis(1_110));

        time.advance(Duration.ofMinutes(2));
        send(limiter, time);
        assertThat(send(limiter, time)).as("back to the fixed margin").isEqualTo(Duration.ofMillis(1_020));
    }

    @Test
    void theWidenedMarginHasABound() throws InterruptedException {
        FakeTime time = new FakeTime();
        RateLimiter limiter = new RateLimiter(1, Duration.ofMillis(20), time);
        warm(limiter, time);
        for (int burst = 0; burst < 20; burst++) {
            limiter.pause(Duration.ZERO);
            time.advance(Duration.ofMillis(1_001));
        }

        send(limiter, time);
        assertThat(send(limiter, time)).isBetween(Duration.ofMillis(1_250), Duration.ofMillis(1_270));
    }

    @Test
    void aPauseAlsoHoldsBackACallerThatWasAlreadyWaiting() throws Exception {
        // A bulk job's next turn sleeps towards its time; a 429 then pauses the key for 5 s.
        // The sleeper has not sent its request, so it must not send it before the pause ends.
        SteppedTime time = new SteppedTime();
        RateLimiter limiter = new RateLimiter(1, Duration.ZERO, time);
        RateLimiter.Turn first = limiter.acquire();
        first.departed();
        first.ended();
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
    void anInterruptedCallerGivesUpItsPlace() throws Exception {
        SteppedTime time = new SteppedTime();
        RateLimiter limiter = new RateLimiter(1, Duration.ZERO, time);
        RateLimiter.Turn first = limiter.acquire();
        first.departed();
        first.ended();
        Thread cancelled = Thread.ofVirtual().start(() -> {
            try {
                limiter.acquire();
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        });
        time.awaitUntil(() -> time.sleepersBeyondNow() == 1);

        cancelled.interrupt();
        cancelled.join();

        assertThat(Duration.ofNanos(limiter.untilRelease(limiter.enqueue()))).as("planned as the next, not behind the cancelled one")
                .isEqualTo(SECOND);
    }

    @Test
    void inUseCountsTheRequestsOfTheLastSecondAndThoseOnTheirWay() throws InterruptedException {
        FakeTime time = new FakeTime();
        RateLimiter limiter = new RateLimiter(5, Duration.ZERO, time);
        warm(limiter, time);
        assertThat(limiter.inUse()).isZero();

        send(limiter, time);
        send(limiter, time);
        RateLimiter.Turn onItsWay = limiter.acquire();
        assertThat(limiter.inUse()).isEqualTo(3);

        time.advance(Duration.ofMillis(600));
        onItsWay.departed();
        send(limiter, time);
        assertThat(limiter.inUse()).isEqualTo(4);

        time.advance(Duration.ofMillis(400));
        assertThat(limiter.inUse()).isEqualTo(2);
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
    void loweringTheRateKeepsTheRecentDeparturesInTheWindow() throws InterruptedException {
        FakeTime time = new FakeTime();
        RateLimiter limiter = new RateLimiter(2, Duration.ofMillis(20), time);
        warm(limiter, time);
        assertThat(send(limiter, time)).isZero();
        assertThat(send(limiter, time)).isZero();

        limiter.setPermitsPerSecond(1);

        assertThat(send(limiter, time)).isEqualTo(Duration.ofMillis(1_020));
    }

    @Test
    void raisingTheRateAllowsMoreAtOnce() throws InterruptedException {
        FakeTime time = new FakeTime();
        RateLimiter limiter = new RateLimiter(1, Duration.ofMillis(20), time);
        warm(limiter, time);
        assertThat(send(limiter, time)).isZero();

        limiter.setPermitsPerSecond(3);

        assertThat(send(limiter, time)).isZero();
        assertThat(send(limiter, time)).isZero();
        assertThat(send(limiter, time)).isEqualTo(Duration.ofMillis(1_020));
    }

    @Test
    void callersWakingLateWidenTheWindowUntilTheMachineIsQuietAgain() throws InterruptedException {
        FakeTime clock = new FakeTime();
        Duration[] lateBy = {Duration.ZERO};
        // A busy machine: every sleep ends later than asked, as a thread waiting for a core does.
        TimeSource busy = new TimeSource() {
            @Override
            public long nanoTime() {
                return clock.nanoTime();
            }

            @Override
            public Instant now() {
                return clock.now();
            }

            @Override
            public void sleep(Duration duration) {
                clock.sleep(duration);
                if (duration.isPositive()) {
                    clock.advance(lateBy[0]);
                }
            }
        };
        RateLimiter limiter = new RateLimiter(1, Duration.ZERO, busy);
        warm(limiter, clock);
        send(limiter, clock);

        lateBy[0] = Duration.ofMillis(40);
        send(limiter, clock);
        send(limiter, clock);
        // The first sleep asked for the bare second and woke 40 ms late, which widened the window by
        // twice that: the same caller slept the other 40 ms, and the next asked for 80 ms more.
        assertThat(clock.waits()).endsWith(SECOND, Duration.ofMillis(40), SECOND.plusMillis(80));

        lateBy[0] = Duration.ZERO;
        clock.advance(Duration.ofSeconds(5));
        send(limiter, clock);
        // Faded by 20 ms a second: five quiet seconds leave none of it.
        assertThat(send(limiter, clock)).isEqualTo(SECOND);
    }

    @Test
    void theSharedLimiterCountsTheRequestsOfEveryHolder() throws InterruptedException {
        FakeTime time = new FakeTime();
        RateLimiters limiters = new RateLimiters(time);
        ApiKey key = ApiKey.of("mr_key_one_7Hq2Lw9xPz");
        RateLimiter gui = limiters.forKey(key, 2);
        RateLimiter bulk = limiters.forKey(key, 2);
        warm(gui, time);

        assertThat(send(gui, time)).isZero();
        assertThat(send(bulk, time)).isZero();
        // The third request, whoever makes it, waits for the key's window.
        assertThat(bulk.inUse()).isEqualTo(2);
        assertThat(send(gui, time)).isEqualTo(SECOND.plus(RateLimiters.DEFAULT_MARGIN));
    }

    @Test
    void theLimitersNeverHoldTheKeyText() throws IllegalAccessException, InterruptedException {
        String secret = "mr_live_9fK2xQ7vLp3ZtW8sBn4R";
        FakeTime time = new FakeTime();
        RateLimiters limiters = new RateLimiters(time);
        send(limiters.forKey(ApiKey.of(secret), 5), time);
        send(limiters.forKey(ApiKey.of(secret), 7), time);
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
