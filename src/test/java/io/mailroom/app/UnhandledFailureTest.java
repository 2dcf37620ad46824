package io.mailroom.app;

import static org.assertj.core.api.Assertions.assertThat;

import io.mailroom.api.ApiKey;
import io.mailroom.service.Background;
import io.mailroom.service.Subscription;
import io.mailroom.ui.common.Async;
import io.mailroom.ui.fx.FxDialogService;
import io.mailroom.ui.fx.FxThread;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;
import javafx.application.Platform;
import javafx.scene.Scene;
import javafx.scene.control.DialogPane;
import javafx.scene.control.Label;
import javafx.stage.Stage;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.api.FxRobot;
import org.testfx.api.FxToolkit;
import org.testfx.util.WaitForAsyncUtils;

/** A background task's failure that no handler takes leaves a trace: in the log file, redacted, and once on screen. */
class UnhandledFailureTest {

    private static final String KEY = "log-file-key-5c1e";

    @TempDir
    Path data;
    private final FxRobot robot = new FxRobot();
    private final Background background = Background.virtualThreads();
    private LogFile log;
    private Subscription installed = () -> { };

    @BeforeEach
    void start() throws Exception {
        log = LogFile.open(data, ApiKey.of(KEY)::redact);
        Stage stage = FxToolkit.registerPrimaryStage();
        FxToolkit.setupStage(shown -> {
            shown.setScene(new Scene(new Label("Mailroom"), 600, 400));
            shown.show();
        });
        robot.interact(() -> installed = new FailureReporter(new FxDialogService(() -> stage), Platform::runLater)
                .install(Thread.currentThread()));
    }

    @AfterEach
    void stop() throws Exception {
        robot.interact(installed::close);
        FxToolkit.cleanupStages();
        background.close();
        log.close();
    }

    private String logged() throws Exception {
        return Files.readString(data.resolve(LogFile.FOLDER).resolve(LogFile.NEWEST), StandardCharsets.UTF_8);
    }

    @Test
    void aFailureNoHandlerTookIsLoggedWithoutTheKeyAndShownOnceWhileItsDialogIsOpen() throws Exception {
        Async async = FxThread.async(background);
        async.task(() -> {
            throw new IllegalStateException("the first failure, with " + KEY + " in it");
        }).start();
        WaitForAsyncUtils.waitFor(20, TimeUnit.SECONDS, () -> robot.lookup("#problem-dialog").tryQuery().isPresent());
        async.task(() -> {
            throw new IllegalStateException("the second failure");
        }).start();
        WaitForAsyncUtils.waitFor(20, TimeUnit.SECONDS, () -> logged().contains("the second failure"));
        WaitForAsyncUtils.waitForFxEvents();

        assertThat(robot.lookup("#problem-dialog").queryAll()).as("one dialog, however many failures").hasSize(1);
        DialogPane shown = robot.lookup("#problem-dialog").queryAs(DialogPane.class);
        assertThat(robot.from(shown).lookup(".label").queryAllAs(Label.class)).extracting(Label::getText)
                .anyMatch(text -> text.contains("the first failure"));
        assertThat(logged()).contains("the first failure, with •••• in it").contains("IllegalStateException")
                .contains("UnhandledFailure").doesNotContain(KEY);

        robot.interact(() -> shown.getScene().getWindow().hide());
        async.task(() -> {
            throw new IllegalStateException("a third failure, after the dialog closed");
        }).start();
        WaitForAsyncUtils.waitFor(20, TimeUnit.SECONDS, () -> robot.lookup("#problem-dialog").tryQuery().isPresent());
        robot.interact(() -> robot.lookup("#problem-dialog").queryAs(DialogPane.class).getScene().getWindow().hide());
    }

    @Test
    void aFailureOnAThreadOfItsOwnIsLoggedAndShownToo() throws Exception {
        Thread.ofPlatform().name("mailroom-test-worker").start(() -> {
            throw new IllegalArgumentException("a worker's own failure");
        }).join();

        WaitForAsyncUtils.waitFor(20, TimeUnit.SECONDS, () -> robot.lookup("#problem-dialog").tryQuery().isPresent());
        assertThat(logged()).contains("mailroom-test-worker").contains("a worker's own failure");
        robot.interact(() -> robot.lookup("#problem-dialog").queryAs(DialogPane.class).getScene().getWindow().hide());
    }
}
