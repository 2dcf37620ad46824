package io.mailroom.ui.compose;

import io.mailroom.service.compose.SendResult;
import io.mailroom.ui.fx.Icons;
import javafx.scene.control.Label;
import javafx.scene.layout.Region;

/** How a send ended, as a small badge: words and an icon, so the colour is never the only sign. */
final class ResultBadge {

    private ResultBadge() {
    }

    static Label label() {
        Label badge = new Label();
        badge.getStyleClass().add("result-badge");
        badge.setMinWidth(Region.USE_PREF_SIZE);
        return badge;
    }

    static void show(Label badge, SendResult result) {
        badge.setText(HistoryText.result(result));
        badge.setGraphic(Icons.of(HistoryText.icon(result), 12));
        for (SendResult each : SendResult.values()) {
            badge.getStyleClass().remove(HistoryText.style(each));
        }
        badge.getStyleClass().add(HistoryText.style(result));
    }
}
