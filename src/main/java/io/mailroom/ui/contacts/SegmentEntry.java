package io.mailroom.ui.contacts;

import io.mailroom.service.localcopy.Segment;

/**
 * A line of the segments' panel: every contact of the application ({@code segment} null), or one
 * saved segment; with how many contacts it matches in the local copy, once counted.
 *
 * @param count {@link #NOT_COUNTED} until the copy has counted it
 */
record SegmentEntry(Segment segment, long count) {

    static final long NOT_COUNTED = -1;

    /** "All contacts", not counted yet. */
    static final SegmentEntry EVERYONE = new SegmentEntry(null, NOT_COUNTED);

    static SegmentEntry of(Segment segment) {
        return new SegmentEntry(segment, NOT_COUNTED);
    }

    /** Every contact, rather than a segment. */
    boolean everyone() {
        return segment == null;
    }

    boolean counted() {
        return count >= 0;
    }

    SegmentEntry withCount(long counted) {
        return new SegmentEntry(segment, counted);
    }

    /** Whether this is the segment named {@code name}: names are one application's ignoring case (docs/decisions/052-segments-live-beside-the-copy.md). */
    boolean named(String name) {
        return segment != null && segment.name().equalsIgnoreCase(name);
    }
}
