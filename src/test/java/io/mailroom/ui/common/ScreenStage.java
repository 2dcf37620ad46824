package io.mailroom.ui.common;

import atlantafx.base.theme.PrimerLight;
import java.util.concurrent.TimeoutException;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.Supplier;
import javafx.application.Application;
import javafx.scene.Scene;
import javafx.scene.control.Menu;
import javafx.scene.control.MenuBar;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.StackPane;
import org.testfx.api.FxToolkit;
import org.testfx.util.WaitForAsyncUtils;

/** Shows one screen in a window of its own, themed as the app is, with its menus, the way the main window shows it. */
public final class ScreenStage {

    private ScreenStage() {
    }

    /** Makes the screen on the FX thread, shows it and tells it so; close with {@code FxToolkit.cleanupStages()}. */
    public static <S extends Screen> S show(Supplier<S> make, double width, double height) throws TimeoutException {
        FxToolkit.registerPrimaryStage();
        AtomicReference<S> made = new AtomicReference<>();
        FxToolkit.setupStage(stage -> {
            Application.setUserAgentStylesheet(new PrimerLight().getUserAgentStylesheet());
            S screen = make.get();
            made.set(screen);
            stage.setTitle(screen.title());
            BorderPane window = new BorderPane(new StackPane(screen.view()));
            // The screen's menus in a menu bar, as the main window hosts them, so their shortcuts work.
            if (!screen.menus().isEmpty()) {
                window.setTop(new MenuBar(screen.menus().toArray(Menu[]::new)));
            }
            stage.setScene(new Scene(window, width, height));
            // The primary stage is shared by every test: a size or place an earlier one gave it would
            // override this scene's, and part of the screen could lie where no click reaches.
            stage.sizeToScene();
            stage.setX(0);
            stage.setY(0);
            stage.show();
            screen.shown();
        });
        WaitForAsyncUtils.waitForFxEvents();
        return made.get();
    }
}
