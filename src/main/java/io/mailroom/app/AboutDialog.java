package io.mailroom.app;

import atlantafx.base.theme.Styles;
import io.mailroom.service.Version;
import io.mailroom.ui.common.Messages;
import io.mailroom.ui.fx.FxDialogService;
import javafx.scene.control.Label;
import javafx.scene.control.TextArea;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import javafx.scene.layout.VBox;

/**
 * Help ▸ About Mailroom: the version, when it was built, what it runs on, and the licences of
 * the libraries it bundles (the notice file the build generates from their POMs).
 */
final class AboutDialog {

    private AboutDialog() {
    }

    static void show(FxDialogService dialogs) {
        Label built = new Label(Messages.text("app.about.built", BuildInfo.built(), Runtime.version().toString(),
                System.getProperty("javafx.runtime.version", Messages.text("app.about.unknown"))));
        built.setId("about-built");
        built.getStyleClass().add(Styles.TEXT_MUTED);
        built.setWrapText(true);
        built.setMinHeight(Region.USE_PREF_SIZE);
        Label intro = new Label(Messages.text("app.about.intro"));
        intro.setWrapText(true);
        TextArea notices = new TextArea(BuildInfo.notices());
        notices.setId("about-notices");
        notices.setEditable(false);
        notices.setPrefRowCount(14);
        VBox.setVgrow(notices, Priority.ALWAYS);
        VBox content = new VBox(10, built, intro, notices);
        content.setPrefWidth(860);
        dialogs.show(Messages.text("app.about"), Messages.text("app.about.header", Version.current()), content, "about-dialog");
    }
}
