package io.mailroom.app;

import io.mailroom.ui.common.Settings;
import java.util.List;
import javafx.geometry.Rectangle2D;
import javafx.stage.Screen;
import javafx.stage.Stage;

/** The window's size, position and maximised state, kept across runs; a position off every screen is dropped. */
final class WindowState {

    static final double DEFAULT_WIDTH = 1180;
    static final double DEFAULT_HEIGHT = 760;

    private final Settings settings;

    WindowState(Settings settings) {
        this.settings = settings;
    }

    void restore(Stage stage) {
        Settings.WindowPlace place = settings.window()
                .orElse(new Settings.WindowPlace(Double.NaN, Double.NaN, DEFAULT_WIDTH, DEFAULT_HEIGHT, false));
        double width = Double.isNaN(place.width()) ? DEFAULT_WIDTH : place.width();
        double height = Double.isNaN(place.height()) ? DEFAULT_HEIGHT : place.height();
        double x = place.x();
        double y = place.y();
        List<Screen> holding = Double.isNaN(x) || Double.isNaN(y) ? List.of()
                : Screen.getScreensForRectangle(new Rectangle2D(x, y, width, height));
        // Never larger than the screen it opens on: the default size is wider than a 1024 px screen.
        Rectangle2D room = (holding.isEmpty() ? Screen.getPrimary() : holding.getFirst()).getVisualBounds();
        stage.setWidth(Math.min(width, room.getWidth()));
        stage.setHeight(Math.min(height, room.getHeight()));
        if (!holding.isEmpty()) {
            stage.setX(x);
            stage.setY(y);
        } else {
            stage.centerOnScreen();
        }
        stage.setMaximized(place.maximized());
    }

    void save(Stage stage) {
        settings.window(new Settings.WindowPlace(stage.getX(), stage.getY(), stage.getWidth(), stage.getHeight(), stage.isMaximized()));
    }
}
