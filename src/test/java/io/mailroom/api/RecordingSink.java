package io.mailroom.api;

import java.util.ArrayList;
import java.util.List;

/** Keeps every activity record. */
final class RecordingSink implements ActivitySink {

    private final List<ActivityRecord> records = new ArrayList<>();

    @Override
    public synchronized void record(ActivityRecord entry) {
        records.add(entry);
    }

    synchronized List<ActivityRecord> records() {
        return List.copyOf(records);
    }

    synchronized ActivityRecord only() {
        if (records.size() != 1) {
            throw new AssertionError("expected exactly one activity record, got " + records);
        }
        return records.getFirst();
    }
}
