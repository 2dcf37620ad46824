package io.mailroom.ui.contacts;

import io.mailroom.service.ItemNames;
import io.mailroom.service.Unreadable;
import io.mailroom.service.localcopy.ContactQueries;
import io.mailroom.service.localcopy.ContactQuery;
import io.mailroom.service.localcopy.Filter;
import io.mailroom.service.localcopy.LocalCopyException;
import io.mailroom.service.localcopy.Segment;
import io.mailroom.service.localcopy.SegmentException;
import io.mailroom.service.localcopy.SegmentStore;
import io.mailroom.service.profiles.Profile;
import io.mailroom.ui.common.Async;
import io.mailroom.ui.common.DialogService;
import io.mailroom.ui.common.Messages;
import io.mailroom.ui.common.Problem;
import io.mailroom.ui.common.ReadProblemWords;
import java.nio.file.Path;
import java.text.Collator;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import java.util.function.Consumer;
import java.util.function.Function;
import java.util.function.Supplier;
import javafx.beans.binding.Bindings;
import javafx.beans.binding.BooleanBinding;
import javafx.beans.property.BooleanProperty;
import javafx.beans.property.IntegerProperty;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyIntegerProperty;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.SimpleBooleanProperty;
import javafx.beans.property.SimpleIntegerProperty;
import javafx.beans.property.SimpleObjectProperty;
import javafx.beans.property.StringProperty;
import javafx.collections.FXCollections;
import javafx.collections.ListChangeListener;
import javafx.collections.ObservableList;

/**
 * The saved segments of the application on view (docs/contacts.md, "Segments"), without any view:
 * while the whole list is shown, "All contacts" and then the profile's segments of that
 * application by name in the person's language, each counted in the local copy. Choosing one puts
 * its find and filters on the whole list; once the find or the filters move away from the segment
 * chosen it is modified and can be saved again. Save as, rename and delete ask through the
 * {@link DialogService}; every read and write of the {@link SegmentStore} and every count runs in
 * the background through {@link Async}, and an answer about a list no longer shown is dropped.
 * State changes only on the UI thread.
 *
 * <p>The segments are read again when the whole list is shown for another application or profile,
 * after a sync, after each change made here, and whenever the view asks ({@link #reload}: when the
 * screen comes into view or its window is focused again), so that a segment saved meanwhile by
 * {@code mailroom segment save} shows.
 */
final class SegmentList {

    private final Async async;
    private final DialogService dialogs;
    private final Function<String, SegmentStore> stores;
    private final Supplier<Profile> profile;
    private final WholeList whole;
    private final StringProperty find;

    private final ObservableList<SegmentEntry> entries = FXCollections.observableArrayList();
    private final ObjectProperty<Segment> chosen = new SimpleObjectProperty<>();
    private final BooleanProperty modified = new SimpleBooleanProperty(false);
    private final IntegerProperty marked = new SimpleIntegerProperty(-1);
    private final IntegerProperty notShown = new SimpleIntegerProperty(0);
    private final BooleanProperty changing = new SimpleBooleanProperty(false);
    private final BooleanBinding canSaveAs;
    private final BooleanBinding canSave;
    /** Damaged files the person was told of: one left in place would otherwise be told of at every reading. */
    private final Set<Path> damageTold = new HashSet<>();

    /** The profile and application listed; null while the whole list is not shown. */
    private Place place;
    private long listing;
    private long counting;
    private boolean readFailureTold;

    /**
     * Lists the segments of the application {@code whole} shows, from {@code stores} (a profile's
     * id to its segments), for the profile {@code profile} gives; {@code find} is the find field's text.
     */
    SegmentList(Async async, DialogService dialogs, Function<String, SegmentStore> stores, Supplier<Profile> profile, WholeList whole,
                StringProperty find) {
        this.async = async;
        this.dialogs = dialogs;
        this.stores = stores;
        this.profile = profile;
        this.whole = whole;
        this.find = find;
        canSaveAs = Bindings.createBooleanBinding(() -> whole.shownProperty().get() && !nothingFoundOrFiltered() && !changing.get(),
                whole.shownProperty(), find, whole.filters(), changing);
        canSave = modified.and(changing.not());
        find.addListener((obs, old, now) -> mark());
        whole.filters().addListener((ListChangeListener<Filter>) change -> mark());
        chosen.addListener((obs, old, now) -> mark());
        entries.addListener((ListChangeListener<SegmentEntry>) change -> mark());
        whole.shownProperty().addListener((obs, old, now) -> placeChanged());
        // A sync made the copy new: what each segment matches may have changed, and so may the file (the command line's).
        whole.syncedAtProperty().addListener((obs, old, now) -> {
            reload();
            count();
        });
        whole.totalProperty().addListener((obs, old, now) -> count());
        placeChanged();
    }

