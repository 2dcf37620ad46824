package io.mailroom.ui.fx;

import atlantafx.base.theme.Styles;
import io.mailroom.ui.common.Problem;
import java.util.Optional;
import java.util.function.Function;
import javafx.beans.binding.Bindings;
import javafx.beans.binding.StringBinding;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.SimpleObjectProperty;
import javafx.scene.Node;
import javafx.scene.control.Label;
import javafx.scene.layout.VBox;

/**
 * A failure shown in place: its title, its detail, what the person can do, and the requestId in a
 * field they can select with a Copy button beside it ({@link RequestIdField}), for the service's
 * support. {@link FxDialogService} shows the same view in a modal. Hidden while there is
 * no problem. Ids: {@code <id>-title}, {@code <id>-detail}, {@code <id>-remedy}, {@code <id>-request-id}
 * and {@code <id>-copy-request-id}, so each place's tests find its own.
 */
public final class ProblemView {

    private final ObjectProperty<Problem> problem = new SimpleObjectProperty<>();
    private final Label title = new Label();
    private final VBox view;

    public ProblemView(String id) {
        title.setId(id + "-title");
        title.getStyleClass().addAll(Styles.TITLE_4, Styles.DANGER);
        title.setWrapText(true);
        Label detail = wrapping(id + "-detail");
        Label remedy = wrapping(id + "-remedy");
        RequestIdField requestId = RequestIdField.forSupport(id);
        title.textProperty().bind(part(Problem::title));
        detail.textProperty().bind(part(Problem::detail));
        remedy.textProperty().bind(part(p -> p.remedy().orElse("")));
        requestId.requestIdProperty().bind(part(p -> p.requestId().orElse("")));
        Visibility.showWhen(remedy, remedy.textProperty().isNotEmpty());
        Visibility.showWhen(requestId.view(), requestId.requestIdProperty().isNotEmpty());
        view = new VBox(8, title, detail, remedy, requestId.view());
        view.setId(id);
        Visibility.showWhen(view, problem.isNotNull());
    }

    /** A view that shows {@code shown} for good. */
    public static ProblemView of(String id, Problem shown) {
        ProblemView view = new ProblemView(id);
        view.problemProperty().set(shown);
        return view;
    }

    /** The same without its title, for a modal whose header already says it. */
    public static ProblemView untitled(String id, Problem shown) {
        ProblemView view = of(id, shown);
        view.view.getChildren().remove(view.title);
        return view;
    }

    /** The title, for a place that colours it by meaning (a sent email's outcome is no failure). */
    public Label title() {
        return title;
    }

    public ObjectProperty<Problem> problemProperty() {
        return problem;
    }

    public Node view() {
        return view;
    }

    /** The box itself, for a place that aligns or pads it (a failure centred over a table). */
    public VBox box() {
        return view;
    }

    private StringBinding part(Function<Problem, String> which) {
        return Bindings.createStringBinding(() -> Optional.ofNullable(problem.get()).map(which).orElse(""), problem);
    }

    private static Label wrapping(String id) {
        Label label = new Label();
        label.setId(id);
        label.setWrapText(true);
        return label;
    }
}
