package io.mailroom.ui.common;

import java.util.List;
import javafx.beans.binding.BooleanExpression;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.scene.Node;
import javafx.scene.control.Menu;
import javafx.scene.control.MenuItem;
import org.kordamp.ikonli.Ikon;

/** One screen of the main window: its place in the navigation, its content and its own menus. */
public interface Screen {

    /**
     * What the screen is known by, never translated and never changed: the last screen kept in
     * {@link Settings}, the navigation's node ids ({@code nav-<id>}), the startup marks.
     */
    String id();

    /** Its name in the navigation and the View menu, in the person's language. */
    String title();

    Ikon icon();

    Node view();

    /** Menus shown in the menu bar while this screen is on view; their accelerators work only then. */
    default List<Menu> menus() {
        return List.of();
    }

    /** Items of the File menu while this screen is on view, above Quit: what it writes out (the contacts' Export…). */
    default List<MenuItem> fileItems() {
        return List.of();
    }

    /** Items of the View menu while this screen is on view: how it shows what it shows (its columns, its chart). */
    default List<MenuItem> viewItems() {
        return List.of();
    }

    /** Whether the screen is offered now (the sandbox's outbox only on the Sandbox profile); read on the UI thread. */
    default BooleanExpression available() {
        return BooleanExpression.booleanExpression(new ReadOnlyBooleanWrapper(true));
    }

    /** Called each time the screen comes into view. */
    default void shown() {
    }

    /** Takes {@code request} if it is this screen's to take; the window then shows it. */
    default boolean take(Navigator.Request request) {
        return false;
    }

    /**
     * Asked before the window closes (Quit, the window's close button), on the UI thread. A screen
     * holding work that would be lost asks the person (keep editing, or discard) and answers
     * false to keep the window open; any other screen answers true.
     */
    default boolean mayClose() {
        return true;
    }

    /** Called when the window closes, on the UI thread: keep what is not kept yet, quickly, and end subscriptions. */
    default void stop() {
    }
}
