package io.mailroom.ui.contacts;

import io.mailroom.ui.common.Messages;
import javafx.beans.binding.Bindings;
import javafx.beans.binding.DoubleBinding;
import javafx.beans.binding.StringBinding;
import javafx.beans.property.BooleanProperty;
import javafx.beans.property.LongProperty;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyLongProperty;
import javafx.beans.property.SimpleBooleanProperty;
import javafx.beans.property.SimpleLongProperty;

/**
 * Where a job the contacts screen runs in the background stands (a delete, an export), as the
 * screen shows it over the foot of the table: whether it runs, whether it is being cancelled, and
 * how many of how many are done, as a bar's fraction and a line of words. Changed on the UI thread only.
 */
final class JobProgress {

    private String doingKey;
    private String cancellingKey;
    private final BooleanProperty running = new SimpleBooleanProperty(false);
    private final BooleanProperty cancelling = new SimpleBooleanProperty(false);
    private final LongProperty done = new SimpleLongProperty(0);
    private final LongProperty total = new SimpleLongProperty(0);

    /**
     * @param doingKey      the words while it runs, given how many are done and of how many
     * @param cancellingKey the words once Cancel was asked for
     */
    JobProgress(String doingKey, String cancellingKey) {
        this.doingKey = doingKey;
        this.cancellingKey = cancellingKey;
    }

    void begin(long of) {
        begin(doingKey, cancellingKey, of);
    }

    /** A job of another kind than the last, with its own words: {@link #JobProgress(String, String)}. */
    void begin(String doing, String whileCancelling, long of) {
        doingKey = doing;
        cancellingKey = whileCancelling;
        running.set(true);
        cancelling.set(false);
        done.set(0);
        total.set(of);
    }

    /** Items end on many threads and their notices may come out of order: the count never goes back. */
    void done(long count, long of) {
        done.set(Math.max(done.get(), count));
        total.set(of);
    }

    void cancelling() {
        cancelling.set(true);
    }

    void end() {
        running.set(false);
        cancelling.set(false);
    }

    ReadOnlyBooleanProperty runningProperty() {
        return running;
    }

    ReadOnlyBooleanProperty cancellingProperty() {
        return cancelling;
    }

    ReadOnlyLongProperty doneProperty() {
        return done;
    }

    DoubleBinding fraction() {
        return Bindings.createDoubleBinding(() -> total.get() == 0 ? 0 : (double) done.get() / total.get(), done, total);
    }

    StringBinding text() {
        return Bindings.createStringBinding(() -> cancelling.get() ? Messages.text(cancellingKey) : Messages.text(doingKey, done.get(), total.get()),
                done, total, cancelling, running);
    }
}
