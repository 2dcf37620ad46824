package io.mailroom.ui.activity;

import io.mailroom.api.ActivityRecord;
import io.mailroom.service.ActivityLog;
import io.mailroom.service.Subscription;
import io.mailroom.ui.common.Async;
import java.util.ArrayList;
import java.util.List;
import java.util.Queue;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.atomic.AtomicBoolean;
import javafx.beans.binding.Bindings;
import javafx.beans.property.BooleanProperty;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.beans.property.SimpleBooleanProperty;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;
import javafx.collections.transformation.FilteredList;

/**
 * Every request of the app, newest first, as the activity log records them, filtered as the
 * person asks. Requests end on many threads; they reach the list in batches on the UI thread,
 * so requests that end close together cost the table one update, not one each.
 */
final class ActivityViewModel {

    private final Async async;
    private final int capacity;
    private final ObservableList<ActivityRecord> all = FXCollections.observableArrayList();
    private final FilteredList<ActivityRecord> shown = new FilteredList<>(all);
    private final StringProperty filter = new SimpleStringProperty(this, "filter", "");
    private final BooleanProperty failuresOnly = new SimpleBooleanProperty(this, "failuresOnly");
    private final ReadOnlyStringWrapper count = new ReadOnlyStringWrapper(this, "count");
    private final Queue<ActivityRecord> arrived = new ConcurrentLinkedQueue<>();
    private final AtomicBoolean drainScheduled = new AtomicBoolean();

    private final Subscription subscriptions;

    ActivityViewModel(ActivityLog log, Async async) {
        this.async = async;
        this.capacity = log.capacity();
        shown.predicateProperty().bind(Bindings.createObjectBinding(
                () -> ActivityFilter.of(filter.get(), failuresOnly.get()), filter, failuresOnly));
        count.bind(Bindings.createStringBinding(
                () -> ActivityText.count(shown.size(), all.size(), ActivityFilter.active(filter.get(), failuresOnly.get())),
                all, shown, filter, failuresOnly));
        ActivityLog.Followed followed = log.follow(this::arrived);
        subscriptions = followed.subscription();
        all.setAll(followed.sofar().reversed());
    }

    /** Ends its subscriptions, when its screen stops: nothing calls it after that. */
    void close() {
        subscriptions.close();
    }

    /** The requests the filter lets through, newest first. */
    ObservableList<ActivityRecord> shown() {
        return shown;
    }

    /** How many requests are listed, filter or not. */
    int total() {
        return all.size();
    }

    /** Words that must each occur in a request's method, path, status, code, message or requestId. */
    StringProperty filterProperty() {
        return filter;
    }

    BooleanProperty failuresOnlyProperty() {
        return failuresOnly;
    }

    /** "N requests", or "N of M shown" while the filter hides some. */
    ReadOnlyStringProperty countProperty() {
        return count.getReadOnlyProperty();
    }

    /** On the thread whose request ended. */
    private void arrived(ActivityRecord record) {
        arrived.add(record);
        if (drainScheduled.compareAndSet(false, true)) {
            async.onUi(this::drain);
        }
    }

    private void drain() {
        drainScheduled.set(false);
        List<ActivityRecord> batch = new ArrayList<>();
        for (ActivityRecord record = arrived.poll(); record != null; record = arrived.poll()) {
            batch.add(record);
        }
        if (batch.isEmpty()) {
            return;
        }
        all.addAll(0, batch.reversed());
        if (all.size() > capacity) {
            all.remove(capacity, all.size());
        }
    }
}
