package io.mailroom.sandbox;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.time.Duration;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** The sliding one-second window of arrivals, refused ones included, on a clock the test moves by hand. */
class ArrivalRateLimitTest {

    private long nowMillis;
    private final ArrivalRateLimit limiter = new ArrivalRateLimit(2, () -> Duration.ofMillis(nowMillis).toNanos());

    private Optional<Duration> at(long millis, String key) {
        nowMillis = millis;
        return limiter.admit(key);
    }

    private Optional<Duration> at(long millis) {
        return at(millis, "key");
    }

    @Test
    void acceptsNThenSaysHowLongUntilTheWindowHasRoomForTheNext() {
        assertThat(at(0)).isEmpty();
        assertThat(at(100)).isEmpty();
        // Three within a second; the next fits once the second most recent, at 100, has left.
        assertThat(at(200)).contains(Duration.ofMillis(900));
        assertThat(at(1100)).isEmpty();
        assertThat(at(1150)).contains(Duration.ofMillis(950));
        assertThat(at(2100)).isEmpty();
    }

    @Test
    void theWindowSlidesInsteadOfResettingEachSecond() {
        assertThat(at(900)).isEmpty();
        assertThat(at(950)).isEmpty();
        assertThat(at(1100)).as("a fixed per-second window would accept here").isPresent();
        assertThat(at(2100)).isEmpty();
    }

    @Test
    void refusedRequestsCountToo() {
        limiter.limit(1);
        assertThat(at(0)).isEmpty();
        assertThat(at(400)).contains(Duration.ofMillis(1000));
        assertThat(at(1000)).as("the refused request at 400 is still within a second").isPresent();
        assertThat(at(2000)).isEmpty();
    }

    @Test
    void aClientThatWaitsAsToldIsServed() {
        limiter.limit(3);
        assertThat(at(0)).isEmpty();
        assertThat(at(10)).isEmpty();
        assertThat(at(20)).isEmpty();
        Duration told = at(30).orElseThrow();

        assertThat(at(30 + told.toMillis())).isEmpty();
    }

    @Test
    void eachKeyHasItsOwnWindow() {
        assertThat(at(0, "a")).isEmpty();
        assertThat(at(1, "a")).isEmpty();
        assertThat(at(2, "a")).isPresent();
        assertThat(at(3, "b")).isEmpty();
    }

    @Test
    void aLoweredLimitWaitsForEnoughOfTheWindowToDrain() {
        limiter.limit(3);
        assertThat(at(0)).isEmpty();
        assertThat(at(10)).isEmpty();
        assertThat(at(20)).isEmpty();
        limiter.limit(1);

        assertThat(at(500)).contains(Duration.ofMillis(1000));
        assertThat(at(1499)).isPresent();
        assertThat(at(2499)).isEmpty();
    }

    @Test
    void refusesALimitBelowOne() {
        assertThatThrownBy(() -> limiter.limit(0)).isInstanceOf(IllegalArgumentException.class);
        assertThat(limiter.limit()).isEqualTo(2);
    }
}
