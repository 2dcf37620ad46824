package io.mailroom.ui.contacts;

import atlantafx.base.theme.Styles;
import io.mailroom.api.ContactStatus;
import io.mailroom.api.DataKey;
import io.mailroom.service.profiles.AppRef;
import io.mailroom.ui.common.Messages;
import io.mailroom.ui.fx.FxDialogService;
import io.mailroom.ui.fx.Icons;
import io.mailroom.ui.fx.ProblemView;
import io.mailroom.ui.fx.Visibility;
import io.mailroom.ui.fx.WordedChoices;
import java.util.ArrayList;
import java.util.List;
import javafx.application.Platform;
import javafx.beans.binding.Bindings;
import javafx.event.ActionEvent;
import javafx.geometry.Insets;
import javafx.geometry.Pos;
import javafx.geometry.VPos;
import javafx.scene.control.Button;
import javafx.scene.control.ButtonBar;
import javafx.scene.control.ButtonType;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Control;
import javafx.scene.control.Dialog;
import javafx.scene.control.DialogPane;
import javafx.scene.control.Label;
import javafx.scene.control.ProgressIndicator;
import javafx.scene.control.Separator;
import javafx.scene.control.TextField;
import javafx.scene.layout.ColumnConstraints;
import javafx.scene.layout.GridPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import javafx.scene.layout.VBox;
import javafx.stage.Modality;
import javafx.stage.Window;
import org.controlsfx.validation.ValidationResult;
import org.controlsfx.validation.ValidationSupport;
import org.controlsfx.validation.Validator;
import org.kordamp.ikonli.feather.Feather;

/**
 * The save dialog for a new contact or the details of an existing one. Each field shows, next
 * to it, the rule its value breaks as it is typed; Save is enabled only when every field is
 * valid and no save is running. It stays open, with everything typed, until a save goes through.
 */
final class ContactEditorDialog {

    private static final double FORM_WIDTH = 640;
    private static final double NOTE_WIDTH = 520;
    /** A field of the two columns, and the width its rule wraps within beneath it. */
    private static final double FIELD_WIDTH = 220;
    /** A label beside a field stands level with the field's text, whatever rule shows beneath the field. */
    private static final double FIELD_HEIGHT = 34;

    private final ContactEditorModel model;
    private final Dialog<ButtonType> dialog = new Dialog<>();
    private final ValidationSupport validation = new ValidationSupport();
    private final GridPane form = new GridPane();
    private final List<Label> rules = new ArrayList<>();
    private int row;

