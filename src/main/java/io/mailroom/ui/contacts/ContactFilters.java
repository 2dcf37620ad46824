package io.mailroom.ui.contacts;

import io.mailroom.service.localcopy.Filter;
import io.mailroom.ui.common.Async;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import javafx.beans.binding.Bindings;
import javafx.beans.binding.BooleanBinding;
import javafx.beans.value.ObservableBooleanValue;
import javafx.collections.ObservableList;

/**
 * The filters of the whole list as the person sets them with chips: added through the picker,
 * removed one by one or all at once. They are the {@link WholeList}'s own filters, so a segment
 * that sets them shows as chips too. One field's filters are OR-ed and different fields' AND-ed
 * (docs/decisions/051-filter-semantics.md): the chips are shown grouped by field to say so.
 */
final class ContactFilters {

    private final WholeList whole;
    private final Async async;

    ContactFilters(WholeList whole, Async async) {
        this.whole = whole;
        this.async = async;
    }

    /** The filters applied, in the order set. */
    ObservableList<Filter> filters() {
        return whole.filters();
    }

    /** Filters apply to the whole list only: while the screen pages from the service there is nothing to filter. */
    ObservableBooleanValue available() {
        return whole.shownProperty();
    }

    BooleanBinding none() {
        return Bindings.isEmpty(whole.filters());
    }

    /** The filters by field, in the order each field was first filtered by: each group is one OR, the groups are AND-ed. */
    List<List<Filter>> groups() {
        Map<Filter.Kind, List<Filter>> byKind = new LinkedHashMap<>();
        for (Filter filter : whole.filters()) {
            byKind.computeIfAbsent(filter.kind(), kind -> new ArrayList<>()).add(filter);
        }
        return List.copyOf(byKind.values());
    }

    /**
     * Adds {@code filter}, one more value of its field when the field has some already; a filter set
     * already (the same text but for case, which the copy ignores) stays as it is.
     */
    void add(Filter filter) {
        if (whole.filters().stream().noneMatch(set -> set.text().equalsIgnoreCase(filter.text()))) {
            whole.filters().add(filter);
        }
    }

    void remove(Filter filter) {
        whole.filters().remove(filter);
    }

    void clear() {
        whole.filters().clear();
    }

    /** A picker for one new filter of the list on view, the values it offers read from its copy. */
    FilterPicker picker() {
        return new FilterPicker(whole.reader(), async, whole.filters(), this::add);
    }
}
