package io.mailroom.ui.settings;

import io.mailroom.ui.common.Icons;
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

    private final ProfileForm form;
    private final BooleanBinding readOnly;

    ProfileFormView(ProfileForm form, BooleanBinding readOnly) {
        this.form = form;
        this.readOnly = readOnly;
    }

    /** Adds the profile's fields to {@code grid}. */
    void addTo(FormGrid grid) {
        grid.section("Connection");
        TextField name = text("profile-name", form.name(), "Production");
        grid.field("Name", name, "name");
        TextField baseUrl = text("profile-base-url", form.baseUrl(), "https://api.example.com");
        baseUrl.promptTextProperty().bind(readOnly.map(sandbox -> sandbox
                ? "On this computer (loopback), started when first used" : "https://api.example.com"));
        grid.field("Base URL", baseUrl, "baseUrl");

        RowsEditor<ProfileForm.AppRow> apps = new RowsEditor<>("profile-apps", form.apps(), row -> List.of(
                grow(text(null, row.appId(), "appId", "app-id")),
                grow(text(null, row.label(), "Name people know it by (optional)", "app-label"))),
                form::removeApp, "remove-app", readOnly);
        grid.field("Applications", withAdd(apps, "add-app", "Add an application", form::addApp,
                "Each an appId of the service and, if you like, the name people know it by."), "apps");

        ToggleGroup defaults = new ToggleGroup();
        RowsEditor<ProfileForm.SenderRow> senders = new RowsEditor<>("profile-senders", form.senders(),
                row -> List.of(defaultChoice(row, defaults), grow(text(null, row.address(), "name@example.com", "sender-address"))),
                form::removeSender, "remove-sender", readOnly);
        keepDefaultChosen(defaults);
        grid.field("Verified senders", withAdd(senders, "add-sender", "Add a sender", form::addSender,
                "Addresses verified in the service's dashboard; the one selected is offered first."), "senders", "defaultSender");

        grid.section("Limits");
        grid.field("Rate limit", withUnit(number("profile-rate-limit", form.rateLimit()), "requests per second"), "rateLimit");
        grid.field("Connect timeout", withUnit(number("profile-connect-timeout", form.connectTimeout()), "seconds"), "connectTimeout");
        grid.field("Request timeout", withUnit(number("profile-request-timeout", form.requestTimeout()), "seconds, for the whole answer"),
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
        HBox box = new HBox(8, field, caption);
        box.setAlignment(Pos.CENTER_LEFT);
        return box;
    }

    private static TextField grow(TextField field) {
        HBox.setHgrow(field, Priority.ALWAYS);
        return field;
    }

    private VBox withAdd(RowsEditor<?> rows, String id, String text, Runnable add, String hint) {
        Button button = new Button(text, Icons.of(Feather.PLUS));
        button.setId(id);
        button.getStyleClass().add("flat");
        button.setOnAction(event -> add.run());
        FormGrid.showWhen(button, readOnly.not());
        Label caption = new Label(hint);
        FormGrid.muted(caption);
        return new VBox(6, rows, caption, button);
    }

    private RadioButton defaultChoice(ProfileForm.SenderRow row, ToggleGroup group) {
        RadioButton choice = new RadioButton();
        choice.getStyleClass().add("default-sender");
        choice.setTooltip(new Tooltip("The sender chosen by default"));
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
