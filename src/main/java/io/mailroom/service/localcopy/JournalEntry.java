package io.mailroom.service.localcopy;

import io.mailroom.api.Contact;
import java.time.Instant;
import java.util.List;
import java.util.Optional;

/**
 * One change of the journal (docs/changes.md).
 *
 * @param id        its number in the profile's journal, in the order changes were begun
 * @param at        when its request was begun; for an import row, when its answer was recorded
 * @param profileId the profile it was made in
 * @param appId     the application
 * @param address   the contact's address as sent
 * @param kind      what was asked
 * @param before    the contact as the copy or the screen held it before; empty for a new contact, or one not known
 * @param after     the contact as the change left it, as far as Mailroom can tell; empty after a delete
 * @param requestId the service's requestId of its answer; empty while unanswered, and for an import row found
 *                  applied after its answer was lost
 * @param jobId     the job it was part of; empty for a single save
 * @param answered  false while the service has not answered, or when the process that sent it ended first:
 *                  the change may or may not have been made
 * @param created   true when the change is known to have created the contact (an import row that created one)
 * @param undoneBy  the change that undid this one
 * @param changedSince whether a later change of the same contact is in the journal (undoing this one would undo it too)
 */
public record JournalEntry(long id, Instant at, String profileId, String appId, String address, ChangeKind kind,
                           Optional<Contact> before, Optional<Contact> after, Optional<String> requestId,
                           Optional<String> jobId, boolean answered, boolean created, Optional<Long> undoneBy, boolean changedSince) {

    /** Each field the change made different, before and after; a delete lists what the contact held. */
    public List<FieldChange> fields() {
        if (after.isEmpty()) {
            return before.map(ContactFields::removed).orElse(List.of());
        }
        if (before.isEmpty()) {
            return ContactFields.added(after.get());
        }
        return ContactFields.changed(before.get(), after.get());
    }
}
