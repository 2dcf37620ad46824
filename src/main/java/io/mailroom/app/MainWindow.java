package io.mailroom.app;

import atlantafx.base.theme.Styles;
import io.mailroom.service.profiles.Session;
import io.mailroom.ui.common.Async;
import io.mailroom.ui.common.Icons;
import io.mailroom.ui.common.Problem;
import io.mailroom.ui.common.Screen;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.prefs.Preferences;
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
import org.kordamp.ikonli.feather.Feather;

/**
 * The main window: menus, the navigation between screens with the profile switcher above it,
 * the screen on view, the banners and the status bar. It is shown at once, before anything
 * slow ({@link #open}); {@link #attach} fills it when the profile service and the session are ready.
 */
final class MainWindow {

    private static final String LAST_SCREEN = "lastScreen";

    private final Stage stage;
    private final Preferences preferences;
    private final ThemeChoice theme;
    private final BorderPane root = new BorderPane();
    private final MenuBar menuBar = new MenuBar();
    private final Menu fileMenu = new Menu("_File");
    private final Menu viewMenu = new Menu("_View");
    private final Menu helpMenu = new Menu("_Help");
    private final VBox navigation = new VBox(4);
    private final ToggleGroup navigationGroup = new ToggleGroup();
    private final StackPane content = new StackPane();
    private final VBox top = new VBox(menuBar);
    private final VBox opening = new VBox(12);
    private final StatusBar statusBar = new StatusBar();
    private final List<ToggleButton> screenButtons = new ArrayList<>();
    private boolean chromeAdded;
    private List<Screen> screens = List.of();
    private Banners banners;
    private Session session;
    private Async async;

    MainWindow(Stage stage, Preferences preferences, ThemeChoice theme) {
        this.stage = stage;
        this.preferences = preferences;
        this.theme = theme;
        MenuItem quit = new MenuItem("Quit");
        quit.setAccelerator(KeyCombination.keyCombination("Shortcut+Q"));
        quit.setOnAction(event -> stage.close());
        fileMenu.getItems().add(quit);
        MenuItem about = new MenuItem("About Mailroom");
        about.setId("about");
        about.setOnAction(event -> AboutDialog.show(stage));
        helpMenu.getItems().add(about);
        menuBar.getMenus().addAll(fileMenu, viewMenu, helpMenu);
        navigation.setPadding(new Insets(12));
        navigation.setPrefWidth(210);
        navigation.setId("navigation");
        navigation.getStyleClass().add(Styles.BG_SUBTLE);
        content.setId("screen");
        root.setCenter(content);
        Label status = new Label("Opening Mailroom…");
        status.setId("startup-status");
        opening.getChildren().add(status);
        opening.setAlignment(Pos.CENTER);
        content.getChildren().setAll(opening);
        Scene scene = new Scene(root);
        scene.getStylesheets().add(MainWindow.class.getResource("mailroom.css").toExternalForm());
        stage.setScene(scene);
    }

    Stage stage() {
        return stage;
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
        if (chromeAdded) {
            return;
        }
        chromeAdded = true;
        root.setTop(top);
        root.setLeft(navigation);
        root.setBottom(statusBar.view());
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
    void attach(Session attached, Async async, List<Screen> all, Screen settings) {
        addChrome();
        session = attached;
        screens = List.copyOf(all);
        ProfileSwitcher switcher = new ProfileSwitcher(attached, async);
        banners = new Banners(() -> show(settings));
        Label profileLabel = new Label("Profile");
        profileLabel.getStyleClass().add(Styles.TEXT_MUTED);
        navigation.getChildren().setAll(profileLabel, switcher.view(), new Separator());
        for (int i = 0; i < screens.size(); i++) {
            Screen screen = screens.get(i);
            ToggleButton button = new ToggleButton(screen.title(), Icons.of(screen.icon()));
            button.setId("nav-" + screen.title().toLowerCase(Locale.ROOT));
            button.setToggleGroup(navigationGroup);
            button.setMaxWidth(Double.MAX_VALUE);
            button.setAlignment(Pos.CENTER_LEFT);
            button.getStyleClass().add(Styles.FLAT);
            button.setOnAction(event -> show(screen));
            button.visibleProperty().bind(screen.available());
            button.managedProperty().bind(screen.available());
            screen.available().addListener((obs, was, now) -> {
                if (!now && content.getChildren().contains(screen.view())) {
                    show(screens.getFirst());
                }
            });
            screenButtons.add(button);
            navigation.getChildren().add(button);
        }
        top.getChildren().add(banners.view());
        buildViewMenu();
        statusBar.attach(attached);
        this.async = async;
        attached.onSwitch(profile -> async.onUi(() -> {
            statusBar.showProfile(profile);
            switcher.showCurrent();
            refreshBanners();
        }));
        String last = lastScreen().orElse(screens.getFirst().title());
        show(screens.stream().filter(s -> s.title().equals(last) && s.available().get()).findFirst().orElse(screens.getFirst()));
    }

    /** The title of the screen on view when Mailroom last closed, if any; preferences may be read on any thread. */
    Optional<String> lastScreen() {
        return Optional.ofNullable(preferences.get(LAST_SCREEN, null));
    }

    void show(Screen screen) {
        if (!screen.available().get()) {
            return;
        }
        content.getChildren().setAll(screen.view());
        screenButtons.get(screens.indexOf(screen)).setSelected(true);
        List<Menu> menus = new ArrayList<>(List.of(fileMenu, viewMenu));
        menus.addAll(screen.menus());
        menus.add(helpMenu);
        menuBar.getMenus().setAll(menus);
        preferences.put(LAST_SCREEN, screen.title());
        if (session != null) {
            refreshBanners();
        }
        screen.shown();
    }

    /** Whether there is an account yet is in the preferences store: read in the background. */
    private void refreshBanners() {
        Session attached = session;
        async.run(attached.profiles()::profiles,
                profiles -> banners.update(profiles, attached.profile(), attached.profiles().keychainNotice()),
                failure -> banners.update(List.of(), attached.profile(), attached.profiles().keychainNotice()));
    }

    void stop() {
        screens.forEach(Screen::stop);
        statusBar.stop();
    }

    private void buildViewMenu() {
        viewMenu.getItems().clear();
        for (int i = 0; i < screens.size(); i++) {
            Screen screen = screens.get(i);
            MenuItem item = new MenuItem(screen.title(), Icons.of(screen.icon()));
            item.setAccelerator(KeyCombination.keyCombination("Shortcut+" + (i + 1)));
            item.setOnAction(event -> show(screen));
            item.visibleProperty().bind(screen.available());
            item.disableProperty().bind(screen.available().not());
            viewMenu.getItems().add(item);
        }
        viewMenu.getItems().add(new SeparatorMenuItem());
        Menu themeMenu = new Menu("Theme");
        ToggleGroup themes = new ToggleGroup();
        for (ThemeChoice.Mode mode : ThemeChoice.Mode.values()) {
            RadioMenuItem item = new RadioMenuItem(mode.label);
            item.setId("theme-" + mode.name().toLowerCase(Locale.ROOT));
            item.setToggleGroup(themes);
            item.setSelected(theme.mode().get() == mode);
            item.setOnAction(event -> theme.mode().set(mode));
            themeMenu.getItems().add(item);
        }
        viewMenu.getItems().add(themeMenu);
    }
}
