package io.mailroom.ui.fx;

import atlantafx.base.theme.Styles;
import io.mailroom.service.transfer.ExportDelimiter;
import io.mailroom.service.transfer.ExportOptions;
import io.mailroom.ui.common.DialogService;
import io.mailroom.ui.common.Messages;
import io.mailroom.ui.common.Problem;
import java.io.File;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.function.Supplier;
import javafx.application.Platform;
import javafx.beans.binding.Bindings;
import javafx.beans.binding.StringBinding;
import javafx.beans.property.BooleanProperty;
import javafx.beans.property.SimpleBooleanProperty;
import javafx.scene.Node;
import javafx.scene.control.Alert;
import javafx.scene.control.Button;
import javafx.scene.control.ButtonBar;
import javafx.scene.control.ButtonType;
import javafx.scene.control.CheckBox;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Label;
import javafx.scene.control.TextArea;
import javafx.scene.control.TextField;
import javafx.scene.layout.Region;
import javafx.scene.layout.VBox;
import javafx.stage.FileChooser;
import javafx.stage.Modality;
import javafx.stage.Window;

/** The dialog service on screen: JavaFX alerts, modal to the window of the node they were made for. */
public final class FxDialogService implements DialogService {

    private static final double WIDTH = 520;

    private final Supplier<Window> owner;

    public FxDialogService(Supplier<Window> owner) {
        this.owner = owner;
    }

    /** Dialogs owned by whatever window {@code node} is in when they open. */
    public static FxDialogService over(Node node) {
        return new FxDialogService(() -> windowOf(node));
    }

    /** The window {@code node} is shown in, or null before it is shown. */
    public static Window windowOf(Node node) {
        return node.getScene() == null ? null : node.getScene().getWindow();
    }

    @Override
    public boolean confirm(String title, String message, String action) {
        ButtonType confirm = new ButtonType(action, ButtonBar.ButtonData.OK_DONE);
        ButtonType cancel = new ButtonType(Messages.text("common.cancel"), ButtonBar.ButtonData.CANCEL_CLOSE);
        Alert alert = alert(Alert.AlertType.CONFIRMATION, title, "confirm-dialog");
        alert.getButtonTypes().setAll(confirm, cancel);
        alert.getDialogPane().setContent(wrapping(message));
        ((Button) alert.getDialogPane().lookupButton(confirm)).setDefaultButton(false);
        ((Button) alert.getDialogPane().lookupButton(cancel)).setDefaultButton(true);
        return alert.showAndWait().filter(confirm::equals).isPresent();
    }

    @Override
    public <T> Optional<T> choose(String title, String message, List<Choice<T>> choices) {
        Alert alert = alert(Alert.AlertType.WARNING, title, "choice-dialog");
        List<ButtonType> buttons = choices.stream()
                .map(c -> new ButtonType(c.label(), c.isDefault() ? ButtonBar.ButtonData.OK_DONE : ButtonBar.ButtonData.OTHER))
                .toList();
        alert.getButtonTypes().setAll(buttons);
        alert.getDialogPane().setContent(wrapping(message));
        for (int i = 0; i < buttons.size(); i++) {
            Button button = (Button) alert.getDialogPane().lookupButton(buttons.get(i));
            button.setDefaultButton(choices.get(i).isDefault());
            // A uniform button bar sizes every button to the widest as measured before they are styled,
            // which cuts longer words ("Continuer la rédaction"): each keeps the width of its own words.
            ButtonBar.setButtonUniformSize(button, false);
            button.setMinWidth(Region.USE_PREF_SIZE);
        }
        return alert.showAndWait().map(buttons::indexOf).filter(i -> i >= 0).map(i -> choices.get(i).value());
    }

    @Override
    public Optional<String> ask(TextQuestion question) {
        ButtonType take = new ButtonType(question.action(), ButtonBar.ButtonData.OK_DONE);
        ButtonType cancel = new ButtonType(Messages.text("common.cancel"), ButtonBar.ButtonData.CANCEL_CLOSE);
        Alert alert = alert(Alert.AlertType.NONE, question.title(), "text-dialog");
        alert.getButtonTypes().setAll(take, cancel);
        TextField field = new TextField(question.initial());
        field.setId("dialog-text");
        Label label = new Label(question.label());
        label.setLabelFor(field);
        StringBinding fault = Bindings.createStringBinding(() -> question.check().apply(field.getText()).orElse(""), field.textProperty());
        // What is wrong shows once something was typed, as the app's forms do; the button is off from the start.
        BooleanProperty typed = new SimpleBooleanProperty(false);
        field.textProperty().addListener((obs, old, now) -> typed.set(true));
        Label problem = new Label();
        problem.setId("dialog-text-problem");
        problem.setWrapText(true);
        problem.getStyleClass().add(Styles.DANGER);
        problem.textProperty().bind(Bindings.when(typed).then(fault).otherwise(""));
        alert.getDialogPane().setContent(new VBox(8, wrapping(question.message()), label, field, problem));
        Button button = (Button) alert.getDialogPane().lookupButton(take);
        button.disableProperty().bind(fault.isNotEmpty());
        ButtonBar.setButtonUniformSize(button, false);
        button.setMinWidth(Region.USE_PREF_SIZE);
        // Once shown: before, the dialog gives the keyboard to its own default button.
        alert.setOnShown(event -> Platform.runLater(() -> {
            field.requestFocus();
            field.selectAll();
        }));
        return alert.showAndWait().filter(take::equals).map(chosen -> field.getText());
    }

