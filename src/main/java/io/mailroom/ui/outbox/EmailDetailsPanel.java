package io.mailroom.ui.outbox;

import atlantafx.base.theme.Styles;
import io.mailroom.service.OutboxEmail;
import io.mailroom.ui.common.Formats;
import io.mailroom.ui.common.Messages;
import io.mailroom.ui.fx.BodyPreview;
import io.mailroom.ui.fx.HeaderGrid;
import io.mailroom.ui.fx.Icons;
import io.mailroom.ui.fx.RequestIdField;
import java.util.Objects;
import javafx.beans.property.ObjectProperty;
import javafx.geometry.HPos;
import javafx.geometry.Insets;
import javafx.geometry.Pos;
import javafx.scene.Node;
import javafx.scene.control.Label;
import javafx.scene.control.ToggleButton;
import javafx.scene.control.Tooltip;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import javafx.scene.layout.StackPane;
import javafx.scene.layout.VBox;
import org.kordamp.ikonli.feather.Feather;

/**
 * One captured email as a mail program shows it: subject, sender, recipient, when it arrived and
 * the requestId to quote, then the body. The service records no plain-or-HTML flag, so a body
 * that reads as HTML is rendered, and "Show source" gives its text as the service received it.
 */
final class EmailDetailsPanel {

    private final BodyPreview preview = new BodyPreview();
    private final Label subject = new Label();
    private final Label from = HeaderGrid.value("outbox-from");
    private final Label to = HeaderGrid.value("outbox-to");
    private final Label received = HeaderGrid.value("outbox-received");
    private final RequestIdField requestId = RequestIdField.plain("outbox");
    private final Label bodyKind = new Label();
    private final ToggleButton source = new ToggleButton(Messages.text("outbox.source"), Icons.of(Feather.CODE));
    private final VBox email;
    private final StackPane root = new StackPane();
    private OutboxEmail shown;

    EmailDetailsPanel(ObjectProperty<OutboxEmail> selected) {
        subject.setId("outbox-subject");
        subject.getStyleClass().add(Styles.TITLE_4);
        subject.setWrapText(true);
        // Two pairs a row, so the body keeps most of the height.
        HeaderGrid headers = new HeaderGrid(2, HPos.LEFT, 12, 4);
        headers.add(Messages.text("outbox.header.from"), from);
        headers.add(Messages.text("outbox.header.received"), received);
        headers.add(Messages.text("outbox.header.to"), to);
        headers.add(Messages.text("outbox.header.requestId"), requestId.view());

        bodyKind.setId("outbox-body-kind");
        bodyKind.getStyleClass().add(Styles.TEXT_MUTED);
        // A long description wraps rather than ending in "…"; the toggle beside it keeps its words.
        bodyKind.setWrapText(true);
        bodyKind.setMinHeight(Region.USE_PREF_SIZE);
        source.setId("outbox-source");
        source.setMinWidth(Region.USE_PREF_SIZE);
        source.setTooltip(new Tooltip(Messages.text("outbox.source.tooltip")));
        source.selectedProperty().addListener((obs, was, now) -> showBody());
        bodyKind.setMaxWidth(Double.MAX_VALUE);
        HBox.setHgrow(bodyKind, Priority.ALWAYS);
        HBox bodyBar = new HBox(8, bodyKind, source);
        bodyBar.setAlignment(Pos.CENTER_LEFT);

        Node body = preview.view();
        body.getStyleClass().add("outbox-body");
        VBox.setVgrow(body, Priority.ALWAYS);
        email = new VBox(10, subject, headers.view(), bodyBar, body);
        email.setId("outbox-email");
        email.setPadding(new Insets(12));

        Label nothing = new Label(Messages.text("outbox.noSelection"), Icons.of(Feather.MAIL, 24));
        nothing.setWrapText(true);
        nothing.setId("outbox-no-selection");
        nothing.getStyleClass().add(Styles.TEXT_MUTED);
        root.getChildren().setAll(nothing, email);
        email.visibleProperty().bind(selected.isNotNull());
        nothing.visibleProperty().bind(selected.isNull());
        selected.addListener((obs, was, now) -> show(now));
    }

    Node view() {
        return root;
    }

    private void show(OutboxEmail next) {
        // A refresh selects the same email again: leave the body as it is, scrolled where it was.
        boolean same = Objects.equals(next, shown);
        shown = next;
        if (next == null || same) {
            return;
        }
        subject.setText(next.subject());
        from.setText(next.from());
        to.setText(next.to());
        received.setText(Formats.dateTime(next.time()));
        requestId.requestIdProperty().set(next.requestId());
        showBody();
    }

    private void showBody() {
        if (shown == null) {
            return;
        }
        boolean html = BodyPreview.looksLikeHtml(shown.body());
        source.setVisible(html);
        bodyKind.setText(Messages.text(html ? "outbox.body.html" : "outbox.body.plain"));
        preview.show(shown.body(), html && !source.isSelected());
    }
}
