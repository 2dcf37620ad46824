package io.mailroom.ui.contacts;

import io.mailroom.api.ServiceClient;
import io.mailroom.service.ListChange;
import io.mailroom.service.localcopy.ContactCopy;
import io.mailroom.service.localcopy.ContactSync;
import io.mailroom.service.localcopy.SyncListener;
import io.mailroom.service.localcopy.SyncProgress;
import io.mailroom.service.localcopy.SyncReport;
import io.mailroom.service.profiles.AppRef;
import io.mailroom.ui.common.Async;
import io.mailroom.ui.common.Messages;
import io.mailroom.ui.fx.Shortcuts;
import java.time.Duration;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.function.Supplier;
import javafx.beans.binding.Bindings;
import javafx.beans.binding.DoubleBinding;
import javafx.beans.binding.StringBinding;
import javafx.beans.property.BooleanProperty;
import javafx.beans.property.IntegerProperty;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.SimpleBooleanProperty;
import javafx.beans.property.SimpleIntegerProperty;
import javafx.beans.property.SimpleObjectProperty;

/**
 * A sync of one application's local copy with the service, run in the background while the
 * person goes on working on the copy they see (docs/local-copy.md): its progress (pages,
 * contacts, time left) and Cancel. A cancelled sweep keeps the pages it stored, and the next sync
 * of the application goes on from them. One sync at a time; its state changes only on the UI thread.
 */
final class Synchronisation {

    /** The screen's shortcut for a sync, spelt for {@code KeyCombination}. */
    static final String SHORTCUT = "Shift+F5";

    private final Async async;
    private final BooleanProperty running = new SimpleBooleanProperty(false);
    private final BooleanProperty cancelling = new SimpleBooleanProperty(false);
    private final ObjectProperty<AppRef> app = new SimpleObjectProperty<>();
    private final ObjectProperty<SyncProgress> progress = new SimpleObjectProperty<>();
    /** The pass under way: above 1 when the list changed under the sweep and it reads the list again. */
    private final IntegerProperty pass = new SimpleIntegerProperty(1);
    private volatile ContactSync sync;
    private volatile boolean cancelAsked;
    /** The end of the sync under way, for whoever waits for it besides the screen; null when none runs. */
    private CompletableFuture<SyncReport> underWay;

    Synchronisation(Async async) {
        this.async = async;
    }

    /**
     * Starts a sync of {@code target}'s contacts into its profile's copy; the future completes on
     * the UI thread with its report, or with why it did not complete (a cancel among them). The
     * copy and the client are asked for in the background, where they may block.
     */
    CompletableFuture<SyncReport> start(Supplier<ContactCopy> copy, AppRef target, Supplier<ServiceClient> client) {
        if (running.get()) {
            throw new IllegalStateException("a sync is already running");
        }
        running.set(true);
        cancelling.set(false);
        cancelAsked = false;
        progress.set(null);
        pass.set(1);
        app.set(target);
        CompletableFuture<SyncReport> finished = new CompletableFuture<>();
        underWay = finished;
        async.task(() -> {
                    ContactSync run = new ContactSync(copy.get(), client.get());
                    sync = run;
                    // A cancel that came before the sweep existed is passed on now.
                    if (cancelAsked) {
                        run.cancel();
                    }
                    return run.run(target.appId(), listener());
                })
                .onSuccess(finished::complete)
                .onFailure(Exception.class, finished::completeExceptionally)
                .andFinally(() -> {
                    sync = null;
                    underWay = null;
                    running.set(false);
                    cancelling.set(false);
                })
                .start();
        return finished;
    }

    private SyncListener listener() {
        return new SyncListener() {
            @Override
            public void progress(SyncProgress now) {
                async.onUi(() -> {
                    if (running.get()) {
                        progress.set(now);
                    }
                });
            }

            @Override
            public void readAgain(ListChange change, int again) {
                async.onUi(() -> pass.set(again));
            }
        };
    }

    /** The shortcut as the person reads it ("Umschalt+F5"), for the words that send them to it. */
    static String shortcutText() {
        return Shortcuts.text(SHORTCUT);
    }

    /** The end of the sync under way, completing on the UI thread as {@link #start}'s does; empty when none runs. */
    Optional<CompletableFuture<SyncReport>> underWay() {
        return Optional.ofNullable(underWay);
    }

    /** Stops the sweep; the pages it stored stay, for the next sync to go on from. */
    void cancel() {
        if (running.get()) {
            cancelling.set(true);
            cancelAsked = true;
            ContactSync run = sync;
            if (run != null) {
                run.cancel();
            }
        }
    }

    ReadOnlyBooleanProperty runningProperty() {
        return running;
    }

    ReadOnlyBooleanProperty cancellingProperty() {
        return cancelling;
    }

    /** The application being synchronised, or last synchronised. */
    ReadOnlyObjectProperty<AppRef> appProperty() {
        return app;
    }

    ReadOnlyObjectProperty<SyncProgress> progressProperty() {
        return progress;
    }

    /** From 0 to 1; indeterminate (-1) until the first page has answered. */
    DoubleBinding fraction() {
        return Bindings.createDoubleBinding(() -> {
            SyncProgress now = progress.get();
            return now == null || now.pagesTotal() == 0 ? -1 : (double) now.pagesDone() / now.pagesTotal();
        }, progress);
    }

    /** "Synchronising Newsletter: page 12 of 200, 6,000 of 100,000 contacts, about 35 s left". */
    StringBinding text() {
        return Bindings.createStringBinding(() -> {
            if (cancelling.get()) {
                return Messages.text("contacts.sync.cancelling");
            }
            String name = app.get() == null ? "" : app.get().label();
            SyncProgress now = progress.get();
            String done = now == null
                    ? Messages.text("contacts.sync.starting", name)
                    : Messages.text("contacts.sync.progress", name, now.pagesDone(), now.pagesTotal(), now.contacts(), now.total());
            if (pass.get() > 1) {
                done = Messages.text("contacts.sync.readAgain", done, pass.get());
            }
            return now == null || now.timeLeft() == null ? done : Messages.text("contacts.sync.withTimeLeft", done, timeLeft(now.timeLeft()));
        }, progress, cancelling, app, pass);
    }

    /** "about 35 s left", "about 4 min left": the estimate is rough, so no finer than that. */
    static String timeLeft(Duration left) {
        long seconds = Math.max(1, left.toSeconds());
        return seconds < 60 ? Messages.text("contacts.sync.leftSeconds", seconds)
                : Messages.text("contacts.sync.leftMinutes", Math.round(seconds / 60.0));
    }
}
