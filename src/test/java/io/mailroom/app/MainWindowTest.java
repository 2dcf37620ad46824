package io.mailroom.app;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.tuple;

import atlantafx.base.theme.PrimerDark;
import io.mailroom.api.ApiKey;
import io.mailroom.api.Contact;
import io.mailroom.api.ContactStatus;
import io.mailroom.api.TimeSource;
import io.mailroom.sandbox.SandboxOptions;
import io.mailroom.sandbox.SandboxServer;
import io.mailroom.service.ActivityLog;
import io.mailroom.service.Background;
import io.mailroom.service.Connections;
import io.mailroom.service.Version;
import io.mailroom.service.profiles.AppRef;
import io.mailroom.service.profiles.Profile;
import io.mailroom.service.profiles.ProfileService;
import io.mailroom.service.profiles.Session;
import io.mailroom.service.profiles.TestProfiles;
import io.mailroom.service.secrets.KeychainDouble;
import io.mailroom.service.secrets.SecretStore;
import io.mailroom.service.secrets.SessionSecretStore;
import io.mailroom.ui.common.Messages;
import io.mailroom.ui.common.Navigator;
import io.mailroom.ui.common.Screen;
import io.mailroom.ui.common.Settings;
import io.mailroom.ui.fx.FxThread;
import io.mailroom.ui.fx.Menus;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.prefs.Preferences;
import javafx.application.Application;
import javafx.application.Platform;
import javafx.beans.binding.BooleanExpression;
import javafx.beans.property.BooleanProperty;
import javafx.beans.property.SimpleBooleanProperty;
import javafx.scene.Node;
import javafx.scene.control.ComboBox;
import javafx.scene.control.DialogPane;
import javafx.scene.control.Label;
import javafx.scene.control.Menu;
import javafx.scene.control.MenuBar;
import javafx.scene.control.MenuItem;
import javafx.scene.control.SeparatorMenuItem;
import javafx.scene.control.TableView;
import javafx.scene.input.KeyCode;
import javafx.scene.input.KeyCombination;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.Region;
import javafx.stage.Stage;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.kordamp.ikonli.Ikon;
import org.kordamp.ikonli.feather.Feather;
import org.testfx.api.FxRobot;
import org.testfx.api.FxToolkit;
import org.testfx.util.WaitForAsyncUtils;

/** The shell, headless, around three plain screens: navigation, shortcuts, banners, status bar, switcher, theme. */
class MainWindowTest {

    private static final String KEY = "shell-test-key-91aa";
    private static final Instant EPOCH = Instant.parse("2026-11-22T09:00:00Z");
    private static final TimeSource STILL = new TimeSource() {
        @Override
        public long nanoTime() {
            return 0;
        }

        @Override
        public Instant now() {
            return EPOCH;
        }

        @Override
        public void sleep(java.time.Duration duration) {
            if (duration.isPositive()) {
                throw new AssertionError("nothing in these tests waits for its turn");
            }
        }
    };
    private static SandboxServer account;

    private static final String FILE = Messages.text("app.menu.file");
    private static final String VIEW = Messages.text("app.menu.view");
    private static final String HELP = Messages.text("app.menu.help");

    private final FxRobot robot = new FxRobot();
    private final AtomicInteger logFolderOpened = new AtomicInteger();
    private final Preferences preferences = Preferences.userRoot().node("mailroom-tests/" + UUID.randomUUID());
    private final Background background = Background.virtualThreads();
    private TestProfiles profiles;
    private Session session;
    private MainWindow window;

    /**
     * A screen that is just a label, with a menu of its own and an item for the View menu; its title is
     * not its id, as in any language but English. The contacts screen has an item for the File menu too.
     */
    private record PlainScreen(String id, String title, Ikon icon, Label view, Menu menu, MenuItem viewItem) implements Screen {
        PlainScreen(String id, Ikon icon) {
            this(id, "Title of " + id, icon, new Label(id + " screen"), new Menu(id + " menu"), new MenuItem(id + " columns"));
        }

        @Override
        public List<MenuItem> fileItems() {
            return "contacts".equals(id) ? List.of(new MenuItem("contacts export")) : List.of();
        }

        @Override
        public List<Menu> menus() {
            return List.of(menu);
        }

        @Override
        public List<MenuItem> viewItems() {
            return List.of(viewItem);
        }
    }

