package io.mailroom.ui.activity;

import static org.assertj.core.api.Assertions.assertThat;

import io.mailroom.api.ActivityRecord;
import io.mailroom.api.ApiKey;
import io.mailroom.api.ClientConfig;
import io.mailroom.api.CredentialsRejectedException;
import io.mailroom.api.ServiceClient;
import io.mailroom.sandbox.SandboxOptions;
import io.mailroom.sandbox.SandboxServer;
import io.mailroom.service.Background;
import io.mailroom.service.profiles.ProfileService;
import io.mailroom.service.profiles.TestProfiles;
import io.mailroom.service.secrets.KeychainDouble;
import io.mailroom.ui.common.Async;
import io.mailroom.ui.common.ScreenStage;
import java.util.concurrent.Callable;
import java.util.concurrent.TimeUnit;
import javafx.scene.Node;
import javafx.scene.control.Label;
import javafx.scene.control.Labeled;
import javafx.scene.control.TableView;
import javafx.scene.input.Clipboard;
import javafx.scene.input.KeyCode;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.AutoClose;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.testfx.api.FxRobot;
import org.testfx.api.FxToolkit;
import org.testfx.util.WaitForAsyncUtils;

/** The real activity screen, headless, listing requests made to a sandbox over loopback HTTP as they end. */
class ActivityScreenTest {

    private static final String KEY = "activity-screen-key-93e4";
    @AutoClose
    private static final SandboxServer SANDBOX = SandboxServer.start(SandboxOptions.defaults().withApiKey(KEY).withRateLimit(1000).withSeedContacts(8));

    private final FxRobot robot = new FxRobot();
    private final TestProfiles profiles = new TestProfiles(new KeychainDouble());
    private final Background background = Background.virtualThreads();
    private ProfileService service;

    @BeforeEach
    void show() throws Exception {
        service = profiles.start();
        ScreenStage.show(() -> new ActivityScreen(service.connections().activity(), Async.fx(background)), 1100, 500);
    }

    @AfterEach
    void cleanUp() throws Exception {
        FxToolkit.cleanupStages();
        background.close();
        service.close();
        profiles.close();
    }

    private TableView<ActivityRecord> table() {
        return robot.lookup("#activity-table").queryTableView();
    }

    private String count() {
        return robot.lookup("#activity-count").queryAs(Label.class).getText();
    }

    private ServiceClient client(String key) {
        return service.connections().open(ClientConfig.of(SANDBOX.baseUrl().toString(), ApiKey.of(key)));
    }

    private static void waitUntil(Callable<Boolean> condition) throws Exception {
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, condition);
        WaitForAsyncUtils.waitForFxEvents();
    }

    @Test
    void requestsMadeOnOtherThreadsAppearNewestFirstAndFailuresAreMarked() throws Exception {
        assertThat(count()).isEqualTo("0 requests");
        String listed;
        try (ServiceClient client = client(KEY)) {
            listed = background.submit(() -> client.listContacts("newsletter", 1, 3).requestId()).get();
        }
        try (ServiceClient wrong = client("wrong-key")) {
            background.submit(() -> wrong.listContacts("newsletter", 1, 3)).exceptionally(failure -> null).get();
        }

        waitUntil(() -> table().getItems().size() == 2);
        ActivityRecord newest = table().getItems().getFirst();
        assertThat(newest.httpStatus()).isEqualTo(401);
        assertThat(newest.ok()).isFalse();
        assertThat(table().getItems().get(1).requestId()).isEqualTo(listed);
        assertThat(count()).isEqualTo("2 requests");
        assertThat(robot.lookup(".table-row-cell:failed").queryAll()).hasSize(1);
        assertThat(robot.lookup(".table-row-cell:failed .table-cell").queryAll())
                .anySatisfy(cell -> assertThat(((Labeled) cell).getText()).isEqualTo("401"));
    }

    @Test
    void theFilterAndFailuresOnlyNarrowTheTable() throws Exception {
        try (ServiceClient client = client(KEY); ServiceClient wrong = client("wrong-key")) {
            client.listContacts("newsletter", 1, 2);
            client.listContacts("onboarding", 1, 2);
            try {
                wrong.deleteContact("newsletter", "ada@example.com");
            } catch (CredentialsRejectedException expected) {
                // The rejected request is the failure the toggle keeps.
            }
        }
        waitUntil(() -> table().getItems().size() == 3);

        robot.clickOn("#activity-filter").write("onboarding");
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(table().getItems()).singleElement().satisfies(row -> assertThat(row.path()).contains("onboarding"));
        assertThat(count()).isEqualTo("1 of 3 shown");

        robot.doubleClickOn("#activity-filter").eraseText("onboarding".length());
        robot.clickOn("#failures-only");
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(table().getItems()).singleElement().satisfies(row -> assertThat(row.method()).isEqualTo("DELETE"));
        assertThat(count()).isEqualTo("1 of 3 shown");
    }

    @Test
    void theRequestIdGoesToTheClipboardByButtonShortcutAndContextMenu() throws Exception {
        String first;
        String second;
        try (ServiceClient client = client(KEY)) {
            first = client.listContacts("newsletter", 1, 1).requestId();
            second = client.listContacts("vip-club", 1, 1).requestId();
        }
        waitUntil(() -> table().getItems().size() == 2);
        assertThat(robot.lookup("#copy-request-id").queryButton().isDisabled()).isTrue();

        robot.clickOn(robot.lookup(".table-row-cell").nth(0).queryAs(Node.class));
        robot.clickOn("#copy-request-id");
        assertThat(clipboardText()).isEqualTo(second);

        robot.clickOn(robot.lookup(".table-row-cell").nth(1).queryAs(Node.class));
        robot.press(KeyCode.SHORTCUT, KeyCode.C).release(KeyCode.C, KeyCode.SHORTCUT);
        assertThat(clipboardText()).isEqualTo(first);

        robot.rightClickOn(robot.lookup(".table-row-cell").nth(0).queryAs(Node.class));
        robot.clickOn("Copy requestId");
        assertThat(clipboardText()).isEqualTo(second);
    }

    private static String clipboardText() throws Exception {
        WaitForAsyncUtils.waitForFxEvents();
        return WaitForAsyncUtils.asyncFx(() -> Clipboard.getSystemClipboard().getString()).get();
    }
}
