package io.mailroom.api;

import java.util.List;

/** One page of the contact list (spec 4.2). */
public record ContactPage(long total, int page, int pageSize, List<Contact> list) {

    public ContactPage {
        list = list == null ? List.of() : List.copyOf(list);
    }

    /** Number of pages for {@link #total} at the size the service really paged by; an empty list has one (empty) page. */
    public long pageCount(int asked) {
        return pagesAt(servedPageSize(asked));
    }

    /** Number of pages for {@link #total} at {@code size}; an empty list has one (empty) page. */
    public long pagesAt(int size) {
        if (size <= 0 || total <= 0) {
            return 1;
        }
        return (total + size - 1) / size;
    }

    /** The size the service paged by, judged from this page alone: {@link #servedPageSize(int, int)} knowing nothing more. */
    public int servedPageSize(int asked) {
        return servedPageSize(asked, asked);
    }

    /**
     * The size the service paged by, which the spec does not promise is the size asked for
     * (docs/decisions/020-paging-follows-the-service.md). A page longer than asked means the
     * service pages by more: its {@code pageSize} when the page fits it, else the page's length.
     * Otherwise its {@code pageSize} counts when it fits this page. Failing both, the page cannot
     * tell (a last page of 20 rows fits paging by 50 and by 100 alike): {@code known}, the size an
     * earlier page of the same list at the same size asked showed, counts when the page fits it or
     * is empty, else the size asked.
     */
    public int servedPageSize(int asked, int known) {
        if (list.size() > asked) {
            return fits(pageSize) ? pageSize : list.size();
        }
        if (pageSize != asked && fits(pageSize)) {
            return pageSize;
        }
        return known > 0 && known != asked && (list.isEmpty() || fits(known)) ? known : asked;
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
}
