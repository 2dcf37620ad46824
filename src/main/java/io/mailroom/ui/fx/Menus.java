package io.mailroom.ui.fx;

import javafx.beans.value.ObservableBooleanValue;
import javafx.scene.control.MenuItem;
import javafx.scene.input.KeyCombination;

/** A screen's menu items: the words, the shortcut shown beside them, when they are off, what they do. */
public final class Menus {

    private Menus() {
    }

    /** An item always enabled; {@code shortcut} may be null. */
    public static MenuItem item(String text, KeyCombination shortcut, Runnable action) {
        MenuItem item = new MenuItem(text);
        item.setAccelerator(shortcut);
        item.setOnAction(event -> action.run());
        return item;
    }

    /** An item disabled while {@code disabled} holds. */
    public static MenuItem item(String text, KeyCombination shortcut, ObservableBooleanValue disabled, Runnable action) {
        MenuItem item = item(text, shortcut, action);
        item.disableProperty().bind(disabled);
        return item;
    }
}
