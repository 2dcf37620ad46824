package io.mailroom.app;

import atlantafx.base.theme.Styles;
import io.mailroom.service.Subscription;
import io.mailroom.service.profiles.ProfileStoreException;
import io.mailroom.service.profiles.Session;
import io.mailroom.ui.common.Async;
import io.mailroom.ui.common.Messages;
import io.mailroom.ui.common.Navigator;
import io.mailroom.ui.common.Problem;
import io.mailroom.ui.common.Screen;
import io.mailroom.ui.common.Settings;
import io.mailroom.ui.fx.FxDialogService;
import io.mailroom.ui.fx.Icons;
import io.mailroom.ui.fx.Visibility;
import io.mailroom.ui.settings.SettingsScreen;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Objects;
import java.util.Optional;
import javafx.application.Platform;
import javafx.geometry.Insets;
import javafx.geometry.Pos;
import javafx.scene.Scene;
import javafx.scene.control.Label;
import javafx.scene.control.Menu;
import javafx.scene.control.MenuBar;
import javafx.scene.control.MenuItem;
import javafx.scene.control.ProgressIndicator;
import javafx.scene.control.RadioMenuItem;
import javafx.scene.control.Separator;
import javafx.scene.control.SeparatorMenuItem;
import javafx.scene.control.ToggleButton;
import javafx.scene.control.ToggleGroup;
import javafx.scene.input.KeyCombination;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.StackPane;
import javafx.scene.layout.VBox;
import javafx.stage.Stage;

/**
 * The main window: menus, the navigation between screens with the profile switcher above it,
 * the screen on view, the banners and the status bar. It is shown at once, before anything
 * slow ({@link #open}); {@link #attach} fills it when the profile service and the session are ready.
 * It is also the app's {@link Navigator}: screens reach one another through it.
 */
final class MainWindow implements Navigator {

    /**
     * The size every screen and dialog is checked whole at, in every language (EveryScreenTest): below
     * it, German and French words would be cut or pushed out of the window.
     */
    static final double MIN_WIDTH = 1024;
    static final double MIN_HEIGHT = 700;

    private final Stage stage;
    private final Settings settings;
    private final ThemeChoice theme;
    private final FxDialogService dialogs;
    private final Runnable openLogFolder;
    private final BorderPane root = new BorderPane();
    /** The View menu's items of the window itself: the screens, the theme, the language. */
    private List<MenuItem> windowViewItems = List.of();
    private final StackPane content = new StackPane();
    private final VBox opening = new VBox(12);
    private final List<ToggleButton> screenButtons = new ArrayList<>();
    /** The menus, the navigation and the status bar: none is in the first frame, so none is built before it ({@link #open}). */
    private Chrome chrome;
    private ScreenRegistry screens;
    /** The screen on view, once there is one. */
    private Screen onView;
    private Banners banners;
    private Session session;
    private Async async;
    private Subscription switches = () -> { };

    MainWindow(Stage stage, Settings settings, ThemeChoice theme, Runnable openLogFolder) {
        this.stage = stage;
        this.settings = settings;
        this.theme = theme;
        this.dialogs = new FxDialogService(() -> stage);
        this.openLogFolder = openLogFolder;
        content.setId("screen");
        root.setCenter(content);
        Label status = new Label(Messages.text("app.opening"));
        status.setId("startup-status");
        opening.getChildren().add(status);
        opening.setAlignment(Pos.CENTER);
        content.getChildren().setAll(opening);
        Scene scene = new Scene(root);
        scene.getStylesheets().add(MainWindow.class.getResource("mailroom.css").toExternalForm());
        stage.setScene(scene);
        stage.setMinWidth(MIN_WIDTH);
        stage.setMinHeight(MIN_HEIGHT);
        // The window's close button asks the screens as Quit does.
        stage.setOnCloseRequest(event -> {
            if (!mayClose()) {
                event.consume();
            }
        });
    }

    Stage stage() {
        return stage;
    }

