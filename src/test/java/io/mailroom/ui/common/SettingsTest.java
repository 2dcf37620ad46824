package io.mailroom.ui.common;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Locale;
import java.util.UUID;
import java.util.prefs.Preferences;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/** What the app remembers is read back as it was kept, and what earlier versions kept still counts. */
class SettingsTest {

    private final Preferences node = Preferences.userRoot().node("mailroom-tests/" + UUID.randomUUID());

    @AfterEach
    void removeNode() throws Exception {
        node.removeNode();
        node.flush();
    }

    @Test
    void theLastScreenKeptByItsTitleBeforeScreensHadIdsIsReadAsItsId() {
        for (var before : List.of(List.of("Contacts", "contacts"), List.of("Compose", "compose"), List.of("Activity", "activity"),
                List.of("Settings", "settings"), List.of("Outbox", "outbox"))) {
            node.put(Settings.LAST_SCREEN, before.getFirst());

            assertThat(Settings.over(node).lastScreen().get()).isEqualTo(before.getLast());
        }
    }

    @Test
    void aScreenShownIsKeptByItsId() {
        Settings.over(node).lastScreen().set("outbox");

        assertThat(node.get(Settings.LAST_SCREEN, null)).isEqualTo("outbox");
        assertThat(Settings.over(node).lastScreen().get()).isEqualTo("outbox");
    }

    @Test
    void theContactsChoicesAndColumnsStayInTheNodeEarlierVersionsKeptThemIn() {
        Preferences contacts = node.node("contacts");
        contacts.putInt("pageSize", 200);
        contacts.putBoolean("chartShown", false);
        contacts.put("app.profile-1", "newsletter");
        contacts.put(ColumnLayout.KEY, "company:150.0:false");

        Settings.ContactsChoices kept = Settings.over(node).contacts();

        assertThat(kept.pageSize().get()).isEqualTo(200);
        assertThat(kept.chartShown().get()).isFalse();
        assertThat(kept.app("profile-1")).contains("newsletter");
        assertThat(kept.app("profile-2")).isEmpty();
        assertThat(kept.columns().get()).containsExactly(new ColumnLayout.Column("company", 150, false));
    }

    @Test
    void theSegmentsPanelShowsUntilHiddenAndStaysHiddenAtTheNextStart() {
        Settings.ContactsChoices kept = Settings.over(node).contacts();
        assertThat(kept.segmentsShown().get()).isTrue();

        kept.segmentsShown().set(false);

        assertThat(node.node("contacts").getBoolean("segmentsShown", true)).isFalse();
        assertThat(Settings.over(node).contacts().segmentsShown().get()).isFalse();
        assertThat(Settings.over(node).contacts().chartShown().get()).as("the chart's own choice").isTrue();
    }

    @Test
    void theThemeAndTheLanguageAreKeptAndTheLanguageFollowsTheSystemUntilOneIsChosen() {
        Settings settings = Settings.over(node);
        assertThat(settings.theme().get()).isEqualTo(Settings.Theme.SYSTEM);
        assertThat(settings.startLanguage(Locale.GERMANY)).isEqualTo(Locale.GERMAN);
        assertThat(settings.startLanguage(Locale.JAPAN)).as("a language Mailroom does not speak").isEqualTo(Locale.ENGLISH);

        settings.theme().set(Settings.Theme.DARK);
        settings.language().set(Locale.FRENCH);

        Settings next = Settings.over(node);
        assertThat(next.theme().get()).isEqualTo(Settings.Theme.DARK);
        assertThat(next.startLanguage(Locale.GERMANY)).isEqualTo(Locale.FRENCH);
        next.language().set(null);
        assertThat(Settings.over(node).startLanguage(Locale.GERMANY)).isEqualTo(Locale.GERMAN);
    }

    @Test
    void theWindowsPlaceIsKeptButAMaximisedWindowKeepsThePlaceItHadBefore() {
        Settings settings = Settings.over(node);
        assertThat(settings.window()).isEmpty();

        settings.window(new Settings.WindowPlace(40, 30, 900, 640, false));
        settings.window(new Settings.WindowPlace(0, 0, 1920, 1080, true));

        assertThat(Settings.over(node).window()).contains(new Settings.WindowPlace(40, 30, 900, 640, true));
    }

    @Test
    void aCopyIsRefreshedOnceADayUntilThePersonChoosesAnotherAgeWhichIsKept() {
        Settings settings = Settings.over(node);
        assertThat(settings.refreshCopiesOlderThan().get()).isEqualTo(Settings.CopyRefresh.ONE_DAY);

        settings.refreshCopiesOlderThan().set(Settings.CopyRefresh.ONE_WEEK);

        assertThat(node.get(Settings.COPY_REFRESH, null)).isEqualTo("ONE_WEEK");
        assertThat(Settings.over(node).refreshCopiesOlderThan().get()).isEqualTo(Settings.CopyRefresh.ONE_WEEK);
        node.put(Settings.COPY_REFRESH, "FORTNIGHT");
        assertThat(Settings.over(node).refreshCopiesOlderThan().get()).as("a value this version does not know").isEqualTo(Settings.CopyRefresh.ONE_DAY);
    }

    @Test
    void aCopyIsDueOnlyOnceOlderThanTheAgeChosenAndNeverWhenNeverWasChosen() {
        Instant synced = Instant.parse("2026-11-24T08:00:00Z");

        assertThat(Settings.CopyRefresh.ONE_DAY.due(synced, synced.plus(Duration.ofHours(24)))).isFalse();
        assertThat(Settings.CopyRefresh.ONE_DAY.due(synced, synced.plus(Duration.ofHours(24)).plusSeconds(1))).isTrue();
        assertThat(Settings.CopyRefresh.ONE_HOUR.due(synced, synced.plus(Duration.ofMinutes(61)))).isTrue();
        assertThat(Settings.CopyRefresh.SIX_HOURS.due(synced, synced.plus(Duration.ofHours(5)))).isFalse();
        assertThat(Settings.CopyRefresh.ONE_WEEK.due(synced, synced.plus(Duration.ofDays(6)))).isFalse();
        assertThat(Settings.CopyRefresh.NEVER.due(synced, synced.plus(Duration.ofDays(3650)))).isFalse();
    }
}
