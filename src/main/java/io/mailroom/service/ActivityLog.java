package io.mailroom.service;

import io.mailroom.api.ActivityRecord;
import io.mailroom.api.ActivitySink;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.function.Consumer;

/** The in-memory log of recent requests that the activity screen and {@code -v} show. */
public final class ActivityLog implements ActivitySink {

    public static final int DEFAULT_CAPACITY = 5_000;

    private final int capacity;
    private final Deque<ActivityRecord> entries = new ArrayDeque<>();
    private final List<Consumer<ActivityRecord>> listeners = new CopyOnWriteArrayList<>();

    public ActivityLog(int capacity) {
        this.capacity = capacity;
    }

    public ActivityLog() {
        this(DEFAULT_CAPACITY);
    }

    @Override
    public void record(ActivityRecord entry) {
        synchronized (entries) {
            if (entries.size() == capacity) {
                entries.removeFirst();
            }
            entries.addLast(entry);
        }
        listeners.forEach(listener -> listener.accept(entry));
    }

    /** Oldest first. */
    public List<ActivityRecord> entries() {
        synchronized (entries) {
            return List.copyOf(entries);
        }
    }

    /** Called on the thread that made the request, after it ended. */
    public void subscribe(Consumer<ActivityRecord> listener) {
        listeners.add(listener);
    }
}
