package io.mailroom.sandbox;

import java.time.Duration;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;

/**
 * Fault injection for {@code /v1} requests: latency, error answers, malformed answers, dropped
 * connections, late answers, a changed rate limit, and list pages that contradict what was asked. The controls here apply to every
 * {@code /v1} path; {@link #on(String)} restricts them to one. Faults are checked before the
 * API key and the rate limit, as a broken network or proxy in front of the service would act.
 */
public final class SandboxFaults {

    private final ArrivalRateLimit limiter;
    private final int configuredRateLimit;
    private final FaultScope everywhere = new FaultScope(this, null);
    private final Map<String, Duration> latencyByPath = new ConcurrentHashMap<>();
    private volatile Duration latencyEverywhere = Duration.ZERO;
    private final List<Armed> armed = new ArrayList<>();
    private volatile int servedPageSize;
    private volatile int reportedPageSize;

    SandboxFaults(ArrivalRateLimit limiter, int configuredRateLimit) {
        this.limiter = limiter;
        this.configuredRateLimit = configuredRateLimit;
    }

    /** The controls for one path such as "/v1/send" (exact match, no query string). */
    public FaultScope on(String path) {
        if (path == null || !(path.equals("/v1") || path.startsWith("/v1/"))) {
            throw new IllegalArgumentException("path: must be a path under /v1, e.g. /v1/send");
        }
        return new FaultScope(this, path);
    }

    /** @see FaultScope#latency(Duration) */
    public SandboxFaults latency(Duration delay) {
        everywhere.latency(delay);
        return this;
    }

    /** @see FaultScope#failNext(int, int, long, String) */
    public SandboxFaults failNext(int count, int status, long code, String message) {
        everywhere.failNext(count, status, code, message);
        return this;
    }

    /** @see FaultScope#failNext(int, int, long, String, Duration) */
    public SandboxFaults failNext(int count, int status, long code, String message, Duration retryAfter) {
        everywhere.failNext(count, status, code, message, retryAfter);
        return this;
    }

    /** @see FaultScope#malformedNext(int) */
    public SandboxFaults malformedNext(int count) {
        everywhere.malformedNext(count);
        return this;
    }

    /** @see FaultScope#dropNext(int) */
    public SandboxFaults dropNext(int count) {
        everywhere.dropNext(count);
        return this;
    }

    /** @see FaultScope#answerLateNext(int, Duration) */
    public SandboxFaults answerLateNext(int count, Duration delay) {
        everywhere.answerLateNext(count, delay);
        return this;
    }

    /** Changes the per-key limit until {@link #clear()}; it is per API key, so it has no path. */
    public SandboxFaults rateLimit(int perSecond) {
        limiter.limit(FaultScope.positive("rateLimit", perSecond));
        return this;
    }

    /**
     * Serves every list page at this size whatever {@code pageSize} was asked, and says so in the
     * answer's {@code pageSize}, as a service with its own fixed page size would.
     */
    public SandboxFaults servePageSize(int size) {
        servedPageSize = FaultScope.positive("servePageSize", size);
        return this;
    }

    /** Writes this {@code pageSize} into every list answer, whatever size the page was served at. */
    public SandboxFaults reportPageSize(int size) {
        reportedPageSize = FaultScope.positive("reportPageSize", size);
        return this;
    }

    /** Removes every latency, armed fault and paging change and restores the configured rate limit. */
    public SandboxFaults clear() {
        synchronized (armed) {
            armed.clear();
        }
        servedPageSize = 0;
        reportedPageSize = 0;
        latencyByPath.clear();
        latencyEverywhere = Duration.ZERO;
        limiter.limit(configuredRateLimit);
        return this;
    }

    /** The size a list page is served at: the one asked for unless {@link #servePageSize(int)} says otherwise. */
    int servedPageSize(int asked) {
        return servedPageSize == 0 ? asked : servedPageSize;
    }

    /** The {@code pageSize} a list answer carries: the served size unless {@link #reportPageSize(int)} says otherwise. */
    int reportedPageSize(int served) {
        return reportedPageSize == 0 ? served : reportedPageSize;
    }

    FaultScope scope(String pathOrNull) {
        return pathOrNull == null ? everywhere : on(pathOrNull);
    }

    /** The most specific latency wins: a path's own, else the one for every path. */
    Duration latencyFor(String path) {
        return latencyByPath.getOrDefault(path, latencyEverywhere);
    }

    /** Takes the earliest armed fault that matches the path, if any. */
    Optional<InjectedFault> takeNext(String path) {
        synchronized (armed) {
            for (Iterator<Armed> it = armed.iterator(); it.hasNext(); ) {
                Armed candidate = it.next();
                if (candidate.path == null || candidate.path.equals(path)) {
                    if (--candidate.remaining == 0) {
                        it.remove();
                    }
                    return Optional.of(candidate.fault);
                }
            }
            return Optional.empty();
        }
    }

    void latency(String pathOrNull, Duration delay) {
        if (pathOrNull == null) {
            latencyEverywhere = delay;
        } else {
            latencyByPath.put(pathOrNull, delay);
        }
    }

    void arm(String pathOrNull, InjectedFault fault, int count) {
        synchronized (armed) {
            armed.add(new Armed(pathOrNull, fault, count));
        }
    }

    private static final class Armed {
        final String path;
        final InjectedFault fault;
        int remaining;

        Armed(String path, InjectedFault fault, int remaining) {
            this.path = path;
            this.fault = fault;
            this.remaining = remaining;
        }
    }
}
