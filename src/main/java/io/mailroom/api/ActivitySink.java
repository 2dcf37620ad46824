package io.mailroom.api;

/** Receives an {@link ActivityRecord} when a request has ended; called on the requesting thread. */
@FunctionalInterface
public interface ActivitySink {

    ActivitySink NONE = entry -> { };

    void record(ActivityRecord entry);
}