    private ContactEditorDialog(Window owner, ContactEditorModel model) {
        this.model = model;
        boolean creating = model.mode() == ContactEditorModel.Mode.CREATE;
        if (owner != null) {
            dialog.initOwner(owner);
            dialog.initModality(Modality.WINDOW_MODAL);
        }
        dialog.setTitle(Messages.text(creating ? "contacts.editor.newTitle" : "contacts.editor.editTitle"));
        dialog.setResizable(true);
        DialogPane pane = dialog.getDialogPane();
        pane.setId("contact-editor");
        pane.setHeaderText(creating ? Messages.text("contacts.editor.newTitle") : model.emailProperty().get());
        pane.setGraphic(Icons.of(creating ? Feather.USER_PLUS : Feather.USER, 28));
        ButtonType saveType = new ButtonType(Messages.text("contacts.editor.save"), ButtonBar.ButtonData.OK_DONE);
        ButtonType cancelType = new ButtonType(Messages.text("common.cancel"), ButtonBar.ButtonData.CANCEL_CLOSE);
        pane.getButtonTypes().setAll(saveType, cancelType);
        Button save = (Button) pane.lookupButton(saveType);
        save.setId("save-contact");
        save.disableProperty().bind(model.canSave().not());
        // The dialog must not close on Save: it closes when the service has said yes.
        save.addEventFilter(ActionEvent.ACTION, event -> {
            event.consume();
            model.save();
        });
        Button cancel = (Button) pane.lookupButton(cancelType);
        cancel.disableProperty().bind(model.savingProperty());
        dialog.setOnCloseRequest(event -> {
            // While a save is on its way the dialog stays; once it went through, it closes.
            if (model.savingProperty().get() && !model.doneProperty().get()) {
                event.consume();
            }
        });
        model.doneProperty().addListener((obs, was, done) -> {
            if (done) {
                dialog.close();
            }
        });

        form.setHgap(10);
        form.setVgap(8);
        // The details in two columns, each field's rule beneath it: the dialog stays lower than a 700 px screen.
        for (int column = 0; column < 2; column++) {
            ColumnConstraints labels = new ColumnConstraints();
            labels.setMinWidth(Region.USE_PREF_SIZE);
            ColumnConstraints fields = new ColumnConstraints(FIELD_WIDTH);
            fields.setHgrow(Priority.ALWAYS);
            form.getColumnConstraints().addAll(labels, fields);
        }
        identityFields(creating);
        Separator details = new Separator();
        form.add(details, 0, row++, 4, 1);
        DataKey[] keys = DataKey.values();
        for (int i = 0; i < keys.length; i++) {
            dataField(keys[i], row + i / 2, i % 2 * 2);
        }
        row += (keys.length + 1) / 2;
        VBox content = new VBox(12);
        if (!creating) {
            Label reason = new Label(Messages.text("contacts.editor.creationOnly"), Icons.of(Feather.INFO));
            reason.setId("creation-only-reason");
            wrapWithin(reason, FORM_WIDTH);
            reason.getStyleClass().add(Styles.TEXT_MUTED);
            content.getChildren().add(reason);
        }
        content.getChildren().addAll(form, footer());
        content.setPadding(new Insets(4, 12, 0, 12));
        pane.setContent(content);
        // A dialog window keeps its size: when a message comes or goes it is fitted again, buttons included.
        // After the change has been styled and laid out, so the new message is measured as shown.
        Runnable fit = () -> Platform.runLater(() -> {
            Window window = FxDialogService.windowOf(pane);
            if (window != null) {
                window.sizeToScene();
            }
        });
        model.problemProperty().addListener((obs, old, now) -> fit.run());
        model.savingProperty().addListener((obs, old, now) -> fit.run());
        model.emailNote().addListener((obs, old, now) -> fit.run());
        rules.forEach(rule -> rule.textProperty().addListener((obs, old, now) -> fit.run()));
    }

    /** Opens the dialog and returns at once; the model says when the save went through. */
    static void show(Window owner, ContactEditorModel model) {
        ContactEditorDialog editor = new ContactEditorDialog(owner, model);
        editor.dialog.show();
        editor.focusFirstField();
    }

    private void identityFields(boolean creating) {
        Control appField;
        if (creating) {
            ComboBox<AppRef> apps = new ComboBox<>();
            apps.getItems().setAll(model.apps());
            WordedChoices.wordedBy(apps, AppRef::displayName);
            apps.valueProperty().bindBidirectional(model.appProperty());
            appField = apps;
        } else {
            TextField app = new TextField(model.appProperty().get().displayName());
            app.setEditable(false);
            appField = app;
        }
        appField.setId("app-field");
        appField.setMaxWidth(Double.MAX_VALUE);
        addRow(Messages.text("contacts.editor.application"), appField, new Label(), row++, 0, 3);

        TextField email = new TextField();
        email.setId("email-field");
        email.setPromptText(Messages.text("contacts.editor.emailPrompt"));
        email.textProperty().bindBidirectional(model.emailProperty());
        email.setEditable(creating);
        addRow(ContactColumn.EMAIL.title(), email, ruleLabel("email", ContactEditorModel.EMAIL), row++, 0, 3);
        if (creating) {
            validate(email, ContactEditorModel.EMAIL);
            touchOnLeaving(email, ContactEditorModel.EMAIL);
            Label note = new Label();
            note.setId("email-note");
            wrapWithin(note, NOTE_WIDTH);
            note.getStyleClass().add(Styles.WARNING);
            note.textProperty().bind(model.emailNote());
            Visibility.showWhen(note, note.textProperty().isNotEmpty());
            form.add(note, 1, row++, 3, 1);
        }

        Control status;
        if (creating) {
            ComboBox<ContactStatus> statuses = new ComboBox<>();
            statuses.getItems().setAll(ContactStatus.values());
            WordedChoices.wordedBy(statuses, StatusWords::of);
            statuses.valueProperty().bindBidirectional(model.statusProperty());
            status = statuses;
        } else {
            // As the service sent it, which may be neither of the spec's two; a save never sends it back.
            status = new TextField(StatusWords.of(model.statusAsSent()));
            status.setDisable(true);
        }
        status.setId("status-field");
        status.setMaxWidth(Double.MAX_VALUE);
        addRow(ContactColumn.STATUS.title(), status, new Label(), row++, 0, 3);
    }

