package io.mailroom.ui.common;

import java.util.List;
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

    /** Called each time the screen comes into view. */
    default void shown() {
    }
}
