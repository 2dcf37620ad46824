package io.mailroom.app;

import atlantafx.base.theme.Styles;
import io.mailroom.service.profiles.Profile;
import io.mailroom.service.profiles.Session;
import io.mailroom.ui.common.Messages;
import io.mailroom.ui.fx.Visibility;
import javafx.animation.Animation;
import javafx.animation.KeyFrame;
import javafx.animation.Timeline;
import javafx.beans.property.BooleanProperty;
import javafx.beans.property.SimpleBooleanProperty;
import javafx.geometry.Insets;
import javafx.geometry.Pos;
import javafx.scene.control.Label;
import javafx.scene.control.Tooltip;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import javafx.util.Duration;

/**
 * The bottom line of the window: the profile, whether it is the sandbox, requests in flight and
 * the share of the key's rate limit in use. Each says what is true now (the gauges are read a few
 * times a second; reading them never blocks), so none goes stale; one cut short by a narrow
 * window shows its whole text as a tooltip.
 */
final class StatusBar {

    private final HBox root = new HBox(16);
    private final Label profile = new Label();
    private final Label sandbox = new Label(Messages.text("app.status.sandbox"));
    private final BooleanProperty onSandbox = new SimpleBooleanProperty(false);
    private final Label inFlight = new Label();
    private final Label budget = new Label();
    private final Timeline poll;
    private Session session;

    StatusBar() {
        profile.setId("status-profile");
        sandbox.setId("status-sandbox");
        sandbox.getStyleClass().addAll(Styles.TEXT_BOLD, Styles.WARNING);
        inFlight.setId("status-in-flight");
        budget.setId("status-budget");
        Region spacer = new Region();
        HBox.setHgrow(spacer, Priority.ALWAYS);
        root.getChildren().addAll(profile, sandbox, spacer, inFlight, budget);
        for (Label label : new Label[] {profile, sandbox, inFlight, budget}) {
            wholeOnHover(label);
        }
        // The profile's name and the sandbox warning keep their words; the gauges give way first.
        profile.setMinWidth(Region.USE_PREF_SIZE);
        sandbox.setMinWidth(Region.USE_PREF_SIZE);
        root.setAlignment(Pos.CENTER_LEFT);
        root.setPadding(new Insets(4, 12, 4, 12));
        root.getStyleClass().add("status-bar");
        Visibility.showWhen(sandbox, onSandbox);
        profile.setText(Messages.text("app.status.starting"));
        poll = new Timeline(new KeyFrame(Duration.millis(250), event -> refreshGauges()));
        poll.setCycleCount(Animation.INDEFINITE);
    }

    HBox view() {
        return root;
    }

    void attach(Session attached) {
        session = attached;
        showProfile(attached.profile());
        refreshGauges();
        poll.play();
    }

    void showProfile(Profile current) {
        profile.setText(Messages.text("app.status.profile", current.name()));
        onSandbox.set(current.isSandbox());
    }

    void stop() {
        poll.stop();
    }

    private void refreshGauges() {
        if (session == null) {
            return;
        }
        inFlight.setText(Messages.text("app.status.inFlight", session.requestsInFlight()));
        budget.setText(Messages.text("app.status.budget", session.budgetInUse(), session.rateLimit()));
    }

    /** A tooltip with the label's whole text, for when the window cuts it short. */
    private static void wholeOnHover(Label label) {
        Tooltip whole = new Tooltip();
        whole.textProperty().bind(label.textProperty());
        label.setTooltip(whole);
    }
}
