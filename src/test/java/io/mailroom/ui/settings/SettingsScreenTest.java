package io.mailroom.ui.settings;

import static org.assertj.core.api.Assertions.assertThat;

import io.mailroom.api.ApiKey;
import io.mailroom.sandbox.SandboxOptions;
import io.mailroom.sandbox.SandboxServer;
import io.mailroom.service.Background;
import io.mailroom.service.profiles.AppRef;
import io.mailroom.service.profiles.Profile;
import io.mailroom.service.profiles.ProfileService;
import io.mailroom.service.profiles.Session;
import io.mailroom.service.profiles.TestProfiles;
import io.mailroom.service.secrets.KeychainDouble;
import io.mailroom.service.secrets.SecretStore;
import io.mailroom.service.secrets.SessionSecretStore;
import io.mailroom.ui.common.Async;
import io.mailroom.ui.common.Messages;
import io.mailroom.ui.common.ScreenStage;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.concurrent.TimeUnit;
import java.util.function.Consumer;
import javafx.geometry.Bounds;
import javafx.geometry.VerticalDirection;
import javafx.scene.Node;
import javafx.scene.Parent;
import javafx.scene.control.Label;
import javafx.scene.control.Labeled;
import javafx.scene.control.ListView;
import javafx.scene.control.ScrollPane;
import javafx.scene.control.TextField;
import javafx.scene.control.TextInputControl;
import javafx.stage.Window;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.AutoClose;
import org.junit.jupiter.api.Test;
import org.testfx.api.FxRobot;
import org.testfx.api.FxRobotInterface;
import org.testfx.api.FxToolkit;
import org.testfx.util.WaitForAsyncUtils;

/** The real settings screen, headless, driven as a person would, against a sandbox playing a real account. */
class SettingsScreenTest {

    private static final String KEY = "settings-screen-key-8d3b61";
    @AutoClose
    private static final SandboxServer ACCOUNT = SandboxServer.start(SandboxOptions.defaults().withApiKey(KEY).withRateLimit(1000).withSeedContacts(20));

    private final FxRobot robot = new FxRobot();
    private final Background background = Background.virtualThreads();
    private TestProfiles profiles;
    private ProfileService service;
    private Session session;

    @AfterEach
    void cleanUp() throws Exception {
        FxToolkit.cleanupStages();
        background.close();
        session.close();
        profiles.close();
    }

    private void open(SecretStore secrets) throws Exception {
        open(secrets, existing -> { });
    }

    /** Opens the screen on profiles that {@code existing} has set up, as they would be from an earlier run. */
    private void open(SecretStore secrets, Consumer<ProfileService> existing) throws Exception {
        profiles = new TestProfiles(secrets);
        service = profiles.start();
        existing.accept(service);
        session = new Session(service, service.lastUsed());
        ScreenStage.show(() -> new SettingsScreen(session, Async.fx(background)), 1100, 760);
        waitUntil(() -> !profileList().getItems().isEmpty());
    }

    private ListView<ProfileEntry> profileList() {
        return robot.lookup("#profile-list").queryListView();
    }

    private String text(String query) {
        return robot.lookup(query).queryAs(Labeled.class).getText();
    }

    /** Visible, and so is every one of its ancestors. */
    private boolean shown(String query) {
        for (Node node = robot.lookup(query).query(); node != null; node = node.getParent()) {
            if (!node.isVisible()) {
                return false;
            }
        }
        return true;
    }

    private static void waitUntil(Callable<Boolean> condition) throws Exception {
        WaitForAsyncUtils.waitFor(15, TimeUnit.SECONDS, condition);
        WaitForAsyncUtils.waitForFxEvents();
    }

    private void typeInto(String query, String text) {
        clickInView(query).write(text);
    }

