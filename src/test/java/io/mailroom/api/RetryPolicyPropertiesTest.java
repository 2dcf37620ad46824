package io.mailroom.api;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.time.Instant;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.Optional;
import java.util.SplittableRandom;
import net.jqwik.api.Example;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import net.jqwik.api.constraints.LongRange;

/** Backoff with jitter and the reading of Retry-After (docs/decisions/005-retries-and-may-have-been-sent.md). */
class RetryPolicyPropertiesTest {

    @Property
    void backoffDoublesWithJitterInTheUpperHalfAndNeverPassesMaxDelay(@ForAll @IntRange(min = 1, max = 40) int failedAttempt,
                                                                      @ForAll @LongRange(min = 1, max = 5_000) long baseMillis,
                                                                      @ForAll @LongRange(min = 1, max = 120_000) long maxMillis,
                                                                      @ForAll long seed) {
        RetryPolicy policy = new RetryPolicy(5, Duration.ofMillis(baseMillis), Duration.ofMillis(maxMillis), new SplittableRandom(seed));
        long full = Math.min(maxMillis, baseMillis << Math.min(failedAttempt - 1, 20));

        long delay = policy.delayAfter(failedAttempt, Optional.empty()).toMillis();

        assertThat(delay).isBetween(full / 2, full);
    }

    @Property
    void retryAfterIsHonouredUpToMaxDelay(@ForAll @LongRange(min = 0, max = 100_000) long askedSeconds,
                                          @ForAll @IntRange(min = 1, max = 10) int failedAttempt) {
        RetryPolicy policy = new RetryPolicy(5, Duration.ofMillis(500), Duration.ofSeconds(30), new SplittableRandom(1));

        Duration delay = policy.delayAfter(failedAttempt, Optional.of(Duration.ofSeconds(askedSeconds)));

        assertThat(delay).isEqualTo(Duration.ofSeconds(Math.min(askedSeconds, 30)));
    }

    @Property
    void retryAfterInSecondsIsReadAsSeconds(@ForAll @LongRange(min = 0, max = 1_000_000) long seconds) {
        assertThat(RetryAfter.parse(Optional.of(Long.toString(seconds)), FakeTime.EPOCH)).contains(Duration.ofSeconds(seconds));
        assertThat(RetryAfter.parse(Optional.of(" " + seconds + " "), FakeTime.EPOCH)).contains(Duration.ofSeconds(seconds));
    }

    @Property
    void retryAfterAsAnHttpDateIsTheTimeUntilThen(@ForAll @LongRange(min = -100_000, max = 100_000) long offsetSeconds) {
        Instant now = FakeTime.EPOCH;
        String date = DateTimeFormatter.RFC_1123_DATE_TIME.format(now.plusSeconds(offsetSeconds).atOffset(ZoneOffset.UTC));

        Optional<Duration> wait = RetryAfter.parse(Optional.of(date), now);

        assertThat(wait).contains(Duration.ofSeconds(Math.max(0, offsetSeconds)));
    }

    @Example
    void anImfFixdateWithAOneDigitDayIsRead() {
        assertThat(RetryAfter.parse(Optional.of("Wed, 1 Jan 2025 12:00:09 GMT"), FakeTime.EPOCH)).contains(Duration.ofSeconds(9));
        assertThat(RetryAfter.parse(Optional.of("Wed, 01 Jan 2025 12:00:09 GMT"), FakeTime.EPOCH)).contains(Duration.ofSeconds(9));
    }

    @Example
    void anythingElseIsNoRetryAfter() {
        for (String value : new String[] {"", " ", "-5", "1.5", "soon", "Wed, 01 Jan 2025", "99999999999999999999999"}) {
            assertThat(RetryAfter.parse(Optional.of(value), FakeTime.EPOCH)).as(value).isEmpty();
        }
        assertThat(RetryAfter.parse(Optional.empty(), FakeTime.EPOCH)).isEmpty();
    }

    @Example
    void noneMeansOneAttempt() {
        assertThat(RetryPolicy.none().maxAttempts()).isEqualTo(1);
        assertThat(RetryPolicy.defaults().maxAttempts()).isBetween(2, 5);
    }
}
