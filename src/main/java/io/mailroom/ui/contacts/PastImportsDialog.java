package io.mailroom.ui.contacts;

import io.mailroom.service.localcopy.JobSummary;
import io.mailroom.ui.common.Messages;
import io.mailroom.ui.fx.ProblemView;
import java.util.function.Consumer;
import java.util.function.Function;
import javafx.beans.binding.Bindings;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.scene.control.Button;
import javafx.scene.control.ButtonBar;
import javafx.scene.control.ButtonType;
import javafx.scene.control.Dialog;
import javafx.scene.control.Label;
import javafx.scene.control.ProgressIndicator;
import javafx.scene.control.TableCell;
import javafx.scene.control.TableColumn;
import javafx.scene.control.TableView;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import javafx.scene.layout.StackPane;
import javafx.scene.layout.VBox;
import javafx.stage.Modality;
import javafx.stage.Window;

/**
 * File ▸ Past imports…: the application's imports, latest first, when, which file, what came of
 * them and where they stand; Resume opens the wizard's run step on the job chosen.
 */
final class PastImportsDialog {

    private static final double WIDTH = 940;

    private PastImportsDialog() {
    }

    static void show(Window owner, PastImports imports, Consumer<String> resume) {
        Dialog<String> dialog = new Dialog<>();
        if (owner != null) {
            dialog.initOwner(owner);
            dialog.initModality(Modality.WINDOW_MODAL);
        }
        dialog.setTitle(Messages.text("contacts.import.past.title", imports.appId()));
        dialog.setHeaderText(Messages.text("contacts.import.past.title", imports.appId()));
        dialog.setResizable(true);
        dialog.getDialogPane().setId("past-imports");

        TableView<JobSummary> table = new TableView<>(imports.jobs());
        table.setId("past-imports-table");
        table.getColumns().add(column(Messages.text("contacts.import.past.when"), PastImports::when, 160));
        table.getColumns().add(column(Messages.text("contacts.import.past.file"), PastImports::file, 170));
        table.getColumns().add(wrapping(column(Messages.text("contacts.import.past.counts"), PastImports::counts, 330)));
        table.getColumns().add(wrapping(column(Messages.text("contacts.import.past.state"), PastImports::state, 190)));
        table.setColumnResizePolicy(TableView.CONSTRAINED_RESIZE_POLICY_FLEX_LAST_COLUMN);
        table.setPlaceholder(new Label(Messages.text("contacts.import.past.none")));
        ProgressIndicator loading = new ProgressIndicator();
        loading.setMaxSize(40, 40);
        loading.visibleProperty().bind(imports.loadingProperty());
        StackPane tableArea = new StackPane(table, loading);
        VBox.setVgrow(tableArea, Priority.ALWAYS);
        VBox content = new VBox(8, tableArea);
        imports.problemProperty().subscribe(problem -> {
            content.getChildren().removeIf(node -> "past-imports-problem".equals(node.getId()));
            if (problem != null) {
                content.getChildren().add(ProblemView.untitled("past-imports-problem", problem).view());
            }
        });
        content.setPrefHeight(360);
        dialog.getDialogPane().setContent(content);
        // As wide as its columns ask, within a window of 1024: a dialog is otherwise made narrower than its content.
        dialog.getDialogPane().setPrefWidth(WIDTH);
        dialog.getDialogPane().setMinWidth(Region.USE_PREF_SIZE);

        ButtonType resumeType = new ButtonType(Messages.text("contacts.import.resume"), ButtonBar.ButtonData.OK_DONE);
        ButtonType closeType = new ButtonType(Messages.text("common.close"), ButtonBar.ButtonData.CANCEL_CLOSE);
        dialog.getDialogPane().getButtonTypes().setAll(resumeType, closeType);
        Button resumeButton = (Button) dialog.getDialogPane().lookupButton(resumeType);
        resumeButton.setId("past-imports-resume");
        resumeButton.disableProperty().bind(Bindings.createBooleanBinding(() -> {
            JobSummary chosen = table.getSelectionModel().getSelectedItem();
            return chosen == null || !chosen.resumable();
        }, table.getSelectionModel().selectedItemProperty()));
        dialog.setResultConverter(button -> button == resumeType && table.getSelectionModel().getSelectedItem() != null
                ? table.getSelectionModel().getSelectedItem().id() : null);
        dialog.setOnHidden(event -> {
            if (dialog.getResult() != null) {
                resume.accept(dialog.getResult());
            }
        });
        imports.load();
        dialog.show();
    }

    /** Counts and states are sentences, a third longer in German and French: they wrap in their cell rather than being cut. */
    private static TableColumn<JobSummary, String> wrapping(TableColumn<JobSummary, String> column) {
        column.setCellFactory(of -> new TableCell<>() {
            @Override
            protected void updateItem(String text, boolean empty) {
                super.updateItem(text, empty);
                setText(empty ? null : text);
                setWrapText(true);
                setMinHeight(Region.USE_PREF_SIZE);
            }
        });
        return column;
    }

    private static TableColumn<JobSummary, String> column(String title, Function<JobSummary, String> text, double width) {
        TableColumn<JobSummary, String> column = new TableColumn<>(title);
        column.setCellValueFactory(cell -> new ReadOnlyStringWrapper(text.apply(cell.getValue())));
        column.setPrefWidth(width);
        return column;
    }
}
