package io.mailroom.ui.common;

import java.util.List;
import javafx.beans.binding.BooleanExpression;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.scene.Node;
import javafx.scene.control.Menu;
import org.kordamp.ikonli.Ikon;

/** One screen of the main window: its place in the navigation, its content and its own menus. */
public interface Screen {

    String title();

    Ikon icon();

    Node view();

    /** Menus shown in the menu bar while this screen is on view; their accelerators work only then. */
    default List<Menu> menus() {
        return List.of();
    }

    /** Whether the screen is offered now (the sandbox's outbox only on the Sandbox profile); read on the UI thread. */
    default BooleanExpression available() {
        return BooleanExpression.booleanExpression(new ReadOnlyBooleanWrapper(true));
    }

    /** Called each time the screen comes into view. */
    default void shown() {
    }

    /** Called when the window closes, on the UI thread: keep what is not kept yet, quickly. */
    default void stop() {
    }
}