    /**
     * Scrolls the profile's details with the mouse wheel until the node is in view, as a person
     * would, and clicks it. Which way a wheel turn scrolls is the platform's business: a turn
     * that brings the node no closer is followed by turns the other way.
     */
    private FxRobotInterface clickInView(String query) {
        Node node = robot.lookup(query).query();
        ScrollPane details = robot.lookup("#profile-details").queryAs(ScrollPane.class);
        VerticalDirection direction = VerticalDirection.DOWN;
        for (int turns = 0; turns < 40 && outOfView(node, details) > 0; turns++) {
            double before = outOfView(node, details);
            robot.moveTo(details).scroll(2, direction);
            WaitForAsyncUtils.waitForFxEvents();
            if (outOfView(node, details) >= before) {
                direction = direction == VerticalDirection.DOWN ? VerticalDirection.UP : VerticalDirection.DOWN;
            }
        }
        return robot.clickOn(node);
    }

    /** How far the node sticks out of the details' viewport, vertically; 0 when it is in view. */
    private static double outOfView(Node node, ScrollPane details) {
        Bounds shown = details.localToScene(details.getLayoutBounds());
        Bounds bounds = node.localToScene(node.getLayoutBounds());
        return Math.max(0, shown.getMinY() - bounds.getMinY()) + Math.max(0, bounds.getMaxY() - shown.getMaxY());
    }

    private void typeNewAccountProfile(String name, String baseUrl) {
        robot.clickOn("#new-profile");
        typeInto("#profile-name", name);
        typeInto("#profile-base-url", baseUrl);
        typeInto("#profile-apps .app-id", "newsletter");
        typeInto("#api-key-field", KEY);
    }

    /** Every text a person could read in any window: labels, buttons, cells, fields. */
    private List<String> visibleTexts() {
        List<String> texts = new ArrayList<>();
        for (Window window : robot.listWindows()) {
            collect(window.getScene().getRoot(), texts);
        }
        return texts;
    }

    private static void collect(Node node, List<String> texts) {
        if (node instanceof Labeled labeled && labeled.getText() != null) {
            texts.add(labeled.getText());
        }
        if (node instanceof TextInputControl input && input.getText() != null) {
            texts.add(input.getText());
        }
        if (node instanceof Parent parent) {
            parent.getChildrenUnmodifiable().forEach(child -> collect(child, texts));
        }
    }

    @Test
    void createsAProfileForTheAccountStoresItsKeyAndTheConnectionTestSaysOkWithTheRequestId() throws Exception {
        open(new KeychainDouble());
        assertThat(robot.lookup("#test-connection").queryButton().isDisabled()).isFalse();

        typeNewAccountProfile("Production", ACCOUNT.baseUrl().toString());
        assertThat(robot.lookup("#test-connection").queryButton().isDisabled()).isTrue();
        robot.clickOn("#save-profile");

        waitUntil(() -> text("#key-state").equals("Stored in the test keychain"));
        assertThat(profileList().getItems()).extracting(ProfileEntry::name).containsExactly("Sandbox", "Production");
        assertThat(profileList().getSelectionModel().getSelectedItem().name()).isEqualTo("Production");
        assertThat(robot.lookup("#api-key-field").queryTextInputControl().getText()).isEmpty();
        assertThat(profiles.secrets().read(service.find("Production").orElseThrow().id())).contains(ApiKey.of(KEY));

        clickInView("#test-connection");
        waitUntil(() -> text("#test-result").startsWith("OK"));

        assertThat(text("#test-result")).matches("OK — \\d+ contacts in app newsletter \\(requestId req_[0-9a-f]+\\)");
        assertThat(shown("#test-progress")).isFalse();
        assertThat(visibleTexts()).isNotEmpty().noneMatch(text -> text.contains(KEY));
    }

    @Test
    void anInvalidBaseUrlShowsTheRuleNextToTheFieldAndKeepsWhatWasTyped() throws Exception {
        open(new KeychainDouble());
        typeNewAccountProfile("Staging", "http://staging.example.com");

        robot.clickOn("#save-profile");
        waitUntil(() -> shown("#baseUrl-error"));

        assertThat(text("#baseUrl-error")).isEqualTo(Messages.text("problem.rule.urlNotHttps"));
        assertThat(shown("#name-error")).isFalse();
        assertThat(robot.lookup("#profile-name").queryTextInputControl().getText()).isEqualTo("Staging");
        assertThat(robot.lookup("#profile-base-url").queryTextInputControl().getText()).isEqualTo("http://staging.example.com");
        assertThat(robot.lookup("#profile-apps .app-id").queryAs(TextField.class).getText()).isEqualTo("newsletter");
        assertThat(robot.lookup("#api-key-field").queryTextInputControl().getText()).isEqualTo(KEY);
        assertThat(profileList().getItems()).extracting(ProfileEntry::name).containsExactly("Sandbox");
        assertThat(visibleTexts()).filteredOn(text -> text.contains(KEY)).hasSize(1);
    }