    @Override
    public Optional<ExportOptions> exportOptions(ExportQuestion question) {
        ButtonType go = new ButtonType(question.action(), ButtonBar.ButtonData.OK_DONE);
        ButtonType cancel = new ButtonType(Messages.text("common.cancel"), ButtonBar.ButtonData.CANCEL_CLOSE);
        Alert alert = alert(Alert.AlertType.NONE, question.title(), "export-dialog");
        alert.getButtonTypes().setAll(go, cancel);
        ComboBox<ExportDelimiter> delimiter = new ComboBox<>();
        delimiter.setId("export-delimiter");
        delimiter.getItems().setAll(ExportDelimiter.values());
        WordedChoices.wordedBy(delimiter, question.delimiterWords());
        delimiter.setValue(question.initial().delimiter());
        Label delimiterLabel = new Label(question.delimiterLabel());
        delimiterLabel.setLabelFor(delimiter);
        // The label above the choice: a delimiter's words in German or French take the dialog's whole width.
        delimiter.setMaxWidth(Double.MAX_VALUE);
        VBox delimiterRow = new VBox(4, delimiterLabel, delimiter);
        CheckBox byteOrderMark = new CheckBox(question.byteOrderMark());
        byteOrderMark.setId("export-bom");
        byteOrderMark.setWrapText(true);
        byteOrderMark.setSelected(question.initial().byteOrderMark());
        alert.getDialogPane().setContent(new VBox(12, wrapping(question.message()), delimiterRow, byteOrderMark));
        Button button = (Button) alert.getDialogPane().lookupButton(go);
        ButtonBar.setButtonUniformSize(button, false);
        button.setMinWidth(Region.USE_PREF_SIZE);
        return alert.showAndWait().filter(go::equals).map(chosen -> new ExportOptions(delimiter.getValue(), byteOrderMark.isSelected()));
    }

    @Override
    public void problem(Problem problem) {
        Alert alert = alert(Alert.AlertType.ERROR, problem.title(), "problem-dialog");
        ProblemView view = ProblemView.untitled("problem", problem);
        alert.getDialogPane().setContent(view.view());
        alert.showAndWait();
    }

    @Override
    public void info(String title, String message) {
        Alert alert = alert(Alert.AlertType.INFORMATION, title, "info-dialog");
        alert.getDialogPane().setContent(wrapping(message));
        alert.showAndWait();
    }

    @Override
    public void summary(String title, String message, List<String> items) {
        Alert alert = alert(items.isEmpty() ? Alert.AlertType.INFORMATION : Alert.AlertType.WARNING, title, "summary-dialog");
        VBox content = new VBox(8, wrapping(message));
        if (!items.isEmpty()) {
            TextArea list = new TextArea(String.join("\n", items));
            list.setId("summary-items");
            list.setEditable(false);
            list.setWrapText(true);
            list.setPrefRowCount(Math.min(12, items.size() * 2));
            content.getChildren().add(list);
        }
        alert.getDialogPane().setContent(content);
        alert.showAndWait();
    }

    @Override
    public Optional<Path> pickFile(FileRequest request) {
        FileChooser chooser = new FileChooser();
        chooser.setTitle(request.title());
        if (request.initialName() != null) {
            chooser.setInitialFileName(request.initialName());
        }
        request.kinds().forEach(kind -> chooser.getExtensionFilters().add(new FileChooser.ExtensionFilter(kind.description(), kind.patterns())));
        File chosen = request.save() ? chooser.showSaveDialog(owner.get()) : chooser.showOpenDialog(owner.get());
        return Optional.ofNullable(chosen).map(File::toPath);
    }

    /**
     * Something to read, laid out by the caller (the About box), with a Close button; resizable. It
     * is as wide as the content asks, a message's width at least.
     */
    public void show(String title, String header, Node content, String id) {
        Alert alert = alert(Alert.AlertType.NONE, title, id);
        alert.getButtonTypes().setAll(new ButtonType(Messages.text("common.close"), ButtonBar.ButtonData.CANCEL_CLOSE));
        alert.setHeaderText(header);
        alert.getDialogPane().setPrefWidth(Math.max(WIDTH, content.prefWidth(-1)));
        // A resizable dialog is not made as wide as its pane asks (the window comes out narrower than the content's least width).
        alert.getDialogPane().setMinWidth(Region.USE_PREF_SIZE);
        alert.getDialogPane().setContent(content);
        alert.setResizable(true);
        alert.showAndWait();
    }

    private Alert alert(Alert.AlertType type, String title, String id) {
        Alert alert = new Alert(type);
        Window window = owner.get();
        if (window != null) {
            alert.initOwner(window);
            alert.initModality(Modality.WINDOW_MODAL);
        }
        if (type != Alert.AlertType.NONE && type != Alert.AlertType.CONFIRMATION) {
            // JavaFX words its own OK in the JVM's language, which a test or a fresh choice may not share.
            alert.getButtonTypes().setAll(new ButtonType(Messages.text("common.ok"), ButtonBar.ButtonData.OK_DONE));
        }
        alert.setTitle(title);
        alert.setHeaderText(title);
        alert.getDialogPane().setId(id);
        alert.getDialogPane().setPrefWidth(WIDTH);
        alert.getDialogPane().setMinHeight(Region.USE_PREF_SIZE);
        return alert;
    }

    private static Label wrapping(String text) {
        Label label = new Label(text);
        label.setWrapText(true);
        label.setId("dialog-message");
        return label;
    }
}
