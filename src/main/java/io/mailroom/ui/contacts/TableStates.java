package io.mailroom.ui.contacts;

import atlantafx.base.theme.Styles;
import io.mailroom.ui.common.Icons;
import io.mailroom.ui.common.Problem;
import java.util.function.Function;
import javafx.beans.binding.Bindings;
import javafx.beans.binding.BooleanBinding;
import javafx.geometry.Pos;
import javafx.scene.Node;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.ProgressIndicator;
import javafx.scene.control.TextField;
import javafx.scene.layout.HBox;
import javafx.scene.layout.StackPane;
import javafx.scene.layout.VBox;
import javafx.scene.text.TextAlignment;
import org.kordamp.ikonli.feather.Feather;

/**
 * What lies over the table when it has nothing ordinary to show: progress while a page loads
 * (over the rows, which stay readable), the failure with its requestId and a retry, or the
 * empty state. The table is never just blank.
 */
final class TableStates {

    private final StackPane stack;

    TableStates(ContactsViewModel model, Node table, Runnable newContact) {
        ProgressIndicator spinner = new ProgressIndicator();
        spinner.setPrefSize(48, 48);
        Label loadingText = new Label();
        loadingText.textProperty().bind(Bindings.createStringBinding(
                () -> "Loading page " + model.pageProperty().get() + "…", model.pageProperty()));
        VBox loading = centred(spinner, loadingText);
        loading.setId("contacts-progress");
        loading.getStyleClass().add("loading-veil");
        loading.visibleProperty().bind(model.loadingProperty());

        VBox failure = failurePane(model);
        failure.visibleProperty().bind(showing(model, ContactsViewModel.Phase.FAILED));

        Label emptyTitle = new Label();
        emptyTitle.textProperty().bind(model.emptyText());
        emptyTitle.getStyleClass().add(Styles.TITLE_4);
        emptyTitle.setWrapText(true);
        emptyTitle.setTextAlignment(TextAlignment.CENTER);
        Button create = new Button("New contact…", Icons.of(Feather.USER_PLUS));
        create.setOnAction(event -> newContact.run());
        create.visibleProperty().bind(model.phaseProperty().isEqualTo(ContactsViewModel.Phase.EMPTY));
        VBox empty = centred(Icons.of(Feather.USERS, 40), emptyTitle, create);
        empty.setId("contacts-empty");
        // The column headers behind it stay usable (the column menu among them).
        empty.setPickOnBounds(false);
        empty.visibleProperty().bind(showing(model, ContactsViewModel.Phase.EMPTY)
                .or(showing(model, ContactsViewModel.Phase.NO_APP)));

        stack = new StackPane(table, empty, failure, loading);
    }

    Node view() {
        return stack;
    }

    private static VBox failurePane(ContactsViewModel model) {
        Label title = new Label();
        title.getStyleClass().addAll(Styles.TITLE_4, Styles.DANGER);
        Label detail = new Label();
        detail.setId("error-detail");
        detail.setWrapText(true);
        detail.setMaxWidth(560);
        detail.setTextAlignment(TextAlignment.CENTER);
        TextField requestId = new TextField();
        requestId.setId("error-request-id");
        requestId.setEditable(false);
        requestId.setPrefColumnCount(22);
        HBox requestIdRow = new HBox(8, new Label("requestId, for the service's support:"), requestId);
        requestIdRow.setAlignment(Pos.CENTER);
        title.textProperty().bind(Bindings.createStringBinding(
                () -> part(model.problemProperty().get(), Problem::title), model.problemProperty()));
        detail.textProperty().bind(Bindings.createStringBinding(
                () -> part(model.problemProperty().get(), Problem::detail), model.problemProperty()));
        requestId.textProperty().bind(Bindings.createStringBinding(
                () -> part(model.problemProperty().get(), p -> p.requestId().orElse("")), model.problemProperty()));
        requestIdRow.visibleProperty().bind(requestId.textProperty().isNotEmpty());
        requestIdRow.managedProperty().bind(requestIdRow.visibleProperty());
        Button retry = new Button("Retry", Icons.of(Feather.REFRESH_CW));
        retry.setId("retry");
        retry.setDefaultButton(false);
        retry.setOnAction(event -> model.refresh());
        VBox failure = centred(Icons.of(Feather.ALERT_TRIANGLE, 40), title, detail, requestIdRow, retry);
        failure.setId("contacts-error");
        failure.getStyleClass().add(Styles.BG_DEFAULT);
        return failure;
    }

    private static String part(Problem problem, Function<Problem, String> which) {
        return problem == null ? "" : which.apply(problem);
    }

    private static BooleanBinding showing(ContactsViewModel model, ContactsViewModel.Phase phase) {
        return model.phaseProperty().isEqualTo(phase).and(model.loadingProperty().not());
    }

    private static VBox centred(Node... children) {
        VBox box = new VBox(12, children);
        box.setAlignment(Pos.CENTER);
        box.setFillWidth(false);
        return box;
    }
}
