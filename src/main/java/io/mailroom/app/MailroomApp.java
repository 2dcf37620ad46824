package io.mailroom.app;

import io.mailroom.service.Background;
import io.mailroom.service.DataDirectory;
import io.mailroom.service.Subscription;
import io.mailroom.service.compose.DraftStore;
import io.mailroom.service.compose.EmailSending;
import io.mailroom.service.compose.SendHistory;
import io.mailroom.service.profiles.ProfileService;
import io.mailroom.service.profiles.Session;
import io.mailroom.ui.activity.ActivityScreen;
import io.mailroom.ui.common.Async;
import io.mailroom.ui.common.KnownContacts;
import io.mailroom.ui.common.Messages;
import io.mailroom.ui.common.Navigator;
import io.mailroom.ui.common.Problem;
import io.mailroom.ui.common.Settings;
import io.mailroom.ui.compose.ComposeScreen;
import io.mailroom.ui.contacts.ContactsScreen;
import io.mailroom.ui.fx.FxThread;
import io.mailroom.ui.outbox.OutboxScreen;
import io.mailroom.ui.settings.SettingsScreen;
import java.net.URI;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Duration;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CancellationException;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.stream.IntStream;
import javafx.animation.PauseTransition;
import javafx.application.Application;
import javafx.application.Platform;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.scene.image.Image;
import javafx.stage.Stage;
import org.kordamp.ikonli.feather.Feather;

/**
 * The desktop app. The window appears first, with progress; the keychain, the profiles and
 * the first profile's connection are opened in the background, then the screens are attached.
 */
public final class MailroomApp extends Application {

    private static final Duration CLOSE_WAIT = Duration.ofSeconds(3);

    private final Background background = Background.virtualThreads();
    private final StartupMarks marks = StartupMarks.from(System.getenv(), this::quitShortly);
    /**
     * Written under {@code this}'s lock, as the window may close while the services are still starting;
     * volatile so that the log file's redaction reads it without taking that lock.
     */
    private volatile Session session;
    private boolean stopped;
    private Stage stage;
    private MainWindow window;
    /** Whether the window's chrome has been laid out, and the screens' attaching that waits for it; UI thread only. */
    private boolean windowWhole;
    private Runnable attachWhenWhole;
    private WindowState windowState;
    private Settings settings;
    /** Opened in the background: creating its folder and file is disk work the first frame need not wait for. */
    private CompletableFuture<LogFile> log;
    private Subscription failures = () -> { };
    /** Whether the profile in use is the Sandbox, for the outbox before it is built. */
    private Subscription sandboxWatch = () -> { };

    @Override
    public void start(Stage primary) {
        stage = primary;
        settings = Settings.forUser();
        StartLanguage.apply(settings);
        log = background.submit(() -> LogFile.open(DataDirectory.resolve(System.getenv()), this::redact));
        log.whenComplete((opened, failure) -> {
            if (failure != null) {
                log().log(System.Logger.Level.WARNING, "Mailroom works on without a log file", failure);
            }
        });
        ThemeChoice theme = new ThemeChoice(settings);
        theme.apply();
        window = new MainWindow(stage, settings, theme, this::openLogFolder);
        failures = new FailureReporter(window.dialogs(), Platform::runLater).install(Thread.currentThread());
        windowState = new WindowState(settings);
        windowState.restore(stage);
        stage.setTitle(Messages.text("app.title"));
        Async async = FxThread.async(background);
        window.open(() -> {
            marks.mark("chrome");
            windowWhole = true;
            if (attachWhenWhole != null) {
                attachWhenWhole.run();
            }
            // The window manager takes the icons whenever they come: they are decoded once the window is whole, and in
            // the background, as the UI thread has the screens and the first page of contacts to do (docs/benchmarks.md).
            async.task(MailroomApp::windowIcons).onSuccess(stage.getIcons()::setAll).start();
        });
        Platform.runLater(() -> marks.mark("window"));
        boolean contactsFirst = window.lastScreen().orElse(ContactsScreen.ID).equals(ContactsScreen.ID);
        async.task(() -> openSession(contactsFirst))
                .onSuccess(opened -> attachOnceWhole(() -> attach(opened, async)))
                .onFailure(CancellationException.class, closed -> log().log(System.Logger.Level.INFO, "the window was closed while Mailroom started"))
                .onFailure(Exception.class, failure -> {
                    log().log(System.Logger.Level.ERROR, "Mailroom could not open its profiles", failure);
                    window.showStartFailure(Problem.of(failure));
                })
                .start();
    }

    /** The app's icon in the sizes window managers ask for. */
    private static List<Image> windowIcons() {
        return IntStream.of(16, 32, 48, 64, 128, 256)
                .mapToObj(size -> new Image(MailroomApp.class.getResource("icons/mailroom-" + size + ".png").toExternalForm()))
                .toList();
    }

    /**
     * Building the screens holds the UI thread for a while: not before the menus, navigation and status bar
     * are laid out, or the window would stay bare until the screens are done. UI thread only.
     */
    private void attachOnceWhole(Runnable attaching) {
        if (windowWhole) {
            attaching.run();
        } else {
            attachWhenWhole = attaching;
        }
    }

    /** The session once the services are open; the screenshot tour sends its sample emails through it. */
    public synchronized Optional<Session> session() {
        return Optional.ofNullable(session);
    }

