package io.mailroom.sandbox;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.time.Duration;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** The sliding one-second window, on a clock the test moves by hand. */
class ArrivalRateLimitTest {

    private long nowMillis;
    private final ArrivalRateLimit limiter = new ArrivalRateLimit(2, () -> Duration.ofMillis(nowMillis).toNanos());

    private Optional<Duration> at(long millis, String key) {
        nowMillis = millis;
        return limiter.tryAcquire(key);
    }

    private Optional<Duration> at(long millis) {
        return at(millis, "key");
    }

    @Test
    void acceptsNThenSaysHowLongUntilTheOldestLeavesTheWindow() {
        assertThat(at(0)).isEmpty();
        assertThat(at(100)).isEmpty();
        assertThat(at(200)).contains(Duration.ofMillis(800));
        assertThat(at(999)).contains(Duration.ofMillis(1));
        assertThat(at(1000)).isEmpty();
        assertThat(at(1050)).contains(Duration.ofMillis(50));
        assertThat(at(1100)).isEmpty();
    }

    @Test
    void theWindowSlidesInsteadOfResettingEachSecond() {
        assertThat(at(900)).isEmpty();
        assertThat(at(950)).isEmpty();
        assertThat(at(1100)).as("a fixed per-second window would accept here").isPresent();
        assertThat(at(1900)).isEmpty();
    }

    @Test
    void refusedRequestsDoNotOccupyTheWindow() {
        limiter.limit(1);
        assertThat(at(0)).isEmpty();
        assertThat(at(400)).isPresent();
        assertThat(at(800)).isPresent();
        assertThat(at(999)).isPresent();
        assertThat(at(1000)).as("only the accepted request at 0 counted").isEmpty();
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

        assertThat(at(500)).contains(Duration.ofMillis(520));
        assertThat(at(1019)).isPresent();
        assertThat(at(1020)).isEmpty();
    }

    @Test
    void refusesALimitBelowOne() {
        assertThatThrownBy(() -> limiter.limit(0)).isInstanceOf(IllegalArgumentException.class);
        assertThat(limiter.limit()).isEqualTo(2);
    }
}
