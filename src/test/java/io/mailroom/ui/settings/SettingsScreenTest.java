package io.mailroom.ui.settings;

import static org.assertj.core.api.Assertions.assertThat;

import atlantafx.base.theme.Styles;
import io.mailroom.api.ApiKey;
import io.mailroom.api.ClientConfig;
import io.mailroom.api.ServiceClient;
import io.mailroom.sandbox.SandboxOptions;
import io.mailroom.sandbox.SandboxServer;
import io.mailroom.service.Background;
import io.mailroom.service.Connections;
import io.mailroom.service.profiles.AppRef;
import io.mailroom.service.profiles.Profile;
import io.mailroom.service.profiles.ProfileService;
import io.mailroom.service.profiles.Session;
import io.mailroom.service.profiles.TestProfiles;
import io.mailroom.service.secrets.KeychainDouble;
import io.mailroom.service.secrets.SecretStore;
import io.mailroom.service.secrets.SessionSecretStore;
import io.mailroom.ui.common.Formats;
import io.mailroom.ui.common.Messages;
import io.mailroom.ui.common.ScreenStage;
import io.mailroom.ui.common.Settings;
import io.mailroom.ui.fx.FxThread;
import java.nio.file.Path;
import java.sql.SQLException;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.UUID;
import java.util.concurrent.Callable;
import java.util.concurrent.TimeUnit;
import java.util.function.Consumer;
import java.util.prefs.Preferences;
import javafx.geometry.BoundingBox;
import javafx.geometry.Bounds;
import javafx.geometry.VerticalDirection;
import javafx.scene.Node;
import javafx.scene.Parent;
import javafx.scene.Scene;
import javafx.scene.control.CheckBox;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Control;
import javafx.scene.control.Label;
import javafx.scene.control.Labeled;
import javafx.scene.control.ListView;
import javafx.scene.control.ScrollPane;
import javafx.scene.control.TextField;
import javafx.scene.control.TextInputControl;
import javafx.scene.input.KeyCode;
import javafx.scene.text.Text;
import javafx.stage.Window;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.AutoClose;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
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
    private final Preferences uiNode = Preferences.userRoot().node("mailroom-tests/" + UUID.randomUUID());
    private final Settings settings = Settings.over(uiNode);
    private TestProfiles profiles;
    private ProfileService service;
    private Session session;

    @AfterEach
    void cleanUp() throws Exception {
        FxToolkit.cleanupStages();
        background.close();
        session.close();
        profiles.close();
        uiNode.removeNode();
        uiNode.flush();
    }

    private void open(SecretStore secrets) throws Exception {
        open(secrets, existing -> { });
    }

    /** Opens the screen on profiles that {@code existing} has set up, as they would be from an earlier run. */
    private void open(SecretStore secrets, Consumer<ProfileService> existing) throws Exception {
        open(secrets, existing, 1100, 760);
    }

    private void open(SecretStore secrets, Consumer<ProfileService> existing, double width, double height) throws Exception {
        profiles = new TestProfiles(secrets);
        service = profiles.start();
        existing.accept(service);
        session = new Session(service, service.lastUsed());
        ScreenStage.show(() -> new SettingsScreen(session, FxThread.async(background), settings), width, height);
        waitUntil(() -> !profileList().getItems().isEmpty());
    }

    private static long newsletterContacts() {
        try (ServiceClient client = new Connections().open(ClientConfig.of(ACCOUNT.baseUrl().toString(), ApiKey.of(KEY)))) {
            return client.listContacts("newsletter", 1, 1).data().total();
        }
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

        waitUntil(() -> text("#key-state").equals(Messages.text("settings.key.inKeychain", Messages.text("settings.keychain.secretService"))));
        assertThat(profileList().getItems()).extracting(ProfileEntry::name).containsExactly("Sandbox", "Production");
        assertThat(profileList().getSelectionModel().getSelectedItem().name()).isEqualTo("Production");
        assertThat(robot.lookup("#api-key-field").queryTextInputControl().getText()).isEmpty();
        assertThat(profiles.secrets().read(service.find("Production").orElseThrow().id())).contains(ApiKey.of(KEY));

        clickInView("#test-connection");
        waitUntil(() -> text("#test-result").startsWith("OK"));

        String requestId = text("#test-result").replaceAll(".*(req_[0-9a-f]+).*", "$1");
        assertThat(text("#test-result")).isEqualTo(Messages.text("settings.test.passed", newsletterContacts(), "newsletter", requestId));
        assertThat(shown("#test-problem")).isFalse();
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
        assertThat(robot.lookup("#baseUrl-error").query().getStyleClass()).contains(Styles.DANGER, Styles.TEXT_SMALL);
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
        waitUntil(() -> text("#key-state").equals(Messages.text("settings.key.inKeychain", Messages.text("settings.keychain.secretService"))));
        robot.clickOn("#delete-profile");
        waitUntil(() -> robot.lookup("#confirm-dialog").tryQuery().isPresent());
        assertThat(robot.lookup("#confirm-dialog .header-panel .label").queryAs(Label.class).getText())
                .isEqualTo(Messages.text("settings.delete.title", "Old account"));
        robot.clickOn(Messages.text("common.cancel"));
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(service.find("Old account")).isPresent();

        robot.clickOn("#delete-profile");
        waitUntil(() -> robot.lookup("#confirm-dialog").tryQuery().isPresent());
        robot.clickOn(Messages.text("settings.delete.action"));
        waitUntil(() -> profileList().getItems().size() == 1);

        assertThat(service.find("Old account")).isEmpty();
        assertThat(profiles.secrets().read(doomed.id())).isEmpty();
        assertThat(text("#settings-notice")).isEqualTo(Messages.text("settings.notice.deleted", "Old account"));
    }

    @Test
    void leavingUnsavedEditsAsksFirstAndCancelKeepsThem() throws Exception {
        open(new KeychainDouble(), existing -> existing.save(Profile.draft("Production", ACCOUNT.baseUrl().toString(),
                List.of(new AppRef("newsletter", null)), List.of())));
        robot.clickOn("Production");
        waitUntil(() -> robot.lookup("#profile-name").queryTextInputControl().getText().equals("Production"));
        typeInto("#profile-name", " EU");

        robot.clickOn("Sandbox");
        waitUntil(() -> robot.lookup("#choice-dialog").tryQuery().isPresent());
        robot.clickOn(Messages.text("common.cancel"));
        WaitForAsyncUtils.waitForFxEvents();

        assertThat(robot.lookup("#profile-name").queryTextInputControl().getText()).isEqualTo("Production EU");
        assertThat(profileList().getSelectionModel().getSelectedItem().name()).isEqualTo("Production");

        robot.clickOn("Sandbox");
        waitUntil(() -> robot.lookup("#choice-dialog").tryQuery().isPresent());
        robot.clickOn(Messages.text("settings.unsaved.discard"));
        waitUntil(() -> robot.lookup("#profile-name").queryTextInputControl().getText().equals("Sandbox"));

        assertThat(profileList().getSelectionModel().getSelectedItem().name()).isEqualTo("Sandbox");
        assertThat(service.find("Production EU")).isEmpty();
    }

    @Test
    void theSandboxIsShownReadOnlyWithTheReason() throws Exception {
        open(new KeychainDouble());

        assertThat(shown("#read-only-reason")).isTrue();
        assertThat(text("#read-only-reason")).isEqualTo(Messages.text("settings.profile.readOnly"));
        assertThat(robot.lookup("#profile-name").queryTextInputControl().isEditable()).isFalse();
        assertThat(shown("#api-key-field")).isFalse();
        assertThat(robot.lookup("#save-profile").queryButton().isDisabled()).isTrue();
        assertThat(robot.lookup("#delete-profile").queryButton().isDisabled()).isTrue();
        assertThat(text("#key-state")).isEqualTo(Messages.text("settings.key.notNeeded"));
    }

    @Test
    void withoutAKeychainTheNoticeIsShownPlainly() throws Exception {
        open(new SessionSecretStore());

        assertThat(shown("#keychain-notice")).isTrue();
        assertThat(text("#keychain-notice")).isEqualTo(Messages.text("settings.key.noKeychain"));
    }

    /**
     * The room the main window leaves a screen at its smallest size, 1024×700: less the
     * navigation on the left (210), the menu bar and the status bar.
     */
    private static final double SCREEN_WIDTH = 1024 - 210;
    private static final double SCREEN_HEIGHT = 700 - 64;

    @Test
    void inGermanAtTheSmallestWindowEverythingIsInsideAndNoWordIsCut() throws Exception {
        Messages.use(Locale.GERMAN);
        try {
            open(new SessionSecretStore(), existing -> existing.save(Profile.draft("Production", ACCOUNT.baseUrl().toString(),
                    List.of(new AppRef("newsletter", null)), List.of("support@mailroom.example"))), SCREEN_WIDTH, SCREEN_HEIGHT);
            assertThat(layoutDefects()).as("the Sandbox, read-only").isEmpty();
            assertThat(text("#read-only-reason")).startsWith("Integriert: Die Sandbox");

            robot.clickOn("Production");
            waitUntil(() -> robot.lookup("#profile-name").queryTextInputControl().getText().equals("Production"));
            clickInView("#profile-rate-limit").push(KeyCode.END).eraseText(6).write("0");

            assertThat(text("#save-profile")).isEqualTo("Speichern");
            assertThat(text("#delete-profile")).isEqualTo("Löschen…");
            assertThat(text("#rateLimit-error")).as("shown while typing").isEqualTo(Messages.text("problem.rule.rateOutOfRange", 1000));
            assertThat(visibleTexts()).contains("Verbindungstest", "Verbindung testen", "Schlüssel speichern",
                    "Speichern Sie Ihre Änderungen, um sie zu testen: Der Test verwendet das gespeicherte Profil und den gespeicherten Schlüssel.");
            assertThat(layoutDefects()).as("a profile with unsaved edits").isEmpty();

            robot.eraseText(1).write("5");
            robot.clickOn("#save-profile");
            waitUntil(() -> !robot.lookup("#use-profile").queryButton().isDisabled());
            robot.clickOn("#use-profile");
            waitUntil(() -> text("#settings-notice").equals("Mailroom arbeitet jetzt mit „Production“."));

            assertThat(text("#use-profile")).isEqualTo("Aktiv");
            assertThat(layoutDefects()).as("with a notice").isEmpty();
        } finally {
            Messages.use(Locale.ENGLISH);
        }
    }

    @ParameterizedTest
    @ValueSource(strings = {"fr", "es"})
    void inFrenchAndSpanishAtTheSmallestWindowEverythingIsInsideAndNoWordIsCut(String language) throws Exception {
        Messages.use(Locale.of(language));
        try {
            open(new SessionSecretStore(), existing -> existing.save(Profile.draft("Production", ACCOUNT.baseUrl().toString(),
                    List.of(new AppRef("newsletter", null)), List.of("support@mailroom.example"))), SCREEN_WIDTH, SCREEN_HEIGHT);
            assertThat(layoutDefects()).as("the Sandbox, read-only").isEmpty();

            robot.clickOn("Production");
            waitUntil(() -> robot.lookup("#profile-name").queryTextInputControl().getText().equals("Production"));
            clickInView("#profile-rate-limit").push(KeyCode.END).eraseText(6).write("0");

            assertThat(text("#save-profile")).isEqualTo(Messages.text("settings.profile.save"));
            assertThat(shown("#rateLimit-error")).isTrue();
            assertThat(layoutDefects()).as("a profile with unsaved edits").isEmpty();
        } finally {
            Messages.use(Locale.ENGLISH);
        }
    }

    private static final Instant SYNCED = Instant.parse("2026-11-24T09:04:00Z");

    /** An account profile whose copy a sync completed for its application, as an earlier run left it. */
    private Path syncedAccount(ProfileService existing) {
        Profile saved = existing.save(Profile.draft("Production", ACCOUNT.baseUrl().toString(),
                List.of(new AppRef("newsletter", "Newsletter")), List.of("support@mailroom.example")));
        try {
            return SyncedCopies.synced(profiles.copyFiles(), saved.id(), "newsletter", SYNCED, 18);
        } catch (SQLException e) {
            throw new IllegalStateException(e);
        }
    }

    /**
     * Brings a control far down the profile's details into view as a person tabbing to it would
     * (the details follow the focus), and clicks it: the wheel moves them too little for that far.
     */
    private void focusAndClick(String query) {
        Node node = robot.lookup(query).query();
        robot.interact(node::requestFocus);
        WaitForAsyncUtils.waitForFxEvents();
        robot.clickOn(node);
    }

    private void forgetTheCopy(String action) throws Exception {
        focusAndClick("#forget-copy");
        waitUntil(() -> robot.lookup("#confirm-dialog").tryQuery().isPresent());
        robot.clickOn(action);
        waitUntil(() -> !text("#settings-notice").isEmpty());
    }

    @Test
    void theLocalCopyShowsWhereItIsAndItsSyncsAndIsForgottenWhenThePersonConfirms() throws Exception {
        Path[] file = new Path[1];
        open(new KeychainDouble(), existing -> file[0] = syncedAccount(existing));
        robot.clickOn("Production");
        waitUntil(() -> text("#copy-state").endsWith(" on this computer"));

        String size = Formats.size(profiles.copyFiles().sizeOf(service.find("Production").orElseThrow().id()));
        assertThat(text("#copy-state")).isEqualTo(Messages.text("settings.copy.onDisk", size));
        assertThat(robot.lookup("#copy-file").queryTextInputControl().getText()).isEqualTo(file[0].toString());
        assertThat(text("#copy-syncs")).isEqualTo(Messages.text("settings.copy.synced", "Newsletter", Formats.dateTime(SYNCED), 18));
        assertThat(robot.lookup("#copy-on-disk").queryAs(CheckBox.class).isSelected()).isTrue();

        forgetTheCopy(Messages.text("settings.copy.forget.action"));

        assertThat(text("#settings-notice")).isEqualTo(Messages.text("settings.notice.copyForgotten", "Production", size));
        assertThat(file[0]).doesNotExist();
        waitUntil(() -> text("#copy-state").equals(Messages.text("settings.copy.noneYet")));
        assertThat(shown("#copy-file")).isFalse();
        assertThat(text("#copy-syncs")).isEqualTo(Messages.text("settings.copy.notSynced", "Newsletter"));
    }

    @Test
    void theAgeOfACopyToRefreshIsChosenForEveryProfileAndKept() throws Exception {
        open(new KeychainDouble());
        ComboBox<Settings.CopyRefresh> choice = robot.lookup("#copy-refresh").queryComboBox();
        assertThat(choice.getValue()).isEqualTo(Settings.CopyRefresh.ONE_DAY);
        assertThat(visibleTexts()).contains(Messages.text("settings.refresh.caption"), Messages.text("settings.refresh.oneDay"));

        robot.clickOn("#copy-refresh").clickOn(Messages.text("settings.refresh.sixHours"));
        WaitForAsyncUtils.waitForFxEvents();

        assertThat(settings.refreshCopiesOlderThan().get()).isEqualTo(Settings.CopyRefresh.SIX_HOURS);
        assertThat(Settings.over(uiNode).refreshCopiesOlderThan().get()).isEqualTo(Settings.CopyRefresh.SIX_HOURS);
    }

    @Test
    void inGermanTheLocalCopyFitsTheSmallestWindowAndIsForgottenInGerman() throws Exception {
        Messages.use(Locale.GERMAN);
        try {
            Path[] file = new Path[1];
            open(new SessionSecretStore(), existing -> file[0] = syncedAccount(existing), SCREEN_WIDTH, SCREEN_HEIGHT);
            robot.clickOn("Production");
            waitUntil(() -> text("#copy-state").endsWith(" auf diesem Computer"));
            focusAndClick("#forget-copy");
            waitUntil(() -> robot.lookup("#confirm-dialog").tryQuery().isPresent());
            robot.clickOn(Messages.text("common.cancel"));
            WaitForAsyncUtils.waitForFxEvents();

            assertThat(visibleTexts()).contains("Lokale Kopie der Kontakte", "Eine Kopie der Kontakte auf diesem Computer speichern",
                    "Zuletzt synchronisiert", "Lokale Kopie verwerfen…", "Lokale Kopien aktualisieren, wenn älter als", "1 Tag");
            assertThat(text("#copy-syncs")).startsWith("Newsletter: ").endsWith(", 18 Kontakte");
            assertThat(layoutDefects()).as("the local copy of an account").isEmpty();

            focusAndClick("#copy-on-disk");
            robot.clickOn("#save-profile");
            waitUntil(() -> text("#copy-state").equals("Nur im Arbeitsspeicher, solange Mailroom läuft."));
            assertThat(text("#settings-notice")).isEqualTo("„Production“ wurde gespeichert: Seine Kontakte werden jetzt nur im "
                    + "Arbeitsspeicher kopiert, die Kopie auf diesem Computer wurde gelöscht.");
            assertThat(file[0]).doesNotExist();
            assertThat(layoutDefects()).as("a copy in memory, with the notice").isEmpty();

            forgetTheCopy("Kopie verwerfen");
            assertThat(text("#settings-notice")).isEqualTo("„Production“ hatte keine lokale Kopie, die verworfen werden konnte.");
        } finally {
            Messages.use(Locale.ENGLISH);
        }
    }

    /**
     * At the smallest window the connection test is below the fold in every language. Tabbing to
     * its button scrolls just far enough to show it, at the bottom of the details, right above
     * the Save and Delete bar; the test's answer, which appears under the button, is scrolled
     * into view too, rather than under that bar, where the test would seem to do nothing.
     */
    @ParameterizedTest
    @ValueSource(strings = {"en", "de", "fr", "es"})
    void atTheSmallestWindowTheConnectionTestAndItsAnswerAreScrolledIntoView(String language) throws Exception {
        Messages.use(Locale.of(language));
        try {
            open(new KeychainDouble(), existing -> { }, SCREEN_WIDTH, SCREEN_HEIGHT);
            ScrollPane details = robot.lookup("#profile-details").queryAs(ScrollPane.class);
            Node test = robot.lookup("#test-connection").query();
            assertThat(outOfView(test, details)).as("below the fold at first").isPositive();

            robot.interact(test::requestFocus);
            WaitForAsyncUtils.waitForFxEvents();
            assertThat(outOfView(test, details)).as("the focused button in view").isZero();
            robot.type(KeyCode.SPACE);
            waitUntil(() -> !shown("#test-progress") && text("#test-result").contains("newsletter"));

            assertThat(outOfView(robot.lookup("#test-result").query(), details)).as("the answer in view, not under the buttons").isZero();
            assertThat(outOfView(test, details)).as("and its button").isZero();
        } finally {
            Messages.use(Locale.ENGLISH);
        }
    }

    /** Every control shown that sticks out of the window (or sideways out of its scroll pane), and every text cut short. */
    private List<String> layoutDefects() {
        Scene scene = robot.lookup("#profile-list").query().getScene();
        List<String> defects = new ArrayList<>();
        WaitForAsyncUtils.waitForFxEvents();
        collectDefects(scene.getRoot(), new BoundingBox(0, 0, scene.getWidth(), scene.getHeight()), defects);
        return defects;
    }

    private static void collectDefects(Node node, Bounds room, List<String> defects) {
        if (!node.isVisible()) {
            return;
        }
        Bounds bounds = node.localToScene(node.getLayoutBounds());
        if (node instanceof Control && (bounds.getMinX() < room.getMinX() - 1 || bounds.getMaxX() > room.getMaxX() + 1
                || bounds.getMinY() < room.getMinY() - 1 || bounds.getMaxY() > room.getMaxY() + 1)) {
            defects.add(describe(node) + " at " + bounds + " is outside " + room);
        }
        if (node instanceof Labeled labeled && labeled.getText() != null && !labeled.getText().isEmpty()) {
            String displayed = labeled.getChildrenUnmodifiable().stream()
                    .filter(child -> child.getClass().getName().equals("com.sun.javafx.scene.control.LabeledText"))
                    .map(child -> ((Text) child).getText()).findFirst().orElse("(no text shown)");
            if (!displayed.equals(labeled.getText())) {
                defects.add(describe(node) + " shows \"" + displayed + "\"");
            }
        }
        // What scrolls may go below the fold, never beside it.
        Bounds inner = node instanceof ScrollPane || node instanceof ListView<?>
                ? new BoundingBox(bounds.getMinX(), Double.NEGATIVE_INFINITY, bounds.getWidth(), Double.POSITIVE_INFINITY) : room;
        if (node instanceof Parent parent) {
            parent.getChildrenUnmodifiable().forEach(child -> collectDefects(child, inner, defects));
        }
    }

    private static String describe(Node node) {
        String text = node instanceof Labeled labeled ? " \"" + labeled.getText() + "\"" : "";
        return node.getClass().getSimpleName() + (node.getId() == null ? "" : "#" + node.getId()) + text;
    }
}
