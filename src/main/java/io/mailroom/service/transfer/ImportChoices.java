package io.mailroom.service.transfer;

import io.mailroom.api.ContactStatus;
import java.util.Objects;
import java.util.Optional;

/**
 * What the person chose beside the mapping: the status of new contacts whose row has none (there is
 * no default: whether people agreed to be written to is theirs to say), and what empty cells do.
 */
public record ImportChoices(Optional<ContactStatus> newStatus, EmptyCells emptyCells) {

    public ImportChoices {
        Objects.requireNonNull(newStatus, "newStatus");
        Objects.requireNonNull(emptyCells, "emptyCells");
    }

    /** No status chosen; empty cells keep the contact's values. */
    public static ImportChoices defaults() {
        return new ImportChoices(Optional.empty(), EmptyCells.KEEP);
    }
}
