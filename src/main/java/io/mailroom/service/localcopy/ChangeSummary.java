package io.mailroom.service.localcopy;

import java.time.Instant;

/**
 * What one completed sweep found changed since the sweep before it: "12 new, 3 removed, 40
 * changed since Tuesday 10:04".
 *
 * @param id       the set's id, for {@link ChangeLog#changes(long)}
 * @param syncedAt when the sweep completed
 * @param since    when the sweep before it completed
 */
public record ChangeSummary(long id, String appId, Instant syncedAt, Instant since, int added, int removed, int changed) {

    /** Whether the sweep found nothing changed. */
    public boolean none() {
        return added == 0 && removed == 0 && changed == 0;
    }
}