    /** The window's own dialogs: the uncaught-failure report, the shortcuts, About. */
    FxDialogService dialogs() {
        return dialogs;
    }

    /**
     * Shows the window. Its first frame is the window saying it is opening, which has the least to
     * style and lay out; the menus, the navigation, the status bar and a spinner join it as soon as
     * that frame has been laid out, so the window appears sooner (docs/benchmarks.md has the figures).
     * {@code whole} runs once they have been laid out too.
     */
    void open(Runnable whole) {
        Scene scene = stage.getScene();
        afterNextLayout(scene, () -> {
            addChrome();
            afterNextLayout(scene, whole);
        });
        stage.show();
    }

    /**
     * Runs {@code action} after the scene's next layout pass, not within it: what it adds would
     * otherwise be styled and laid out before that pass's frame is drawn.
     */
    private static void afterNextLayout(Scene scene, Runnable action) {
        scene.addPostLayoutPulseListener(new Runnable() {
            @Override
            public void run() {
                scene.removePostLayoutPulseListener(this);
                Platform.runLater(action);
            }
        });
    }

    /** The window's chrome (menus, navigation, status bar) around the content, and progress while the services start; once. */
    private void addChrome() {
        if (chrome != null) {
            return;
        }
        chrome = new Chrome();
        root.setTop(chrome.top);
        root.setLeft(chrome.navigation);
        root.setBottom(chrome.statusBar.view());
        ProgressIndicator progress = new ProgressIndicator();
        progress.setMaxSize(40, 40);
        opening.getChildren().addFirst(progress);
    }

    void showStartFailure(Problem problem) {
        Label title = new Label(problem.title());
        title.getStyleClass().add(Styles.TITLE_3);
        Label detail = new Label(problem.text());
        detail.setWrapText(true);
        detail.setId("startup-status");
        VBox failure = new VBox(8, title, detail);
        failure.setAlignment(Pos.CENTER);
        failure.setPadding(new Insets(24));
        content.getChildren().setAll(failure);
    }

    /** Fills the window for {@code attached}; the first screen is the one on view when Mailroom last closed. */
    void attach(Session attached, Async async, ScreenRegistry registry) {
        addChrome();
        session = attached;
        screens = registry;
        this.async = async;
        ProfileSwitcher switcher = new ProfileSwitcher(attached, async);
        banners = new Banners(() -> show(SettingsScreen.ID));
        Label profileLabel = new Label(Messages.text("app.profile"));
        profileLabel.getStyleClass().add(Styles.TEXT_MUTED);
        chrome.navigation.getChildren().setAll(profileLabel, switcher.view(), new Separator());
        for (Screen screen : screens.all()) {
            ToggleButton button = new ToggleButton(screen.title(), Icons.of(screen.icon()));
            button.setId("nav-" + screen.id());
            button.setToggleGroup(chrome.navigationGroup);
            button.setMaxWidth(Double.MAX_VALUE);
            button.setAlignment(Pos.CENTER_LEFT);
            button.getStyleClass().add(Styles.FLAT);
            button.setOnAction(event -> show(screen));
            Visibility.showWhen(button, screen.available());
            screen.available().addListener((obs, was, now) -> {
                // Compared with the screen, not its view: asking a screen not yet built for its view would build it.
                if (!now && onView == screen) {
                    show(screens.first());
                }
            });
            screenButtons.add(button);
            chrome.navigation.getChildren().add(button);
        }
        chrome.top.getChildren().add(banners.view());
        buildViewMenu();
        chrome.statusBar.attach(attached);
        switches = attached.onSwitch(profile -> async.onUi(() -> {
            chrome.statusBar.showProfile(profile);
            switcher.showCurrent();
            refreshBanners();
        }));
        show(lastScreen().flatMap(screens::find).filter(s -> s.available().get()).orElse(screens.first()));
    }

    /** The id of the screen on view when Mailroom last closed, if any. */
    Optional<String> lastScreen() {
        return Optional.ofNullable(settings.lastScreen().get());
    }

