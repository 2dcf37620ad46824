package io.mailroom.service.localcopy;

import java.time.Duration;
import java.time.Instant;

/**
 * When an application's copy was last made whole by a completed sweep, and how many contacts the
 * service listed then.
 */
public record SyncStamp(Instant syncedAt, long total) {

    /** Whether the copy is older than {@code age} at {@code now}: a stale copy, to be refreshed in the background. */
    public boolean olderThan(Duration age, Instant now) {
        return syncedAt.plus(age).isBefore(now);
    }
}