    /** Reads the segments again (in the background); only the last reading's answer is shown. */
    void reload() {
        Place at = place;
        if (at == null) {
            return;
        }
        long ticket = ++listing;
        SegmentStore store = stores.apply(at.profileId());
        async.task(() -> store.list(at.appId()))
                .onSuccess(found -> {
                    if (ticket == listing) {
                        listed(found);
                    }
                })
                .onFailure(SegmentException.class, failure -> {
                    if (ticket == listing) {
                        readFailed(failure);
                    }
                })
                .start();
    }

    /**
     * Puts {@code entry}'s find and filters on the whole list ("All contacts": none), and marks it
     * chosen. The line already applied and unchanged is left as it is: asking the copy again would
     * only drop the rows selected.
     */
    void apply(SegmentEntry entry) {
        Segment segment = entry.segment();
        boolean applied = Objects.equals(segment, chosen.get()) && !modified.get() && (segment != null || nothingFoundOrFiltered());
        if (place == null || applied) {
            return;
        }
        chosen.set(segment);
        find.set(segment == null ? "" : segment.find());
        whole.filters().setAll(segment == null ? List.of() : segment.filters());
    }

    /** Saves the find and filters on view as a new segment, under a name asked for; a name taken asks before replacing that segment. */
    void saveAs() {
        if (!canSaveAs.get()) {
            return;
        }
        Place at = place;
        String findNow = find.get();
        List<Filter> filtersNow = List.copyOf(whole.filters());
        String typed = "";
        while (true) {
            Optional<String> answer = dialogs.ask(new DialogService.TextQuestion(Messages.text("contacts.segments.saveAs.title"),
                    Messages.text("contacts.segments.saveAs.message"), Messages.text("contacts.segments.name"), typed,
                    Messages.text("contacts.segments.saveAs.action"), SegmentList::nameProblem));
            if (answer.isEmpty()) {
                return;
            }
            String name = Segment.checkName(answer.get());
            Optional<Segment> taken = listed(name);
            if (taken.isEmpty() || dialogs.confirm(Messages.text("contacts.segments.replace.title", taken.get().name()),
                    Messages.text("contacts.segments.replace.message", taken.get().name()), Messages.text("contacts.segments.replace.action"))) {
                save(at, new Segment(name, at.appId(), findNow, filtersNow));
                return;
            }
            typed = name;
        }
    }

    /** Saves the find and filters on view into the segment chosen, once they have moved away from it. */
    void save() {
        if (!canSave.get()) {
            return;
        }
        save(place, new Segment(chosen.get().name(), place.appId(), find.get(), List.copyOf(whole.filters())));
    }

    /** Gives the segment of {@code entry} a new name, asked for; a name another segment has is refused as it is typed. */
    void rename(SegmentEntry entry) {
        Segment renaming = entry.segment();
        if (renaming == null || place == null || changing.get()) {
            return;
        }
        Place at = place;
        Optional<String> answer = dialogs.ask(new DialogService.TextQuestion(Messages.text("contacts.segments.rename.title"),
                Messages.text("contacts.segments.rename.message", renaming.name()), Messages.text("contacts.segments.name"),
                renaming.name(), Messages.text("contacts.segments.rename.action"), typed -> renameProblem(renaming, typed)));
        if (answer.isEmpty() || answer.get().strip().equals(renaming.name())) {
            return;
        }
        change(at, store -> store.rename(at.appId(), renaming.name(), answer.get()), renamed -> {
            if (isChosen(renaming)) {
                chosen.set(renamed);
            }
        });
    }

    /** Deletes the segment of {@code entry} once the person confirms; its contacts stay as they are. */
    void delete(SegmentEntry entry) {
        Segment deleting = entry.segment();
        if (deleting == null || place == null || changing.get()) {
            return;
        }
        Place at = place;
        if (!dialogs.confirm(Messages.text("contacts.segments.delete.title", deleting.name()),
                Messages.text("contacts.segments.delete.message", deleting.name()), Messages.text("contacts.segments.delete.action"))) {
            return;
        }
        change(at, store -> store.delete(at.appId(), deleting.name()), deleted -> {
            if (isChosen(deleting)) {
                chosen.set(null);
            }
        });
    }

