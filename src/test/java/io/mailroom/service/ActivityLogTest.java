package io.mailroom.service;

import static org.assertj.core.api.Assertions.assertThat;

import io.mailroom.api.ActivityRecord;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
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
}
