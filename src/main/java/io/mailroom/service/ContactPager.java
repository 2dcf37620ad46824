package io.mailroom.service;

import io.mailroom.api.Contact;
import io.mailroom.api.ContactPage;
import io.mailroom.api.ServiceClient;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;

/**
 * Reads every page of an application's contacts, one request per page through the client's
 * limiter, and makes sure what it returns is one true copy of the list (docs/decisions/035-list-changed-read-again.md
 * to 037-listing-size-limit.md): the service pages by position, so a contact added or deleted
 * while the pages are read shifts the rest, and rows are skipped or read twice. A sweep that
 * sees the total move or a contact come twice is started again from page 1, up to
 * {@link #MAX_SWEEPS} sweeps in all; after that {@link ListKeptChangingException}.
 */
public final class ContactPager {

    /** Sweeps in all before giving up on a list that keeps changing. */
    public static final int MAX_SWEEPS = 3;

    /**
     * Mailroom's choice: the most contacts one listing holds in memory (about 1 KB each),
     * read in 80 s at 5 requests a second and 500 a page. A total above it is refused at the
     * first page rather than read for hours.
     */
    public static final long MAX_CONTACTS = 200_000;

    /**
     * Everything that was read, and the total the service reported. They differ when the
     * service served short pages; {@code rereads} says why each earlier sweep was started again.
     */
    public record Listing(List<Contact> contacts, long reportedTotal, List<ListChange> rereads) {

        public Listing {
            contacts = List.copyOf(contacts);
            rereads = List.copyOf(rereads);
        }

        public boolean complete() {
            return contacts.size() == reportedTotal;
        }
    }

    private final ServiceClient client;

    public ContactPager(ServiceClient client) {
        this.client = client;
    }

    /**
     * Pages until the list is as long as the service's {@code total}, or a page comes back
     * shorter than the size the service pages by: asking on would skip the rows the short page
     * left out. That size may not be the one asked (docs/decisions/020-paging-follows-the-service.md):
     * a service that serves larger pages, or says it pages by fewer, is followed.
     *
     * @throws ListKeptChangingException when every sweep saw the list change
     * @throws ListTooLargeException     when the service reports more than {@link #MAX_CONTACTS}
     */
    public Listing all(String appId, int pageSize) {
        List<ListChange> rereads = new ArrayList<>();
        while (true) {
            Sweep sweep = new Sweep(appId, pageSize);
            Optional<ListChange> change = sweep.run();
            if (change.isEmpty()) {
                return new Listing(sweep.contacts, sweep.total, rereads);
            }
            rereads.add(change.get());
            if (rereads.size() == MAX_SWEEPS) {
                throw new ListKeptChangingException(appId, rereads);
            }
        }
    }

    /** One read from page 1 to the end. */
    private final class Sweep {

        private final String appId;
        private final int pageSize;
        private final List<Contact> contacts = new ArrayList<>();
        /** Each address read so far (ignoring case, as the service compares them), and the page it came on. */
        private final Map<String, Integer> seenOn = new HashMap<>();
        private long total;

        Sweep(String appId, int pageSize) {
            this.appId = appId;
            this.pageSize = pageSize;
        }

        /** Reads every page; returns what changed when the list moved under it. */
        Optional<ListChange> run() {
            for (int page = 1; ; page++) {
                ContactPage result = client.listContacts(appId, page, pageSize).data();
                if (page == 1) {
                    total = result.total();
                    if (total > MAX_CONTACTS) {
                        throw new ListTooLargeException(appId, total, MAX_CONTACTS);
                    }
                } else if (result.total() != total) {
                    return Optional.of(new ListChange.TotalChanged(total, result.total(), page));
                }
                for (Contact contact : result.list()) {
                    if (contact.emailAddress() != null && !contact.emailAddress().isEmpty()) {
                        Integer earlier = seenOn.putIfAbsent(contact.emailAddress().toLowerCase(Locale.ROOT), page);
                        if (earlier != null) {
                            return Optional.of(new ListChange.SeenTwice(contact.emailAddress(), earlier, page));
                        }
                    }
                    contacts.add(contact);
                }
                if (result.list().size() < result.servedPageSize(pageSize) || contacts.size() >= total) {
                    return Optional.empty();
                }
            }
        }
    }
}
