package io.mailroom.service;

import io.mailroom.api.Contact;
import io.mailroom.api.ContactPage;
import io.mailroom.api.ServiceClient;
import java.util.ArrayList;
import java.util.List;

/** Reads every page of an application's contacts, one request per page through the client's limiter. */
public final class ContactPager {

    /**
     * Everything that was read, and the total the service reported on the last page. They
     * differ when the list changed while it was read, or the service served short pages.
     */
    public record Listing(List<Contact> contacts, long reportedTotal) {

        public Listing {
            contacts = List.copyOf(contacts);
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
     * left out. That size may not be the one asked (docs/decisions.md): a service that serves
     * larger pages, or says it pages by fewer, is followed.
     */
    public Listing all(String appId, int pageSize) {
        List<Contact> everyone = new ArrayList<>();
        for (int page = 1; ; page++) {
            ContactPage result = client.listContacts(appId, page, pageSize).data();
            everyone.addAll(result.list());
            if (result.list().size() < result.servedPageSize(pageSize) || everyone.size() >= result.total()) {
                return new Listing(everyone, result.total());
            }
        }
    }
}
