package io.mailroom.service.transfer;

import io.mailroom.api.ContactStatus;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;

/**
 * A row that will be imported, and how: its line, what it does, the address, the status (a new
 * contact's; for an update the file's, which the service does not apply: spec 3, rule 2), the
 * {@code data} a save would send, and the contact's status when the file's differs from it
 * ({@link #statusKept}: shown, so that nobody expects an unsubscribe to be undone by an import),
 * and the status the save sends ({@link #statusSent}): a new contact's, or for an update the
 * contact's own, which the service ignores on update but which re-creates the contact as it was
 * should it be deleted meanwhile (docs/import.md, "Sending").
 */
public record PlannedRow(long line, RowAction action, String address, Optional<ContactStatus> status, Map<String, String> data,
                         Optional<String> statusKept, ContactStatus statusSent) {

    public PlannedRow {
        Objects.requireNonNull(action, "action");
        Objects.requireNonNull(status, "status");
        Objects.requireNonNull(statusSent, "statusSent");
        Objects.requireNonNull(statusKept, "statusKept");
        data = Map.copyOf(data);
    }
}
