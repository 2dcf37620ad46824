package io.mailroom.service.localcopy;

import io.mailroom.service.ItemNames;
import java.util.List;
import java.util.Objects;

/**
 * A named find and set of filters of one application, saved so that the person (or
 * {@code mailroom contacts find --segment NAME}) can ask again for the contacts they pick. Names are
 * unique within an application, ignoring case.
 *
 * @param find    what is typed in find; blank for none
 * @param filters the filters, in the order they were set
 */
public record Segment(String name, String appId, String find, List<Filter> filters) {

    public static final int MAX_NAME_LENGTH = 64;

    public Segment {
        name = checkName(name);
        Objects.requireNonNull(appId, "appId");
        if (appId.isBlank()) {
            throw new IllegalArgumentException("a segment belongs to an application");
        }
        find = find == null ? "" : find.strip();
        filters = filters == null ? List.of() : List.copyOf(filters);
    }

    /**
     * Checks a segment's name: non-blank, one line, at most 64 characters; returns it stripped.
     *
     * @throws ItemNames.RefusedException saying which rule the name breaks
     */
    public static String checkName(String name) {
        return ItemNames.check(name, "segment", MAX_NAME_LENGTH);
    }

    /** The segment's contacts in {@code sort}'s order. */
    public ContactQuery query(Sort sort) {
        return new ContactQuery(appId, find, filters, sort);
    }

    public Segment withName(String newName) {
        return new Segment(newName, appId, find, filters);
    }
}
