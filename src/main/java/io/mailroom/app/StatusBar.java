package io.mailroom.app;

import atlantafx.base.theme.Styles;
import io.mailroom.service.profiles.Profile;
import io.mailroom.service.profiles.Session;
import javafx.animation.Animation;
import javafx.animation.KeyFrame;
import javafx.animation.Timeline;
import javafx.geometry.Insets;
import javafx.geometry.Pos;
import javafx.scene.control.Label;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import javafx.util.Duration;

/**
 * The bottom line of the window: the profile, whether it is the sandbox, requests in flight and
 * the share of the key's rate limit in use. The gauges are read a few times a second; reading
 * them never blocks.
 */
final class StatusBar {

    private final HBox root = new HBox(16);
    private final Label profile = new Label();
    private final Label sandbox = new Label("Sandbox · nothing is delivered");
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
        root.setAlignment(Pos.CENTER_LEFT);
        root.setPadding(new Insets(4, 12, 4, 12));
        root.getStyleClass().add("status-bar");
        sandbox.setVisible(false);
        profile.setText("Starting…");
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
        profile.setText("Profile: " + current.name());
        sandbox.setVisible(current.isSandbox());
        sandbox.setManaged(current.isSandbox());
    }

    void stop() {
        poll.stop();
    }

    private void refreshGauges() {
        if (session == null) {
            return;
        }
        int requests = session.requestsInFlight();
        inFlight.setText(requests == 0 ? "No requests in flight" : requests + (requests == 1 ? " request" : " requests") + " in flight");
        budget.setText("Rate limit: " + session.budgetInUse() + " of " + session.rateLimit() + " per second in use");
    }
}
