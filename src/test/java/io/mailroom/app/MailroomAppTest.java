package io.mailroom.app;

import static org.assertj.core.api.Assertions.assertThat;

import io.mailroom.service.secrets.Keychain;
import java.util.concurrent.TimeUnit;
import javafx.application.Application;
import javafx.scene.control.Label;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.testfx.api.FxRobot;
import org.testfx.api.FxToolkit;
import org.testfx.util.WaitForAsyncUtils;

/** The real window, headless: it opens the Sandbox profile off the FX thread and says what it answered. */
class MailroomAppTest {

    private final FxRobot robot = new FxRobot();
    private Application app;

    @BeforeEach
    void start() throws Exception {
        FxToolkit.registerPrimaryStage();
        app = FxToolkit.setupApplication(MailroomApp.class);
    }

    @AfterEach
    void stop() throws Exception {
        FxToolkit.cleanupApplication(app);
        FxToolkit.cleanupStages();
    }

    @Test
    void showsWhichServiceItIsConnectedToAndWhatItAnswered() throws Exception {
        Label status = robot.lookup("#connection-status").queryAs(Label.class);
        Label detail = robot.lookup("#connection-detail").queryAs(Label.class);
        WaitForAsyncUtils.waitFor(20, TimeUnit.SECONDS, () -> status.getText().startsWith("Connected"));

        assertThat(status.getText()).matches("Connected to the embedded sandbox at http://127\\.0\\.0\\.1:\\d+ — nothing is delivered\\.");
        assertThat(detail.getText()).matches("It answered: \\d+ contacts in application \"newsletter\" \\(requestId req_[0-9a-f]+\\)\\.");
        assertThat(robot.listWindows()).hasSize(1);
    }

    @Test
    void saysPlainlyWhenKeysCannotOutliveTheSession() throws Exception {
        Label status = robot.lookup("#connection-status").queryAs(Label.class);
        Label notice = robot.lookup("#keychain-notice").queryAs(Label.class);
        WaitForAsyncUtils.waitFor(20, TimeUnit.SECONDS, () -> status.getText().startsWith("Connected"));
        WaitForAsyncUtils.waitForFxEvents();

        if (Keychain.system().outcome() == Keychain.Outcome.FOUND) {
            assertThat(notice.isVisible()).isFalse();
        } else {
            assertThat(notice.isVisible()).isTrue();
            assertThat(notice.getText()).isEqualTo("No system keychain found — the API key will be forgotten when Mailroom closes");
        }
    }
}
