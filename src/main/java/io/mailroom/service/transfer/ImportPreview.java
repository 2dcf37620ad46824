package io.mailroom.service.transfer;

import java.util.List;
import java.util.Map;

/**
 * What importing a file would do, computed against the local copy before anything is sent
 * (docs/import.md, "Preview"): how many rows create, update, change nothing and are rejected, the
 * rejected rows by reason, and the first {@link ImportPreviewer#SHOWN} rejected rows and updates
 * whose file status the service will not apply (all of them go to the {@link ImportListener}).
 *
 * @param rows        the rows read after the header, blank rows left out
 * @param statusKept  updates whose file status differs from the contact's, which keeps its own
 * @param birthdays   the order the birthdays were read in: month first when the column's values show it
 */
public record ImportPreview(long rows, long creates, long updates, long unchanged, long rejected, long statusKept,
                            Map<RejectReason, Long> rejectedBy, List<RejectedRow> rejects, List<PlannedRow> statusKeptRows,
                            BirthdayOrder birthdays) {

    public ImportPreview {
        rejectedBy = Map.copyOf(rejectedBy);
        rejects = List.copyOf(rejects);
        statusKeptRows = List.copyOf(statusKeptRows);
    }

    /** Rows a save would be sent for: the others change nothing or are rejected. */
    public long toSend() {
        return creates + updates;
    }

    /** Whether more rows were rejected than {@link #rejects} holds. */
    public boolean rejectsCut() {
        return rejected > rejects.size();
    }
}
