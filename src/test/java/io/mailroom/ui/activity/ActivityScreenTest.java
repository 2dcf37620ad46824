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
import io.mailroom.ui.common.Formats;
import io.mailroom.ui.common.LayoutChecks;
import io.mailroom.ui.common.Messages;
import io.mailroom.ui.common.ScreenStage;
import io.mailroom.ui.fx.FxThread;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;
import java.util.concurrent.TimeUnit;
import javafx.geometry.Orientation;
import javafx.scene.Node;
import javafx.scene.control.Label;
import javafx.scene.control.Labeled;
import javafx.scene.control.MenuItem;
import javafx.scene.control.ScrollBar;
import javafx.scene.control.TableColumn;
import javafx.scene.control.TableRow;
import javafx.scene.control.TableView;
import javafx.scene.control.TextField;
import javafx.scene.control.ToggleButton;
import javafx.scene.input.Clipboard;
import javafx.scene.input.KeyCode;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.AutoClose;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.FieldSource;
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
    void start() {
        service = profiles.start();
    }

    /** Shows the screen in the language chosen at that moment. */
    private void show(double width, double height) throws Exception {
        ScreenStage.show(() -> new ActivityScreen(service.connections().activity(), FxThread.async(background)), width, height);
    }

    @AfterEach
    void cleanUp() throws Exception {
        Messages.use(Locale.ENGLISH);
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
        show(1100, 500);
        assertThat(count()).isEqualTo(Messages.text("activity.count", 0));
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
        assertThat(count()).isEqualTo(Messages.text("activity.count", 2));
        assertThat(robot.lookup(".table-row-cell:failed").queryAll()).hasSize(1);
        assertThat(robot.lookup(".table-row-cell:failed .table-cell").queryAll())
                .anySatisfy(cell -> assertThat(((Labeled) cell).getText()).isEqualTo("401"));
    }

    @Test
    void theFilterAndFailuresOnlyNarrowTheTable() throws Exception {
        show(1100, 500);
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
        assertThat(count()).isEqualTo(Messages.text("activity.count.filtered", 1, 3));

        robot.doubleClickOn("#activity-filter").eraseText("onboarding".length());
        robot.clickOn("#failures-only");
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(table().getItems()).singleElement().satisfies(row -> assertThat(row.method()).isEqualTo("DELETE"));
        assertThat(count()).isEqualTo(Messages.text("activity.count.filtered", 1, 3));
    }

    @Test
    void theRequestIdGoesToTheClipboardByButtonShortcutAndContextMenu() throws Exception {
        show(1100, 500);
        String first;
        String second;
        try (ServiceClient client = client(KEY)) {
            first = client.listContacts("newsletter", 1, 1).requestId();
            second = client.listContacts("vip-club", 1, 1).requestId();
        }
        waitUntil(() -> table().getItems().size() == 2);
        assertThat(robot.lookup("#activity-copy-request-id").queryButton().isDisabled()).isTrue();
        assertThat(robot.lookup("#activity-request-id").queryAs(TextField.class).getText()).isEmpty();

        robot.clickOn(robot.lookup(".table-row-cell").nth(0).queryAs(Node.class));
        assertThat(robot.lookup("#activity-request-id").queryAs(TextField.class).getText()).isEqualTo(second);
        assertThat(robot.lookup("#activity-copied").queryAs(Label.class).isVisible()).isFalse();
        robot.clickOn("#activity-copy-request-id");
        assertThat(clipboardText()).isEqualTo(second);
        assertThat(robot.lookup("#activity-copied").queryAs(Label.class).isVisible()).as("the copy is confirmed").isTrue();

        robot.clickOn(robot.lookup(".table-row-cell").nth(1).queryAs(Node.class));
        assertThat(robot.lookup("#activity-copied").queryAs(Label.class).isVisible()).as("another requestId is not copied yet").isFalse();
        robot.press(KeyCode.SHORTCUT, KeyCode.C).release(KeyCode.C, KeyCode.SHORTCUT);
        assertThat(clipboardText()).isEqualTo(first);

        // Monocle opens no context menu on a right click, so the row's menu item is fired as a click on it would.
        TableRow<?> newestRow = robot.lookup(".table-row-cell").match((TableRow<?> row) -> row.getIndex() == 0).query();
        MenuItem copyItem = newestRow.getContextMenu().getItems().getFirst();
        assertThat(copyItem.getText()).isEqualTo(Messages.text("activity.copyRequestId"));
        WaitForAsyncUtils.asyncFx(copyItem::fire).get();
        assertThat(clipboardText()).isEqualTo(second);
    }

    /**
     * In German at 1024x700 (the main window's navigation takes 210 of the 1024 pixels): the words
     * and times are German, and the nine columns, too wide together for the table, are reached by
     * a horizontal scroll bar instead of being cut off at its edge; no control leaves the window
     * and no button's words are cut.
     */
    @Test
    void inGermanAt1024x700EveryColumnIsReachableAndEveryWordWhole() throws Exception {
        Messages.use(Locale.GERMAN);
        show(1024 - 210, 700);
        try (ServiceClient client = client(KEY); ServiceClient wrong = client("wrong-key")) {
            client.listContacts("newsletter", 1, 2);
            try {
                wrong.listContacts("newsletter", 1, 2);
            } catch (CredentialsRejectedException expected) {
                // A failed request, for the marked row.
            }
        }
        waitUntil(() -> table().getItems().size() == 2);

        assertThat(count()).isEqualTo("2 Anfragen");
        assertThat(robot.lookup("#failures-only").queryAs(ToggleButton.class).getText()).isEqualTo("Nur Fehler");
        assertThat(table().getColumns()).extracting(TableColumn::getText).containsExactly(
                "Uhrzeit", "Methode", "Pfad", "Status", "Code", "Meldung", "requestId", "Dauer", "Versuche");
        ActivityRecord newest = table().getItems().getFirst();
        assertThat(WaitForAsyncUtils.asyncFx(() -> cellTexts(0)).get())
                .startsWith(Formats.time(newest.time()))
                .contains(newest.duration().toMillis() + " ms");
        assertThat(Formats.time(newest.time())).matches("\\d{2}:\\d{2}:\\d{2}");

        double columns = table().getColumns().stream().mapToDouble(TableColumn::getWidth).sum();
        assertThat(columns).as("the columns need more than the table's width").isGreaterThan(table().getWidth());
        assertThat(robot.from(table()).lookup(".scroll-bar").queryAllAs(ScrollBar.class))
                .anySatisfy(bar -> {
                    assertThat(bar.getOrientation()).isEqualTo(Orientation.HORIZONTAL);
                    assertThat(bar.isVisible()).isTrue();
                });
        assertThat(WaitForAsyncUtils.asyncFx(() -> LayoutChecks.problems(table().getScene())).get()).isEmpty();
    }

    /** Every language at 1024x700, a failed request selected so its requestId shows: nothing outside, nothing cut. */
    @ParameterizedTest
    @FieldSource("io.mailroom.ui.common.Messages#LANGUAGES")
    void everyLanguageAt1024x700IsWhole(Locale language) throws Exception {
        Messages.use(language);
        show(1024 - 210, 700);
        try (ServiceClient wrong = client("wrong-key")) {
            wrong.listContacts("newsletter", 1, 2);
        } catch (CredentialsRejectedException expected) {
            // A failed request, for the marked row with its warning sign.
        }
        waitUntil(() -> table().getItems().size() == 1);
        robot.clickOn(robot.lookup(".table-row-cell").nth(0).queryAs(Node.class));
        robot.clickOn("#activity-copy-request-id");
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(robot.lookup("#failures-only").queryAs(ToggleButton.class).getText()).isEqualTo(Messages.text("activity.failuresOnly"));
        assertThat(WaitForAsyncUtils.asyncFx(() -> LayoutChecks.problems(table().getScene())).get()).as("in %s", language).isEmpty();
    }

    /** The texts of the {@code index}th row's cells, in column order. */
    private List<String> cellTexts(int index) {
        return robot.from(table()).lookup(".table-row-cell").match((TableRow<?> row) -> row.getIndex() == index).queryAs(TableRow.class)
                .getChildrenUnmodifiable().stream().map(cell -> ((Labeled) cell).getText()).toList();
    }


    private static String clipboardText() throws Exception {
        WaitForAsyncUtils.waitForFxEvents();
        return WaitForAsyncUtils.asyncFx(() -> Clipboard.getSystemClipboard().getString()).get();
    }
}
