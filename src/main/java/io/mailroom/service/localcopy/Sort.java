package io.mailroom.service.localcopy;

import java.util.Objects;

/**
 * The order of a query's contacts: by one field, each value by what it means where it reads so
 * (docs/local-copy.md, "Find, filters and sort"). Either way round, values that do not read as
 * their kind come after those that do, and blanks come last.
 */
public record Sort(ContactField field, boolean ascending) {

    /** By address, A to Z: the order when none is chosen. */
    public static final Sort BY_ADDRESS = new Sort(ContactField.EMAIL_ADDRESS, true);

    public Sort {
        Objects.requireNonNull(field, "field");
    }

    /** The same field the other way round. */
    public Sort reversed() {
        return new Sort(field, !ascending);
    }
}
