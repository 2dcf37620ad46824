package io.mailroom.app;

import io.mailroom.api.ApiException;
import io.mailroom.service.Background;
import io.mailroom.service.ConnectionCheck;
import io.mailroom.service.Version;
import io.mailroom.service.profiles.Profile;
import io.mailroom.service.profiles.ProfileService;
import java.util.concurrent.CancellationException;
import java.util.concurrent.CompletionException;
import javafx.application.Application;
import javafx.application.Platform;
import javafx.geometry.Insets;
import javafx.scene.Scene;
import javafx.scene.control.Label;
import javafx.scene.control.ProgressIndicator;
import javafx.scene.layout.HBox;
import javafx.scene.layout.VBox;
import javafx.stage.Stage;

/**
 * The desktop app. Until the contacts workspace lands it shows one honest window: the profile
 * it opened (the last used, else the built-in Sandbox), what that service answered, and whether
 * API keys are safe in the system keychain.
 */
public final class MailroomApp extends Application {

    private final Background background = Background.virtualThreads();
    /** Guarded by {@code this}: the window may close while the services are still starting. */
    private ProfileService profiles;
    private boolean stopped;

    private record Connected(Profile profile, String baseUrl, ConnectionCheck.Result answer) {
    }

    private final Label status = new Label("Opening the last used profile…");
    private final Label detail = new Label();
    private final Label keychainNotice = new Label();
    private final ProgressIndicator progress = new ProgressIndicator();

    @Override
    public void start(Stage stage) {
        Label title = new Label("Mailroom");
        title.setStyle("-fx-font-size: 22px; -fx-font-weight: bold;");
        progress.setPrefSize(20, 20);
        status.setId("connection-status");
        status.setWrapText(true);
        detail.setId("connection-detail");
        detail.setWrapText(true);
        keychainNotice.setId("keychain-notice");
        keychainNotice.setWrapText(true);
        keychainNotice.setStyle("-fx-text-fill: #8a5300;");
        keychainNotice.setVisible(false);
        VBox root = new VBox(12, title, new HBox(8, progress, status), detail, keychainNotice);
        root.setPadding(new Insets(24));
        stage.setTitle("Mailroom " + Version.current());
        stage.setScene(new Scene(root, 720, 260));
        stage.show();
        background.submit(this::connect).whenComplete((result, failure) ->
                Platform.runLater(() -> show(result, failure)));
    }

    /** Keychain detection, the sandbox and the first request all happen here, after the window is shown. */
    private Connected connect() {
        ProfileService service = ProfileService.forUser();
        synchronized (this) {
            if (stopped) {
                service.close();
                throw new CancellationException("the window was closed while Mailroom started");
            }
            profiles = service;
        }
        service.keychainNotice().ifPresent(notice -> Platform.runLater(() -> {
            keychainNotice.setText(notice);
            keychainNotice.setVisible(true);
        }));
        Profile profile = service.lastUsed();
        ConnectionCheck.Result answer = service.test(profile);
        String baseUrl = profile.isSandbox() ? service.sandbox().server().baseUrl().toString() : profile.baseUrl();
        return new Connected(profile, baseUrl, answer);
    }

    private void show(Connected connected, Throwable failure) {
        progress.setVisible(false);
        progress.setManaged(false);
        if (failure != null) {
            Throwable cause = failure instanceof CompletionException ? failure.getCause() : failure;
            status.setText("Could not connect");
            detail.setText(cause instanceof ApiException api ? api.getMessage() : String.valueOf(cause.getMessage()));
            return;
        }
        ConnectionCheck.Result result = connected.answer();
        status.setText(connected.profile().isSandbox()
                ? "Connected to the embedded sandbox at " + connected.baseUrl() + " — nothing is delivered."
                : "Connected to " + connected.baseUrl() + " with the profile \"" + connected.profile().name() + "\".");
        detail.setText("It answered: " + result.total() + " contacts in application \"" + result.appId()
                + "\" (requestId " + result.requestId() + ").");
    }

    @Override
    public void stop() {
        ProfileService running;
        synchronized (this) {
            stopped = true;
            running = profiles;
        }
        background.close();
        if (running != null) {
            running.close();
        }
    }
}