    private PlainScreen contacts;
    private PlainScreen activity;
    private PlainScreen settings;

    @BeforeAll
    static void startAccount() {
        account = SandboxServer.start(SandboxOptions.defaults().withApiKey(KEY).withRateLimit(1000).withSeedContacts(20));
    }

    @AfterAll
    static void stopAccount() {
        account.close();
    }

    @BeforeEach
    void registerStage() throws Exception {
        FxToolkit.registerPrimaryStage();
        robot.interact(() -> {
            contacts = new PlainScreen("contacts", Feather.USERS);
            activity = new PlainScreen("activity", Feather.ACTIVITY);
            settings = new PlainScreen("settings", Feather.SETTINGS);
        });
    }

    @AfterEach
    void cleanUp() throws Exception {
        if (window != null) {
            robot.interact(window::stop);
        }
        FxToolkit.cleanupStages();
        robot.interact(() -> Application.setUserAgentStylesheet(null));
        if (session != null) {
            session.close();
        }
        background.close();
        if (profiles != null) {
            profiles.close();
        }
        preferences.removeNode();
    }

    private void open(SecretStore secrets) throws Exception {
        open(secrets, List.of(contacts, activity, settings));
    }

    private void open(SecretStore secrets, List<Screen> screens) throws Exception {
        profiles = new TestProfiles(secrets);
        // Time stands still for the rate limiter, so the budget in use does not drain while the test looks.
        ProfileService service = profiles.start(new Connections(STILL, new ActivityLog()));
        session = new Session(service, service.lastUsed());
        FxToolkit.setupStage(stage -> {
            ThemeChoice theme = new ThemeChoice(Settings.over(preferences));
            theme.apply();
            window = new MainWindow(stage, Settings.over(preferences), theme, logFolderOpened::incrementAndGet);
            stage.setWidth(1024);
            stage.setHeight(700);
            window.attach(session, FxThread.async(background), new ScreenRegistry(screens));
            stage.show();
            stage.toFront();
        });
        WaitForAsyncUtils.waitForFxEvents();
    }

    private Profile addAccount() {
        Profile saved = session.profiles().save(Profile.draft("Production", account.baseUrl().toString(),
                List.of(new AppRef("newsletter", "Newsletter")), List.of("support@mailroom.example")));
        session.profiles().storeKey(saved, ApiKey.of(KEY));
        return saved;
    }

    private Node onView() {
        return robot.lookup("#screen").queryAs(javafx.scene.layout.StackPane.class).getChildren().getFirst();
    }

    private List<String> menuTitles() {
        return robot.lookup(".menu-bar").queryAs(MenuBar.class).getMenus().stream().map(Menu::getText).toList();
    }

    private String text(String id) {
        return robot.lookup(id).queryAs(Label.class).getText();
    }

    private List<String> viewItemTexts() {
        return robot.lookup(".menu-bar").queryAs(MenuBar.class).getMenus().stream().filter(menu -> VIEW.equals(menu.getText()))
                .flatMap(menu -> menu.getItems().stream()).map(MenuItem::getText).toList();
    }

    private List<String> fileItemTexts() {
        return robot.lookup(".menu-bar").queryAs(MenuBar.class).getMenus().stream().filter(menu -> FILE.equals(menu.getText()))
                .flatMap(menu -> menu.getItems().stream()).map(item -> item instanceof SeparatorMenuItem ? "—" : item.getText()).toList();
    }

    private boolean visible(String id) {
        return robot.lookup(id).tryQuery().map(Node::isVisible).orElse(false);
    }

    @Test
    void screensSwitchByNavigationAndShortcutsEachWithItsMenus() throws Exception {
        open(new KeychainDouble());

        assertThat(onView()).isSameAs(contacts.view());
        assertThat(menuTitles()).containsExactly(FILE, VIEW, "contacts menu", HELP);
        assertThat(viewItemTexts()).contains("contacts columns").doesNotContain("activity columns");
        assertThat(fileItemTexts()).as("the screen's File items above Quit").containsExactly("contacts export", "—", Messages.text("app.quit"));

        robot.press(KeyCode.CONTROL, KeyCode.DIGIT2).release(KeyCode.DIGIT2, KeyCode.CONTROL);
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(onView()).isSameAs(activity.view());
        assertThat(menuTitles()).containsExactly(FILE, VIEW, "activity menu", HELP);
        assertThat(viewItemTexts()).as("the View menu holds the items of the screen on view").contains("activity columns")
                .doesNotContain("contacts columns");
        assertThat(fileItemTexts()).containsExactly(Messages.text("app.quit"));

        robot.clickOn("#nav-settings");
        assertThat(onView()).isSameAs(settings.view());
        assertThat(preferences.get("lastScreen", null)).isEqualTo("settings");
    }

