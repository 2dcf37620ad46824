package io.mailroom.ui.fx;

import javafx.scene.control.Button;
import javafx.scene.layout.Region;

/** A button of words: never narrower than its words, so that no language's are cut. */
public final class Buttons {

    private Buttons() {
    }

    public static Button of(String id, String text, Runnable action) {
        Button button = new Button(text);
        button.setId(id);
        button.setMinWidth(Region.USE_PREF_SIZE);
        button.setOnAction(event -> action.run());
        return button;
    }
}
