package io.mailroom.app;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.concurrent.TimeUnit;
import java.util.prefs.Preferences;
import javafx.application.Application;
import javafx.scene.Node;
import javafx.scene.control.Label;
import javafx.scene.control.TableView;
import javafx.scene.input.KeyCode;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.testfx.api.FxRobot;
import org.testfx.api.FxToolkit;
import org.testfx.util.WaitForAsyncUtils;

/**
 * The real app, headless, as a person first starts it: no profile yet, so the built-in Sandbox
 * with its seed data. Preferences live under the test run's own root (surefire sets it).
 */
class MailroomAppTest {

    private final FxRobot robot = new FxRobot();
    private Application app;

    @BeforeEach
    void firstStart() throws Exception {
        Preferences.userRoot().node("io/mailroom").removeNode();
        FxToolkit.registerPrimaryStage();
        start();
    }

    @AfterEach
    void stop() throws Exception {
        FxToolkit.cleanupApplication(app);
        FxToolkit.cleanupStages();
        robot.interact(() -> Application.setUserAgentStylesheet(null));
    }

    private void start() throws Exception {
        app = FxToolkit.setupApplication(MailroomApp.class);
        WaitForAsyncUtils.waitFor(60, TimeUnit.SECONDS, () -> robot.lookup("#contacts-table").tryQuery()
                .map(table -> !((TableView<?>) table).getItems().isEmpty()).orElse(false));
        WaitForAsyncUtils.waitForFxEvents();
    }

    private boolean showing(String query) {
        return robot.lookup(query).tryQuery().map(Node::isVisible).orElse(false)
                && robot.lookup(query).query().getScene() != null;
    }

    @Test
    void aFirstStartOpensTheSandboxsContactsAndOffersToAddAnAccount() {
        assertThat(robot.lookup("#total-label").queryAs(Label.class).getText()).isEqualTo("600 contacts");
        assertThat(robot.lookup("#status-profile").queryAs(Label.class).getText()).isEqualTo("Profile: Sandbox");
        assertThat(showing("#status-sandbox")).isTrue();
        assertThat(showing("#sandbox-banner")).isTrue();

        robot.clickOn("#add-account");

        assertThat(showing("#profile-list")).isTrue();
        assertThat(showing("#contacts-table")).isFalse();
    }

    @Test
    void shortcutsSwitchScreensAndTheActivityListsWhatWasAsked() throws Exception {
        robot.press(KeyCode.CONTROL, KeyCode.DIGIT2).release(KeyCode.DIGIT2, KeyCode.CONTROL);
        WaitForAsyncUtils.waitForFxEvents();

        assertThat(showing("#activity-table")).isTrue();
        assertThat(robot.lookup("#activity-table").queryAs(TableView.class).getItems()).isNotEmpty();

        robot.press(KeyCode.CONTROL, KeyCode.DIGIT3).release(KeyCode.DIGIT3, KeyCode.CONTROL);
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(showing("#profile-list")).isTrue();
    }

    @Test
    void theNextStartOpensOnTheScreenLeftOpen() throws Exception {
        robot.clickOn("#nav-activity");
        FxToolkit.cleanupApplication(app);
        FxToolkit.cleanupStages();

        FxToolkit.registerPrimaryStage();
        app = FxToolkit.setupApplication(MailroomApp.class);
        WaitForAsyncUtils.waitFor(60, TimeUnit.SECONDS, () -> showing("#activity-table"));

        assertThat(showing("#contacts-table")).isFalse();
    }
}
