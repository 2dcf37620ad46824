package io.mailroom.app;

import static org.assertj.core.api.Assertions.assertThat;

import io.mailroom.api.Contact;
import io.mailroom.service.DataDirectory;
import io.mailroom.ui.common.Messages;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Comparator;
import java.util.concurrent.TimeUnit;
import java.util.prefs.Preferences;
import java.util.stream.Stream;
import javafx.application.Application;
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
        deleteRecursively(Path.of(System.getProperty(DataDirectory.PROPERTY)));
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

    private static void deleteRecursively(Path folder) throws IOException {
        if (Files.exists(folder)) {
            try (Stream<Path> all = Files.walk(folder)) {
                for (Path path : all.sorted(Comparator.reverseOrder()).toList()) {
                    Files.delete(path);
                }
            }
        }
    }

    /** Looked up on the FX thread: a lookup from the test's thread can meet a child list the FX thread is changing. */
    private boolean showing(String query) {
        return WaitForAsyncUtils.waitForAsyncFx(10_000,
                () -> robot.lookup(query).tryQuery().map(node -> node.isVisible() && node.getScene() != null).orElse(false));
    }

    @Test
    void aFirstStartOpensTheSandboxsContactsAndOffersToAddAnAccount() {
        assertThat(robot.lookup("#total-label").queryAs(Label.class).getText()).isEqualTo("600 contacts");
        assertThat(robot.lookup("#status-profile").queryAs(Label.class).getText()).isEqualTo(Messages.text("app.status.profile", "Sandbox"));
        assertThat(showing("#status-sandbox")).isTrue();
        assertThat(showing("#sandbox-banner")).isTrue();

        robot.clickOn("#add-account");

        assertThat(showing("#profile-list")).isTrue();
        assertThat(showing("#contacts-table")).isFalse();
    }

    private void shortcut(KeyCode digit) {
        robot.press(KeyCode.CONTROL, digit).release(digit, KeyCode.CONTROL);
        WaitForAsyncUtils.waitForFxEvents();
    }

    @Test
    void shortcutsSwitchScreensAndTheActivityListsWhatWasAsked() throws Exception {
        shortcut(KeyCode.DIGIT2);
        assertThat(showing("#compose-screen")).isTrue();

        shortcut(KeyCode.DIGIT3);
        assertThat(showing("#activity-table")).isTrue();
        assertThat(robot.lookup("#activity-table").queryAs(TableView.class).getItems()).isNotEmpty();

        shortcut(KeyCode.DIGIT4);
        assertThat(showing("#profile-list")).isTrue();

        shortcut(KeyCode.DIGIT5);
        assertThat(showing("#outbox-table")).as("the Sandbox profile has an outbox").isTrue();
    }

    @Test
    void emailThisContactOpensComposeToThemAndTheEmailLandsInTheOutbox() throws Exception {
        TableView<?> table = robot.lookup("#contacts-table").queryAs(TableView.class);
        Contact first = (Contact) table.getItems().getFirst();
        robot.interact(() -> {
            table.getSelectionModel().clearAndSelect(0);
            table.requestFocus();
        });
        robot.press(KeyCode.CONTROL, KeyCode.E).release(KeyCode.E, KeyCode.CONTROL);
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, () -> showing("#compose-screen"));

        assertThat(robot.lookup("#compose-to").queryTextInputControl().getText()).isEqualTo(first.emailAddress());
        robot.clickOn("#compose-subject").write("Hello {{firstName}}");
        robot.clickOn("#compose-body").write("Welcome aboard.");
        robot.clickOn("#send");
        WaitForAsyncUtils.waitFor(20, TimeUnit.SECONDS, () -> showing("#send-notice-sent"));

        robot.clickOn("#nav-outbox");
        WaitForAsyncUtils.waitFor(20, TimeUnit.SECONDS, () -> !robot.lookup("#outbox-table").queryAs(TableView.class).getItems().isEmpty());
        assertThat(robot.lookup("#outbox-table").queryAs(TableView.class).getItems()).singleElement().asString()
                .contains(first.emailAddress()).contains("Hello " + first.firstName());
    }

    @Test
    void aHalfWrittenEmailIsThereAgainAfterARestart() throws Exception {
        robot.clickOn("#nav-compose");
        robot.clickOn("#compose-to").write("grace@example.com");
        robot.clickOn("#compose-subject").write("Not finished");
        FxToolkit.cleanupApplication(app);
        FxToolkit.cleanupStages();

        FxToolkit.registerPrimaryStage();
        app = FxToolkit.setupApplication(MailroomApp.class);
        WaitForAsyncUtils.waitFor(60, TimeUnit.SECONDS, () -> showing("#compose-subject")
                && "Not finished".equals(robot.lookup("#compose-subject").queryTextInputControl().getText()));

        assertThat(robot.lookup("#compose-to").queryTextInputControl().getText()).isEqualTo("grace@example.com");
    }

    @Test
    void theNextStartOpensOnTheScreenLeftOpenAndStartsNothingItDoesNotNeed() throws Exception {
        robot.clickOn("#nav-activity");
        FxToolkit.cleanupApplication(app);
        FxToolkit.cleanupStages();

        FxToolkit.registerPrimaryStage();
        app = FxToolkit.setupApplication(MailroomApp.class);
        WaitForAsyncUtils.waitFor(60, TimeUnit.SECONDS, () -> showing("#activity-table"));

        assertThat(showing("#contacts-table")).isFalse();
        assertThat(((MailroomApp) app).session().orElseThrow().profiles().sandbox().running())
                .as("nothing on view has needed the sandbox, so it has not been started").isEmpty();
    }
}
