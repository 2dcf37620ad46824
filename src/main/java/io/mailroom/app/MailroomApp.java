package io.mailroom.app;

import io.mailroom.api.ApiException;
import io.mailroom.api.ApiKey;
import io.mailroom.api.ClientConfig;
import io.mailroom.api.ServiceClient;
import io.mailroom.sandbox.SandboxOptions;
import io.mailroom.sandbox.SandboxServer;
import io.mailroom.service.Background;
import io.mailroom.service.ConnectionCheck;
import io.mailroom.service.Connections;
import io.mailroom.service.Version;
import java.net.URI;
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
 * The desktop app. Until the contacts workspace lands it shows one honest window: which
 * service it is connected to (the embedded sandbox) and what that service answered.
 */
public final class MailroomApp extends Application {

    private final Background background = Background.virtualThreads();
    /** Guarded by {@code this}: the window may close while the sandbox is still starting. */
    private SandboxServer sandbox;
    private boolean stopped;

    private record Connected(URI baseUrl, ConnectionCheck.Result answer) {
    }

    private final Label status = new Label("Starting the embedded sandbox…");
    private final Label detail = new Label();
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
        VBox root = new VBox(12, title, new HBox(8, progress, status), detail);
        root.setPadding(new Insets(24));
        stage.setTitle("Mailroom " + Version.current());
        stage.setScene(new Scene(root, 720, 240));
        stage.show();
        background.submit(this::connectToSandbox).whenComplete((result, failure) ->
                Platform.runLater(() -> show(result, failure)));
    }

    private Connected connectToSandbox() {
        SandboxServer server = SandboxServer.start(SandboxOptions.defaults());
        synchronized (this) {
            if (stopped) {
                server.close();
                throw new CancellationException("the window was closed while the sandbox started");
            }
            sandbox = server;
        }
        ClientConfig config = ClientConfig.of(server.baseUrl().toString(), ApiKey.of(server.apiKey()));
        try (ServiceClient client = new Connections().open(config)) {
            return new Connected(server.baseUrl(), ConnectionCheck.run(client, server.appIds().getFirst()));
        }
    }

    private void show(Connected connected, Throwable failure) {
        progress.setVisible(false);
        progress.setManaged(false);
        if (failure != null) {
            Throwable cause = failure instanceof CompletionException ? failure.getCause() : failure;
            status.setText("Could not start the embedded sandbox");
            detail.setText(cause instanceof ApiException api ? api.getMessage() : String.valueOf(cause.getMessage()));
            return;
        }
        ConnectionCheck.Result result = connected.answer();
        status.setText("Connected to the embedded sandbox at " + connected.baseUrl() + " — nothing is delivered.");
        detail.setText("It answered: " + result.total() + " contacts in application \"" + result.appId()
                + "\" (requestId " + result.requestId() + ").");
    }

    @Override
    public void stop() {
        SandboxServer running;
        synchronized (this) {
            stopped = true;
            running = sandbox;
        }
        background.close();
        if (running != null) {
            running.close();
        }
    }
}
