package io.mailroom.ui.settings;

import atlantafx.base.theme.Styles;
import io.mailroom.ui.fx.Visibility;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;
import javafx.beans.value.ObservableBooleanValue;
import javafx.geometry.HPos;
import javafx.geometry.Insets;
import javafx.geometry.VPos;
import javafx.scene.Node;
import javafx.scene.control.Label;
import javafx.scene.layout.ColumnConstraints;
import javafx.scene.layout.GridPane;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import javafx.scene.layout.VBox;

/** The settings form's layout: section headings, and captions on the left of their fields, each field's problem beneath it. */
final class FormGrid {

    private final GridPane grid = new GridPane();
    private final FieldErrors errors;
    /** Each field's cell (control and problems), by its error label, top to bottom. */
    private final Map<Label, Node> cellsByError = new LinkedHashMap<>();
    private int nextRow;

    FormGrid(FieldErrors errors) {
        this.errors = errors;
        grid.setHgap(12);
        grid.setVgap(10);
        // The captions' column is as wide as its longest caption (German's are a third longer), never narrower.
        ColumnConstraints captions = new ColumnConstraints();
        captions.setMinWidth(Region.USE_PREF_SIZE);
        captions.setHalignment(HPos.RIGHT);
        ColumnConstraints fields = new ColumnConstraints();
        fields.setHgrow(Priority.ALWAYS);
        fields.setFillWidth(true);
        grid.getColumnConstraints().setAll(captions, fields);
    }

    Node view() {
        return grid;
    }

    void section(String title) {
        Label heading = new Label(title);
        heading.getStyleClass().add("title-4");
        heading.setPadding(new Insets(nextRow == 0 ? 0 : 8, 0, 0, 0));
        grid.add(heading, 0, nextRow++, 2, 1);
        GridPane.setHalignment(heading, HPos.LEFT);
    }

    /** A caption and its field, shown or hidden together. */
    record Row(Label caption, Node cell) {

        void showWhen(ObservableBooleanValue condition) {
            Visibility.showWhen(caption, condition);
            Visibility.showWhen(cell, condition);
        }
    }

    /** A captioned control with, beneath it, the problems of {@code errorFields}; a blank caption for none. */
    Row field(String caption, Node control, String... errorFields) {
        Label label = new Label(caption);
        label.setLabelFor(control);
        label.setMinWidth(Label.USE_PREF_SIZE);
        label.setPadding(new Insets(6, 0, 0, 0));
        VBox cell = new VBox(4, control);
        for (String field : errorFields) {
            Label error = errorLabel(field);
            cellsByError.put(error, cell);
            cell.getChildren().add(error);
        }
        grid.add(label, 0, nextRow);
        grid.add(cell, 1, nextRow++);
        GridPane.setValignment(label, VPos.TOP);
        return new Row(label, cell);
    }

    /** The topmost field that shows a problem, with its control. */
    Optional<Node> firstProblem() {
        return cellsByError.entrySet().stream().filter(entry -> entry.getKey().isVisible()).map(Map.Entry::getValue).findFirst();
    }

    /** A line under the fields, beneath the captions' column. */
    void note(Node node) {
        grid.add(node, 1, nextRow++);
    }

    /**
     * Shown, with id {@code <field>-error}, only while the field has a problem; small and red
     * like the contact dialog's, so a broken rule looks the same everywhere.
     */
    private Label errorLabel(String field) {
        Label error = new Label();
        error.setId(field + "-error");
        error.getStyleClass().addAll(Styles.DANGER, Styles.TEXT_SMALL);
        error.setWrapText(true);
        error.textProperty().bind(errors.of(field));
        Visibility.showWhen(error, error.textProperty().isNotEmpty());
        return error;
    }

    /** A small, muted line of explanation. */
    static void muted(Label label) {
        label.getStyleClass().addAll("text-muted", "text-small");
        label.setWrapText(true);
    }
}
