package io.mailroom.ui.contacts;

import io.mailroom.api.Contact;
import io.mailroom.service.localcopy.Breakdown;
import io.mailroom.service.localcopy.ContactCopy;
import io.mailroom.service.localcopy.ContactQueries;
import io.mailroom.service.localcopy.ContactQuery;
import io.mailroom.service.localcopy.Filter;
import io.mailroom.service.localcopy.LocalCopyException;
import io.mailroom.service.localcopy.ReadStop;
import io.mailroom.service.localcopy.Sort;
import io.mailroom.ui.common.Async;
import io.mailroom.ui.common.LatestWins;
import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.function.Consumer;
import javafx.beans.property.BooleanProperty;
import javafx.beans.property.LongProperty;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyLongProperty;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.SimpleBooleanProperty;
import javafx.beans.property.SimpleLongProperty;
import javafx.beans.property.SimpleObjectProperty;
import javafx.collections.FXCollections;
import javafx.collections.ListChangeListener;
import javafx.collections.ObservableList;

/**
 * The contacts screen over the whole list (docs/contacts.md, "The whole list"): every contact of
 * one application from its local copy, found as the person types, filtered and sorted there,
 * counted, and selected across the filter. Every read runs in the background, one query at a
 * time, the latest winning (docs/decisions/054-find-runs-at-once-latest-wins.md): the answer to
 * a query no longer asked for is dropped. State changes only on the UI thread.
 */
final class WholeList {

    /** The answers kept of the copy on view: enough for a word typed and deleted again, or a few filters added and removed. */
    static final int RECENT = 32;

    private final LatestWins<Answer, LocalCopyException> reads;
    private final LatestWins<Breakdown, LocalCopyException> charts;
    private final LazyRows rows;
    private final BooleanProperty shown = new SimpleBooleanProperty(false);
    private final LongProperty matching = new SimpleLongProperty(0);
    private final LongProperty total = new SimpleLongProperty(0);
    private final ObjectProperty<Instant> syncedAt = new SimpleObjectProperty<>();
    private final ObservableList<Filter> filters = FXCollections.observableArrayList();
    private final BooleanProperty allMatching = new SimpleBooleanProperty(false);
    private final BooleanProperty counted = new SimpleBooleanProperty(false);
    private final BooleanProperty filtered = new SimpleBooleanProperty(false);
    private final ObjectProperty<Breakdown> breakdown = new SimpleObjectProperty<>();
    /**
     * The latest answers of the copy on view, the least recently shown going first: Backspace and a
     * filter removed mostly go back to a query just answered, which is then shown at once.
     */
    private final Map<ContactQuery, Answer> recent = new LinkedHashMap<>(RECENT, 0.75f, true) {
        @Override
        protected boolean removeEldestEntry(Map.Entry<ContactQuery, Answer> eldest) {
            return size() > RECENT;
        }
    };

    private ContactQueries queries;
    private String appId;
    private String find = "";
    private Sort sort;
    /** The query whose answer is on view; null when none is. */
    private ContactQuery onView;
    /** How many contacts the application has in the copy on view, once counted; -1 until then, and once the copy changed. */
    private long everyone = -1;

    /** {@code failed}: told, on the UI thread, when the copy could not be read. */
    WholeList(Async async, Consumer<LocalCopyException> failed) {
        this.reads = new LatestWins<>(async, LocalCopyException.class, this::show, failed);
        this.charts = new LatestWins<>(async, LocalCopyException.class, breakdown::set, failed);
        this.rows = new LazyRows(async, failed);
        filters.addListener((ListChangeListener<Filter>) change -> {
            if (shown.get()) {
                read();
            }
        });
    }

    /** Shows {@code appId}'s contacts from {@code copy}, last made whole at {@code synced}, found by {@code text}. */
    void show(ContactCopy copy, String appId, Instant synced, String text) {
        this.queries = new ContactQueries(copy);
        this.appId = appId;
        this.find = text == null ? "" : text;
        copyChanged();
        syncedAt.set(synced);
        shown.set(true);
        read();
    }

    /** Back to paging from the service: nothing of the copy stays on view. */
    void hide() {
        reads.drop();
        charts.drop();
        onView = null;
        copyChanged();
        shown.set(false);
        counted.set(false);
        filtered.set(false);
        allMatching.set(false);
        matching.set(0);
        total.set(0);
        breakdown.set(null);
        rows.show((offset, limit) -> List.of(), 0, List.of());
    }

    /** Finds as the person types: at once, or once the query running ends; only the last text typed is shown. */
    void find(String text) {
        String now = text == null ? "" : text;
        if (!shown.get() || now.equals(find)) {
            return;
        }
        find = now;
        read();
    }

    /** Sorts every matching contact by {@code by}; null keeps the copy's own order. */
    void sort(Sort by) {
        if (!shown.get() || Objects.equals(by, sort)) {
            sort = by;
            return;
        }
        sort = by;
        read();
    }