    /** What is wrong with a segment's name as typed, in the person's words; empty when nothing is. */
    static Optional<String> nameProblem(String typed) {
        try {
            Segment.checkName(typed);
            return Optional.empty();
        } catch (ItemNames.RefusedException refused) {
            return Optional.of(switch (refused.rule()) {
                case BLANK -> Messages.text("contacts.segments.name.blank");
                case NOT_ONE_LINE -> Messages.text("contacts.segments.name.oneLine");
                case TOO_LONG -> Messages.text("contacts.segments.name.tooLong", refused.maxLength());
            });
        }
    }

    /** The same for a new name of {@code renaming}: another segment's name, ignoring case, is taken. */
    private Optional<String> renameProblem(Segment renaming, String typed) {
        Optional<String> problem = nameProblem(typed);
        if (problem.isPresent()) {
            return problem;
        }
        String name = typed.strip();
        return listed(name).filter(other -> !other.name().equalsIgnoreCase(renaming.name()))
                .map(other -> Messages.text("contacts.segments.name.taken", other.name()));
    }

    private void save(Place at, Segment segment) {
        change(at, store -> store.save(segment), chosen::set);
    }

    /**
     * Makes a change to the store in the background; {@code done} takes its result while the same
     * list is on view. The segments are read again either way: the file may hold what another
     * process saved meanwhile.
     */
    private <T> void change(Place at, Function<SegmentStore, T> change, Consumer<T> done) {
        changing.set(true);
        SegmentStore store = stores.apply(at.profileId());
        async.task(() -> change.apply(store))
                .onSuccess(result -> {
                    if (at.equals(place)) {
                        done.accept(result);
                    }
                })
                .onFailure(SegmentException.class, failure -> dialogs.problem(Problem.of(failure)))
                .andFinally(() -> {
                    changing.set(false);
                    reload();
                })
                .start();
    }

    private boolean isChosen(Segment segment) {
        return chosen.get() != null && chosen.get().name().equalsIgnoreCase(segment.name());
    }

    /** The whole list was shown or hidden: another application or profile starts with "All contacts" and nothing chosen. */
    private void placeChanged() {
        Place now = whole.shownProperty().get() ? new Place(profile.get().id(), whole.query().appId()) : null;
        if (!Objects.equals(now, place)) {
            place = now;
            listing++;
            counting++;
            chosen.set(null);
            notShown.set(0);
            entries.setAll(now == null ? List.of() : List.of(SegmentEntry.EVERYONE));
        }
        reload();
    }

    private void listed(SegmentStore.Listing found) {
        readFailureTold = false;
        found.setAside().ifPresent(this::tellDamaged);
        notShown.set(found.notShown());
        List<Segment> segments = byName(found.segments());
        if (segments.equals(segments()) && entries.stream().allMatch(SegmentEntry::counted)) {
            return;
        }
        List<SegmentEntry> listed = new ArrayList<>();
        listed.add(entries.isEmpty() ? SegmentEntry.EVERYONE : entries.getFirst());
        for (Segment segment : segments) {
            // A segment unchanged keeps its count until the new one comes, rather than blink.
            listed.add(entries.stream().filter(entry -> segment.equals(entry.segment())).findFirst().orElse(SegmentEntry.of(segment)));
        }
        Segment was = chosen.get();
        entries.setAll(listed);
        chosen.set(was == null ? null : segments.stream().filter(s -> s.name().equalsIgnoreCase(was.name())).findFirst().orElse(null));
        count();
    }

    /** Counts every contact and each segment's in the copy, in the background; the counts replace those shown when they come. */
    private void count() {
        Place at = place;
        if (at == null || !whole.shownProperty().get()) {
            return;
        }
        long ticket = ++counting;
        List<Segment> segments = segments();
        ContactQueries queries = whole.reader().queries();
        async.task(() -> {
                    List<Long> counts = new ArrayList<>();
                    counts.add(queries.count(ContactQuery.all(at.appId())));
                    for (Segment segment : segments) {
                        counts.add(queries.count(segment.query(null)));
                    }
                    return counts;
                })
                .onSuccess(counts -> {
                    if (ticket == counting && segments.equals(segments())) {
                        for (int i = 0; i < counts.size(); i++) {
                            entries.set(i, entries.get(i).withCount(counts.get(i)));
                        }
                    }
                })
                // The whole list says when the copy cannot be read; here a count not made just stays blank.
                .onFailure(LocalCopyException.class, failure -> { })
                .start();
    }

