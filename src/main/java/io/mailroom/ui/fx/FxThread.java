package io.mailroom.ui.fx;

import io.mailroom.service.Background;
import io.mailroom.ui.common.Async;
import javafx.application.Platform;

/** The JavaFX application thread as the UI thread of {@link Async}: what the app and the screen tests run on. */
public final class FxThread {

    private FxThread() {
    }

    /** Work on virtual threads, outcomes on the JavaFX application thread. */
    public static Async async(Background background) {
        return new Async(background, Platform::runLater);
    }
}
