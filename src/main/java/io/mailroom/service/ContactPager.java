package io.mailroom.service;

import io.mailroom.api.Contact;
import io.mailroom.api.ContactPage;
import io.mailroom.api.ServiceClient;
import java.util.ArrayList;
import java.util.List;

/** Reads every page of an application's contacts, one request per page through the client's limiter. */
public final class ContactPager {

    private final ServiceClient client;

    public ContactPager(ServiceClient client) {
        this.client = client;
    }

    /**
     * Pages until the list is as long as the service's {@code total}, or a page comes back
     * empty (the list shrank while it was read).
     */
    public List<Contact> all(String appId, int pageSize) {
        List<Contact> everyone = new ArrayList<>();
        for (int page = 1; ; page++) {
            ContactPage result = client.listContacts(appId, page, pageSize).data();
            everyone.addAll(result.list());
            if (result.list().isEmpty() || everyone.size() >= result.total()) {
                return everyone;
            }
        }
    }
}
