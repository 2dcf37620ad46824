package io.mailroom.service.localcopy;

import java.time.Instant;

/**
 * When an application's copy was last made whole by a completed sweep, and how many contacts the
 * service listed then.
 */
public record SyncStamp(Instant syncedAt, long total) {
}
