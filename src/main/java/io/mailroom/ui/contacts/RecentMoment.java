package io.mailroom.ui.contacts;

import io.mailroom.ui.common.Formats;
import io.mailroom.ui.common.Messages;
import java.time.Instant;
import java.time.LocalDate;
import java.time.ZoneId;

/**
 * A moment of the last days in the words a person uses for it: "today at 10:04", "Tuesday at
 * 10:04", else its date and time; for when the copy was synchronised and what changed since.
 */
final class RecentMoment {

    private static final int WEEKDAYS = 6;

    private RecentMoment() {
    }

    static String of(Instant moment, Instant now) {
        ZoneId zone = ZoneId.systemDefault();
        LocalDate day = moment.atZone(zone).toLocalDate();
        LocalDate today = now.atZone(zone).toLocalDate();
        if (day.equals(today)) {
            return Messages.text("contacts.moment.today", Formats.shortTime(moment));
        }
        if (day.isBefore(today) && !day.isBefore(today.minusDays(WEEKDAYS))) {
            return Messages.text("contacts.moment.weekday", Formats.weekday(moment), Formats.shortTime(moment));
        }
        return Formats.dateTime(moment);
    }
}
