package io.mailroom.ui.settings;

import io.mailroom.ui.common.Messages;
import io.mailroom.ui.fx.Icons;
import io.mailroom.ui.fx.Visibility;
import java.util.List;
import javafx.beans.binding.BooleanBinding;
import javafx.beans.property.StringProperty;
import javafx.collections.ListChangeListener;
import javafx.geometry.Pos;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.RadioButton;
import javafx.scene.control.TextField;
import javafx.scene.control.Toggle;
import javafx.scene.control.ToggleGroup;
import javafx.scene.control.Tooltip;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.VBox;
import org.kordamp.ikonli.feather.Feather;

/** The fields of a profile: where it connects, its applications and senders, its limits. */
final class ProfileFormView {

    /** What a base URL looks like; an address, the same in every language. */
    private static final String EXAMPLE_URL = "https://api.example.com";

    private final ProfileForm form;
    private final BooleanBinding readOnly;

    ProfileFormView(ProfileForm form, BooleanBinding readOnly) {
        this.form = form;
        this.readOnly = readOnly;
    }

    /** Adds the profile's fields to {@code grid}. */
    void addTo(FormGrid grid) {
        grid.section(Messages.text("settings.connection.section"));
        TextField name = text("profile-name", form.name(), Messages.text("settings.name.prompt"));
        grid.field(Messages.text("settings.name.caption"), name, "name");
        TextField baseUrl = text("profile-base-url", form.baseUrl(), EXAMPLE_URL);
        baseUrl.promptTextProperty().bind(readOnly.map(sandbox -> sandbox
                ? Messages.text("settings.baseUrl.promptSandbox") : EXAMPLE_URL));
        grid.field(Messages.text("settings.baseUrl.caption"), baseUrl, "baseUrl");

        RowsEditorPanel<ProfileForm.AppRow> apps = new RowsEditorPanel<>("profile-apps", form.apps(), row -> List.of(
                grow(text(null, row.appId(), "appId", "app-id")),
                grow(text(null, row.label(), Messages.text("settings.apps.labelPrompt"), "app-label"))),
                form::removeApp, "remove-app", readOnly);
        grid.field(Messages.text("settings.apps.caption"), withAdd(apps, "add-app", Messages.text("settings.apps.add"), form::addApp,
                Messages.text("settings.apps.hint")), "apps");

        ToggleGroup defaults = new ToggleGroup();
        RowsEditorPanel<ProfileForm.SenderRow> senders = new RowsEditorPanel<>("profile-senders", form.senders(),
                row -> List.of(defaultChoice(row, defaults), grow(text(null, row.address(), Messages.text("settings.senders.prompt"), "sender-address"))),
                form::removeSender, "remove-sender", readOnly);
        keepDefaultChosen(defaults);
        grid.field(Messages.text("settings.senders.caption"), withAdd(senders, "add-sender", Messages.text("settings.senders.add"),
                form::addSender, Messages.text("settings.senders.hint")), "senders", "defaultSender");

        grid.section(Messages.text("settings.limits.section"));
        grid.field(Messages.text("settings.rateLimit.caption"),
                withUnit(number("profile-rate-limit", form.rateLimit()), Messages.text("settings.rateLimit.unit")), "rateLimit");
        grid.field(Messages.text("settings.connectTimeout.caption"),
                withUnit(number("profile-connect-timeout", form.connectTimeout()), Messages.text("settings.connectTimeout.unit")),
                "connectTimeout");
        grid.field(Messages.text("settings.requestTimeout.caption"),
                withUnit(number("profile-request-timeout", form.requestTimeout()), Messages.text("settings.requestTimeout.unit")),
                "requestTimeout");
    }

    private TextField text(String id, StringProperty value, String prompt, String... styles) {
        TextField field = new TextField();
        field.setId(id);
        field.getStyleClass().addAll(styles);
        field.setPromptText(prompt);
        field.textProperty().bindBidirectional(value);
        field.editableProperty().bind(readOnly.not());
        return field;
    }

    private TextField number(String id, StringProperty value) {
        TextField field = text(id, value, "");
        field.setPrefColumnCount(6);
        field.setMaxWidth(90);
        return field;
    }

    private static HBox withUnit(TextField field, String unit) {
        Label caption = new Label(unit);
        caption.getStyleClass().add("text-muted");
        caption.setWrapText(true);
        HBox box = new HBox(8, field, caption);
        box.setAlignment(Pos.CENTER_LEFT);
        return box;
    }

    private static TextField grow(TextField field) {
        HBox.setHgrow(field, Priority.ALWAYS);
        return field;
    }

    private VBox withAdd(RowsEditorPanel<?> rows, String id, String text, Runnable add, String hint) {
        Button button = new Button(text, Icons.of(Feather.PLUS));
        button.setId(id);
        button.getStyleClass().add("flat");
        button.setOnAction(event -> add.run());
        button.setMinWidth(Button.USE_PREF_SIZE);
        Visibility.showWhen(button, readOnly.not());
        Label caption = new Label(hint);
        FormGrid.muted(caption);
        return new VBox(6, rows, caption, button);
    }

    private RadioButton defaultChoice(ProfileForm.SenderRow row, ToggleGroup group) {
        RadioButton choice = new RadioButton();
        choice.getStyleClass().add("default-sender");
        choice.setTooltip(new Tooltip(Messages.text("settings.senders.defaultChoice")));
        choice.setUserData(row);
        choice.setToggleGroup(group);
        choice.setSelected(form.defaultSender().get() == row);
        choice.disableProperty().bind(readOnly);
        return choice;
    }

    /** The radio buttons and the form's default sender follow each other; a removed sender's button leaves the group. */
    private void keepDefaultChosen(ToggleGroup group) {
        form.senders().addListener((ListChangeListener<ProfileForm.SenderRow>) change ->
                group.getToggles().removeIf(toggle -> !form.senders().contains(toggle.getUserData())));
        group.selectedToggleProperty().addListener((observable, before, now) -> {
            if (now != null) {
                form.defaultSender().set((ProfileForm.SenderRow) now.getUserData());
            }
        });
        form.defaultSender().addListener((observable, before, now) -> {
            for (Toggle toggle : group.getToggles()) {
                toggle.setSelected(toggle.getUserData() == now);
            }
        });
    }
}