    @Test
    void deleteAsksNamingTheProfileAndRemovesItWithItsKey() throws Exception {
        open(new KeychainDouble(), existing -> existing.storeKey(existing.save(Profile.draft("Old account",
                ACCOUNT.baseUrl().toString(), List.of(new AppRef("newsletter", null)), List.of())), ApiKey.of(KEY)));
        Profile doomed = service.find("Old account").orElseThrow();
        assertThat(profileList().getItems()).hasSize(2);

        robot.clickOn("Old account");
        waitUntil(() -> text("#key-state").equals("Stored in the test keychain"));
        robot.clickOn("#delete-profile");
        waitUntil(() -> robot.lookup("#confirm-dialog").tryQuery().isPresent());
        assertThat(robot.lookup("#confirm-dialog .header-panel .label").queryAs(Label.class).getText())
                .isEqualTo("Delete the profile “Old account”?");
        robot.clickOn("Cancel");
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(service.find("Old account")).isPresent();

        robot.clickOn("#delete-profile");
        waitUntil(() -> robot.lookup("#confirm-dialog").tryQuery().isPresent());
        robot.clickOn("Delete");
        waitUntil(() -> profileList().getItems().size() == 1);

        assertThat(service.find("Old account")).isEmpty();
        assertThat(profiles.secrets().read(doomed.id())).isEmpty();
        assertThat(text("#settings-notice")).isEqualTo("Deleted “Old account” and its API key.");
    }

    @Test
    void leavingUnsavedEditsAsksFirstAndCancelKeepsThem() throws Exception {
        open(new KeychainDouble(), existing -> existing.save(Profile.draft("Production", ACCOUNT.baseUrl().toString(),
                List.of(new AppRef("newsletter", null)), List.of())));
        robot.clickOn("Production");
        waitUntil(() -> robot.lookup("#profile-name").queryTextInputControl().getText().equals("Production"));
        typeInto("#profile-name", " EU");

        robot.clickOn("Sandbox");
        waitUntil(() -> robot.lookup("#confirm-dialog").tryQuery().isPresent());
        robot.clickOn("Cancel");
        WaitForAsyncUtils.waitForFxEvents();

        assertThat(robot.lookup("#profile-name").queryTextInputControl().getText()).isEqualTo("Production EU");
        assertThat(profileList().getSelectionModel().getSelectedItem().name()).isEqualTo("Production");

        robot.clickOn("Sandbox");
        waitUntil(() -> robot.lookup("#confirm-dialog").tryQuery().isPresent());
        robot.clickOn("Discard");
        waitUntil(() -> robot.lookup("#profile-name").queryTextInputControl().getText().equals("Sandbox"));

        assertThat(profileList().getSelectionModel().getSelectedItem().name()).isEqualTo("Sandbox");
        assertThat(service.find("Production EU")).isEmpty();
    }

    @Test
    void theSandboxIsShownReadOnlyWithTheReason() throws Exception {
        open(new KeychainDouble());

        assertThat(shown("#read-only-reason")).isTrue();
        assertThat(text("#read-only-reason")).startsWith("Built in");
        assertThat(robot.lookup("#profile-name").queryTextInputControl().isEditable()).isFalse();
        assertThat(shown("#api-key-field")).isFalse();
        assertThat(robot.lookup("#save-profile").queryButton().isDisabled()).isTrue();
        assertThat(robot.lookup("#delete-profile").queryButton().isDisabled()).isTrue();
        assertThat(text("#key-state")).isEqualTo("Not needed (the sandbox has its own)");
    }

    @Test
    void withoutAKeychainTheNoticeIsShownPlainly() throws Exception {
        open(new SessionSecretStore());

        assertThat(shown("#keychain-notice")).isTrue();
        assertThat(text("#keychain-notice")).isEqualTo("No system keychain found — the API key will be forgotten when Mailroom closes");
    }
}
