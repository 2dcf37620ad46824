package io.mailroom.ui.settings;

import io.mailroom.ui.common.Icons;
import javafx.geometry.Pos;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.PasswordField;
import javafx.scene.control.ProgressIndicator;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import org.kordamp.ikonli.feather.Feather;

/** The profile's API key, typed masked and never shown again, and the connection test. */
final class KeyAndTestView {

    private final SettingsViewModel model;

    KeyAndTestView(SettingsViewModel model) {
        this.model = model;
    }

    void addTo(FormGrid grid) {
        grid.section("API key");
        Label state = new Label();
        state.setId("key-state");
        state.textProperty().bind(model.keyState());
        state.setGraphic(Icons.of(Feather.LOCK));
        grid.field("Key", state);

        PasswordField key = new PasswordField();
        key.setId("api-key-field");
        key.setPromptText("Paste the key from the service's dashboard");
        key.textProperty().bindBidirectional(model.apiKey());
        HBox.setHgrow(key, Priority.ALWAYS);
        Button save = new Button("Save key", Icons.of(Feather.KEY));
        save.setId("save-key");
        save.disableProperty().bind(model.canSaveKey().not());
        save.setOnAction(event -> model.saveKey());
        HBox entry = new HBox(8, key, save);
        entry.setAlignment(Pos.CENTER_LEFT);
        grid.field("New key", entry, "apiKey").showWhen(model.readOnly().not());

        Label hint = new Label("Typed masked. Saving the profile saves a key typed here too; it is never shown again.");
        FormGrid.muted(hint);
        FormGrid.showWhen(hint, model.readOnly().not());
        grid.note(hint);

        model.keychainNotice().ifPresent(text -> {
            Label notice = new Label(text, Icons.of(Feather.ALERT_TRIANGLE));
            notice.setId("keychain-notice");
            notice.getStyleClass().add("warning");
            notice.setWrapText(true);
            grid.note(notice);
        });

        grid.section("Connection test");
        Button test = new Button("Test connection", Icons.of(Feather.ZAP));
        test.setId("test-connection");
        test.disableProperty().bind(model.canTest().not());
        test.setOnAction(event -> model.testConnection());
        ProgressIndicator progress = new ProgressIndicator();
        progress.setId("test-progress");
        progress.setPrefSize(18, 18);
        FormGrid.showWhen(progress, model.testState().isEqualTo(SettingsViewModel.TestState.RUNNING));
        Label why = new Label();
        why.getStyleClass().add("text-muted");
        why.textProperty().bind(model.testHint());
        HBox row = new HBox(8, test, progress, why);
        row.setAlignment(Pos.CENTER_LEFT);
        grid.field("", row);

        Label result = new Label();
        result.setId("test-result");
        result.setWrapText(true);
        result.textProperty().bind(model.testResult());
        model.testState().addListener((observable, before, now) -> {
            result.getStyleClass().removeAll("success", "danger");
            switch (now) {
                case PASSED -> result.getStyleClass().add("success");
                case FAILED -> result.getStyleClass().add("danger");
                default -> { }
            }
        });
        grid.note(result);
    }
}
