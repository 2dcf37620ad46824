package io.mailroom.api;

import java.util.List;

/** One page of the contact list (spec 4.2). */
public record ContactPage(long total, int page, int pageSize, List<Contact> list) {

    public ContactPage {
        list = list == null ? List.of() : List.copyOf(list);
    }

    /** Number of pages for {@link #total} at this page size; an empty list has one (empty) page. */
    public long pageCount() {
        if (pageSize <= 0 || total <= 0) {
            return 1;
        }
        return (total + pageSize - 1) / pageSize;
    }
}
