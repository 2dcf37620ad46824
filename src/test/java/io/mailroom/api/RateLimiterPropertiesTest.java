package io.mailroom.api;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.PriorityQueue;
import java.util.Set;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.constraints.IntRange;

/**
 * The sliding window (docs/decisions/028-rate-limiter-counts-departures.md) for any number of
 * callers at once, any lag between a turn's release and its request leaving, requests that never
 * leave, requests the HTTP client sends twice, callers that wake late, and 429 pauses: a
 * discrete-event simulation on a fake clock, driving the limiter as {@link RateLimiter#acquire()}
 * does, one caller at a time at each instant.
 */
class RateLimiterPropertiesTest {

    private static final long MS = 1_000_000L;
    private static final long SECOND = 1_000 * MS;

    /**
     * One caller: when it comes (after the previous one), how long after its release its request
     * leaves (or ends without leaving), how long the exchange takes after that, whether and when the
     * HTTP client sends it again by itself, how late the caller wakes from each sleep, and the
     * Retry-After of a 429 it gets (0 for none).
     */
    record Caller(long comesAfter, long lag, boolean leaves, long exchange, long repeatAfter, long oversleep,
                  long retryAfter) {
    }

    @Provide
    Arbitrary<List<Caller>> callers() {
        Arbitrary<Long> comesAfter = Arbitraries.frequencyOf(
                net.jqwik.api.Tuple.of(3, Arbitraries.just(0L)),
                net.jqwik.api.Tuple.of(2, Arbitraries.longs().between(0, 400 * MS)),
                net.jqwik.api.Tuple.of(1, Arbitraries.longs().between(0, 3 * SECOND)));
        Arbitrary<Long> lag = Arbitraries.frequencyOf(
                net.jqwik.api.Tuple.of(4, Arbitraries.longs().between(0, 5 * MS)),
                net.jqwik.api.Tuple.of(2, Arbitraries.longs().between(0, 400 * MS)),
                net.jqwik.api.Tuple.of(1, Arbitraries.longs().between(0, 3 * SECOND)));
        Arbitrary<Boolean> leaves = Arbitraries.frequencyOf(
                net.jqwik.api.Tuple.of(9, Arbitraries.just(true)), net.jqwik.api.Tuple.of(1, Arbitraries.just(false)));
        Arbitrary<Long> exchange = Arbitraries.longs().between(0, 1_500 * MS);
        Arbitrary<Long> repeatAfter = Arbitraries.frequencyOf(
                net.jqwik.api.Tuple.of(9, Arbitraries.just(-1L)),
                net.jqwik.api.Tuple.of(1, Arbitraries.longs().between(0, 1_500 * MS)));
        Arbitrary<Long> oversleep = Arbitraries.frequencyOf(
                net.jqwik.api.Tuple.of(3, Arbitraries.just(0L)),
                net.jqwik.api.Tuple.of(1, Arbitraries.longs().between(0, 300 * MS)));
        Arbitrary<Long> retryAfter = Arbitraries.frequencyOf(
                net.jqwik.api.Tuple.of(15, Arbitraries.just(0L)),
                net.jqwik.api.Tuple.of(1, Arbitraries.longs().between(0, 3 * SECOND)));
        return Combinators.combine(comesAfter, lag, leaves, exchange, repeatAfter, oversleep, retryAfter)
                .as(Caller::new).list().ofMaxSize(60);
    }

    @Provide
    Arbitrary<Duration> margins() {
        return Arbitraries.of(Duration.ZERO, Duration.ofNanos(1), Duration.ofMillis(20), Duration.ofMillis(250));
    }

    @Property(tries = 400)
    void noMoreThanNRequestsTheLimiterLetGoLeaveInAnyWindow(@ForAll @IntRange(min = 1, max = 6) int permits,
                                                           @ForAll("margins") Duration margin,
                                                           @ForAll("callers") List<Caller> callers) {
        Simulation run = new Simulation(permits, margin, callers).run();
        long span = SECOND + margin.toNanos();

        for (Departure from : run.departures) {
            long end = from.at + span;
            List<Departure> inWindow = run.departures.stream().filter(d -> d.at >= from.at && d.at < end).toList();
            long latestRelease = inWindow.stream().filter(d -> !d.repeat).mapToLong(d -> d.releasedAt).max().orElse(Long.MIN_VALUE);
            // A repeat the limiter could not know of when it let the last of them go cannot be held
            // against it; every other departure in the window can.
            long counted = inWindow.stream().filter(d -> !d.repeat || d.at < latestRelease).count();
            assertThat(counted).as("departures within %s ns from %s: %s", span, from.at, inWindow).isLessThanOrEqualTo(permits);
        }
    }