    private void dataField(DataKey key, int at, int column) {
        TextField field = new TextField();
        field.setId(key.name() + "-field");
        field.setPromptText(hint(key));
        field.textProperty().bindBidirectional(model.dataProperty(key));
        addRow(ContactColumn.of(key).title(), field, ruleLabel(key.name(), key.name()), at, column, 1);
        validate(field, key.name());
        touchOnLeaving(field, key.name());
    }

    private static String hint(DataKey key) {
        return switch (key) {
            case birthday -> Messages.text("contacts.editor.hint.birthday");
            case vipLevel -> Messages.text("contacts.editor.hint.vipLevel");
            case amount -> Messages.text("contacts.editor.hint.amount");
            case language -> Messages.text("contacts.editor.hint.language");
            default -> "";
        };
    }

    /**
     * ControlsFX marks the field; the rule itself is the label beside it. Both show the rule the
     * model shows, so neither speaks before the field was touched or Save pressed.
     */
    private void validate(TextField field, String name) {
        Validator<String> rule = (control, value) -> {
            String broken = model.ruleProperty(name).get();
            return ValidationResult.fromErrorIf(control, broken, !broken.isEmpty());
        };
        validation.registerValidator(field, false, rule);
        model.ruleProperty(name).addListener((obs, old, now) -> validation.revalidate(field));
    }

    private void touchOnLeaving(TextField field, String name) {
        field.focusedProperty().addListener((obs, was, now) -> {
            if (was && !now) {
                model.touch(name);
            }
        });
    }

    /** The rule beside a field: {@code #name-rule} beside {@code #name-field}. */
    private Label ruleLabel(String name, String field) {
        Label rule = new Label();
        rule.setId(name + "-rule");
        rule.getStyleClass().addAll(Styles.DANGER, Styles.TEXT_SMALL);
        rule.textProperty().bind(model.ruleProperty(field));
        return rule;
    }

    /** A field at {@code column} of row {@code at}, its label before it and its rule beneath it, once it has one. */
    private void addRow(String label, Control field, Label rule, int at, int column, int span) {
        Label name = new Label(label);
        name.setLabelFor(field);
        name.setMinWidth(Region.USE_PREF_SIZE);
        name.setMinHeight(FIELD_HEIGHT);
        GridPane.setValignment(name, VPos.TOP);
        wrapWithin(rule, FIELD_WIDTH);
        Visibility.showWhen(rule, rule.textProperty().isNotEmpty());
        rules.add(rule);
        form.add(name, column, at);
        form.add(new VBox(2, field, rule), column + 1, at, span, 1);
    }

    private VBox footer() {
        ProgressIndicator saving = new ProgressIndicator();
        saving.setPrefSize(18, 18);
        Label savingText = new Label(Messages.text("contacts.editor.saving"));
        HBox progress = new HBox(8, saving, savingText);
        progress.setAlignment(Pos.CENTER_LEFT);
        Visibility.showWhen(progress, model.savingProperty());

        ProblemView problem = new ProblemView("editor");
        problem.problemProperty().bind(model.problemProperty());
        for (String part : List.of("#editor-title", "#editor-detail", "#editor-remedy")) {
            wrapWithin((Label) problem.box().lookup(part), FORM_WIDTH);
        }
        return new VBox(6, progress, problem.view());
    }

    /**
     * A message that appears later must still show whole: the dialog asks its content for a
     * height before it has a width, and a label asked so measures one unwrapped line.
     */
    private static void wrapWithin(Label label, double width) {
        label.setWrapText(true);
        label.setPrefWidth(width);
        label.minHeightProperty().bind(Bindings.createDoubleBinding(
                () -> label.prefHeight(width), label.textProperty(), label.fontProperty()));
    }

    private void focusFirstField() {
        String first = model.mode() == ContactEditorModel.Mode.CREATE ? "#email-field" : "#" + DataKey.firstName.name() + "-field";
        var node = dialog.getDialogPane().lookup(first);
        if (node != null) {
            node.requestFocus();
        }
    }
}
