package io.mailroom.app;

import atlantafx.base.theme.PrimerDark;
import atlantafx.base.theme.PrimerLight;
import io.mailroom.ui.common.Messages;
import io.mailroom.ui.common.Settings;
import javafx.application.Application;
import javafx.application.ColorScheme;
import javafx.application.Platform;
import javafx.beans.property.ObjectProperty;

/**
 * Light or dark (AtlantaFX Primer), following the operating system's colour scheme where
 * JavaFX can read it, or as the person chose; the choice is kept in {@link Settings}.
 */
final class ThemeChoice {

    private final ObjectProperty<Settings.Theme> mode;

    ThemeChoice(Settings settings) {
        this.mode = settings.theme();
        mode.addListener((property, before, now) -> apply());
        Platform.getPreferences().colorSchemeProperty().addListener((property, before, now) -> {
            if (mode.get() == Settings.Theme.SYSTEM) {
                apply();
            }
        });
    }

    static String label(Settings.Theme mode) {
        return switch (mode) {
            case SYSTEM -> Messages.text("app.theme.system");
            case LIGHT -> Messages.text("app.theme.light");
            case DARK -> Messages.text("app.theme.dark");
        };
    }

    ObjectProperty<Settings.Theme> mode() {
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
}
