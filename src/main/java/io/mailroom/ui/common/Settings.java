package io.mailroom.ui.common;

import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.logging.Level;
import java.util.logging.Logger;
import java.util.prefs.BackingStoreException;
import java.util.prefs.Preferences;
import javafx.beans.property.BooleanProperty;
import javafx.beans.property.IntegerProperty;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.SimpleBooleanProperty;
import javafx.beans.property.SimpleIntegerProperty;
import javafx.beans.property.SimpleObjectProperty;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;

/**
 * What the desktop app remembers between runs, typed and observable: a property set is written
 * to the UI's own preferences node at once. The only class of the desktop app that touches
 * {@code java.util.prefs} (LayeringTest). Keys and nodes are those of earlier versions, so an
 * upgrade keeps the person's choices; the one value whose meaning changed, the last screen
 * (once a title, now an id), is read either way.
 */
public final class Settings {

    /** The UI's node under the person's preferences root; the profiles live beside it, under io/mailroom. */
    static final String NODE = "io/mailroom/ui";
    static final String LAST_SCREEN = "lastScreen";
    static final String THEME = "theme";
    static final String LANGUAGE = "language";
    static final String COPY_REFRESH = "copyRefresh";

    /** What versions before screen ids kept as the last screen: its English title. */
    private static final Map<String, String> TITLES_BEFORE_IDS = Map.of(
            "Contacts", "contacts", "Compose", "compose", "Activity", "activity", "Settings", "settings", "Outbox", "outbox");

    /** Kept here so the JDK's logger stays quiet: without it the first start writes an INFO line about creating the node. */
    private static final Logger PREFERENCES_LOG = quiet(Logger.getLogger("java.util.prefs"));

    /** Light or dark, or as the operating system's colour scheme says. */
    public enum Theme {
        SYSTEM, LIGHT, DARK
    }

    /**
     * How old a local copy of the contacts may grow before opening it refreshes it in the
     * background, the old copy shown meanwhile; one choice for every profile
     * (docs/decisions/045-the-local-copy-goes-with-its-profile.md).
     */
    public enum CopyRefresh {
        ONE_HOUR(Duration.ofHours(1)), SIX_HOURS(Duration.ofHours(6)), ONE_DAY(Duration.ofDays(1)), ONE_WEEK(Duration.ofDays(7)),
        NEVER(null);

        private final Duration olderThan;

        CopyRefresh(Duration olderThan) {
            this.olderThan = olderThan;
        }

        /** Whether a copy last synchronised at {@code syncedAt} is to be refreshed at {@code now}. */
        public boolean due(Instant syncedAt, Instant now) {
            return olderThan != null && Duration.between(syncedAt, now).compareTo(olderThan) > 0;
        }
    }

    /** The window's place and size when it was last not maximised, and whether it was maximised. */
    public record WindowPlace(double x, double y, double width, double height, boolean maximized) {
    }

    private final Preferences node;
    private final ObjectProperty<Theme> theme = new SimpleObjectProperty<>(this, "theme");
    private final ObjectProperty<Locale> language = new SimpleObjectProperty<>(this, "language");
    private final StringProperty lastScreen = new SimpleStringProperty(this, "lastScreen");
    private final ObjectProperty<CopyRefresh> refreshCopiesOlderThan = new SimpleObjectProperty<>(this, "refreshCopiesOlderThan");
    private final ContactsChoices contacts;

    private Settings(Preferences node) {
        this.node = node;
        theme.set(read(node.get(THEME, Theme.SYSTEM.name()), Theme.SYSTEM));
        theme.addListener((property, before, now) -> node.put(THEME, now.name()));
        String tag = node.get(LANGUAGE, "");
        language.set(tag.isEmpty() ? null : Messages.supported(Locale.forLanguageTag(tag)));
        language.addListener((property, before, now) -> {
            if (now == null) {
                node.remove(LANGUAGE);
            } else {
                node.put(LANGUAGE, now.toLanguageTag());
            }
        });
        String stored = node.get(LAST_SCREEN, null);
        if (stored != null && TITLES_BEFORE_IDS.containsKey(stored)) {
            node.put(LAST_SCREEN, TITLES_BEFORE_IDS.get(stored));
        }
        lastScreen.set(stored == null ? null : TITLES_BEFORE_IDS.getOrDefault(stored, stored));
        lastScreen.addListener((property, before, now) -> {
            if (now != null) {
                node.put(LAST_SCREEN, now);
            }
        });
        contacts = new ContactsChoices(node.node("contacts"));
        refreshCopiesOlderThan.set(read(node.get(COPY_REFRESH, CopyRefresh.ONE_DAY.name()), CopyRefresh.ONE_DAY));
        refreshCopiesOlderThan.addListener((property, before, now) -> node.put(COPY_REFRESH, now.name()));
    }

    /** The person's own settings. */
    public static Settings forUser() {
        return over(Preferences.userRoot().node(NODE));
    }

    /** Settings kept in {@code node}: for tests, which keep theirs apart from the person's. */
    public static Settings over(Preferences node) {
        return new Settings(node);
    }

    public ObjectProperty<Theme> theme() {
        return theme;
    }

    /** The language chosen under View ▸ Language; null follows the operating system. Applied at the next start. */
    public ObjectProperty<Locale> language() {
        return language;
    }