    @Test
    void aScreenOfferedOnlySometimesIsHiddenAndLeftWhenItStopsBeingOffered() throws Exception {
        BooleanProperty offered = new SimpleBooleanProperty(false);
        PlainScreen outbox = new PlainScreen("outbox", Feather.INBOX);
        Screen sometimes = new WorkingScreen(outbox, offered);
        open(new KeychainDouble(), List.of(contacts, activity, settings, sometimes));

        assertThat(visible("#nav-outbox")).isFalse();
        robot.press(KeyCode.CONTROL, KeyCode.DIGIT4).release(KeyCode.DIGIT4, KeyCode.CONTROL);
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(onView()).as("its shortcut does nothing while it is not offered").isSameAs(contacts.view());

        robot.interact(() -> offered.set(true));
        robot.press(KeyCode.CONTROL, KeyCode.DIGIT4).release(KeyCode.DIGIT4, KeyCode.CONTROL);
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(visible("#nav-outbox")).isTrue();
        assertThat(onView()).isSameAs(outbox.view());

        robot.interact(() -> offered.set(false));
        assertThat(onView()).as("a screen no longer offered gives way to the first").isSameAs(contacts.view());
        assertThat(visible("#nav-outbox")).isFalse();
    }

    /** {@code screen}, built the first time the window needs it; each build is counted in {@code builds}. */
    private static LazyScreen lazy(Screen screen, Map<String, Integer> builds) {
        return new LazyScreen(screen.id(), screen.title(), screen.icon(), () -> {
            builds.merge(screen.id(), 1, Integer::sum);
            return screen;
        });
    }

    /**
     * A plain screen with the rest of the contract: offered while {@code offered} holds, it takes every request and
     * remembers it, says whether the window may close, and counts its stops.
     */
    private static final class WorkingScreen implements Screen {
        private final PlainScreen plain;
        private final BooleanExpression offered;
        private final List<Navigator.Request> taken = new CopyOnWriteArrayList<>();
        private final AtomicInteger stops = new AtomicInteger();
        private boolean mayClose = true;

        WorkingScreen(PlainScreen plain, BooleanExpression offered) {
            this.plain = plain;
            this.offered = offered;
        }

        WorkingScreen(PlainScreen plain) {
            this(plain, new SimpleBooleanProperty(true));
        }

        @Override
        public String id() {
            return plain.id();
        }

        @Override
        public String title() {
            return plain.title();
        }

        @Override
        public Ikon icon() {
            return plain.icon();
        }

        @Override
        public Node view() {
            return plain.view();
        }

        @Override
        public List<Menu> menus() {
            return plain.menus();
        }

        @Override
        public BooleanExpression available() {
            return offered;
        }

        @Override
        public boolean take(Navigator.Request request) {
            taken.add(request);
            return true;
        }

        @Override
        public boolean mayClose() {
            return mayClose;
        }

        @Override
        public void stop() {
            stops.incrementAndGet();
        }
    }

