package io.mailroom.app;

import atlantafx.base.theme.Styles;
import io.mailroom.service.Version;
import io.mailroom.ui.common.Dialogs;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.stream.Collectors;
import javafx.scene.control.Label;
import javafx.scene.control.TextArea;
import javafx.scene.layout.Priority;
import javafx.scene.layout.VBox;
import javafx.stage.Window;

/**
 * Help ▸ About Mailroom: the version, when it was built, what it runs on, and the licences of
 * the libraries it bundles (the notice file the build generates from their POMs).
 */
final class AboutDialog {

    /** Written by the build (license-maven-plugin) at the root of the application's classes. */
    static final String NOTICES = "/THIRD-PARTY.txt";

    private AboutDialog() {
    }

    static void show(Window owner) {
        Label built = new Label("Built " + Version.built() + " · Java " + Runtime.version() + " · JavaFX "
                + System.getProperty("javafx.runtime.version", "unknown"));
        built.setId("about-built");
        built.getStyleClass().add(Styles.TEXT_MUTED);
        Label intro = new Label("A desktop client and command line for the Email Delivery Service. "
                + "Mailroom bundles these libraries, under these licences:");
        intro.setWrapText(true);
        TextArea notices = new TextArea(notices());
        notices.setId("about-notices");
        notices.setEditable(false);
        notices.setPrefRowCount(14);
        VBox.setVgrow(notices, Priority.ALWAYS);
        VBox content = new VBox(10, built, intro, notices);
        content.setPrefWidth(860);
        Dialogs.show(owner, "About Mailroom", "Mailroom " + Version.current(), content, "about-dialog");
    }

    static String notices() {
        try (InputStream in = AboutDialog.class.getResourceAsStream(NOTICES)) {
            if (in == null) {
                return "The list of bundled libraries is missing from this build.";
            }
            // The generated file indents every line and starts blank: flush left reads better in a narrow box.
            return new String(in.readAllBytes(), StandardCharsets.UTF_8).lines().map(String::strip)
                    .filter(line -> !line.isEmpty()).collect(Collectors.joining("\n"));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
