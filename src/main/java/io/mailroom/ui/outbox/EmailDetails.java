package io.mailroom.ui.outbox;

import atlantafx.base.theme.Styles;
import io.mailroom.service.OutboxEmail;
import io.mailroom.ui.common.BodyPreview;
import io.mailroom.ui.common.Clipboards;
import io.mailroom.ui.common.HeaderGrid;
import io.mailroom.ui.common.Icons;
import java.time.ZoneId;
import java.time.format.DateTimeFormatter;
import java.time.format.FormatStyle;
import java.util.Objects;
import javafx.beans.property.ObjectProperty;
import javafx.geometry.HPos;
import javafx.geometry.Insets;
import javafx.geometry.Pos;
import javafx.scene.Node;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.TextField;
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
final class EmailDetails {

    private static final DateTimeFormatter RECEIVED = DateTimeFormatter.ofLocalizedDateTime(FormatStyle.MEDIUM);

    private final ZoneId zone = ZoneId.systemDefault();
    private final BodyPreview preview = new BodyPreview();
    private final Label subject = new Label();
    private final Label from = HeaderGrid.value("outbox-from");
    private final Label to = HeaderGrid.value("outbox-to");
    private final Label received = HeaderGrid.value("outbox-received");
    private final TextField requestId = new TextField();
    private final Label bodyKind = new Label();
    private final ToggleButton source = new ToggleButton("Show source", Icons.of(Feather.CODE));
    private final VBox email;
    private final StackPane root = new StackPane();
    private OutboxEmail shown;

    EmailDetails(ObjectProperty<OutboxEmail> selected) {
        subject.setId("outbox-subject");
        subject.getStyleClass().add(Styles.TITLE_4);
        subject.setWrapText(true);
        requestId.setId("outbox-request-id");
        requestId.setEditable(false);
        requestId.setPrefColumnCount(20);
        Button copy = new Button(null, Icons.of(Feather.COPY));
        copy.setId("outbox-copy-request-id");
        copy.getStyleClass().addAll(Styles.BUTTON_ICON, Styles.FLAT);
        copy.setTooltip(new Tooltip("Copy the requestId"));
        copy.setOnAction(event -> copyRequestId());

        HBox requestIdRow = new HBox(4, requestId, copy);
        requestIdRow.setAlignment(Pos.CENTER_LEFT);
        // Two pairs a row, so the body keeps most of the height.
        HeaderGrid headers = new HeaderGrid(2, HPos.LEFT, 12, 4);
        headers.add("From", from);
        headers.add("Received", received);
        headers.add("To", to);
        headers.add("requestId", requestIdRow);

        bodyKind.setId("outbox-body-kind");
        bodyKind.getStyleClass().add(Styles.TEXT_MUTED);
        source.setId("outbox-source");
        source.setTooltip(new Tooltip("The body's text as the service received it"));
        source.selectedProperty().addListener((obs, was, now) -> showBody());
        Region gap = new Region();
        HBox.setHgrow(gap, Priority.ALWAYS);
        HBox bodyBar = new HBox(8, bodyKind, gap, source);
        bodyBar.setAlignment(Pos.CENTER_LEFT);

        Node body = preview.view();
        body.getStyleClass().add("outbox-body");
        VBox.setVgrow(body, Priority.ALWAYS);
        email = new VBox(10, subject, headers.view(), bodyBar, body);
        email.setId("outbox-email");
        email.setPadding(new Insets(12));

        Label nothing = new Label("Select an email to see its headers and body.", Icons.of(Feather.MAIL, 24));
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
        received.setText(RECEIVED.format(next.time().atZone(zone)));
        requestId.setText(next.requestId());
        showBody();
    }

    private void showBody() {
        if (shown == null) {
            return;
        }
        boolean html = BodyPreview.looksLikeHtml(shown.body());
        source.setVisible(html);
        bodyKind.setText(html ? "HTML, shown as a recipient would see it (scripts off, links not followed)" : "Plain text");
        preview.show(shown.body(), html && !source.isSelected());
    }

    private void copyRequestId() {
        Clipboards.copy(requestId.getText());
    }
}
