package io.mailroom.service.localcopy;

import io.mailroom.service.ProcessIdentity;
import java.util.Optional;
import java.util.UUID;

/**
 * Who runs a sweep or a job: a process ({@link ProcessIdentity}) and one run within it. All the processes
 * that share a copy run on one machine: SQLite's WAL mode, which the copy uses, works only there,
 * so a process id means the same to each of them.
 */
record SweepOwner(ProcessIdentity process, String run) {

    /** A new run of this process. */
    static SweepOwner newRun() {
        return new SweepOwner(ProcessIdentity.current(), UUID.randomUUID().toString());
    }

    /** Reads what {@link #text()} wrote; empty for anything else. */
    static Optional<SweepOwner> parse(String text) {
        String[] parts = text == null ? new String[0] : text.split(":", 3);
        if (parts.length != 3) {
            return Optional.empty();
        }
        try {
            return Optional.of(new SweepOwner(new ProcessIdentity(Long.parseLong(parts[0]), Long.parseLong(parts[1])), parts[2]));
        } catch (NumberFormatException e) {
            return Optional.empty();
        }
    }

    /**
     * Whether this owner still holds what it claimed: while its process surely runs; where that
     * cannot be told, while its {@code heartbeat} is fresh ({@link SweepClaim#STALE_AFTER}).
     */
    boolean holds(long heartbeat, long now) {
        return process.running() || !process.gone() && now - heartbeat < SweepClaim.STALE_AFTER.toMillis();
    }

    /** What the {@code sweep} and {@code job} tables' {@code owner} columns hold. */
    String text() {
        return process.pid() + ":" + process.started() + ":" + run;
    }
}
