package io.mailroom.ui.contacts;

import io.mailroom.service.localcopy.ChangeLog;
import io.mailroom.service.localcopy.ChangeSummary;
import io.mailroom.service.localcopy.ContactChange;
import io.mailroom.service.localcopy.ContactCopy;
import io.mailroom.service.localcopy.LocalCopyException;
import io.mailroom.ui.common.Async;
import io.mailroom.ui.common.Messages;
import io.mailroom.ui.common.Problem;
import java.time.Instant;
import java.util.List;
import java.util.Locale;
import java.util.function.Predicate;
import javafx.beans.binding.Bindings;
import javafx.beans.binding.StringBinding;
import javafx.beans.property.BooleanProperty;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.SimpleBooleanProperty;
import javafx.beans.property.SimpleObjectProperty;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;
import javafx.collections.transformation.FilteredList;

/**
 * The changes dialog without its view (docs/contacts.md, "What changed"): what each sync of one
 * application found changed, as the local copy keeps it (the latest {@link ChangeLog#KEPT}),
 * newest first, each set with when it was synchronised and its counts; the contacts of the set
 * chosen, read in the background, shown by kind and found by a part of their address. An answer
 * for a set no longer chosen is dropped. State changes only on the UI thread.
 */
final class ChangeBrowser {

    /** A set as the list names it: "Tuesday at 10:04", "12 new, 3 removed, 40 changed". */
    record SetLine(ChangeSummary summary, String when, String counts) {
    }

    /** Which contacts of the set are listed. */
    enum Shown { ALL, ADDED, REMOVED, CHANGED }

    private final Async async;
    private final ContactCopy copy;
    private final String appId;
    private final Long preferred;
    private final Instant now;
    private final ObservableList<SetLine> sets = FXCollections.observableArrayList();
    private final ObjectProperty<SetLine> chosen = new SimpleObjectProperty<>();
    private final ObservableList<ChangeList.Line> all = FXCollections.observableArrayList();
    private final FilteredList<ChangeList.Line> lines = new FilteredList<>(all);
    private final ObjectProperty<Shown> shown = new SimpleObjectProperty<>(Shown.ALL);
    private final StringProperty find = new SimpleStringProperty("");
    private final StringProperty summary = new SimpleStringProperty("");
    private final BooleanProperty reading = new SimpleBooleanProperty(false);
    private final BooleanProperty setsRead = new SimpleBooleanProperty(false);
    private final ObjectProperty<Problem> problem = new SimpleObjectProperty<>();
    private long ticket;

    /**
     * The sets of {@code appId} in {@code copy} (none when there is no copy), {@code preferred}
     * chosen first when it is among them (the last sync's), else the newest; {@code now} for
     * "today at 10:04".
     */
    ChangeBrowser(Async async, ContactCopy copy, String appId, Long preferred, Instant now) {
        this.async = async;
        this.copy = copy;
        this.appId = appId;
        this.preferred = preferred;
        this.now = now;
        lines.predicateProperty().bind(Bindings.createObjectBinding(this::showing, shown, find));
        chosen.addListener((obs, old, set) -> read(set));
    }

    /** Reads the sets; the dialog opens meanwhile. */
    void start() {
        if (copy == null) {
            setsRead.set(true);
            return;
        }
        reading.set(true);
        async.task(() -> new ChangeLog(copy).sets(appId))
                .onSuccess(summaries -> {
                    sets.setAll(summaries.stream().map(this::line).toList());
                    setsRead.set(true);
                    chosen.set(sets.stream().filter(set -> preferred != null && set.summary().id() == preferred).findFirst()
                            .orElse(sets.isEmpty() ? null : sets.getFirst()));
                })
                .onFailure(LocalCopyException.class, failure -> problem.set(Problem.of(failure)))
                // A set chosen is being read, and says when it is done.
                .andFinally(() -> {
                    if (chosen.get() == null) {
                        reading.set(false);
                    }
                })
                .start();
    }

