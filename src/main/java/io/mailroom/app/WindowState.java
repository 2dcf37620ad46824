package io.mailroom.app;

import java.util.prefs.Preferences;
import javafx.geometry.Rectangle2D;
import javafx.stage.Screen;
import javafx.stage.Stage;

/** The window's size, position and maximised state, kept across runs; a position off every screen is dropped. */
final class WindowState {

    static final double DEFAULT_WIDTH = 1180;
    static final double DEFAULT_HEIGHT = 760;

    private final Preferences preferences;

    WindowState(Preferences preferences) {
        this.preferences = preferences;
    }

    void restore(Stage stage) {
        stage.setWidth(preferences.getDouble("width", DEFAULT_WIDTH));
        stage.setHeight(preferences.getDouble("height", DEFAULT_HEIGHT));
        double x = preferences.getDouble("x", Double.NaN);
        double y = preferences.getDouble("y", Double.NaN);
        if (!Double.isNaN(x) && !Double.isNaN(y)
                && !Screen.getScreensForRectangle(new Rectangle2D(x, y, stage.getWidth(), stage.getHeight())).isEmpty()) {
            stage.setX(x);
            stage.setY(y);
        } else {
            stage.centerOnScreen();
        }
        stage.setMaximized(preferences.getBoolean("maximized", false));
    }

    void save(Stage stage) {
        preferences.putBoolean("maximized", stage.isMaximized());
        if (!stage.isMaximized()) {
            preferences.putDouble("x", stage.getX());
            preferences.putDouble("y", stage.getY());
            preferences.putDouble("width", stage.getWidth());
            preferences.putDouble("height", stage.getHeight());
        }
    }
}
