package io.mailroom.service;

import java.time.Instant;
import java.util.Optional;

/**
 * A process as another can recognise it: its id and when it started, so that an id the system
 * gave again to a later process is not taken for it. How Mailroom tells whether the writer of a
 * file left behind (docs/decisions/026-stale-temporary-files.md) or the holder of a sweep
 * (docs/decisions/050-one-sweep-per-application.md) still runs.
 *
 * @param pid     the process id
 * @param started when it started, in milliseconds since 1970; 0 when the system does not say
 */
public record ProcessIdentity(long pid, long started) {

    private static final ProcessIdentity CURRENT = of(ProcessHandle.current());

    /** This process. */
    public static ProcessIdentity current() {
        return CURRENT;
    }

    public static ProcessIdentity of(ProcessHandle process) {
        return new ProcessIdentity(process.pid(), process.info().startInstant().map(Instant::toEpochMilli).orElse(0L));
    }

    /** Surely no longer running: no process has the id, or the one that has it started at another time. */
    public boolean gone() {
        Optional<ProcessHandle> process = ProcessHandle.of(pid).filter(ProcessHandle::isAlive);
        if (process.isEmpty()) {
            return true;
        }
        long processStarted = of(process.get()).started();
        return started != 0 && processStarted != 0 && processStarted != started;
    }

    /** Surely running: this process, or a running one with this id that started when this one says. */
    public boolean running() {
        if (equals(CURRENT)) {
            return true;
        }
        return started != 0 && ProcessHandle.of(pid).filter(ProcessHandle::isAlive)
                .map(process -> of(process).started() == started).orElse(false);
    }
}
