package io.mailroom.app;

import atlantafx.base.theme.PrimerDark;
import atlantafx.base.theme.PrimerLight;
import java.util.prefs.Preferences;
import javafx.application.Application;
import javafx.application.ColorScheme;
import javafx.application.Platform;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.SimpleObjectProperty;

/**
 * Light or dark (AtlantaFX Primer), following the operating system's colour scheme where
 * JavaFX can read it, or as the person chose; the choice is remembered.
 */
final class ThemeChoice {

    enum Mode {
        SYSTEM("Follow the system"), LIGHT("Light"), DARK("Dark");

        final String label;

        Mode(String label) {
            this.label = label;
        }
    }

    private static final String KEY = "theme";

    private final Preferences preferences;
    private final ObjectProperty<Mode> mode = new SimpleObjectProperty<>();

    ThemeChoice(Preferences preferences) {
        this.preferences = preferences;
        mode.set(read(preferences.get(KEY, Mode.SYSTEM.name())));
        mode.addListener((property, before, now) -> {
            preferences.put(KEY, now.name());
            apply();
        });
        Platform.getPreferences().colorSchemeProperty().addListener((property, before, now) -> {
            if (mode.get() == Mode.SYSTEM) {
                apply();
            }
        });
    }

    ObjectProperty<Mode> mode() {
        return mode;
    }

    boolean dark() {
        return switch (mode.get()) {
            case DARK -> true;
            case LIGHT -> false;
            case SYSTEM -> Platform.getPreferences().getColorScheme() == ColorScheme.DARK;
        };
    }

    /** Sets the stylesheet of every window, dialogs included; the binary form AtlantaFX ships loads faster than its CSS. */
    void apply() {
        Application.setUserAgentStylesheet(dark() ? new PrimerDark().getUserAgentStylesheetBSS() : new PrimerLight().getUserAgentStylesheetBSS());
    }

    private static Mode read(String stored) {
        for (Mode candidate : Mode.values()) {
            if (candidate.name().equals(stored)) {
                return candidate;
            }
        }
        return Mode.SYSTEM;
    }
}
