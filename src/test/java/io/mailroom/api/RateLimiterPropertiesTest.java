package io.mailroom.api;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.Tuple;
import net.jqwik.api.constraints.IntRange;

/** The sliding one-second window (DESIGN.md decision 4) for any mix of reservations, time and pauses. */
class RateLimiterPropertiesTest {

    private static final long SECOND = 1_000_000_000L;

    sealed interface Step permits Reserve, Advance, Pause {
    }

    record Reserve() implements Step {
    }

    record Advance(long nanos) implements Step {
    }

    record Pause(long nanos) implements Step {
    }

    @Provide
    Arbitrary<List<Step>> steps() {
        Arbitrary<Step> reserve = Arbitraries.just(new Reserve());
        Arbitrary<Step> shortAdvance = Arbitraries.longs().between(0, SECOND / 10).map(Advance::new);
        Arbitrary<Step> longAdvance = Arbitraries.longs().between(0, 3 * SECOND).map(Advance::new);
        Arbitrary<Step> pause = Arbitraries.longs().between(0, 4 * SECOND).map(Pause::new);
        return Arbitraries.frequencyOf(
                        Tuple.of(10, reserve), Tuple.of(5, shortAdvance), Tuple.of(2, longAdvance), Tuple.of(1, pause))
                .list().ofMaxSize(300);
    }

    @Provide
    Arbitrary<Duration> margins() {
        return Arbitraries.of(Duration.ZERO, Duration.ofNanos(1), Duration.ofMillis(15), Duration.ofMillis(250));
    }

    /** Where the monotonic clock starts: System.nanoTime may be anywhere, negative included. */
    @Provide
    Arbitrary<Long> origins() {
        return Arbitraries.oneOf(Arbitraries.of(0L, -1L, Long.MIN_VALUE / 4, Long.MAX_VALUE / 4),
                Arbitraries.longs().between(Long.MIN_VALUE / 4, Long.MAX_VALUE / 4));
    }

    @Property(tries = 500)
    void noMoreThanNStartsFallInAnyOneSecondWindow(@ForAll @IntRange(min = 1, max = 8) int permits,
                                                    @ForAll("margins") Duration margin,
                                                    @ForAll("origins") long origin,
                                                    @ForAll("steps") List<Step> steps) {
        List<Long> starts = run(permits, margin, origin, steps).starts;

        for (int i = 0; i + permits < starts.size(); i++) {
            // N+1 consecutive starts always span more than a second (plus the margin), so no
            // window of one second can hold more than N of them.
            assertThat(starts.get(i + permits) - starts.get(i)).as("start %d vs start %d", i + permits, i)
                    .isGreaterThanOrEqualTo(SECOND + margin.toNanos());
        }
    }

    @Property(tries = 500)
    void everyReservationIsInOrderNeverInThePastAndNeverBeforeAPauseEnds(
            @ForAll @IntRange(min = 1, max = 8) int permits, @ForAll("margins") Duration margin,
            @ForAll("origins") long origin, @ForAll("steps") List<Step> steps) {
        Run run = run(permits, margin, origin, steps);

        for (int i = 0; i < run.starts.size(); i++) {
            assertThat(run.starts.get(i)).isGreaterThanOrEqualTo(run.reservedAt.get(i));
            assertThat(run.starts.get(i)).isGreaterThanOrEqualTo(run.pausedUntil.get(i));
            if (i > 0) {
                assertThat(run.starts.get(i)).isGreaterThanOrEqualTo(run.starts.get(i - 1));
            }
        }
    }

    @Property(tries = 500)
    void anIdleLimiterLetsARequestStartAtOnce(@ForAll @IntRange(min = 1, max = 8) int permits,
                                              @ForAll("margins") Duration margin,
                                              @ForAll("origins") long origin,
                                              @ForAll("steps") List<Step> steps) {
        Run run = run(permits, margin, origin, steps);

        for (int i = 0; i < run.starts.size(); i++) {
            long now = run.reservedAt.get(i);
            long windowStart = now - SECOND - margin.toNanos();
            List<Long> earlier = run.starts.subList(0, i);
            boolean allStarted = earlier.stream().allMatch(s -> s <= now);
            long recent = earlier.stream().filter(s -> s > windowStart).count();
            if (allStarted && recent < permits && run.pausedUntil.get(i) <= now) {
                assertThat(run.starts.get(i)).as("reservation %d had a free slot", i).isEqualTo(now);
            }
        }
    }

    @Property(tries = 300)
    void inUseCountsTheStartsOfTheLastSecondUpToN(@ForAll @IntRange(min = 1, max = 8) int permits,
                                                  @ForAll("origins") long origin,
                                                  @ForAll("steps") List<Step> steps) {
        FakeTime time = new FakeTime(origin);
        RateLimiter limiter = new RateLimiter(permits, Duration.ZERO, time);
        List<Long> starts = new ArrayList<>();
        for (Step step : steps) {
            apply(step, time, limiter, starts);
            long since = time.nanoTime() - SECOND;
            long recent = starts.stream().filter(s -> s > since).count();
            assertThat(limiter.inUse()).isEqualTo((int) Math.min(permits, recent));
        }
    }

    private record Run(List<Long> starts, List<Long> reservedAt, List<Long> pausedUntil) {
    }

    private static Run run(int permits, Duration margin, long origin, List<Step> steps) {
        FakeTime time = new FakeTime(origin);
        RateLimiter limiter = new RateLimiter(permits, margin, time);
        List<Long> starts = new ArrayList<>();
        List<Long> reservedAt = new ArrayList<>();
        List<Long> pausedUntils = new ArrayList<>();
        long pausedUntil = Long.MIN_VALUE;
        for (Step step : steps) {
            if (step instanceof Pause(long nanos)) {
                pausedUntil = Math.max(pausedUntil, time.nanoTime() + nanos);
            }
            if (step instanceof Reserve) {
                reservedAt.add(time.nanoTime());
                pausedUntils.add(pausedUntil);
            }
            apply(step, time, limiter, starts);
        }
        return new Run(starts, reservedAt, pausedUntils);
    }

    private static void apply(Step step, FakeTime time, RateLimiter limiter, List<Long> starts) {
        switch (step) {
            case Reserve reserve -> {
                long now = time.nanoTime();
                Duration wait = limiter.reserve();
                assertThat(wait.isNegative()).as("wait %s", wait).isFalse();
                starts.add(now + wait.toNanos());
            }
            case Advance(long nanos) -> time.advance(Duration.ofNanos(nanos));
            case Pause(long nanos) -> limiter.pause(Duration.ofNanos(nanos));
        }
    }
}
