package io.mailroom.ui.compose;

import atlantafx.base.theme.Styles;
import io.mailroom.service.compose.SentEmail;
import io.mailroom.ui.common.Formats;
import io.mailroom.ui.common.Messages;
import io.mailroom.ui.fx.BodyPreview;
import io.mailroom.ui.fx.HeaderGrid;
import io.mailroom.ui.fx.Icons;
import io.mailroom.ui.fx.ProblemView;
import java.util.List;
import java.util.function.Consumer;
import javafx.beans.binding.Bindings;
import javafx.beans.value.ObservableBooleanValue;
import javafx.beans.value.ObservableValue;
import javafx.geometry.HPos;
import javafx.geometry.Insets;
import javafx.geometry.Pos;
import javafx.geometry.VPos;
import javafx.scene.Node;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.ScrollPane;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.GridPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import javafx.scene.layout.VBox;
import org.kordamp.ikonli.feather.Feather;

/**
 * The selected sent email in full, where the form is otherwise (there is room there): how the
 * send ended and what to do about it, the requestId to copy for the service's support (the one
 * {@link ProblemView}), every field and the body as the recipient sees it; "Back to the email"
 * returns to the form, "Open as new draft" gives the email back to edit.
 */
final class HistoryDetailsPanel {

    private final Label subject = new Label();
    private final Label badge = ResultBadge.label();
    private final ProblemView outcome = new ProblemView("history");
    private final Label from = HeaderGrid.value("history-from");
    private final Label to = HeaderGrid.value("history-to-detail");
    private final Label profile = HeaderGrid.value("history-profile");
    private final Label time = HeaderGrid.value("history-time-detail");
    private final BodyPreview body = new BodyPreview();
    private final BorderPane root = new BorderPane();

    /** While {@code sending} holds, nothing opens as a new draft: the form is the email being sent. */
    HistoryDetailsPanel(ObservableValue<SentEmail> selected, Runnable back, Consumer<SentEmail> openAsNewDraft, ObservableBooleanValue sending) {
        VBox content = new VBox(12, header(), outcome.view(), fields(), bodyPart());
        content.getStyleClass().add("history-details");
        content.setPadding(new Insets(12, 16, 12, 16));
        ScrollPane scroll = new ScrollPane(content);
        scroll.setFitToWidth(true);
        scroll.setHbarPolicy(ScrollPane.ScrollBarPolicy.NEVER);
        scroll.setId("history-details");

        Button backButton = new Button(Messages.text("compose.details.back"), Icons.of(Feather.ARROW_LEFT));
        backButton.setId("history-back");
        backButton.setMinWidth(Region.USE_PREF_SIZE);
        backButton.setOnAction(event -> back.run());
        Button open = new Button(Messages.text("compose.history.openAsDraft"), Icons.of(Feather.EDIT));
        open.setId("open-as-draft");
        open.getStyleClass().add(Styles.ACCENT);
        open.setMinWidth(Region.USE_PREF_SIZE);
        open.disableProperty().bind(Bindings.createBooleanBinding(() -> selected.getValue() == null || sending.get(), selected, sending));
        open.setOnAction(event -> {
            if (selected.getValue() != null && !sending.get()) {
                openAsNewDraft.accept(selected.getValue());
            }
        });
        Region gap = new Region();
        HBox.setHgrow(gap, Priority.ALWAYS);
        HBox bar = new HBox(10, backButton, gap, open);
        bar.setAlignment(Pos.CENTER_LEFT);
        bar.setPadding(new Insets(10, 16, 10, 16));

        root.setTop(bar);
        root.setCenter(scroll);
        root.setId("history-view");
        selected.subscribe(this::show);
    }

    Node view() {
        return root;
    }

    private Node header() {
        subject.getStyleClass().add(Styles.TITLE_3);
        subject.setWrapText(true);
        subject.setId("history-subject-detail");
        badge.setId("history-result");
        return new VBox(6, subject, badge);
    }

    private Node fields() {
        HeaderGrid grid = new HeaderGrid(1, HPos.RIGHT, 10, 6);
        List<Label> names = List.of(grid.add(Messages.text("compose.field.from"), from), grid.add(Messages.text("compose.field.to"), to),
                grid.add(Messages.text("compose.field.profile"), profile), grid.add(Messages.text("compose.field.time"), time));
        // A name stands on its value's first line when the value wraps.
        names.forEach(name -> GridPane.setValignment(name, VPos.BASELINE));
        return grid.view();
    }

    private Node bodyPart() {
        Label title = new Label(Messages.text("compose.field.body"));
        title.getStyleClass().add(Styles.TEXT_MUTED);
        Node preview = body.view();
        preview.setId("history-body");
        ((Region) preview).setPrefHeight(260);
        ((Region) preview).setMinHeight(140);
        return new VBox(4, title, preview);
    }

    private void show(SentEmail email) {
        if (email == null) {
            outcome.problemProperty().set(null);
            return;
        }
        subject.setText(HistoryText.subject(email.subject()));
        ResultBadge.show(badge, email.result());
        outcome.problemProperty().set(HistoryText.outcome(email));
        // The outcome's title is in the result's colour: a sent email is no failure.
        Label title = outcome.title();
        title.getStyleClass().removeAll(Styles.DANGER, Styles.WARNING, Styles.SUCCESS);
        title.getStyleClass().add(HistoryText.style(email.result()));
        from.setText(HistoryText.orDash(email.from()));
        to.setText(HistoryText.orDash(email.to()));
        profile.setText(HistoryText.orDash(email.profile()));
        time.setText(Formats.dateTime(email.time()));
        body.show(email.body(), email.html());
    }
}
