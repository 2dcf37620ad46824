package io.mailroom.service.localcopy;

import java.time.Instant;

/**
 * Another sync of the same application in the same copy is under way, in this process or another
 * (docs/decisions/050-one-sweep-per-application.md): nothing was asked of the service. Its result
 * will be in the copy when it completes.
 */
public final class SyncRunningException extends RuntimeException {

    private final String appId;
    private final long processId;
    private final Instant since;

    public SyncRunningException(String appId, long processId, Instant since) {
        super("a sync of " + appId + " is already under way (process " + processId + ", since " + since + ")");
        this.appId = appId;
        this.processId = processId;
        this.since = since;
    }

    public String appId() {
        return appId;
    }

    /** The process that runs it: this one's own id when it runs here. */
    public long processId() {
        return processId;
    }

    /** When it claimed the application. */
    public Instant since() {
        return since;
    }
}
