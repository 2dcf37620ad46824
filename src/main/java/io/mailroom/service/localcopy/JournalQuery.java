package io.mailroom.service.localcopy;

import java.time.Instant;
import java.util.Optional;

/**
 * Which changes of the journal to read, newest first: each part that is present narrows them.
 *
 * @param appId   one application's
 * @param address one contact's, ignoring case
 * @param since   those begun at or after this moment
 * @param jobId   one job's
 * @param kind    one kind's
 * @param limit   at most this many
 */
public record JournalQuery(Optional<String> appId, Optional<String> address, Optional<Instant> since, Optional<String> jobId,
                           Optional<ChangeKind> kind, int limit) {

    /** Every change, up to a million. */
    public static JournalQuery all() {
        return new JournalQuery(Optional.empty(), Optional.empty(), Optional.empty(), Optional.empty(), Optional.empty(), 1_000_000);
    }

    public JournalQuery inApp(String value) {
        return new JournalQuery(Optional.of(value), address, since, jobId, kind, limit);
    }

    public JournalQuery of(String value) {
        return new JournalQuery(appId, Optional.of(value), since, jobId, kind, limit);
    }

    public JournalQuery since(Instant value) {
        return new JournalQuery(appId, address, Optional.of(value), jobId, kind, limit);
    }

    public JournalQuery inJob(String value) {
        return new JournalQuery(appId, address, since, Optional.of(value), kind, limit);
    }

    public JournalQuery ofKind(ChangeKind value) {
        return new JournalQuery(appId, address, since, jobId, Optional.of(value), limit);
    }

    public JournalQuery atMost(int value) {
        return new JournalQuery(appId, address, since, jobId, kind, value);
    }
}
