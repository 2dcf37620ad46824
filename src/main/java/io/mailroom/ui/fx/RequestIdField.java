package io.mailroom.ui.fx;

import atlantafx.base.theme.Styles;
import io.mailroom.ui.common.Messages;
import javafx.beans.property.BooleanProperty;
import javafx.beans.property.SimpleBooleanProperty;
import javafx.beans.property.StringProperty;
import javafx.geometry.Pos;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.TextField;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import org.kordamp.ikonli.feather.Feather;

/**
 * A requestId a person quotes to the service's support: in a read-only field they can select,
 * with a Copy button beside it that works while there is one, and "Copied" after it once it is
 * on the clipboard, until another requestId shows. The one place this row is built (a problem,
 * an email of the outbox, a request of the activity log). Ids: {@code <id>-request-id},
 * {@code <id>-copy-request-id} and {@code <id>-copied}.
 */
public final class RequestIdField {

    private final TextField field = new TextField();
    private final BooleanProperty copied = new SimpleBooleanProperty(this, "copied");
    private final HBox view;

    private RequestIdField(String id, boolean forSupport) {
        field.setId(id + "-request-id");
        field.setEditable(false);
        field.setPrefColumnCount(20);
        field.setMinWidth(120);
        HBox.setHgrow(field, Priority.SOMETIMES);
        field.textProperty().addListener((obs, was, now) -> copied.set(false));
        Button copy = new Button(Messages.text("common.copy"), Icons.of(Feather.COPY));
        copy.setId(id + "-copy-request-id");
        copy.setMinWidth(Button.USE_PREF_SIZE);
        copy.disableProperty().bind(field.textProperty().isEmpty());
        copy.setOnAction(event -> copy());
        Label done = new Label(Messages.text("common.copied"), Icons.of(Feather.CHECK));
        done.setId(id + "-copied");
        done.getStyleClass().add(Styles.TEXT_MUTED);
        done.setMinWidth(Label.USE_PREF_SIZE);
        Visibility.showWhen(done, copied);
        view = new HBox(8, field, copy, done);
        if (forSupport) {
            Label label = new Label(Messages.text("common.requestId.forSupport"));
            label.setMinWidth(Label.USE_PREF_SIZE);
            view.getChildren().addFirst(label);
        }
        view.setAlignment(Pos.CENTER_LEFT);
    }

    /** The field and its Copy button, for a place that names the field itself (a header "requestId"). */
    public static RequestIdField plain(String id) {
        return new RequestIdField(id, false);
    }

    /** The row with its words, "requestId, for the service's support:", for a failure. */
    public static RequestIdField forSupport(String id) {
        return new RequestIdField(id, true);
    }

    /** The requestId shown; empty when there is none, which disables Copy. */
    public StringProperty requestIdProperty() {
        return field.textProperty();
    }

    /** Puts the requestId shown on the clipboard, as the Copy button does (for a shortcut or a context menu). */
    public void copy() {
        String requestId = field.getText();
        if (requestId != null && !requestId.isEmpty()) {
            Clipboards.copy(requestId);
            copied.set(true);
        }
    }

    public HBox view() {
        return view;
    }
}
