package io.mailroom.app;

import atlantafx.base.theme.Styles;
import io.mailroom.service.profiles.Profile;
import io.mailroom.ui.common.Icons;
import java.util.List;
import java.util.Optional;
import javafx.geometry.Insets;
import javafx.geometry.Pos;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.VBox;
import org.kordamp.ikonli.feather.Feather;

/**
 * The notices across the top of the window: on the sandbox with no account yet, an offer to add
 * one; without a system keychain, that keys last only for the session.
 */
final class Banners {

    private final VBox root = new VBox();
    private final HBox sandbox;
    private final HBox keychain;
    private final Label keychainText = new Label();

    Banners(Runnable addAccount) {
        Button add = new Button("Add your account", Icons.of(Feather.PLUS));
        add.setId("add-account");
        add.setOnAction(event -> addAccount.run());
        Label sandboxText = new Label("You are on the built-in Sandbox: it works like the service, with sample contacts, "
                + "and delivers nothing.");
        sandboxText.setWrapText(true);
        sandbox = banner("sandbox-banner", Feather.INFO, sandboxText, Styles.BG_ACCENT_SUBTLE);
        sandbox.getChildren().add(add);
        keychainText.setWrapText(true);
        keychain = banner("keychain-banner", Feather.ALERT_TRIANGLE, keychainText, Styles.BG_WARNING_SUBTLE);
        root.getChildren().addAll(sandbox, keychain);
        show(sandbox, false);
        show(keychain, false);
    }

    VBox view() {
        return root;
    }

    void update(List<Profile> profiles, Profile current, Optional<String> notice) {
        show(sandbox, current.isSandbox() && profiles.stream().allMatch(Profile::isSandbox));
        keychainText.setText(notice.orElse(""));
        show(keychain, notice.isPresent());
    }

    private static HBox banner(String id, Feather icon, Label text, String style) {
        HBox banner = new HBox(12, Icons.of(icon, 18), text);
        HBox.setHgrow(text, Priority.ALWAYS);
        text.setMaxWidth(Double.MAX_VALUE);
        banner.setId(id);
        banner.setAlignment(Pos.CENTER_LEFT);
        banner.setPadding(new Insets(8, 12, 8, 12));
        banner.getStyleClass().add(style);
        return banner;
    }

    private static void show(HBox banner, boolean visible) {
        banner.setVisible(visible);
        banner.setManaged(visible);
    }
}
