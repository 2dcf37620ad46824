package io.mailroom.app;

import atlantafx.base.theme.Styles;
import io.mailroom.service.profiles.Profile;
import io.mailroom.ui.common.Messages;
import io.mailroom.ui.fx.Icons;
import io.mailroom.ui.fx.Visibility;
import java.util.List;
import javafx.beans.property.BooleanProperty;
import javafx.beans.property.SimpleBooleanProperty;
import javafx.geometry.Insets;
import javafx.geometry.Pos;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Region;
import javafx.scene.layout.Priority;
import javafx.scene.layout.VBox;
import org.kordamp.ikonli.feather.Feather;

/**
 * The notices across the top of the window: on the sandbox with no account yet, an offer to add
 * one; on an account, without a system keychain, that its key lasts only for the session (the
 * Sandbox needs no key, so there it says nothing).
 */
final class Banners {

    private final VBox root = new VBox();
    private final HBox sandbox;
    private final HBox keychain;
    private final BooleanProperty sandboxShown = new SimpleBooleanProperty();
    private final BooleanProperty keychainShown = new SimpleBooleanProperty();

    Banners(Runnable addAccount) {
        Button add = new Button(Messages.text("app.banner.addAccount"), Icons.of(Feather.PLUS));
        add.setId("add-account");
        add.setOnAction(event -> addAccount.run());
        // The banner's sentence wraps to make room: the button keeps its words whole.
        add.setMinWidth(Region.USE_PREF_SIZE);
        Label sandboxText = new Label(Messages.text("app.banner.sandbox"));
        sandboxText.setWrapText(true);
        sandbox = banner("sandbox-banner", Feather.INFO, sandboxText, Styles.BG_ACCENT_SUBTLE);
        sandbox.getChildren().add(add);
        Label keychainText = new Label(Messages.text("app.banner.noKeychain"));
        keychainText.setWrapText(true);
        keychain = banner("keychain-banner", Feather.ALERT_TRIANGLE, keychainText, Styles.BG_WARNING_SUBTLE);
        root.getChildren().addAll(sandbox, keychain);
        Visibility.showWhen(sandbox, sandboxShown);
        Visibility.showWhen(keychain, keychainShown);
    }

    VBox view() {
        return root;
    }

    /** {@code noKeychain}: keys are kept only while Mailroom runs. */
    void update(List<Profile> profiles, Profile current, boolean noKeychain) {
        sandboxShown.set(current.isSandbox() && profiles.stream().allMatch(Profile::isSandbox));
        keychainShown.set(noKeychain && !current.isSandbox());
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
}
