package io.mailroom.ui.compose;

import atlantafx.base.theme.Styles;
import io.mailroom.service.compose.Placeholders;
import io.mailroom.ui.common.Messages;
import io.mailroom.ui.fx.BodyPreview;
import io.mailroom.ui.fx.HeaderGrid;
import java.util.List;
import javafx.geometry.HPos;
import javafx.geometry.Insets;
import javafx.scene.Node;
import javafx.scene.control.Label;
import javafx.scene.layout.BorderPane;

/** The email as its recipient will get it: the headers, the placeholders filled, the body rendered. */
final class EmailPreview {

    private final ComposeViewModel model;
    private final BodyPreview body = new BodyPreview();
    private final Label from = HeaderGrid.value("preview-from");
    private final Label to = HeaderGrid.value("preview-to");
    private final Label subject = HeaderGrid.value("preview-subject");
    private final BorderPane root = new BorderPane();
    private boolean showing;

    EmailPreview(ComposeViewModel model) {
        this.model = model;
        subject.getStyleClass().add(Styles.TEXT_BOLD);
        HeaderGrid headers = new HeaderGrid(1, HPos.LEFT, 10, 2);
        headers.add(Messages.text("compose.field.from"), from);
        headers.add(Messages.text("compose.field.to"), to);
        headers.add(Messages.text("compose.field.subject"), subject);
        headers.view().setPadding(new Insets(8, 10, 8, 10));
        headers.view().getStyleClass().add("preview-headers");
        root.setTop(headers.view());
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
}