    /** Reads the query again: the copy changed under it (a save, a delete, a sweep), or the person asked. */
    void reload() {
        if (shown.get()) {
            copyChanged();
            read();
        }
    }

    /** What was read of the copy on view no longer holds: its count of everyone and the answers kept. */
    private void copyChanged() {
        everyone = -1;
        recent.clear();
    }

    /** The query on view. */
    ContactQuery query() {
        return new ContactQuery(appId, find, List.copyOf(filters), sort);
    }

    /**
     * Counts the query and reads its first rows in one go (what a keystroke in find waits for),
     * then what the found contacts are made of, for the chart. The application's own count changes
     * only with the copy: a keystroke does not read it again.
     */
    private void read() {
        ContactQuery query = query();
        Answer answered = recent.get(query);
        if (answered != null) {
            // Answered already over this very copy: a read still running for an older query must not come after it.
            reads.drop();
            show(answered);
            return;
        }
        ContactQueries from = queries;
        long known = everyone;
        ReadStop stop = new ReadStop();
        ContactQueries reading = from.stoppedBy(stop);
        // The chart of what is on view makes way: its read is the slowest, and the keystroke's must not wait for a core.
        charts.drop();
        reads.ask(() -> new Answer(query, from, reading.matches(query, 0, LazyRows.FIRST),
                known >= 0 ? known : reading.count(ContactQuery.all(query.appId()))), stop::stop);
    }

    private void show(Answer answer) {
        ContactQuery query = answer.query();
        ContactQueries from = answer.from();
        recent.put(query, answer);
        // The same query read again (the copy changed under it) keeps the rows and the selection on view until read anew.
        boolean keepRows = query.equals(onView);
        onView = query;
        if (!keepRows) {
            allMatching.set(false);
        }
        // The rows first: whoever hears of the counts finds the rows they count.
        LazyRows.Source source = (offset, limit) -> from.rows(query, offset, limit);
        int size = (int) answer.matches().count();
        if (keepRows) {
            rows.reload(source, size, answer.matches().rows());
        } else {
            rows.show(source, size, answer.matches().rows());
        }
        everyone = answer.all();
        total.set(answer.all());
        matching.set(answer.matches().count());
        filtered.set(!query.find().isBlank() || !query.filters().isEmpty());
        counted.set(true);
        ReadStop stop = new ReadStop();
        ContactQueries reading = from.stoppedBy(stop);
        charts.ask(() -> reading.breakdown(query), stop::stop);
    }

    /** A query of a copy, its count with its first rows, and how many contacts the application has in all. */
    private record Answer(ContactQuery query, ContactQueries from, ContactQueries.Matches matches, long all) {
    }

    /** The query on view, to read more of it in the background (a selection across the filter). */
    Reader reader() {
        return new Reader(queries, query());
    }

    /** Reads of one query of the copy; each call blocks, so none belongs on the UI thread. */
    record Reader(ContactQueries queries, ContactQuery query) {

        /** Every address the query matches, in its order. */
        List<String> addresses() {
            return queries.addresses(query);
        }

        /** The contacts at {@code indices} of the query's rows: a selection may span rows no longer (or never) held. */
        List<Contact> rowsAt(List<Integer> indices) {
            List<Integer> sorted = indices.stream().sorted().distinct().toList();
            List<Contact> found = new ArrayList<>();
            int i = 0;
            while (i < sorted.size()) {
                int from = sorted.get(i);
                int to = from;
                while (i + 1 < sorted.size() && sorted.get(i + 1) == to + 1) {
                    to = sorted.get(++i);
                }
                found.addAll(queries.rows(query, from, to - from + 1));
                i++;
            }
            return found;
        }
    }

    /** The rows on view, a lazily read list as long as the count. */
    LazyRows rows() {
        return rows;
    }

    /** The filters the query applies: one field's filters OR-ed, different fields' AND-ed (the filter chips edit them). */
    ObservableList<Filter> filters() {
        return filters;
    }

    ReadOnlyBooleanProperty shownProperty() {
        return shown;
    }

    /** The query's first count has come: until then the numbers say nothing. */
    ReadOnlyBooleanProperty countedProperty() {
        return counted;
    }

    ReadOnlyLongProperty matchingProperty() {
        return matching;
    }

    ReadOnlyLongProperty totalProperty() {
        return total;
    }

    ReadOnlyObjectProperty<Instant> syncedAtProperty() {
        return syncedAt;
    }

    /** The selection is every contact the query matches, not the rows selected in the table. */
    BooleanProperty allMatchingProperty() {
        return allMatching;
    }

    /** What the contacts found are made of, once the copy has counted it; null before. */
    ReadOnlyObjectProperty<Breakdown> breakdownProperty() {
        return breakdown;
    }

    /** The rows counted were found or filtered: the count is of some, not all. */
    ReadOnlyBooleanProperty filteredProperty() {
        return filtered;
    }
}
