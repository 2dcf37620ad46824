package io.mailroom.ui.compose;

import atlantafx.base.theme.Styles;
import io.mailroom.ui.common.Messages;
import io.mailroom.ui.compose.ComposeViewModel.SendNotice;
import io.mailroom.ui.fx.Buttons;
import io.mailroom.ui.fx.Icons;
import io.mailroom.ui.fx.ProblemView;
import io.mailroom.ui.fx.RequestIdField;
import io.mailroom.ui.fx.Visibility;
import javafx.geometry.Insets;
import javafx.geometry.Pos;
import javafx.scene.Node;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.Tooltip;
import javafx.scene.layout.FlowPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import javafx.scene.layout.StackPane;
import javafx.scene.layout.VBox;
import org.kordamp.ikonli.feather.Feather;

/**
 * What the last send came to, above the form: sent, refused (shown by the one {@link ProblemView};
 * the form is untouched), or may have been sent, with the person's three ways on from there; each
 * with the requestId the service gave, if any, and Copy beside it ({@link RequestIdField}). Its words
 * wrap and its buttons wrap onto a second line rather than shrink, so the notice stays whole in a
 * narrow window and a long language.
 */
final class SendNoticeView {

    private final ComposeViewModel model;
    private final StackPane root = new StackPane();
    private final ProblemView problem = new ProblemView("send-problem");

    SendNoticeView(ComposeViewModel model) {
        this.model = model;
        root.setId("send-notice");
        model.noticeProperty().subscribe(this::show);
        Visibility.showWhen(root, model.noticeProperty().isNotNull());
        root.setMinHeight(Region.USE_PREF_SIZE);
    }

    Node view() {
        return root;
    }

    private void show(SendNotice notice) {
        if (notice == null) {
            problem.problemProperty().set(null);
            root.getChildren().clear();
            return;
        }
        VBox words = new VBox(6);
        HBox.setHgrow(words, Priority.ALWAYS);
        Node icon;
        String style;
        switch (notice.kind()) {
            case SENT -> {
                icon = Icons.of(Feather.CHECK_CIRCLE, 22);
                style = Styles.SUCCESS;
                words.getChildren().addAll(title(notice.title()), text(notice.text()));
                requestId(notice, words);
            }
            case FAILED -> {
                icon = Icons.of(Feather.X_CIRCLE, 22);
                style = Styles.DANGER;
                problem.problemProperty().set(notice.problem());
                words.getChildren().add(problem.view());
            }
            default -> {
                icon = Icons.of(Feather.ALERT_TRIANGLE, 22);
                style = Styles.WARNING;
                Button check = Buttons.of("check-history", Messages.text("compose.again.check"), model::checkHistory);
                Button keep = Buttons.of("keep-editing", Messages.text("compose.again.keep"), model::dismissNotice);
                Button again = Buttons.of("send-again", Messages.text("compose.notice.sendAgain"), model::askToSendAgain);
                again.getStyleClass().add(Styles.DANGER);
                FlowPane actions = new FlowPane(8, 8, check, keep, again);
                actions.setPadding(new Insets(4, 0, 0, 0));
                words.getChildren().addAll(title(notice.title()), text(notice.text()));
                requestId(notice, words);
                words.getChildren().add(actions);
            }
        }
        Button close = new Button(null, Icons.of(Feather.X));
        close.setId("send-notice-close");
        close.getStyleClass().addAll(Styles.BUTTON_ICON, Styles.FLAT);
        close.setTooltip(new Tooltip(Messages.text("compose.dismiss")));
        close.setOnAction(event -> model.dismissNotice());
        HBox box = new HBox(10, icon, words, close);
        box.setAlignment(Pos.TOP_LEFT);
        box.setPadding(new Insets(10, 8, 10, 12));
        box.setId("send-notice-" + switch (notice.kind()) {
            case SENT -> "sent";
            case FAILED -> "failed";
            case MAY_HAVE_BEEN_SENT -> "may-have-been-sent";
        });
        box.getStyleClass().addAll("send-notice", style);
        box.setMinHeight(Region.USE_PREF_SIZE);
        root.getChildren().setAll(box);
    }

    /**
     * The requestId the service gave, with Copy, for a person to quote to its support; none, no
     * row. Its words go above the field, not beside it, so the notice fits a narrow form.
     */
    private static void requestId(SendNotice notice, VBox words) {
        if (notice.requestId() != null) {
            Label forSupport = text(Messages.text("common.requestId.forSupport"));
            forSupport.setId("send-notice-request-id-label");
            RequestIdField field = RequestIdField.plain("send-notice");
            field.requestIdProperty().set(notice.requestId());
            words.getChildren().addAll(forSupport, field.view());
        }
    }

    private static Label title(String text) {
        Label title = new Label(text);
        title.setId("send-notice-title");
        title.getStyleClass().add(Styles.TEXT_BOLD);
        title.setWrapText(true);
        return title;
    }

    private static Label text(String text) {
        Label label = new Label(text);
        label.setId("send-notice-text");
        label.setWrapText(true);
        label.setMinHeight(Region.USE_PREF_SIZE);
        return label;
    }
}
