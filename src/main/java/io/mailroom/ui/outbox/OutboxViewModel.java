package io.mailroom.ui.outbox;

import io.mailroom.api.ActivityRecord;
import io.mailroom.service.OutboxEmail;
import io.mailroom.service.Subscription;
import io.mailroom.service.WordSearch;
import io.mailroom.service.profiles.Profile;
import io.mailroom.service.profiles.ProfileService;
import io.mailroom.service.profiles.Session;
import io.mailroom.ui.common.Async;
import io.mailroom.ui.common.DialogService;
import io.mailroom.ui.common.Messages;
import java.util.List;
import java.util.concurrent.atomic.AtomicBoolean;
import javafx.beans.binding.Bindings;
import javafx.beans.binding.BooleanBinding;
import javafx.beans.binding.BooleanExpression;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.beans.property.SimpleObjectProperty;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;
import javafx.collections.transformation.FilteredList;

/**
 * What the built-in sandbox captured instead of delivering, newest first, narrowed by the find
 * field. It refreshes by itself after every send the app makes, so an email shows up here as
 * soon as the service has answered for it.
 */
final class OutboxViewModel {

    private final Session session;
    private final ProfileService profiles;
    private final Async async;
    private final DialogService dialogs;
    private final ObservableList<OutboxEmail> all = FXCollections.observableArrayList();
    private final FilteredList<OutboxEmail> shown = new FilteredList<>(all);
    private final BooleanBinding empty = Bindings.isEmpty(all);
    private final StringProperty find = new SimpleStringProperty(this, "find", "");
    private final ObjectProperty<OutboxEmail> selected = new SimpleObjectProperty<>(this, "selected");
    private final ReadOnlyStringWrapper count = new ReadOnlyStringWrapper(this, "count");
    private final ReadOnlyBooleanWrapper available = new ReadOnlyBooleanWrapper(this, "available");
    private final AtomicBoolean refreshScheduled = new AtomicBoolean();
    /** Which read is the latest: reads end in any order, and only the latest may fill the list. */
    private long reads;

    private final Subscription subscriptions;

    OutboxViewModel(Session session, Async async, DialogService dialogs) {
        this.session = session;
        this.profiles = session.profiles();
        this.async = async;
        this.dialogs = dialogs;
        shown.predicateProperty().bind(Bindings.createObjectBinding(() -> {
            WordSearch search = WordSearch.of(find.get());
            return email -> search.matches(email.from(), email.to(), email.subject());
        }, find));
        count.bind(Bindings.createStringBinding(() -> count(shown.size(), all.size()), all, shown));
        available.set(session.profile().isSandbox());
        subscriptions = Subscription.all(session.onSwitch(profile -> async.onUi(() -> switched(profile))),
                profiles.connections().activity().subscribe(this::requestEnded));
    }

    /** Ends its subscriptions, when its screen stops: nothing calls it after that. */
    void close() {
        subscriptions.close();
    }

    /** The captured emails the find lets through, newest first. */
    ObservableList<OutboxEmail> shown() {
        return shown;
    }

    /** True while the sandbox holds no email at all, found or not. */
    BooleanExpression emptyProperty() {
        return empty;
    }

    /** Words that must each occur in an email's from, to or subject, ignoring case and accents. */
    StringProperty findProperty() {
        return find;
    }

    /** The email whose headers and body are on view; kept across refreshes while the sandbox still holds it. */
    ObjectProperty<OutboxEmail> selectedProperty() {
        return selected;
    }

    /** "N emails", or "N of M shown" while the find hides some. */
    ReadOnlyStringProperty countProperty() {
        return count.getReadOnlyProperty();
    }

    /** True while the session is on the Sandbox profile: only its sandbox captures anything. */
    BooleanExpression available() {
        return available.getReadOnlyProperty();
    }

    /**
     * Reads what the sandbox holds now. The sandbox runs inside the app and its outbox is a list in
     * memory, so no failure is expected here: one that happens anyway is the app's unhandled
     * failure, logged and shown once (docs/architecture.md), not a notice on this screen.
     */
    void refresh() {
        long read = ++reads;
        async.task(profiles::sandboxOutbox).onSuccess(emails -> listed(read, emails)).start();
    }

    /** Empties the sandbox's outbox once the person confirms it; nothing when the outbox is empty already. */
    void clear() {
        if (empty.get() || !dialogs.confirm(Messages.text("outbox.clear.title"), Messages.text("outbox.clear.message"),
                Messages.text("outbox.clear.action"))) {
            return;
        }
        long read = ++reads;
        async.task(() -> {
            profiles.clearSandboxOutbox();
            return profiles.sandboxOutbox();
        }).onSuccess(emails -> listed(read, emails)).start();
    }

    private void listed(long read, List<OutboxEmail> emails) {
        if (read != reads) {
            return;
        }
        OutboxEmail keep = selected.get();
        all.setAll(emails);
        selected.set(keep != null && emails.contains(keep) ? keep : null);
    }

    private void switched(Profile profile) {
        available.set(profile.isSandbox());
        if (profile.isSandbox()) {
            refresh();
        }
    }

    /**
     * On the thread whose request ended. Any answer to a send counts: one that timed out on
     * the way back may still have been captured.
     */
    private void requestEnded(ActivityRecord record) {
        if ("POST".equals(record.method()) && "/v1/send".equals(record.path()) && session.profile().isSandbox()
                && refreshScheduled.compareAndSet(false, true)) {
            async.onUi(() -> {
                refreshScheduled.set(false);
                refresh();
            });
        }
    }

    private static String count(int shownCount, int totalCount) {
        return shownCount < totalCount
                ? Messages.text("outbox.count.filtered", shownCount, totalCount)
                : Messages.text("outbox.count", totalCount);
    }
}
