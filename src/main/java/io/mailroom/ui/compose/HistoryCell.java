package io.mailroom.ui.compose;

import io.mailroom.service.compose.SentEmail;
import io.mailroom.ui.common.Formats;
import javafx.geometry.Pos;
import javafx.scene.control.Label;
import javafx.scene.control.ListCell;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import javafx.scene.layout.VBox;

/** One sent email in two lines, for a narrow column: to and when, then the subject and how the send ended. */
final class HistoryCell extends ListCell<SentEmail> {

    private final Label to = new Label();
    private final Label time = new Label();
    private final Label subject = new Label();
    private final Label badge = ResultBadge.label();
    private final VBox lines;

    HistoryCell() {
        getStyleClass().add("history-cell");
        to.getStyleClass().add("history-to");
        time.getStyleClass().add("history-time");
        subject.getStyleClass().add("history-subject");
        // The time and the result always show whole; the address and the subject give way.
        time.setMinWidth(Region.USE_PREF_SIZE);
        to.setMinWidth(0);
        subject.setMinWidth(0);
        to.setMaxWidth(Double.MAX_VALUE);
        subject.setMaxWidth(Double.MAX_VALUE);
        HBox.setHgrow(to, Priority.ALWAYS);
        HBox.setHgrow(subject, Priority.ALWAYS);
        HBox first = new HBox(8, to, time);
        HBox second = new HBox(8, subject, badge);
        first.setAlignment(Pos.BASELINE_LEFT);
        second.setAlignment(Pos.CENTER_LEFT);
        lines = new VBox(2, first, second);
        // Without this the list would widen to its longest subject and scroll sideways.
        setPrefWidth(0);
    }

    @Override
    protected void updateItem(SentEmail email, boolean empty) {
        super.updateItem(email, empty);
        setText(null);
        if (empty || email == null) {
            setGraphic(null);
            return;
        }
        to.setText(HistoryText.orDash(email.to()));
        time.setText(Formats.dateTime(email.time()));
        subject.setText(HistoryText.subject(email.subject()));
        ResultBadge.show(badge, email.result());
        setGraphic(lines);
    }
}
