package io.mailroom.ui.contacts;

import static org.assertj.core.api.Assertions.assertThat;

import io.mailroom.ui.common.Formats;
import io.mailroom.ui.common.Messages;
import java.time.Instant;
import java.time.ZoneId;
import java.time.ZonedDateTime;
import java.util.Locale;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/** When the copy was synchronised, in the words a person uses for the last days. */
class RecentMomentTest {

    /** A Tuesday afternoon on the computer's clock. */
    private static final ZonedDateTime NOW = ZonedDateTime.of(2026, 11, 24, 15, 0, 0, 0, ZoneId.systemDefault());

    @AfterEach
    void backToEnglish() {
        Messages.use(Locale.ENGLISH);
    }

    private static Instant at(int daysBefore, int hour, int minute) {
        return NOW.minusDays(daysBefore).withHour(hour).withMinute(minute).toInstant();
    }

    @Test
    void todayIsSaidAsTodayWithTheTime() {
        Instant moment = at(0, 10, 4);
        assertThat(RecentMoment.of(moment, NOW.toInstant())).isEqualTo("today at " + Formats.shortTime(moment));
    }

    @Test
    void theSixDaysBeforeAreSaidByTheirNames() {
        assertThat(RecentMoment.of(at(2, 10, 4), NOW.toInstant())).isEqualTo("Sunday at " + Formats.shortTime(at(2, 10, 4)));
        assertThat(RecentMoment.of(at(6, 9, 30), NOW.toInstant())).startsWith("Wednesday at ");
    }

    @Test
    void anythingOlderIsSaidByItsDate() {
        Instant moment = at(7, 10, 4);
        assertThat(RecentMoment.of(moment, NOW.toInstant())).isEqualTo(Formats.dateTime(moment));
    }

    @Test
    void inGermanTheDayAndTheTimeAreGerman() {
        Messages.use(Locale.GERMAN);
        assertThat(RecentMoment.of(at(1, 10, 4), NOW.toInstant())).isEqualTo("Montag um 10:04");
        assertThat(RecentMoment.of(at(0, 10, 4), NOW.toInstant())).isEqualTo("heute um 10:04");
    }
}
