package io.mailroom.service.localcopy;

import java.util.List;
import java.util.Objects;

/**
 * A question to one application's copy: the contacts in which every word of {@code find} begins a
 * word of the address, a name, the company or the phone number (ignoring case and accents), that
 * pass the {@code filters} (those on one field OR-ed, different fields AND-ed), in the
 * {@code sort}'s order (docs/local-copy.md, "Find, filters and sort").
 *
 * @param find    what the person typed; blank finds every contact
 * @param filters none means every contact
 * @param sort    null means {@link Sort#BY_ADDRESS}
 */
public record ContactQuery(String appId, String find, List<Filter> filters, Sort sort) {

    public ContactQuery {
        Objects.requireNonNull(appId, "appId");
        find = find == null ? "" : find;
        filters = filters == null ? List.of() : List.copyOf(filters);
        sort = sort == null ? Sort.BY_ADDRESS : sort;
    }

    /** Every contact of the application, by address. */
    public static ContactQuery all(String appId) {
        return new ContactQuery(appId, "", List.of(), Sort.BY_ADDRESS);
    }

    public ContactQuery withFind(String newFind) {
        return new ContactQuery(appId, newFind, filters, sort);
    }

    public ContactQuery withFilters(List<Filter> newFilters) {
        return new ContactQuery(appId, find, newFilters, sort);
    }

    public ContactQuery withSort(Sort newSort) {
        return new ContactQuery(appId, find, filters, newSort);
    }
}
