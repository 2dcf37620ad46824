package io.mailroom.app;

import javafx.application.Application;

/** Starts JavaFX; kept apart from {@code Main} so the command line never loads a JavaFX class. */
public final class DesktopLauncher {

    private DesktopLauncher() {
    }

    public static void launch() {
        Application.launch(MailroomApp.class);
    }
}
