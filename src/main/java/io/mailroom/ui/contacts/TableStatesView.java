package io.mailroom.ui.contacts;

import atlantafx.base.theme.Styles;
import io.mailroom.ui.common.Messages;
import io.mailroom.ui.fx.Icons;
import io.mailroom.ui.fx.ProblemView;
import io.mailroom.ui.fx.Visibility;
import javafx.beans.binding.Bindings;
import javafx.beans.binding.BooleanBinding;
import javafx.geometry.Pos;
import javafx.scene.Node;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.ProgressIndicator;
import javafx.scene.layout.StackPane;
import javafx.scene.layout.VBox;
import javafx.scene.text.TextAlignment;
import org.kordamp.ikonli.feather.Feather;

/**
 * What lies over the table when it has nothing ordinary to show: progress while a page loads
 * (over the rows, which stay readable), the failure with its requestId and a retry, or the
 * empty state. The table is never just blank.
 */
final class TableStatesView {

    private static final double PROBLEM_WIDTH = 560;

    private final StackPane stack;

    TableStatesView(ContactsViewModel model, Node table, Runnable newContact) {
        ProgressIndicator spinner = new ProgressIndicator();
        spinner.setPrefSize(48, 48);
        Label loadingText = new Label();
        loadingText.textProperty().bind(Bindings.createStringBinding(
                () -> Messages.text("contacts.loading", model.pageProperty().get()), model.pageProperty()));
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
        Button create = new Button(Messages.text("contacts.new"), Icons.of(Feather.USER_PLUS));
        create.setOnAction(event -> newContact.run());
        Visibility.showWhen(create, model.phaseProperty().isEqualTo(ContactsViewModel.Phase.EMPTY));
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

    /** The failure as every place shows one ({@link ProblemView}, ids {@code error-…}), and a retry. */
    private static VBox failurePane(ContactsViewModel model) {
        ProblemView problem = new ProblemView("error");
        problem.problemProperty().bind(model.problemProperty());
        problem.box().setMaxWidth(PROBLEM_WIDTH);
        Button retry = new Button(Messages.text("contacts.retry"), Icons.of(Feather.REFRESH_CW));
        retry.setId("retry");
        retry.setOnAction(event -> model.refresh());
        VBox failure = centred(Icons.of(Feather.ALERT_TRIANGLE, 40), problem.view(), retry);
        failure.setId("contacts-error");
        failure.getStyleClass().add(Styles.BG_DEFAULT);
        return failure;
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
