package io.mailroom.app;

import static org.assertj.core.api.Assertions.assertThat;

import io.mailroom.ui.common.Settings;
import java.util.UUID;
import java.util.prefs.Preferences;
import javafx.geometry.Rectangle2D;
import javafx.stage.Screen;
import javafx.stage.Stage;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.testfx.api.FxRobot;
import org.testfx.api.FxToolkit;

/** The window opens no larger than the screen, whatever size it was kept at or starts with. */
class WindowStateTest {

    private final FxRobot robot = new FxRobot();
    private final Preferences preferences = Preferences.userRoot().node("mailroom-tests/" + UUID.randomUUID());

    @BeforeAll
    static void toolkit() throws Exception {
        FxToolkit.registerPrimaryStage();
    }

    @AfterEach
    void forget() throws Exception {
        preferences.removeNode();
    }

    @Test
    void aSizeLargerThanTheScreenIsCutToTheScreen() {
        Settings settings = Settings.over(preferences);
        settings.window(new Settings.WindowPlace(Double.NaN, Double.NaN, 5000, 3000, false));

        robot.interact(() -> {
            Rectangle2D screen = Screen.getPrimary().getVisualBounds();
            Stage stage = new Stage();
            new WindowState(settings).restore(stage);
            assertThat(stage.getWidth()).isEqualTo(screen.getWidth());
            assertThat(stage.getHeight()).isEqualTo(screen.getHeight());
        });
    }
}
