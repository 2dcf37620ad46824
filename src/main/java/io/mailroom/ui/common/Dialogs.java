package io.mailroom.ui.common;

import java.util.List;
import javafx.scene.Node;
import javafx.scene.control.Alert;
import javafx.scene.control.Button;
import javafx.scene.control.ButtonBar;
import javafx.scene.control.ButtonType;
import javafx.scene.control.Label;
import javafx.scene.control.TextArea;
import javafx.scene.control.TextField;
import javafx.scene.layout.VBox;
import javafx.stage.Modality;
import javafx.stage.Window;

/** The one dialog service: confirmations, problems, notices and summaries, each modal to its window. */
public final class Dialogs {

    private Dialogs() {
    }

    /**
     * Asks before something that cannot be undone. Cancel is the default button, so Enter
     * never destroys anything by accident. True when the person chose {@code action}.
     */
    public static boolean confirm(Window owner, String title, String message, String action) {
        ButtonType confirm = new ButtonType(action, ButtonBar.ButtonData.OK_DONE);
        Alert alert = new Alert(Alert.AlertType.CONFIRMATION, message, confirm, ButtonType.CANCEL);
        prepare(alert, owner, title, "confirm-dialog");
        alert.setHeaderText(title);
        ((Button) alert.getDialogPane().lookupButton(confirm)).setDefaultButton(false);
        ((Button) alert.getDialogPane().lookupButton(ButtonType.CANCEL)).setDefaultButton(true);
        return alert.showAndWait().filter(confirm::equals).isPresent();
    }

    /** A failure, with the requestId in a field the person can select and copy for support. */
    public static void problem(Window owner, Problem problem) {
        Alert alert = new Alert(Alert.AlertType.ERROR);
        prepare(alert, owner, problem.title(), "problem-dialog");
        alert.setHeaderText(problem.title());
        Label detail = new Label(problem.detail());
        detail.setWrapText(true);
        VBox content = new VBox(8, detail);
        problem.requestId().ifPresent(id -> {
            TextField copyable = new TextField(id);
            copyable.setEditable(false);
            copyable.setId("problem-request-id");
            content.getChildren().addAll(new Label("requestId, for the service's support:"), copyable);
        });
        alert.getDialogPane().setContent(content);
        alert.showAndWait();
    }

    public static void info(Window owner, String title, String message) {
        Alert alert = new Alert(Alert.AlertType.INFORMATION, message);
        prepare(alert, owner, title, "info-dialog");
        alert.setHeaderText(title);
        alert.showAndWait();
    }

    /** Something to read, laid out by the caller (the About box), with a Close button; resizable. */
    public static void show(Window owner, String title, String header, Node content, String id) {
        Alert alert = new Alert(Alert.AlertType.NONE, null, ButtonType.CLOSE);
        prepare(alert, owner, title, id);
        alert.setHeaderText(header);
        alert.getDialogPane().setContent(content);
        alert.setResizable(true);
        alert.showAndWait();
    }

    /**
     * The end of a job over many items: what happened, and the items that need the person's
     * attention one a line, in a text they can select and copy (they carry requestIds).
     */
    public static void summary(Window owner, String title, String message, List<String> items) {
        Alert alert = new Alert(items.isEmpty() ? Alert.AlertType.INFORMATION : Alert.AlertType.WARNING);
        prepare(alert, owner, title, "summary-dialog");
        alert.setHeaderText(title);
        Label text = new Label(message);
        text.setWrapText(true);
        VBox content = new VBox(8, text);
        if (!items.isEmpty()) {
            TextArea list = new TextArea(String.join("\n", items));
            list.setId("summary-items");
            list.setEditable(false);
            list.setWrapText(true);
            list.setPrefRowCount(Math.min(12, items.size() * 2));
            content.getChildren().add(list);
        }
        alert.getDialogPane().setContent(content);
        alert.getDialogPane().setPrefWidth(560);
        alert.showAndWait();
    }

    private static void prepare(Alert alert, Window owner, String title, String id) {
        if (owner != null) {
            alert.initOwner(owner);
            alert.initModality(Modality.WINDOW_MODAL);
        }
        alert.setTitle(title);
        alert.getDialogPane().setId(id);
        alert.getDialogPane().setMinWidth(440);
    }
}