    /** A damaged file of segments set aside: said once, in the words the damaged copy is said in. */
    private void tellDamaged(Unreadable damaged) {
        if (!damageTold.add(damaged.setAsideAs() == null ? damaged.file() : damaged.setAsideAs())) {
            return;
        }
        String why = ReadProblemWords.of(damaged.reason());
        dialogs.info(Messages.text("contacts.segments.damaged.title"), damaged.setAsideAs() == null
                ? Messages.text("contacts.segments.damaged.leftInPlace", damaged.file().toString(), why)
                : Messages.text("contacts.segments.damaged.setAside", damaged.file().toString(), damaged.setAsideAs().getFileName().toString(),
                        why));
    }

    /** The file could not be read at all (its lock, the disk): said once until a reading succeeds again. */
    private void readFailed(SegmentException failure) {
        if (!readFailureTold) {
            readFailureTold = true;
            dialogs.problem(Problem.of(failure));
        }
    }

    /** Which line is chosen ("All contacts" while nothing is found or filtered), and whether the find or filters moved away from it. */
    private void mark() {
        Segment segment = chosen.get();
        modified.set(segment != null && !sameQuery(segment));
        int at = -1;
        if (segment == null) {
            at = !entries.isEmpty() && nothingFoundOrFiltered() ? 0 : -1;
        } else {
            for (int i = 0; i < entries.size(); i++) {
                if (entries.get(i).named(segment.name())) {
                    at = i;
                    break;
                }
            }
        }
        marked.set(at);
    }

    /** The same find, ignoring case and spaces, and the same filters in any order: the same contacts. */
    private boolean sameQuery(Segment segment) {
        return words(segment.find()).equals(words(find.get())) && Set.copyOf(segment.filters()).equals(Set.copyOf(whole.filters()));
    }

    private static String words(String text) {
        return text == null ? "" : text.strip().replaceAll("\\s+", " ").toLowerCase(Locale.ROOT);
    }

    private boolean nothingFoundOrFiltered() {
        return words(find.get()).isEmpty() && whole.filters().isEmpty();
    }

    /** The listed segment of that name, ignoring case. */
    private Optional<Segment> listed(String name) {
        return segments().stream().filter(segment -> segment.name().equalsIgnoreCase(name)).findFirst();
    }

    private List<Segment> segments() {
        return entries.stream().filter(entry -> !entry.everyone()).map(SegmentEntry::segment).toList();
    }

    /** By name as the person's language sorts words (ä with a, case after letters), then by the name's own characters. */
    private static List<Segment> byName(List<Segment> segments) {
        Collator collator = Collator.getInstance(Messages.locale());
        collator.setStrength(Collator.TERTIARY);
        return segments.stream().sorted(Comparator.comparing(Segment::name, collator).thenComparing(Segment::name)).toList();
    }

    /** The lines: "All contacts", then each segment, with their counts once counted. */
    ObservableList<SegmentEntry> entries() {
        return entries;
    }

    /** The segment last applied or saved, while its list is on view; null for "All contacts" or none. */
    ReadOnlyObjectProperty<Segment> chosenProperty() {
        return chosen;
    }

    /** The place in {@link #entries()} of the line chosen; -1 when none is (something found or filtered that is no segment). */
    ReadOnlyIntegerProperty markedProperty() {
        return marked;
    }

    /** The find or the filters moved away from the segment chosen: saving it would change it. */
    ReadOnlyBooleanProperty modifiedProperty() {
        return modified;
    }

    /** How many of the application's segments this version cannot show (saved by a newer Mailroom). */
    ReadOnlyIntegerProperty notShownProperty() {
        return notShown;
    }

    /** Something is found or filtered over the whole list and no change is being made: it can be saved as a segment. */
    BooleanBinding canSaveAs() {
        return canSaveAs;
    }

    /** The segment chosen was modified and no change is being made. */
    BooleanBinding canSave() {
        return canSave;
    }

    /** The segments are offered: the whole list is on view. */
    ReadOnlyBooleanProperty availableProperty() {
        return whole.shownProperty();
    }

    /** Whose segments, of which application. */
    private record Place(String profileId, String appId) {
    }
}
