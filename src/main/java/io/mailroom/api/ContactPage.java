package io.mailroom.api;

import java.util.List;

/** One page of the contact list (spec 4.2). */
public record ContactPage(long total, int page, int pageSize, List<Contact> list) {

    public ContactPage {
        list = list == null ? List.of() : List.copyOf(list);
    }

    /** Number of pages for {@link #total} at the size the service really paged by ({@link #servedPageSize}). */
    public long pageCount(int asked) {
        return pagesOf(servedPageSize(asked));
    }

    /**
     * The size the service paged by, which the spec does not promise is the size asked for
     * (docs/decisions.md, "Reading what the service sends"). A page longer than asked means the
     * service pages by more: its {@code pageSize} when the page fits it, else the page's length.
     * Otherwise its {@code pageSize} counts when it fits this page, else the size asked.
     */
    public int servedPageSize(int asked) {
        if (list.size() > asked) {
            return fits(pageSize) ? pageSize : list.size();
        }
        return pageSize != asked && fits(pageSize) ? pageSize : asked;
    }

    /**
     * Whether paging by {@code size} could have served this page: it holds the page, and the page
     * is full or the last, ending exactly at the total (200 rows as page 2 of 600 are no page of 500).
     */
    private boolean fits(int size) {
        if (size < list.size() || size < 1) {
            return false;
        }
        long before = (long) (page - 1) * size;
        boolean within = total <= 0 ? page == 1 : before < total;
        return within && (list.size() == size || before + list.size() == total);
    }

    private long pagesOf(int size) {
        if (size <= 0 || total <= 0) {
            return 1;
        }
        return (total + size - 1) / size;
    }
}