    @Property(tries = 400)
    void everyCallerGetsItsTurnInTheEnd(@ForAll @IntRange(min = 1, max = 6) int permits,
                                        @ForAll("margins") Duration margin,
                                        @ForAll("callers") List<Caller> callers) {
        Simulation run = new Simulation(permits, margin, callers).run();

        assertThat(run.released).hasSize(callers.size());
    }

    @Property(tries = 300)
    void aWarmIdleLimiterLetsACallerGoAtOnce(@ForAll @IntRange(min = 1, max = 6) int permits,
                                             @ForAll("callers") List<Caller> callers) {
        List<Caller> unhurried = callers.stream()
                .map(c -> new Caller(c.comesAfter + 2 * SECOND, Math.min(c.lag, 100 * MS), c.leaves, Math.min(c.exchange, 100 * MS),
                        -1, 0, 0))
                .toList();
        Simulation run = new Simulation(permits, Duration.ofMillis(20), unhurried).run();

        // Each came after the one before had long ended and left the window: none had to wait.
        for (int i = 0; i < unhurried.size(); i++) {
            assertThat(run.waited.get(i)).as("caller %d", i).isZero();
        }
    }

    record Departure(long at, long releasedAt, boolean repeat) {
    }

    /** Events on a fake clock; at one instant, events run in the order they were scheduled. */
    private static final class Simulation {

        private record Event(long at, long order, Runnable action) {
        }

        private final FakeTime time = new FakeTime(0);
        private final RateLimiter limiter;
        private final List<Caller> callers;
        private final PriorityQueue<Event> events = new PriorityQueue<>(
                (a, b) -> a.at != b.at ? Long.compare(a.at, b.at) : Long.compare(a.order, b.order));
        private long order;
        private final List<Runnable> waitingForAnEnd = new ArrayList<>();
        final List<Departure> departures = new ArrayList<>();
        final Set<Integer> released = new HashSet<>();
        final List<Long> waited = new ArrayList<>();

        Simulation(int permits, Duration margin, List<Caller> callers) {
            this.limiter = new RateLimiter(permits, margin, time);
            this.callers = callers;
            callers.forEach(c -> waited.add(0L));
        }

        Simulation run() {
            long at = 0;
            for (int i = 0; i < callers.size(); i++) {
                at += callers.get(i).comesAfter;
                int caller = i;
                schedule(at, () -> {
                    long came = time.nanoTime();
                    ask(caller, limiter.enqueue(), came);
                });
            }
            while (!events.isEmpty()) {
                Event next = events.poll();
                time.advance(Duration.ofNanos(next.at - time.nanoTime()));
                next.action.run();
            }
            return this;
        }

        private void schedule(long at, Runnable action) {
            events.add(new Event(at, order++, action));
        }

        private long now() {
            return time.nanoTime();
        }

        /** What {@link RateLimiter#acquire()} does on each waking. */
        private void ask(int caller, RateLimiter.Turn turn, long came) {
            Caller c = callers.get(caller);
            long wait = limiter.untilRelease(turn);
            if (wait == RateLimiter.UNTIL_AN_END) {
                waitingForAnEnd.add(() -> ask(caller, turn, came));
            } else if (wait > 0) {
                schedule(now() + wait + c.oversleep, () -> ask(caller, turn, came));
            } else {
                released.add(caller);
                waited.set(caller, now() - came);
                send(c, turn, now());
            }
        }

        private void send(Caller c, RateLimiter.Turn turn, long releasedAt) {
            if (!c.leaves) {
                schedule(releasedAt + c.lag, () -> end(c, turn));
                return;
            }
            schedule(releasedAt + c.lag, () -> {
                turn.departed();
                departures.add(new Departure(now(), releasedAt, false));
                if (c.repeatAfter >= 0) {
                    schedule(now() + Math.min(c.repeatAfter, c.exchange), () -> {
                        turn.departed();
                        departures.add(new Departure(now(), releasedAt, true));
                    });
                }
                schedule(now() + c.exchange, () -> end(c, turn));
            });
        }

        private void end(Caller c, RateLimiter.Turn turn) {
            turn.ended();
            if (c.retryAfter > 0) {
                limiter.pause(Duration.ofNanos(c.retryAfter));
            }
            List<Runnable> woken = List.copyOf(waitingForAnEnd);
            waitingForAnEnd.clear();
            woken.forEach(wake -> schedule(now(), wake));
        }
    }
}
