package io.mailroom.ui.contacts;

import io.mailroom.api.ServiceClient;
import io.mailroom.service.BulkExecutor;
import io.mailroom.service.BulkJob;
import io.mailroom.service.BulkReport;
import io.mailroom.ui.common.Async;
import io.mailroom.ui.common.Messages;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.function.Supplier;
import javafx.beans.binding.Bindings;
import javafx.beans.binding.DoubleBinding;
import javafx.beans.binding.StringBinding;
import javafx.beans.property.BooleanProperty;
import javafx.beans.property.IntegerProperty;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyIntegerProperty;
import javafx.beans.property.SimpleBooleanProperty;
import javafx.beans.property.SimpleIntegerProperty;

/**
 * Deleting contacts by address, one request each through the bulk executor (and so through the
 * key's one rate limiter): progress as items end, cancel, and every item's result at the end.
 * One job at a time; its state changes only on the UI thread.
 */
final class ContactDeletion {

    private final Async async;
    private final BulkExecutor executor;
    private final BooleanProperty running = new SimpleBooleanProperty(false);
    private final IntegerProperty done = new SimpleIntegerProperty(0);
    private final IntegerProperty total = new SimpleIntegerProperty(0);
    private final BooleanProperty cancelling = new SimpleBooleanProperty(false);
    private BulkJob<String> job;

    ContactDeletion(Async async, BulkExecutor executor) {
        this.async = async;
        this.executor = executor;
    }

    /** Starts deleting; the future completes on the UI thread with every contact's result. */
    CompletableFuture<BulkReport<String>> start(String appId, List<String> addresses, Supplier<ServiceClient> client) {
        if (running.get()) {
            throw new IllegalStateException("a delete is already running");
        }
        running.set(true);
        cancelling.set(false);
        done.set(0);
        total.set(addresses.size());
        CompletableFuture<BulkReport<String>> finished = new CompletableFuture<>();
        job = executor.start(addresses, address -> client.get().deleteContact(appId, address),
                // Items end on many threads; their notices may reach the UI out of order.
                (result, count, all) -> async.onUi(() -> done.set(Math.max(done.get(), count))));
        job.whenDone().thenAccept(report -> async.onUi(() -> {
            job = null;
            done.set(report.results().size());
            running.set(false);
            finished.complete(report);
        }));
        return finished;
    }

    /** Stops every delete not yet sent; those already on the wire finish, so their result is known. */
    void cancel() {
        if (job != null) {
            cancelling.set(true);
            job.cancel();
        }
    }

    ReadOnlyBooleanProperty runningProperty() {
        return running;
    }

    ReadOnlyBooleanProperty cancellingProperty() {
        return cancelling;
    }

    ReadOnlyIntegerProperty doneProperty() {
        return done;
    }

    ReadOnlyIntegerProperty totalProperty() {
        return total;
    }

    DoubleBinding progress() {
        return Bindings.createDoubleBinding(() -> total.get() == 0 ? 0 : (double) done.get() / total.get(), done, total);
    }

    StringBinding text() {
        return Bindings.createStringBinding(() -> cancelling.get()
                        ? Messages.text("contacts.deleting.cancelling")
                        : Messages.text("contacts.deleting", done.get(), total.get()),
                done, total, cancelling);
    }
}
