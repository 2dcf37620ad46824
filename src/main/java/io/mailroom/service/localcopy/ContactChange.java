package io.mailroom.service.localcopy;

import java.util.List;

/**
 * One contact that a sweep found changed since the one before.
 *
 * @param kind    added, removed or changed
 * @param address the contact's address as listed
 * @param fields  for a change, each field that differs; for a removal, the contact's fields as they
 *                were (the copy no longer holds them); for an addition none (the copy holds the contact)
 */
public record ContactChange(Kind kind, String address, List<FieldChange> fields) {

    public enum Kind {
        ADDED, REMOVED, CHANGED
    }

    public ContactChange {
        fields = List.copyOf(fields);
    }
}
