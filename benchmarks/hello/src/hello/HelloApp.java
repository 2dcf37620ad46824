package hello;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import javafx.animation.PauseTransition;
import javafx.application.Application;
import javafx.application.Platform;
import javafx.scene.Scene;
import javafx.scene.control.Label;
import javafx.scene.layout.StackPane;
import javafx.stage.Stage;
import javafx.util.Duration;

/**
 * A window with one label; it writes the same "window" startup mark as Mailroom, and quits after it
 * when MAILROOM_STARTUP_QUIT says so, as Mailroom does.
 */
public final class HelloApp extends Application {

    @Override
    public void start(Stage stage) {
        stage.setTitle("Hello");
        stage.setScene(new Scene(new StackPane(new Label("Hello, world")), 1180, 760));
        stage.show();
        Platform.runLater(() -> {
            mark("window");
            if ("window".equals(System.getenv("MAILROOM_STARTUP_QUIT"))) {
                PauseTransition moment = new PauseTransition(Duration.seconds(1));
                moment.setOnFinished(event -> stage.close());
                moment.play();
            }
        });
    }

    private static void mark(String what) {
        String file = System.getenv("MAILROOM_STARTUP_MARKS");
        if (file != null) {
            try {
                Files.writeString(Path.of(file), what + " " + System.currentTimeMillis() + "\n",
                        StandardOpenOption.CREATE, StandardOpenOption.APPEND);
            } catch (IOException e) {
                throw new IllegalStateException("cannot write the startup mark to " + file, e);
            }
        }
    }

    public static void main(String[] args) {
        launch(args);
    }
}