    @Override
    public void show(String screenId) {
        screens.find(screenId).ifPresent(this::show);
    }

    @Override
    public void request(Request request) {
        screens.all().stream().filter(screen -> screen.available().get() && screen.take(request)).findFirst().ifPresent(this::show);
    }

    void show(Screen screen) {
        if (!screen.available().get()) {
            return;
        }
        content.getChildren().setAll(screen.view());
        onView = screen;
        screenButtons.get(screens.all().indexOf(screen)).setSelected(true);
        chrome.menuBar.getMenus().setAll(menusWith(screen));
        showFileItemsOf(screen);
        showViewItemsOf(screen);
        settings.lastScreen().set(screen.id());
        if (session != null) {
            refreshBanners();
        }
        screen.shown();
    }

    private List<Menu> menusWith(Screen screen) {
        List<Menu> menus = new ArrayList<>(List.of(chrome.fileMenu, chrome.viewMenu));
        menus.addAll(screen.menus());
        menus.add(chrome.helpMenu);
        return menus;
    }

    /**
     * The window's menus and every screen's, for the list of shortcuts: a screen's accelerators work while it is
     * on view. Listing them builds the screens not built yet (LazyScreen), once.
     */
    private List<Menu> allMenus() {
        List<Menu> menus = new ArrayList<>(List.of(chrome.fileMenu, chrome.viewMenu));
        if (screens != null) {
            screens.all().forEach(screen -> menus.addAll(screen.menus()));
        }
        menus.add(chrome.helpMenu);
        return menus;
    }

    /** Whether every screen lets the window close; the first that holds unsaved work asks the person. */
    boolean mayClose() {
        return screens == null || screens.all().stream().allMatch(Screen::mayClose);
    }

    /** Whether there is an account yet is in the preferences store: read in the background. */
    private void refreshBanners() {
        Session attached = session;
        async.task(attached.profiles()::profiles)
                .onSuccess(profiles -> banners.update(profiles, attached.profile(), attached.profiles().keychainNotice().isPresent()))
                .onFailure(ProfileStoreException.class,
                        failure -> banners.update(List.of(), attached.profile(), attached.profiles().keychainNotice().isPresent()))
                .start();
    }

    void stop() {
        switches.close();
        if (screens != null) {
            screens.all().forEach(Screen::stop);
        }
        if (chrome != null) {
            chrome.statusBar.stop();
        }
    }

    private void buildViewMenu() {
        chrome.viewMenu.getItems().clear();
        for (Screen screen : screens.all()) {
            MenuItem item = new MenuItem(screen.title(), Icons.of(screen.icon()));
            item.setId("view-" + screen.id());
            item.setAccelerator(screens.shortcut(screen));
            item.setOnAction(event -> show(screen));
            item.visibleProperty().bind(screen.available());
            item.disableProperty().bind(screen.available().not());
            chrome.viewMenu.getItems().add(item);
        }
        chrome.viewMenu.getItems().addAll(new SeparatorMenuItem(), themeMenu(), languageMenu());
        windowViewItems = List.copyOf(chrome.viewMenu.getItems());
    }

    /** The File menu: the items of the screen on view, if it has any, then the window's own (Quit). */
    private void showFileItemsOf(Screen screen) {
        List<MenuItem> items = new ArrayList<>(screen.fileItems());
        if (!items.isEmpty()) {
            items.add(new SeparatorMenuItem());
        }
        items.add(chrome.quit);
        chrome.fileMenu.getItems().setAll(items);
    }

    /** The View menu's own items, then those of the screen on view, if it has any. */
    private void showViewItemsOf(Screen screen) {
        List<MenuItem> items = new ArrayList<>(windowViewItems);
        if (!screen.viewItems().isEmpty()) {
            items.add(new SeparatorMenuItem());
            items.addAll(screen.viewItems());
        }
        chrome.viewMenu.getItems().setAll(items);
    }

