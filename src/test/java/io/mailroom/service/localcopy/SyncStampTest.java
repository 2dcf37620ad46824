package io.mailroom.service.localcopy;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.time.Instant;
import org.junit.jupiter.api.Test;

class SyncStampTest {

    private static final Instant SYNCED = Instant.parse("2026-11-24T08:00:00Z");

    @Test
    void aCopyIsStaleOnlyOnceOlderThanTheAgeGiven() {
        SyncStamp stamp = new SyncStamp(SYNCED, 10);

        assertThat(stamp.olderThan(Duration.ofDays(1), SYNCED.plus(Duration.ofHours(23)))).isFalse();
        assertThat(stamp.olderThan(Duration.ofDays(1), SYNCED.plus(Duration.ofDays(1)))).isFalse();
        assertThat(stamp.olderThan(Duration.ofDays(1), SYNCED.plus(Duration.ofDays(1)).plusMillis(1))).isTrue();
        assertThat(stamp.olderThan(Duration.ofMinutes(5), SYNCED.plus(Duration.ofMinutes(6)))).isTrue();
    }
}
