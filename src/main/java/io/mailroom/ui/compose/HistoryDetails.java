package io.mailroom.ui.compose;

import atlantafx.base.theme.Styles;
import io.mailroom.service.compose.SendResult;
import io.mailroom.service.compose.SentEmail;
import io.mailroom.ui.common.BodyPreview;
import io.mailroom.ui.common.Clipboards;
import io.mailroom.ui.common.HeaderGrid;
import io.mailroom.ui.common.Icons;
import java.time.ZoneId;
import java.util.List;
import javafx.beans.value.ObservableValue;
import javafx.geometry.HPos;
import javafx.geometry.Insets;
import javafx.geometry.Pos;
import javafx.geometry.VPos;
import javafx.scene.Node;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.ScrollPane;
import javafx.scene.control.TextField;
import javafx.scene.layout.GridPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import javafx.scene.layout.StackPane;
import javafx.scene.layout.VBox;
import javafx.scene.text.TextAlignment;
import org.kordamp.ikonli.feather.Feather;

/**
 * The selected sent email in full, under the list: how the send ended and why, every field,
 * the requestId to copy for the service's support, and the body as the recipient sees it.
 */
final class HistoryDetails {

    private final ZoneId zone;
    private final Label subject = new Label();
    private final Label badge = ResultBadge.label();
    private final Label explanation = new Label();
    private final Label message = new Label();
    private final Label from = HeaderGrid.value("history-from");
    private final Label to = HeaderGrid.value("history-to-detail");
    private final Label profile = HeaderGrid.value("history-profile");
    private final Label time = HeaderGrid.value("history-time-detail");
    private final TextField requestId = new TextField();
    private final Button copy = new Button("Copy", Icons.of(Feather.COPY));
    private final BodyPreview body = new BodyPreview();
    private final StackPane root;
    private SentEmail shown;

    HistoryDetails(ObservableValue<SentEmail> selected, ZoneId zone) {
        this.zone = zone;
        explanation.setWrapText(true);
        explanation.setId("history-explanation");
        message.setWrapText(true);
        message.setId("history-message");

        VBox content = new VBox(10, header(), explanation, message, fields(), bodyPart());
        content.getStyleClass().add("history-details");
        ScrollPane scroll = new ScrollPane(content);
        scroll.setFitToWidth(true);
        scroll.setHbarPolicy(ScrollPane.ScrollBarPolicy.NEVER);
        scroll.setId("history-details");

        Label nothing = new Label("Select an email to see it in full or to send it again as a new draft.");
        nothing.setWrapText(true);
        nothing.setTextAlignment(TextAlignment.CENTER);
        nothing.getStyleClass().add(Styles.TEXT_MUTED);
        StackPane none = new StackPane(nothing);
        none.setPadding(new Insets(16));

        root = new StackPane(none, scroll);
        root.setMinHeight(0);
        scroll.visibleProperty().bind(selected.map(email -> true).orElse(false));
        none.visibleProperty().bind(scroll.visibleProperty().not());
        selected.subscribe(this::show);
    }

    Node view() {
        return root;
    }

    /** Puts the entry's requestId on the clipboard; the Copy button says so while that entry is shown. */
    void copyRequestId(SentEmail email) {
        if (email == null || email.requestId() == null || email.requestId().isBlank()) {
            return;
        }
        Clipboards.copy(email.requestId());
        if (email.equals(shown)) {
            copy.setText("Copied");
            copy.setGraphic(Icons.of(Feather.CHECK));
        }
    }

    private Node header() {
        subject.getStyleClass().add(Styles.TITLE_4);
        subject.setWrapText(true);
        subject.setId("history-subject-detail");
        badge.setId("history-result");
        return new VBox(6, subject, badge);
    }

    private Node fields() {
        requestId.setEditable(false);
        requestId.setId("history-request-id");
        requestId.setPromptText("none: the service did not answer");
        HBox.setHgrow(requestId, Priority.ALWAYS);
        copy.setId("copy-request-id");
        copy.setMinWidth(Region.USE_PREF_SIZE);
        copy.setOnAction(event -> copyRequestId(shown));
        copy.disableProperty().bind(requestId.textProperty().isEmpty());
        HBox requestIdRow = new HBox(6, requestId, copy);
        requestIdRow.setAlignment(Pos.CENTER_LEFT);

        HeaderGrid grid = new HeaderGrid(1, HPos.RIGHT, 10, 6);
        List<Label> textNames = List.of(grid.add("From", from), grid.add("To", to), grid.add("Profile", profile), grid.add("Time", time));
        grid.add("requestId", requestIdRow);
        // A name stands on its value's first line when the value wraps; the requestId's stays centred by its field.
        textNames.forEach(name -> GridPane.setValignment(name, VPos.BASELINE));
        return grid.view();
    }

    private Node bodyPart() {
        Label title = new Label("Body");
        title.getStyleClass().add(Styles.TEXT_MUTED);
        Node preview = body.view();
        preview.setId("history-body");
        ((Region) preview).setPrefHeight(220);
        ((Region) preview).setMinHeight(140);
        return new VBox(4, title, preview);
    }

    private void show(SentEmail email) {
        shown = email;
        copy.setText("Copy");
        copy.setGraphic(Icons.of(Feather.COPY));
        if (email == null) {
            return;
        }
        subject.setText(HistoryText.subject(email.subject()));
        ResultBadge.show(badge, email.result());
        explanation.setText(HistoryText.explanation(email.result()));
        explanation.getStyleClass().removeAll(Styles.TEXT_MUTED, Styles.WARNING, Styles.DANGER);
        // A sent email needs no attention; the others ask the person to decide what to do next.
        explanation.getStyleClass().add(email.result() == SendResult.SENT ? Styles.TEXT_MUTED : HistoryText.style(email.result()));
        boolean hasMessage = email.message() != null && !email.message().isBlank();
        message.setText(hasMessage ? email.message() : "");
        showIf(message, hasMessage);
        from.setText(HistoryText.orDash(email.from()));
        to.setText(HistoryText.orDash(email.to()));
        profile.setText(HistoryText.orDash(email.profile()));
        time.setText(HistoryText.fullTime(email.time(), zone));
        requestId.setText(email.requestId() == null ? "" : email.requestId());
        body.show(email.body(), email.html());
    }

    private static void showIf(Node node, boolean shown) {
        node.setVisible(shown);
        node.setManaged(shown);
    }
}
