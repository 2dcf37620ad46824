package io.mailroom.cli;

import io.mailroom.service.localcopy.ChangeSummary;
import io.mailroom.service.localcopy.SyncReport;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneId;
import java.time.format.DateTimeFormatter;

/** How the command line speaks of the local copy: when it was synchronised, and what a sync changed. */
final class CopyWords {

    private static final DateTimeFormatter MINUTE = DateTimeFormatter.ofPattern("yyyy-MM-dd HH:mm");

    private CopyWords() {
    }

    /** "2026-11-23 10:04", in this computer's time zone. */
    static String when(Instant instant) {
        return MINUTE.format(instant.atZone(ZoneId.systemDefault()));
    }

    /**
     * "Synced newsletter: 12 new, 3 removed, 40 changed since 2026-11-23 10:04 (72 contacts)", or
     * "nothing changed since …", or, after an application's first sync, which records no changes,
     * "Synced newsletter for the first time (72 contacts)".
     */
    static String summary(SyncReport report) {
        String contacts = " (" + report.contacts() + (report.contacts() == 1 ? " contact)" : " contacts)");
        if (report.changes().isEmpty()) {
            return "Synced " + report.appId() + " for the first time" + contacts;
        }
        ChangeSummary changes = report.changes().get();
        String what = changes.none() ? "nothing changed"
                : changes.added() + " new, " + changes.removed() + " removed, " + changes.changed() + " changed";
        return "Synced " + report.appId() + ": " + what + " since " + when(changes.since()) + contacts;
    }

    /** "3 hours ago", "less than a minute ago". */
    static String age(Instant then, Instant now) {
        Duration age = Duration.between(then, now);
        if (age.toMinutes() < 1) {
            return "less than a minute ago";
        }
        if (age.toHours() < 1) {
            return plural(age.toMinutes(), "minute") + " ago";
        }
        if (age.toDays() < 1) {
            return plural(age.toHours(), "hour") + " ago";
        }
        return plural(age.toDays(), "day") + " ago";
    }

    private static String plural(long count, String unit) {
        return count + " " + unit + (count == 1 ? "" : "s");
    }
}
