package io.mailroom.ui.compose;

import atlantafx.base.theme.Styles;
import io.mailroom.service.compose.Placeholders;
import io.mailroom.ui.common.BodyPreview;
import java.util.List;
import javafx.geometry.Insets;
import javafx.scene.Node;
import javafx.scene.control.Label;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.GridPane;

/** The email as its recipient will get it: the headers, the placeholders filled, the body rendered. */
final class EmailPreview {

    private final ComposeViewModel model;
    private final BodyPreview body = new BodyPreview();
    private final Label from = header("preview-from");
    private final Label to = header("preview-to");
    private final Label subject = header("preview-subject");
    private final BorderPane root = new BorderPane();
    private boolean showing;

    EmailPreview(ComposeViewModel model) {
        this.model = model;
        subject.getStyleClass().add(Styles.TEXT_BOLD);
        GridPane headers = new GridPane();
        headers.setHgap(10);
        headers.setVgap(2);
        headers.setPadding(new Insets(8, 10, 8, 10));
        headers.getStyleClass().add("preview-headers");
        headers.addRow(0, muted("From"), from);
        headers.addRow(1, muted("To"), to);
        headers.addRow(2, muted("Subject"), subject);
        root.setTop(headers);
        root.setCenter(body.view());
        root.setId("compose-preview");
        // Typing in the write tab is not slowed by rendering: the preview follows only while it is on view.
        for (var text : List.of(model.fromProperty(), model.toProperty(), model.subjectProperty(), model.bodyProperty())) {
            text.addListener(observable -> refreshIfShown());
        }
        model.htmlProperty().addListener(observable -> refreshIfShown());
        model.fieldsProperty().addListener(observable -> refreshIfShown());
    }

    Node view() {
        return root;
    }

    /** The preview is on view (true) or hidden; while it is, it follows every change. */
    void showing(boolean now) {
        showing = now;
        if (now) {
            refresh();
        }
    }

    private void refresh() {
        Placeholders.Filled filled = model.fill();
        from.setText(model.fromProperty().get().strip());
        to.setText(model.toProperty().get().strip());
        subject.setText(filled.subject() == null ? "" : filled.subject().strip());
        body.show(filled.body(), model.htmlProperty().get());
    }

    private void refreshIfShown() {
        if (showing) {
            refresh();
        }
    }

    private static Label header(String id) {
        Label label = new Label();
        label.setId(id);
        label.setWrapText(true);
        return label;
    }

    private static Label muted(String text) {
        Label label = new Label(text);
        label.getStyleClass().add(Styles.TEXT_MUTED);
        return label;
    }
}