    /**
     * The log file's redaction: the keys of the session, once there is one. It runs under the log
     * handler's lock, so it reads the session without taking this object's.
     */
    private String redact(String text) {
        Session open = session;
        return open == null ? text : open.redact(text);
    }

    /** Help ▸ Open log folder: the desktop's file manager may take a while to answer, so it is asked in the background. */
    private void openLogFolder() {
        URI folder = LogFile.folderIn(DataDirectory.resolve(System.getenv())).toUri();
        FxThread.async(background).task(() -> {
            getHostServices().showDocument(folder.toString());
            return null;
        }).start();
    }

    private Session openSession(boolean contactsFirst) {
        // The process's one set of open local copies is made here, with the profiles (ProfileService.copies()).
        ProfileService profiles = ProfileService.forUser(DataDirectory.resolve(System.getenv()));
        Session opened = new Session(profiles, profiles.lastUsed());
        synchronized (this) {
            if (stopped) {
                opened.close();
                throw new CancellationException("the window was closed while Mailroom started");
            }
            session = opened;
            // The contacts ask for the client as soon as they are shown: opening it now (for the sandbox,
            // starting it and generating its contacts) overlaps the screens being built on the UI thread.
            // Other screens may never need it, so nothing is opened for them. Whatever goes wrong here goes
            // wrong again when the contacts ask, which shows it; this call has no one to tell.
            if (contactsFirst) {
                background.submit(opened::client);
            }
        }
        return opened;
    }

    /**
     * Registers the screens; only the one on view is built now, each other the first time it is needed
     * ({@link LazyScreen}), so that the first page of contacts does not wait for four screens nobody sees yet.
     */
    private void attach(Session opened, Async async) {
        Path data = DataDirectory.resolve(System.getenv());
        Clock clock = Clock.systemUTC();
        KnownContacts known = new KnownContacts();
        ReadOnlyBooleanWrapper onSandbox = new ReadOnlyBooleanWrapper(opened.profile().isSandbox());
        sandboxWatch = opened.onSwitch(profile -> async.onUi(() -> onSandbox.set(profile.isSandbox())));
        window.attach(opened, async, new ScreenRegistry(List.of(
                new LazyScreen(ContactsScreen.ID, Messages.text("contacts.title"), Feather.USERS, () -> contacts(opened, async, known)),
                new LazyScreen(ComposeScreen.ID, Messages.text("compose.title"), Feather.EDIT, () -> {
                    SendHistory history = new SendHistory(data, clock);
                    return new ComposeScreen(opened, async, new DraftStore(data, clock), new EmailSending(history, clock), history, known, clock);
                }).taking(Navigator.EmailContact.class),
                new LazyScreen(ActivityScreen.ID, Messages.text("activity.title"), Feather.ACTIVITY,
                        () -> new ActivityScreen(opened.profiles().connections().activity(), async)),
                new LazyScreen(SettingsScreen.ID, Messages.text("settings.title"), Feather.SETTINGS,
                        () -> new SettingsScreen(opened, async, settings)),
                // The sandbox's outbox is offered on the Sandbox profile only, as the screen itself says once built.
                new LazyScreen(OutboxScreen.ID, Messages.text("outbox.title"), Feather.INBOX, () -> new OutboxScreen(opened, async))
                        .offeredWhile(onSandbox.getReadOnlyProperty()))));
    }

    /**
     * The contacts screen; with startup marks on, "contacts" is marked once its first rows are on
     * view, from the service or from the local copy (which makes no request).
     */
    private ContactsScreen contacts(Session opened, Async async, KnownContacts known) {
        ContactsScreen contacts = new ContactsScreen(opened, async, settings.contacts(), settings.refreshCopiesOlderThan(), known, window);
        if (marks.enabled()) {
            // The rows are in the table's list now and drawn at the next pulse: marked after it.
            contacts.onFirstRows(() -> Platform.runLater(() -> marks.mark("contacts")));
        }
        return contacts;
    }

    /** Closes the window as Quit does, a second on, so the frames drawn after the last mark are part of the start too. */
    private void quitShortly() {
        PauseTransition moment = new PauseTransition(javafx.util.Duration.seconds(1));
        moment.setOnFinished(event -> stage.close());
        moment.play();
    }

    /**
     * Closing waits for requests to an account still under way; the window is gone by then,
     * so the wait is bounded rather than holding the exit for a whole request timeout.
     */
    @Override
    public void stop() throws Exception {
        Session running;
        synchronized (this) {
            stopped = true;
            running = session;
        }
        windowState.save(stage);
        settings.flush();
        sandboxWatch.close();
        window.stop();
        if (running != null) {
            try {
                background.submit(() -> {
                    running.close();
                    return null;
                }).get(CLOSE_WAIT.toMillis(), TimeUnit.MILLISECONDS);
            } catch (ExecutionException | TimeoutException e) {
                log().log(System.Logger.Level.WARNING, "requests were still under way when Mailroom closed", e);
            }
        }
        failures.close();
        try {
            log.get(CLOSE_WAIT.toMillis(), TimeUnit.MILLISECONDS).close();
        } catch (ExecutionException | TimeoutException e) {
            // Said when it failed to open; a log still opening after that long is left to the exit.
        }
        background.close();
    }

    /**
     * Looked up when needed, not when the class is loaded: the first lookup starts the logging backend, and this
     * class is loaded before the window's first frame, which need not wait for it (docs/benchmarks.md).
     */
    private static System.Logger log() {
        return System.getLogger(MailroomApp.class.getName());
    }
}
