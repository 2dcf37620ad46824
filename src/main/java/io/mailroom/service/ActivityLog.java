package io.mailroom.service;

import io.mailroom.api.ActivityRecord;
import io.mailroom.api.ActivitySink;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;
import java.util.function.Consumer;

/** The in-memory log of recent requests that the activity screen and {@code -v} show. */
public final class ActivityLog implements ActivitySink {

    public static final int DEFAULT_CAPACITY = 5_000;

    private final int capacity;
    private final Deque<ActivityRecord> entries = new ArrayDeque<>();
    /** Guarded by {@code entries}; replaced, never changed, so it can be told outside the lock. */
    private List<Consumer<ActivityRecord>> listeners = List.of();

    public ActivityLog(int capacity) {
        this.capacity = capacity;
    }

    public ActivityLog() {
        this(DEFAULT_CAPACITY);
    }

    @Override
    public void record(ActivityRecord entry) {
        List<Consumer<ActivityRecord>> told;
        synchronized (entries) {
            if (entries.size() == capacity) {
                entries.removeFirst();
            }
            entries.addLast(entry);
            told = listeners;
        }
        told.forEach(listener -> listener.accept(entry));
    }

    /** How many entries it keeps: the newest, the oldest dropped first. */
    public int capacity() {
        return capacity;
    }

    /** Oldest first. */
    public List<ActivityRecord> entries() {
        synchronized (entries) {
            return List.copyOf(entries);
        }
    }

    /**
     * Tells {@code listener} of every entry recorded from now on, on the thread that made the
     * request, after it ended, until the subscription is closed.
     */
    public Subscription subscribe(Consumer<ActivityRecord> listener) {
        return follow(listener).subscription();
    }

    /**
     * As {@link #subscribe}, and the entries so far, oldest first: each entry is either in that
     * list or told to the listener, never both and never neither.
     */
    public Followed follow(Consumer<ActivityRecord> listener) {
        Consumer<ActivityRecord> registered = listener::accept;
        synchronized (entries) {
            List<Consumer<ActivityRecord>> more = new ArrayList<>(listeners);
            more.add(registered);
            listeners = List.copyOf(more);
            return new Followed(List.copyOf(entries), () -> unsubscribe(registered));
        }
    }

    private void unsubscribe(Consumer<ActivityRecord> registered) {
        synchronized (entries) {
            List<Consumer<ActivityRecord>> fewer = new ArrayList<>(listeners);
            fewer.remove(registered);
            listeners = List.copyOf(fewer);
        }
    }

    /** What {@link #follow} returns: the entries before the listener joined, and its subscription. */
    public record Followed(List<ActivityRecord> sofar, Subscription subscription) {
    }
}
