package io.mailroom.ui.contacts;

import io.mailroom.api.Contact;
import io.mailroom.service.localcopy.ChangeJournal;
import io.mailroom.service.localcopy.ContactCopy;
import io.mailroom.service.localcopy.JournalEntry;
import io.mailroom.service.localcopy.LocalCopyException;
import io.mailroom.ui.common.Async;
import io.mailroom.ui.common.Formats;
import io.mailroom.ui.common.Problem;
import java.util.Optional;
import java.util.function.Supplier;
import javafx.beans.property.BooleanProperty;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.SimpleBooleanProperty;
import javafx.beans.property.SimpleObjectProperty;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;

/**
 * The trash of an application (docs/changes.md, "The trash"): the contacts deleted through
 * Mailroom in the last 30 days, with what each held, the latest first, read from the journal in
 * the background.
 */
final class DeletedContacts {

    private final Async async;
    private final Supplier<ContactCopy> copy;
    private final String appId;
    private final ObservableList<JournalEntry> deletes = FXCollections.observableArrayList();
    private final BooleanProperty loading = new SimpleBooleanProperty(false);
    private final ObjectProperty<Problem> problem = new SimpleObjectProperty<>();

    /** {@code copy}: the profile's copy, opened if need be; asked for in the background only. */
    DeletedContacts(Async async, Supplier<ContactCopy> copy, String appId) {
        this.async = async;
        this.copy = copy;
        this.appId = appId;
    }

    String appId() {
        return appId;
    }

    void load() {
        loading.set(true);
        problem.set(null);
        async.task(() -> new ChangeJournal(copy.get()).trash(Optional.of(appId)))
                .onSuccess(deletes::setAll)
                .onFailure(LocalCopyException.class, failure -> problem.set(Problem.of(failure)))
                .andFinally(() -> loading.set(false))
                .start();
    }

    ObservableList<JournalEntry> deletes() {
        return deletes;
    }

    BooleanProperty loadingProperty() {
        return loading;
    }

    ObjectProperty<Problem> problemProperty() {
        return problem;
    }

    static String when(JournalEntry delete) {
        return Formats.dateTime(delete.at());
    }

    static String name(JournalEntry delete) {
        Contact was = delete.before().orElseThrow();
        return (was.firstName() + " " + was.lastName()).strip();
    }

    static String status(JournalEntry delete) {
        return StatusWords.of(delete.before().orElseThrow().statusText());
    }

    static String company(JournalEntry delete) {
        return delete.before().orElseThrow().company();
    }
}