    private Menu themeMenu() {
        Menu themeMenu = new Menu(Messages.text("app.theme"));
        ToggleGroup themes = new ToggleGroup();
        for (Settings.Theme mode : Settings.Theme.values()) {
            RadioMenuItem item = new RadioMenuItem(ThemeChoice.label(mode));
            item.setId("theme-" + mode.name().toLowerCase(Locale.ROOT));
            item.setToggleGroup(themes);
            item.setSelected(theme.mode().get() == mode);
            item.setOnAction(event -> theme.mode().set(mode));
            themeMenu.getItems().add(item);
        }
        return themeMenu;
    }

    /** The language is chosen here and spoken from the next start: the screens are built in the language of their start. */
    private Menu languageMenu() {
        Menu languageMenu = new Menu(Messages.text("app.language"));
        ToggleGroup languages = new ToggleGroup();
        List<Locale> choices = new ArrayList<>();
        choices.add(null);
        choices.addAll(Messages.LANGUAGES);
        for (Locale language : choices) {
            RadioMenuItem item = new RadioMenuItem(language == null ? Messages.text("app.language.system") : StartLanguage.ownName(language));
            item.setId("language-" + (language == null ? "system" : language.getLanguage()));
            item.setToggleGroup(languages);
            item.setSelected(Objects.equals(settings.language().get(), language));
            item.setOnAction(event -> {
                if (!Objects.equals(settings.language().get(), language)) {
                    settings.language().set(language);
                    Locale next = settings.startLanguage(StartLanguage.system());
                    dialogs.info(Messages.text("app.language.changed.title"), Messages.text("app.language.changed", next.getDisplayLanguage(Messages.locale())));
                }
            });
            languageMenu.getItems().add(item);
        }
        return languageMenu;
    }

    /**
     * The menus, the navigation and the status bar. Built when they join the window, after its first frame: their
     * controls (the status bar's tooltips above all, each a popup window of its own) held the UI thread before that
     * frame for tens of milliseconds (docs/benchmarks.md, "The window's chrome built after the first frame").
     */
    private final class Chrome {

        private final MenuBar menuBar = new MenuBar();
        private final Menu fileMenu = new Menu(Messages.text("app.menu.file"));
        private final Menu viewMenu = new Menu(Messages.text("app.menu.view"));
        private final Menu helpMenu = new Menu(Messages.text("app.menu.help"));
        private final VBox navigation = new VBox(4);
        private final ToggleGroup navigationGroup = new ToggleGroup();
        private final VBox top = new VBox(menuBar);
        private final StatusBar statusBar = new StatusBar();

        private final MenuItem quit = new MenuItem(Messages.text("app.quit"));

        Chrome() {
            quit.setId("quit");
            quit.setAccelerator(KeyCombination.keyCombination("Shortcut+Q"));
            quit.setOnAction(event -> {
                if (mayClose()) {
                    stage.close();
                }
            });
            fileMenu.getItems().add(quit);
            MenuItem shortcuts = new MenuItem(Messages.text("app.shortcuts"));
            shortcuts.setId("keyboard-shortcuts");
            shortcuts.setAccelerator(KeyCombination.keyCombination("F1"));
            shortcuts.setOnAction(event -> ShortcutsDialog.show(dialogs, allMenus()));
            MenuItem logFolder = new MenuItem(Messages.text("app.openLogFolder"));
            logFolder.setId("open-log-folder");
            logFolder.setOnAction(event -> openLogFolder.run());
            MenuItem about = new MenuItem(Messages.text("app.about"));
            about.setId("about");
            about.setOnAction(event -> AboutDialog.show(dialogs));
            helpMenu.getItems().addAll(shortcuts, logFolder, new SeparatorMenuItem(), about);
            menuBar.getMenus().addAll(fileMenu, viewMenu, helpMenu);
            navigation.setPadding(new Insets(12));
            navigation.setPrefWidth(210);
            navigation.setId("navigation");
            navigation.getStyleClass().add(Styles.BG_SUBTLE);
        }
    }
}