    @Test
    void aScreenIsBuiltOnlyOnceItIsShownByItsButtonItsShortcutOrARequestForIt() throws Exception {
        Map<String, Integer> builds = new ConcurrentHashMap<>();
        WorkingScreen compose = fx(() -> new WorkingScreen(new PlainScreen("compose", Feather.EDIT)));
        Contact ada = new Contact("ada@example.com", ContactStatus.Confirmed, null, "Ada", null, null, null, null, null, null,
                null, null, null, null);
        open(new KeychainDouble(), List.of(lazy(contacts, builds), lazy(activity, builds), lazy(settings, builds),
                lazy(compose, builds).taking(Navigator.EmailContact.class)));

        assertThat(onView()).isSameAs(contacts.view());
        assertThat(builds).as("only the screen on view is built at start").containsExactly(Map.entry("contacts", 1));
        assertThat(visible("#nav-activity") && visible("#nav-settings") && visible("#nav-compose"))
                .as("the others have their place in the navigation all the same").isTrue();

        robot.clickOn("#nav-activity");
        assertThat(builds).containsOnlyKeys("contacts", "activity");
        assertThat(onView()).isSameAs(activity.view());
        assertThat(menuTitles()).containsExactly(FILE, VIEW, "activity menu", HELP);

        robot.press(KeyCode.CONTROL, KeyCode.DIGIT3).release(KeyCode.DIGIT3, KeyCode.CONTROL);
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(builds).containsOnlyKeys("contacts", "activity", "settings");
        assertThat(onView()).isSameAs(settings.view());

        robot.interact(() -> window.request(new Navigator.EmailContact(ada)));
        assertThat(builds).containsOnlyKeys("contacts", "activity", "settings", "compose");
        assertThat(compose.taken).containsExactly(new Navigator.EmailContact(ada));
        assertThat(onView()).isSameAs(compose.view());

        robot.clickOn("#nav-contacts");
        robot.press(KeyCode.CONTROL, KeyCode.DIGIT2).release(KeyCode.DIGIT2, KeyCode.CONTROL);
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(onView()).isSameAs(activity.view());
        assertThat(builds).as("each built once, however often shown").containsOnly(
                Map.entry("contacts", 1), Map.entry("activity", 1), Map.entry("settings", 1), Map.entry("compose", 1));
    }

    @Test
    void aScreenNotYetBuiltIsNotBuiltToBeAskedWhetherTheWindowMayCloseNorToBeStoppedNorWhenItStopsBeingOffered() throws Exception {
        Map<String, Integer> builds = new ConcurrentHashMap<>();
        BooleanProperty offered = new SimpleBooleanProperty(true);
        WorkingScreen compose = fx(() -> new WorkingScreen(new PlainScreen("compose", Feather.EDIT)));
        compose.mayClose = false;
        open(new KeychainDouble(), List.of(lazy(contacts, builds), lazy(compose, builds).taking(Navigator.EmailContact.class),
                lazy(activity, builds).offeredWhile(offered)));

        robot.interact(() -> offered.set(false));
        assertThat(visible("#nav-activity")).isFalse();
        robot.interact(() -> assertThat(window.mayClose()).as("compose, never built, holds no work").isTrue());
        robot.interact(window::stop);
        assertThat(compose.stops).hasValue(0);
        assertThat(builds).containsOnlyKeys("contacts");

        robot.clickOn("#nav-compose");
        robot.interact(() -> assertThat(window.mayClose()).as("built, compose is asked").isFalse());
        robot.interact(window::stop);
        assertThat(compose.stops).hasValue(1);
    }

    @Test
    void theListOfShortcutsNamesThoseOfScreensNotYetBuilt() throws Exception {
        Map<String, Integer> builds = new ConcurrentHashMap<>();
        robot.interact(() -> activity.menu().getItems().add(
                Menus.item("Refresh the activity", KeyCombination.keyCombination("Shortcut+R"), () -> { })));
        open(new KeychainDouble(), List.of(lazy(contacts, builds), lazy(activity, builds)));
        assertThat(builds).containsOnlyKeys("contacts");

        MenuItem shortcuts = fx(() -> robot.lookup(".menu-bar").queryAs(MenuBar.class).getMenus().getLast().getItems().stream()
                .filter(item -> "keyboard-shortcuts".equals(item.getId())).findFirst().orElseThrow());
        // The dialog holds the firing until it closes: fired as a click would, without waiting.
        Platform.runLater(shortcuts::fire);
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, () -> robot.lookup("#shortcuts-table").tryQuery().isPresent());

