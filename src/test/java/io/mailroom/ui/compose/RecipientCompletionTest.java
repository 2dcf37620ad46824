package io.mailroom.ui.compose;

import static org.assertj.core.api.Assertions.assertThat;

import io.mailroom.api.Contact;
import io.mailroom.api.ContactStatus;
import io.mailroom.service.Background;
import io.mailroom.ui.common.Async;
import io.mailroom.ui.common.ScreenStage;
import io.mailroom.ui.fx.FxThread;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.TimeUnit;
import java.util.logging.Handler;
import java.util.logging.LogRecord;
import java.util.logging.Logger;
import javafx.scene.control.ListView;
import javafx.stage.PopupWindow;
import javafx.stage.Window;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.api.FxRobot;
import org.testfx.api.FxToolkit;
import org.testfx.util.WaitForAsyncUtils;

/** The recipient's completion popup on the themed screen, as a person opens it by typing. */
class RecipientCompletionTest {

    @TempDir
    Path data;
    private final FxRobot robot = new FxRobot();
    private final Background background = Background.virtualThreads();
    /** What JavaFX logs while the test runs: its CSS engine reports a style it cannot convert there (and on stderr). */
    private final List<String> logged = new CopyOnWriteArrayList<>();
    private final Handler recorder = new Handler() {
        @Override
        public void publish(LogRecord entry) {
            logged.add(entry.getMessage() + " " + (entry.getThrown() == null ? "" : entry.getThrown()));
        }

        @Override
        public void flush() {
        }

        @Override
        public void close() {
        }
    };
    private ComposeFixture fixture;
    private ComposeScreen screen;

    @BeforeEach
    void show() throws Exception {
        Logger.getLogger("").addHandler(recorder);
        fixture = new ComposeFixture(data);
        fixture.known.remember(fixture.profile, List.of(new Contact("grace@example.com", ContactStatus.Confirmed, null, "Grace",
                "Hopper", null, null, "Navy", null, null, null, null, null, null)));
        Async async = FxThread.async(background);
        screen = ScreenStage.show(() -> fixture.screen(async), 1200, 760);
    }

    @AfterEach
    void cleanUp() throws Exception {
        Logger.getLogger("").removeHandler(recorder);
        robot.interact(screen::stop);
        FxToolkit.cleanupStages();
        background.close();
        fixture.close();
    }

    @Test
    void theSuggestionsOpenWithoutAStyleTheThemeCannotRead() throws Exception {
        robot.clickOn("#compose-to").write("hopp");
        WaitForAsyncUtils.waitFor(20, TimeUnit.SECONDS, () -> popupList().map(list -> !list.getItems().isEmpty()).orElse(false));
        WaitForAsyncUtils.waitForFxEvents();

        assertThat(popupList().orElseThrow().getItems()).hasSize(1);
        assertThat(logged).as("JavaFX's log while the popup opened").noneMatch(line -> line.contains("ClassCastException"));
    }

    private java.util.Optional<ListView<?>> popupList() throws Exception {
        return WaitForAsyncUtils.asyncFx(() -> Window.getWindows().stream()
                .filter(window -> window instanceof PopupWindow && window.isShowing())
                .flatMap(window -> window.getScene().getRoot().lookupAll(".list-view").stream())
                .<ListView<?>>map(node -> (ListView<?>) node)
                .findFirst()).get(20, TimeUnit.SECONDS);
    }
}
