package io.mailroom.ui.settings;

import io.mailroom.ui.common.Messages;
import io.mailroom.ui.fx.Icons;
import io.mailroom.ui.fx.ProblemView;
import io.mailroom.ui.fx.Visibility;
import java.util.function.Consumer;
import javafx.geometry.Pos;
import javafx.scene.Node;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.PasswordField;
import javafx.scene.control.ProgressIndicator;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.VBox;
import org.kordamp.ikonli.feather.Feather;

/** The profile's API key, typed masked and never shown again, and the connection test. */
final class KeyAndTestView {

    private final SettingsViewModel model;
    private final Label result = new Label();
    private final ProblemView failure = new ProblemView("test-problem");
    /** The test's answer, under its button: under way, passed, or why it failed. */
    private final VBox answer = new VBox(result, failure.view());

    KeyAndTestView(SettingsViewModel model) {
        this.model = model;
    }

    /**
     * Hands the test's answer to {@code reveal} each time it changes to something to read. It shows
     * under the button, which a small window may just have scrolled into view: the answer would
     * appear below the fold, under the buttons at the bottom, and the test seem to do nothing.
     */
    void onAnswer(Consumer<Node> reveal) {
        result.textProperty().addListener((observable, before, now) -> {
            if (!now.isEmpty()) {
                reveal.accept(answer);
            }
        });
        failure.problemProperty().addListener((observable, before, now) -> {
            if (now != null) {
                reveal.accept(answer);
            }
        });
    }

    void addTo(FormGrid grid) {
        grid.section(Messages.text("settings.key.section"));
        Label state = new Label();
        state.setId("key-state");
        state.textProperty().bind(model.keyState());
        state.setGraphic(Icons.of(Feather.LOCK));
        state.setWrapText(true);
        grid.field(Messages.text("settings.key.caption"), state);

        PasswordField key = new PasswordField();
        key.setId("api-key-field");
        key.setPromptText(Messages.text("settings.key.prompt"));
        key.textProperty().bindBidirectional(model.apiKey());
        HBox.setHgrow(key, Priority.ALWAYS);
        Button save = new Button(Messages.text("settings.key.save"), Icons.of(Feather.KEY));
        save.setId("save-key");
        save.setMinWidth(Button.USE_PREF_SIZE);
        save.disableProperty().bind(model.canSaveKey().not());
        save.setOnAction(event -> model.saveKey());
        HBox entry = new HBox(8, key, save);
        entry.setAlignment(Pos.CENTER_LEFT);
        grid.field(Messages.text("settings.key.newCaption"), entry, "apiKey").showWhen(model.readOnly().not());

        Label hint = new Label(Messages.text("settings.key.hint"));
        FormGrid.muted(hint);
        Visibility.showWhen(hint, model.readOnly().not());
        grid.note(hint);

        if (model.noKeychain()) {
            Label notice = new Label(Messages.text("settings.key.noKeychain"), Icons.of(Feather.ALERT_TRIANGLE));
            notice.setId("keychain-notice");
            notice.getStyleClass().add("warning");
            notice.setWrapText(true);
            grid.note(notice);
        }

        grid.section(Messages.text("settings.test.section"));
        Button test = new Button(Messages.text("settings.test.run"), Icons.of(Feather.ZAP));
        test.setId("test-connection");
        test.setMinWidth(Button.USE_PREF_SIZE);
        test.disableProperty().bind(model.canTest().not());
        test.setOnAction(event -> model.testConnection());
        ProgressIndicator progress = new ProgressIndicator();
        progress.setId("test-progress");
        progress.setPrefSize(18, 18);
        Visibility.showWhen(progress, model.testState().isEqualTo(SettingsViewModel.TestState.RUNNING));
        progress.setMinSize(ProgressIndicator.USE_PREF_SIZE, ProgressIndicator.USE_PREF_SIZE);
        Label why = new Label();
        why.getStyleClass().add("text-muted");
        why.setWrapText(true);
        why.textProperty().bind(model.testHint());
        HBox row = new HBox(8, test, progress, why);
        row.setAlignment(Pos.CENTER_LEFT);
        grid.field("", row);

        result.setId("test-result");
        result.setWrapText(true);
        result.textProperty().bind(model.testResult());
        Visibility.showWhen(result, result.textProperty().isNotEmpty());
        model.testState().addListener((observable, before, now) -> {
            result.getStyleClass().remove("success");
            if (now == SettingsViewModel.TestState.PASSED) {
                result.getStyleClass().add("success");
            }
        });
        failure.problemProperty().bind(model.testProblem());
        grid.note(answer);
    }
}
