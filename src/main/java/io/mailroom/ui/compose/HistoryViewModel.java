package io.mailroom.ui.compose;

import io.mailroom.service.WordSearch;
import io.mailroom.service.compose.DamagedLines;
import io.mailroom.service.compose.EntriesNotShown;
import io.mailroom.service.compose.LocalDataException;
import io.mailroom.service.compose.SendHistory;
import io.mailroom.service.compose.SentEmail;
import io.mailroom.ui.common.Async;
import io.mailroom.ui.common.Messages;
import io.mailroom.ui.common.Problem;
import io.mailroom.ui.common.ReadProblemWords;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.beans.property.SimpleObjectProperty;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;

/**
 * The history of sent emails as the Sent tab shows it: the entries the search finds, newest
 * first, the one selected, and what went wrong reading the file. Every search reads the file
 * again, so an email sent from the command line shows up too.
 */
final class HistoryViewModel {

    private final SendHistory history;
    private final Async async;
    private final StringProperty search = new SimpleStringProperty(this, "search", "");
    private final ObservableList<SentEmail> entries = FXCollections.observableArrayList();
    private final ObjectProperty<SentEmail> selected = new SimpleObjectProperty<>(this, "selected");
    private final ReadOnlyBooleanWrapper loading = new ReadOnlyBooleanWrapper(this, "loading");
    private final ReadOnlyObjectWrapper<Problem> problem = new ReadOnlyObjectWrapper<>(this, "problem");
    private final ReadOnlyStringWrapper notice = new ReadOnlyStringWrapper(this, "notice", "");
    private final ReadOnlyStringWrapper emptyText = new ReadOnlyStringWrapper(this, "emptyText", Messages.text("compose.history.nothingSent"));
    private final Set<String> told = new HashSet<>();
    private long generation;

    HistoryViewModel(SendHistory history, Async async) {
        this.history = history;
        this.async = async;
        search.addListener((observable, before, now) -> refresh());
        refresh();
    }

    /** Words that must each occur in an entry's from, to, subject, profile or requestId; searched as it changes. */
    StringProperty searchProperty() {
        return search;
    }

    /** The entries found by the latest search, newest first. */
    ObservableList<SentEmail> entries() {
        return entries;
    }

    /** The entry whose details are shown; it stays selected across searches that still find it. */
    ObjectProperty<SentEmail> selectedProperty() {
        return selected;
    }

    ReadOnlyBooleanProperty loadingProperty() {
        return loading.getReadOnlyProperty();
    }

    /** Why the history could not be read at all; null when it was. */
    ReadOnlyObjectProperty<Problem> problemProperty() {
        return problem.getReadOnlyProperty();
    }

    /** How many damaged lines of the history were moved aside, and where, and how many entries cannot be shown; empty when there is nothing to tell. */
    ReadOnlyStringProperty noticeProperty() {
        return notice.getReadOnlyProperty();
    }

    /** What the list says when the latest search found nothing: nothing was sent, or nothing matches the words. */
    ReadOnlyStringProperty emptyTextProperty() {
        return emptyText.getReadOnlyProperty();
    }

    void dismissNotice() {
        notice.set("");
    }

    /** Sets the search text and runs it, even when it is the text already searched (the file may have changed). */
    void search(String query) {
        String text = query == null ? "" : query;
        if (text.equals(search.get())) {
            refresh();
        } else {
            search.set(text);
        }
    }

    /** Runs the current search again; only the answer to the latest one is shown. */
    void refresh() {
        long ticket = ++generation;
        String query = search.get();
        loading.set(true);
        async.task(() -> history.search(query))
                .onSuccess(listing -> {
                    if (ticket == generation) {
                        answered(query, listing);
                    }
                })
                .onFailure(LocalDataException.class, failure -> {
                    if (ticket == generation) {
                        failed(failure);
                    }
                })
                .andFinally(() -> {
                    if (ticket == generation) {
                        loading.set(false);
                    }
                })
                .start();
    }

    private void answered(String query, SendHistory.Listing listing) {
        // A damaged file is set aside on the read that met it, so the next answers no longer mention it: keep it until dismissed.
        listing.damaged().map(HistoryViewModel::describe).ifPresent(this::tell);
        listing.notShown().map(HistoryViewModel::describe).ifPresent(this::tell);
        problem.set(null);
        emptyText.set(Messages.text(WordSearch.of(query).isEmpty() ? "compose.history.nothingSent" : "compose.history.nothingMatches"));
        show(listing.entries());
    }

    private void failed(LocalDataException failure) {
        problem.set(Problem.of(failure));
        show(List.of());
    }

    private void show(List<SentEmail> found) {
        SentEmail current = selected.get();
        SentEmail keep = current != null && found.contains(current) ? current : null;
        entries.setAll(found);
        // Replacing the entries may have moved a list's selection that follows this property: put it back.
        selected.set(keep);
    }

    /** Tells each thing once: entries that cannot be shown are met by every search, and stay dismissed once dismissed. */
    private void tell(String description) {
        if (!told.add(description)) {
            return;
        }
        notice.set(notice.get().isEmpty() ? description : notice.get() + "\n" + description);
    }

    private static String describe(DamagedLines damaged) {
        return damaged.keptAs() == null
                ? Messages.text("compose.history.damaged.left", damaged.count(), damaged.file(), ReadProblemWords.of(damaged.firstProblem()),
                        ReadProblemWords.of(damaged.leftBecause()), damaged.readable())
                : Messages.text("compose.history.damaged.moved", damaged.count(), damaged.file(), ReadProblemWords.of(damaged.firstProblem()),
                        damaged.keptAs().getFileName(), damaged.readable());
    }

    private static String describe(EntriesNotShown notShown) {
        return Messages.text("compose.history.notShown", notShown.count(), notShown.file(), ReadProblemWords.of(notShown.firstProblem()));
    }
}
