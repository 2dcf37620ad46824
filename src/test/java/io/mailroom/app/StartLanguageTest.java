package io.mailroom.app;

import static org.assertj.core.api.Assertions.assertThat;

import io.mailroom.ui.common.Messages;
import io.mailroom.ui.common.Settings;
import java.util.List;
import java.util.Locale;
import java.util.UUID;
import java.util.prefs.Preferences;
import javafx.application.Application;
import javafx.scene.control.Label;
import javafx.scene.control.Menu;
import javafx.scene.control.MenuBar;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.testfx.api.FxRobot;
import org.testfx.api.FxToolkit;
import org.testfx.util.WaitForAsyncUtils;

/**
 * With no language chosen under View ▸ Language, the operating system's locale decides: LANG=de_DE.UTF-8
 * gives the JVM de_DE, and Mailroom starts in German; a language it is not written in gives English.
 */
class StartLanguageTest {

    private final FxRobot robot = new FxRobot();
    private final Locale jvmLocale = Locale.getDefault();
    private final Preferences preferences = Preferences.userRoot().node("mailroom-tests/" + UUID.randomUUID());
    private MainWindow window;

    @AfterEach
    void backToEnglish() throws Exception {
        if (window != null) {
            robot.interact(window::stop);
        }
        FxToolkit.cleanupStages();
        robot.interact(() -> Application.setUserAgentStylesheet(null));
        Messages.use(Locale.ENGLISH);
        Locale.setDefault(jvmLocale);
        preferences.removeNode();
    }

    @Test
    void aGermanOperatingSystemStartsMailroomInGermanWhenNoLanguageIsChosen() throws Exception {
        Locale.setDefault(Locale.GERMANY);
        Settings settings = Settings.over(preferences);

        assertThat(StartLanguage.apply(settings, Locale.getDefault())).isEqualTo(Locale.GERMAN);

        assertThat(Locale.getDefault()).as("the OS's own locale stays, for its dates and numbers").isEqualTo(Locale.GERMANY);
        openWindow(settings);
        assertThat(menuTitles()).containsExactly("_Datei", "_Ansicht", "_Hilfe");
        assertThat(robot.lookup("#startup-status").queryAs(Label.class).getText()).isEqualTo("Mailroom wird geöffnet …");
    }

    @Test
    void anOperatingSystemInALanguageMailroomIsNotWrittenInStartsItInEnglish() throws Exception {
        Locale.setDefault(Locale.JAPAN);
        Settings settings = Settings.over(preferences);

        assertThat(StartLanguage.apply(settings, Locale.getDefault())).isEqualTo(Locale.ENGLISH);

        assertThat(Locale.getDefault()).as("JavaFX's own words follow Mailroom's, not the OS's").isEqualTo(Locale.ENGLISH);
        openWindow(settings);
        assertThat(menuTitles()).containsExactly("_File", "_View", "_Help");
    }

    @Test
    void aLanguageChosenUnderViewOutranksTheOperatingSystems() throws Exception {
        Settings settings = Settings.over(preferences);
        settings.language().set(Locale.FRENCH);

        assertThat(StartLanguage.apply(settings, Locale.GERMANY)).isEqualTo(Locale.FRENCH);

        assertThat(Messages.locale()).isEqualTo(Locale.FRENCH);
        assertThat(Locale.getDefault()).isEqualTo(Locale.FRENCH);
    }

    private void openWindow(Settings settings) throws Exception {
        FxToolkit.registerPrimaryStage();
        FxToolkit.setupStage(stage -> {
            ThemeChoice theme = new ThemeChoice(settings);
            theme.apply();
            window = new MainWindow(stage, settings, theme, () -> { });
            window.open(() -> { });
        });
        WaitForAsyncUtils.waitFor(10, java.util.concurrent.TimeUnit.SECONDS,
                () -> robot.lookup(".menu-bar").tryQuery().isPresent());
        WaitForAsyncUtils.waitForFxEvents();
    }

    private List<String> menuTitles() {
        return robot.lookup(".menu-bar").queryAs(MenuBar.class).getMenus().stream().map(Menu::getText).toList();
    }
}
