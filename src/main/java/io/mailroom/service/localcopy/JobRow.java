package io.mailroom.service.localcopy;

import io.mailroom.api.SaveContactRequest;
import java.util.Objects;

/**
 * One row of a job: the line of the file it came from, whether it creates a contact or changes one,
 * and the save that carries it out.
 */
public record JobRow(long line, boolean creates, SaveContactRequest request) {

    public JobRow {
        Objects.requireNonNull(request, "request");
    }
}
