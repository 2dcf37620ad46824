package io.mailroom.sandbox;

import java.time.Duration;
import java.util.Objects;

/**
 * Fault controls for the {@code /v1} requests of one path, or of every {@code /v1} path. Obtain
 * one with {@link SandboxFaults#on(String)}; the same controls on {@link SandboxFaults} itself
 * apply to every path. "Next n" faults are taken one per request, in the order they were armed.
 */
public final class FaultScope {

    private final SandboxFaults faults;
    private final String path;

    FaultScope(SandboxFaults faults, String path) {
        this.faults = faults;
        this.path = path;
    }

    /**
     * Delays every matching request before anything else happens to it, until cleared. A path's
     * own latency replaces the one for every path, so {@link Duration#ZERO} exempts a path.
     */
    public FaultScope latency(Duration delay) {
        faults.latency(path, notNegative("latency", delay));
        return this;
    }

    /** Answers the next {@code count} matching requests with this error envelope, without processing them. */
    public FaultScope failNext(int count, int status, long code, String message) {
        errorStatus("status", status);
        Objects.requireNonNull(message, "message");
        faults.arm(path, new InjectedFault.Failure(status, code, message, null), positive("count", count));
        return this;
    }

    /** As {@link #failNext(int, int, long, String)}, with {@code Retry-After} in whole seconds on every answer. */
    public FaultScope failNext(int count, int status, long code, String message, Duration retryAfter) {
        errorStatus("status", status);
        Objects.requireNonNull(message, "message");
        faults.arm(path, new InjectedFault.Failure(status, code, message, notNegative("retryAfter", retryAfter)),
                positive("count", count));
        return this;
    }

    /** Answers the next {@code count} matching requests with HTTP 502 and an HTML page, without processing them. */
    public FaultScope malformedNext(int count) {
        faults.arm(path, new InjectedFault.Malformed(), positive("count", count));
        return this;
    }

    /** Closes the connection of the next {@code count} matching requests without answering or processing them. */
    public FaultScope dropNext(int count) {
        faults.arm(path, new InjectedFault.Drop(), positive("count", count));
        return this;
    }

    /**
     * Processes the next {@code count} matching requests (an email is captured, a contact saved)
     * and only then waits {@code delay} before answering: a client that times out meanwhile
     * cannot know its request took effect.
     */
    public FaultScope answerLateNext(int count, Duration delay) {
        faults.arm(path, new InjectedFault.AnswerLate(notNegative("delay", delay)), positive("count", count));
        return this;
    }

    static int positive(String name, int value) {
        if (value < 1) {
            throw new IllegalArgumentException(name + ": must be 1 or more");
        }
        return value;
    }

    static Duration notNegative(String name, Duration value) {
        if (value == null || value.isNegative()) {
            throw new IllegalArgumentException(name + ": must be a duration of 0 or more");
        }
        return value;
    }

    static int errorStatus(String name, int status) {
        if (status < 400 || status > 599) {
            throw new IllegalArgumentException(name + ": must be an HTTP error status from 400 to 599");
        }
        return status;
    }
}
