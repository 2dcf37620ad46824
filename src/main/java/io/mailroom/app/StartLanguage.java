package io.mailroom.app;

import io.mailroom.ui.common.Messages;
import io.mailroom.ui.common.Settings;
import java.util.Locale;

/**
 * The language Mailroom speaks, fixed at start: the one chosen under View ▸ Language, else the
 * operating system's (LANG=de_DE.UTF-8 starts it in German). It becomes the JVM's default too,
 * so JavaFX's own words (a text field's context menu, a dialog's OK) follow it.
 */
final class StartLanguage {

    /** The operating system's locale, as the JVM found it, before Mailroom set its own. */
    private static final Locale SYSTEM = Locale.getDefault();

    private StartLanguage() {
    }

    static Locale system() {
        return SYSTEM;
    }

    static void apply(Settings settings) {
        apply(settings, SYSTEM);
    }

    /** Speaks the language chosen in {@code settings}, else {@code system}'s; returns the language spoken. */
    static Locale apply(Settings settings, Locale system) {
        Locale chosen = settings.startLanguage(system);
        Messages.use(chosen);
        // The OS's own locale stays when it speaks the language chosen: de_AT keeps its Austrian dates.
        Locale.setDefault(chosen.getLanguage().equals(system.getLanguage()) ? system : chosen);
        return chosen;
    }

    /** A language's name in that language ("Deutsch", "Français"): how a person looks for their own. */
    static String ownName(Locale language) {
        String name = language.getDisplayLanguage(language);
        return name.isEmpty() ? name : name.substring(0, 1).toUpperCase(language) + name.substring(1);
    }
}
