package io.mailroom.ui.common;

import java.time.Duration;
import javafx.animation.PauseTransition;

/**
 * Runs an action once things have been quiet for a while, such as saving a draft when typing
 * pauses: each {@link #schedule} replaces what was waiting and starts the wait again. Used on
 * the UI thread. Tests use {@link #manual()}, where nothing runs until {@link #flush()}.
 */
public interface Debouncer {

    void schedule(Runnable action);

    /** Runs what is waiting now, if anything is. */
    void flush();

    /** Drops what is waiting: for a window that is closing and keeps its work another way. */
    void cancel();

    static Debouncer fx(Duration quiet) {
        Debouncer waiting = manual();
        PauseTransition pause = new PauseTransition(javafx.util.Duration.millis(quiet.toMillis()));
        pause.setOnFinished(event -> waiting.flush());
        return new Debouncer() {
            @Override
            public void schedule(Runnable action) {
                waiting.schedule(action);
                pause.playFromStart();
            }

            @Override
            public void flush() {
                pause.stop();
                waiting.flush();
            }

            @Override
            public void cancel() {
                pause.stop();
                waiting.cancel();
            }
        };
    }

    static Debouncer manual() {
        return new Debouncer() {
            private Runnable waiting;

            @Override
            public void schedule(Runnable action) {
                waiting = action;
            }

            @Override
            public void flush() {
                Runnable action = waiting;
                waiting = null;
                if (action != null) {
                    action.run();
                }
            }

            @Override
            public void cancel() {
                waiting = null;
            }
        };
    }
}