        @SuppressWarnings("unchecked")
        TableView<ShortcutsDialog.Shortcut> listed = robot.lookup("#shortcuts-table").queryAs(TableView.class);
        assertThat(listed.getItems()).extracting(ShortcutsDialog.Shortcut::menu, ShortcutsDialog.Shortcut::command)
                .contains(tuple("activity menu", "Refresh the activity"));
        robot.interact(() -> robot.lookup("#shortcuts-dialog").query().getScene().getWindow().hide());
    }

    private static <T> T fx(java.util.concurrent.Callable<T> work) throws Exception {
        return WaitForAsyncUtils.asyncFx(work).get(10, TimeUnit.SECONDS);
    }

    @Test
    void aboutTellsTheVersionTheBuildAndTheLicencesOfTheBundledLibraries() throws Exception {
        open(new KeychainDouble());
        MenuBar menus = robot.lookup(".menu-bar").queryAs(MenuBar.class);
        // Headless, a menu's popup cannot be relied on to open under the pointer: the item is fired as a click would,
        // without waiting, since the dialog holds the firing until it closes.
        Platform.runLater(() -> menus.getMenus().getLast().getItems().getLast().fire());
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, () -> robot.lookup("#about-dialog").tryQuery().isPresent());

        DialogPane about = robot.lookup("#about-dialog").queryAs(DialogPane.class);
        assertThat(about.getHeaderText()).isEqualTo(Messages.text("app.about.header", Version.current())).doesNotContain("${");
        assertThat(BuildInfo.built()).as("the build's time, read and written in the person's style").doesNotContain("UTC");
        assertThat(text("#about-built")).startsWith(Messages.text("app.about.built", BuildInfo.built(), Runtime.version().toString(), "")
                .replaceAll(" $", "")).contains("Java 25").contains("JavaFX 25");
        assertThat(robot.lookup("#about-notices").queryTextInputControl().getText())
                .contains("(GPLv2+CE) javafx controls").contains("picocli").contains("(MIT License) AtlantaFX Base");
        robot.interact(() -> about.getScene().getWindow().hide());
    }

    @Test
    void theFirstFrameOnlySaysMailroomIsOpeningAndTheMenusNavigationStatusBarAndSpinnerFollowIt() throws Exception {
        List<Boolean> bareAtFirstLayout = new CopyOnWriteArrayList<>();
        List<Boolean> laidOutWhenWhole = new CopyOnWriteArrayList<>();
        FxToolkit.setupStage(stage -> {
            ThemeChoice theme = new ThemeChoice(Settings.over(preferences));
            theme.apply();
            window = new MainWindow(stage, Settings.over(preferences), theme, logFolderOpened::incrementAndGet);
            window.open(() -> {
                BorderPane root = (BorderPane) stage.getScene().getRoot();
                laidOutWhenWhole.add(root.getTop() instanceof Region top && top.getHeight() > 0
                        && root.getBottom() instanceof Region bottom && bottom.getHeight() > 0);
            });
            // Runs after the window's own listener in the same pulse: what the first laid-out frame holds.
            stage.getScene().addPostLayoutPulseListener(() -> {
                if (bareAtFirstLayout.isEmpty()) {
                    BorderPane root = (BorderPane) stage.getScene().getRoot();
                    bareAtFirstLayout.add(root.getTop() == null && root.getLeft() == null && root.getBottom() == null
                            && root.lookup(".progress-indicator") == null && root.lookup("#startup-status") != null);
                }
            });
        });
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, () -> !laidOutWhenWhole.isEmpty());
        WaitForAsyncUtils.waitForFxEvents();

        assertThat(bareAtFirstLayout).containsExactly(true);
        assertThat(laidOutWhenWhole).as("told once the menus and status bar are laid out").containsExactly(true);
        assertThat(menuTitles()).containsExactly(FILE, VIEW, HELP);
        assertThat(robot.lookup("#navigation").tryQuery()).isPresent();
        assertThat(text("#status-profile")).isEqualTo(Messages.text("app.status.starting"));
        assertThat(robot.lookup("#screen .progress-indicator").tryQuery()).isPresent();
        assertThat(text("#startup-status")).isEqualTo(Messages.text("app.opening"));
    }

    @Test
    void theLastScreenIsWhereTheNextStartOpens() throws Exception {
        preferences.put("lastScreen", "activity");

        open(new KeychainDouble());

        assertThat(onView()).isSameAs(activity.view());
    }

    @Test
    void theLastScreenKeptByTitleBeforeScreensHadIdsIsStillWhereTheNextStartOpens() throws Exception {
        preferences.put("lastScreen", "Activity");

        open(new KeychainDouble());

        assertThat(onView()).isSameAs(activity.view());
        assertThat(preferences.get("lastScreen", null)).as("kept by its id from now on").isEqualTo("activity");
    }

    @Test
    void aFirstStartOnTheSandboxOffersToAddAnAccount() throws Exception {
        open(new KeychainDouble());

        assertThat(visible("#sandbox-banner")).isTrue();
        assertThat(visible("#keychain-banner")).isFalse();
        assertThat(robot.lookup("#status-profile").queryAs(Label.class).getText()).isEqualTo(Messages.text("app.status.profile", "Sandbox"));
        assertThat(visible("#status-sandbox")).isTrue();

        robot.clickOn("#add-account");
        assertThat(onView()).isSameAs(settings.view());
    }

    @Test
    void switchingToAnAccountUpdatesTheStatusBarAndDropsTheSandboxBanner() throws Exception {
        open(new KeychainDouble());
        Profile production = addAccount();

        robot.interact(() -> robot.lookup("#profile-switcher").queryAs(ComboBox.class).show());
        // The switcher reads the profiles in the background when it opens: the new account appears a moment later.
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, () -> robot.lookup("Production").tryQuery().isPresent());
        robot.clickOn("Production");

        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, () -> session.profile().id().equals(production.id()));
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(robot.lookup("#status-profile").queryAs(Label.class).getText()).isEqualTo(Messages.text("app.status.profile", "Production"));
        assertThat(visible("#status-sandbox")).isFalse();
        assertThat(visible("#sandbox-banner")).isFalse();
        assertThat(session.profiles().lastUsed().id()).isEqualTo(production.id());
    }

    @Test
    void withoutAKeychainAnAccountSaysItsKeyLastsOnlyThisSessionButTheSandboxWhichNeedsNoKeySaysNothing() throws Exception {
        open(new SessionSecretStore());
        assertThat(visible("#keychain-banner")).as("the Sandbox needs no key").isFalse();

        Profile production = addAccount();
        session.switchTo(production);
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, () -> visible("#keychain-banner"));

        assertThat(robot.lookup("#keychain-banner .label").queryAllAs(Label.class)).extracting(Label::getText)
                .contains(Messages.text("app.banner.noKeychain"));
    }

    @Test
    void theStatusBarShowsRequestsInFlightAndTheBudgetInUse() throws Exception {
        open(new KeychainDouble());
        Profile production = addAccount();
        session.switchTo(production);
        account.faults().latency(java.time.Duration.ofSeconds(2));
        try {
            var pending = background.submit(() -> session.client().listContacts("newsletter", 1, 5));

            WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, () -> text("#status-in-flight").equals("1 request in flight")
                    && text("#status-budget").equals(Messages.text("app.status.budget", 1, 5)));
            pending.get(10, TimeUnit.SECONDS);
        } finally {
            account.faults().clear();
        }
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, () -> text("#status-in-flight").equals(Messages.text("app.status.inFlight", 0)));
        assertThat(text("#status-budget")).isEqualTo(Messages.text("app.status.budget", 1, 5));
    }

    @Test
    void theDarkThemeIsAppliedAndRemembered() throws Exception {
        open(new KeychainDouble());
        // Headless, a submenu's popup cannot be relied on to open under the pointer: the item is fired as a click would.
        robot.interact(() -> robot.lookup(".menu-bar").queryAs(MenuBar.class).getMenus().get(1).getItems().stream()
                .filter(item -> item instanceof Menu menu && menu.getText().equals(Messages.text("app.theme")))
                .flatMap(menu -> ((Menu) menu).getItems().stream()).filter(item -> "theme-dark".equals(item.getId()))
                .findFirst().orElseThrow().fire());

        assertThat(Application.getUserAgentStylesheet()).isEqualTo(new PrimerDark().getUserAgentStylesheetBSS());
        assertThat(preferences.get("theme", null)).isEqualTo("DARK");
        robot.interact(() -> assertThat(new ThemeChoice(Settings.over(preferences)).dark()).isTrue());
    }

    @Test
    void theWindowsPlaceAndSizeAreRemembered() throws Exception {
        open(new KeychainDouble());
        WindowState state = new WindowState(Settings.over(preferences));
        robot.interact(() -> {
            Stage stage = window.stage();
            stage.setX(40);
            stage.setY(30);
            stage.setWidth(900);
            stage.setHeight(640);
            state.save(stage);
        });

        robot.interact(() -> {
            Stage other = new Stage();
            state.restore(other);
            assertThat(other.getX()).isEqualTo(40);
            assertThat(other.getY()).isEqualTo(30);
            assertThat(other.getWidth()).isEqualTo(900);
            assertThat(other.getHeight()).isEqualTo(640);
        });
    }
}