    private SetLine line(ChangeSummary set) {
        String when = RecentMoment.of(set.syncedAt(), now);
        String counts = set.none() ? Messages.text("contacts.changes.set.none")
                : Messages.text("contacts.changes.set.counts", set.added(), set.removed(), set.changed());
        // On its own, at the head of a line, a moment begins with a capital ("Today at 10:04").
        return new SetLine(set, when.substring(0, 1).toUpperCase(Messages.locale()) + when.substring(1), counts);
    }

    /** Reads the contacts of {@code set}; only the answer for the set chosen last is shown. */
    private void read(SetLine set) {
        long mine = ++ticket;
        all.clear();
        summary.set("");
        if (set == null) {
            reading.set(false);
            return;
        }
        reading.set(true);
        async.task(() -> new ChangeLog(copy).changes(set.summary().id()))
                .onSuccess(changes -> {
                    if (mine == ticket) {
                        ChangeList list = ChangeList.of(set.summary(), changes, now);
                        all.setAll(list.lines());
                        summary.set(list.header());
                    }
                })
                .onFailure(LocalCopyException.class, failure -> {
                    if (mine == ticket) {
                        problem.set(Problem.of(failure));
                    }
                })
                .andFinally(() -> {
                    if (mine == ticket) {
                        reading.set(false);
                    }
                })
                .start();
    }

    private Predicate<ChangeList.Line> showing() {
        ContactChange.Kind kind = switch (shown.get()) {
            case ALL -> null;
            case ADDED -> ContactChange.Kind.ADDED;
            case REMOVED -> ContactChange.Kind.REMOVED;
            case CHANGED -> ContactChange.Kind.CHANGED;
        };
        String part = find.get() == null ? "" : find.get().strip().toLowerCase(Locale.ROOT);
        return line -> (kind == null || line.change() == kind) && line.address().toLowerCase(Locale.ROOT).contains(part);
    }

    /** "All (55)", "New (12)", …: a choice of what to list, with how many the set holds of it. */
    String shownText(Shown which) {
        ChangeSummary set = chosen.get() == null ? null : chosen.get().summary();
        int added = set == null ? 0 : set.added();
        int removed = set == null ? 0 : set.removed();
        int changed = set == null ? 0 : set.changed();
        return switch (which) {
            case ALL -> Messages.text("contacts.changes.show.all", added + removed + changed);
            case ADDED -> Messages.text("contacts.changes.show.added", added);
            case REMOVED -> Messages.text("contacts.changes.show.removed", removed);
            case CHANGED -> Messages.text("contacts.changes.show.changed", changed);
        };
    }

    /** What the table says when it lists nothing: why. */
    StringBinding emptyText() {
        return Bindings.createStringBinding(() -> {
            if (reading.get()) {
                return Messages.text("contacts.changes.reading");
            }
            if (setsRead.get() && sets.isEmpty()) {
                return Messages.text("contacts.changes.noSets");
            }
            if (chosen.get() != null && chosen.get().summary().none()) {
                return Messages.text("contacts.changes.nothingInSet");
            }
            return Messages.text("contacts.changes.noneShown");
        }, reading, setsRead, sets, chosen);
    }

    ObservableList<SetLine> sets() {
        return sets;
    }

    /** The set whose contacts are listed; choosing another reads its contacts. */
    ObjectProperty<SetLine> chosenProperty() {
        return chosen;
    }

    /** The chosen set's contacts, as {@link #shownProperty()} and {@link #findProperty()} have them. */
    FilteredList<ChangeList.Line> lines() {
        return lines;
    }

    ObjectProperty<Shown> shownProperty() {
        return shown;
    }

    /** A part of an address, any case: only the contacts whose address holds it are listed. */
    StringProperty findProperty() {
        return find;
    }

    /** The chosen set in a sentence: "12 new contacts, 3 removed, 40 changed since Tuesday at 10:04." */
    ReadOnlyStringProperty summaryProperty() {
        return summary;
    }

    ReadOnlyBooleanProperty readingProperty() {
        return reading;
    }

    /** Why the copy could not be read; null while it could. */
    ReadOnlyObjectProperty<Problem> problemProperty() {
        return problem;
    }
}
