package io.mailroom.ui.compose;

import atlantafx.base.controls.Notification;
import atlantafx.base.theme.Styles;
import io.mailroom.ui.common.Clipboards;
import io.mailroom.ui.common.Icons;
import java.util.Locale;
import java.util.function.Consumer;
import javafx.scene.Node;
import javafx.scene.control.Button;
import javafx.scene.layout.StackPane;
import org.kordamp.ikonli.feather.Feather;

/**
 * What the last send came to, above the form: sent (with its requestId), refused (the form is
 * untouched), or may have been sent, with the person's three ways on from there.
 */
final class SendNoticeView {

    private final StackPane root = new StackPane();

    SendNoticeView(ComposeViewModel model, Consumer<String> checkHistory, Runnable sendAgain) {
        root.setId("send-notice");
        model.noticeProperty().addListener((obs, old, notice) -> show(model, notice, checkHistory, sendAgain));
        root.visibleProperty().bind(model.noticeProperty().isNotNull());
        root.managedProperty().bind(root.visibleProperty());
    }

    Node view() {
        return root;
    }

    private void show(ComposeViewModel model, ComposeViewModel.SendNotice notice, Consumer<String> checkHistory, Runnable sendAgain) {
        if (notice == null) {
            root.getChildren().clear();
            return;
        }
        Notification shown = new Notification(notice.title() + "\n" + notice.text());
        shown.setId("send-notice-" + notice.kind().name().toLowerCase(Locale.ROOT).replace('_', '-'));
        shown.getStyleClass().add(Styles.ELEVATED_1);
        switch (notice.kind()) {
            case SENT -> {
                shown.getStyleClass().add(Styles.SUCCESS);
                shown.setGraphic(Icons.of(Feather.CHECK_CIRCLE, 24));
            }
            case FAILED -> {
                shown.getStyleClass().add(Styles.DANGER);
                shown.setGraphic(Icons.of(Feather.X_CIRCLE, 24));
            }
            case MAY_HAVE_BEEN_SENT -> {
                shown.getStyleClass().add(Styles.WARNING);
                shown.setGraphic(Icons.of(Feather.ALERT_TRIANGLE, 24));
                Button check = button("check-history", "Check the history", () -> checkHistory.accept(notice.to()));
                Button keep = button("keep-editing", "Keep editing", model::dismissNotice);
                Button again = button("send-again", "Send again…", sendAgain);
                again.getStyleClass().add(Styles.DANGER);
                shown.setPrimaryActions(check, keep, again);
            }
        }
        if (notice.requestId() != null && notice.kind() != ComposeViewModel.SendNotice.Kind.MAY_HAVE_BEEN_SENT) {
            shown.setPrimaryActions(button("copy-request-id", "Copy requestId", () -> Clipboards.copy(notice.requestId())));
        }
        shown.setOnClose(event -> model.dismissNotice());
        root.getChildren().setAll(shown);
    }

    private static Button button(String id, String text, Runnable action) {
        Button button = new Button(text);
        button.setId(id);
        button.setOnAction(event -> action.run());
        return button;
    }
}