    /** The language to speak at start: the one chosen, else the operating system's if Mailroom speaks it, else English. */
    public Locale startLanguage(Locale system) {
        return language.get() != null ? language.get() : Messages.supported(system);
    }

    /** The id of the screen on view when Mailroom last closed; null before the first close. */
    public StringProperty lastScreen() {
        return lastScreen;
    }

    /**
     * How old a profile's local copy of the contacts may grow before the contacts screen refreshes
     * it on opening; one day unless the person chose otherwise in Settings.
     */
    public ObjectProperty<CopyRefresh> refreshCopiesOlderThan() {
        return refreshCopiesOlderThan;
    }

    /** Where the window was; empty on a first start. */
    public Optional<WindowPlace> window() {
        double width = node.getDouble("width", Double.NaN);
        double height = node.getDouble("height", Double.NaN);
        boolean maximized = node.getBoolean("maximized", false);
        if (Double.isNaN(width) || Double.isNaN(height)) {
            return maximized ? Optional.of(new WindowPlace(Double.NaN, Double.NaN, Double.NaN, Double.NaN, true)) : Optional.empty();
        }
        return Optional.of(new WindowPlace(node.getDouble("x", Double.NaN), node.getDouble("y", Double.NaN), width, height, maximized));
    }

    /** Keeps the window's place; a maximised window keeps the place it had before, to go back to. */
    public void window(WindowPlace place) {
        node.putBoolean("maximized", place.maximized());
        if (!place.maximized()) {
            node.putDouble("x", place.x());
            node.putDouble("y", place.y());
            node.putDouble("width", place.width());
            node.putDouble("height", place.height());
        }
    }

    /** What the contacts screen keeps. */
    public ContactsChoices contacts() {
        return contacts;
    }

    /** A table's column layout, by the table's id; {@code ui.fx.TableLayout} reads and keeps it. */
    public ObjectProperty<List<ColumnLayout.Column>> columns(String table) {
        return columnsIn(node.node(table));
    }

    /** Writes what is kept to disk now, rather than whenever the store gets to it; on closing. */
    public void flush() throws BackingStoreException {
        node.flush();
    }

    private static ObjectProperty<List<ColumnLayout.Column>> columnsIn(Preferences tableNode) {
        ObjectProperty<List<ColumnLayout.Column>> columns = new SimpleObjectProperty<>(ColumnLayout.decode(tableNode.get(ColumnLayout.KEY, "")));
        columns.addListener((property, before, now) -> tableNode.put(ColumnLayout.KEY, ColumnLayout.encode(now)));
        return columns;
    }

    /**
     * The contacts screen's choices: the page size, whether the chart and the segments show, the
     * table's columns and, for each profile, the application last chosen.
     */
    public static final class ContactsChoices {

        static final String PAGE_SIZE = "pageSize";
        static final String CHART_SHOWN = "chartShown";
        static final String SEGMENTS_SHOWN = "segmentsShown";
        static final String APP_PREFIX = "app.";

        private final Preferences node;
        private final IntegerProperty pageSize = new SimpleIntegerProperty(this, "pageSize");
        private final BooleanProperty chartShown = new SimpleBooleanProperty(this, "chartShown");
        private final BooleanProperty segmentsShown = new SimpleBooleanProperty(this, "segmentsShown");
        private final ObjectProperty<List<ColumnLayout.Column>> columns;

        private ContactsChoices(Preferences node) {
            this.node = node;
            pageSize.set(node.getInt(PAGE_SIZE, 0));
            pageSize.addListener((property, before, now) -> node.putInt(PAGE_SIZE, now.intValue()));
            chartShown.set(node.getBoolean(CHART_SHOWN, true));
            chartShown.addListener((property, before, now) -> node.putBoolean(CHART_SHOWN, now));
            segmentsShown.set(node.getBoolean(SEGMENTS_SHOWN, true));
            segmentsShown.addListener((property, before, now) -> node.putBoolean(SEGMENTS_SHOWN, now));
            columns = columnsIn(node);
        }

        /** The rows per page last chosen; 0 when none was. */
        public IntegerProperty pageSize() {
            return pageSize;
        }

        public BooleanProperty chartShown() {
            return chartShown;
        }

        /** Whether the segments' panel shows beside the whole list. */
        public BooleanProperty segmentsShown() {
            return segmentsShown;
        }

        public ObjectProperty<List<ColumnLayout.Column>> columns() {
            return columns;
        }

        /** The application last chosen on the profile known by {@code profileKey}. */
        public Optional<String> app(String profileKey) {
            return Optional.ofNullable(node.get(APP_PREFIX + profileKey, null));
        }

        public void app(String profileKey, String appId) {
            node.put(APP_PREFIX + profileKey, appId);
        }
    }

    /** The constant named {@code stored}, or {@code otherwise} for a value this version does not know. */
    private static <E extends Enum<E>> E read(String stored, E otherwise) {
        for (E candidate : otherwise.getDeclaringClass().getEnumConstants()) {
            if (candidate.name().equals(stored)) {
                return candidate;
            }
        }
        return otherwise;
    }

    private static Logger quiet(Logger logger) {
        logger.setLevel(Level.WARNING);
        return logger;
    }
}
