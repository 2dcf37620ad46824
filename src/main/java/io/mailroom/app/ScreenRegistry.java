package io.mailroom.app;

import io.mailroom.ui.common.Screen;
import java.util.List;
import java.util.Optional;
import javafx.scene.input.KeyCombination;

/**
 * The screens of the main window in their one order: the navigation lists them so, and the
 * n-th is shown by Ctrl+n (Cmd+n on macOS). Screens are found by their id, which never changes.
 */
final class ScreenRegistry {

    private final List<Screen> screens;

    ScreenRegistry(List<Screen> screens) {
        if (screens.isEmpty() || screens.size() > 9) {
            throw new IllegalArgumentException("the window shows one to nine screens, one shortcut digit each, not " + screens.size());
        }
        if (screens.stream().map(Screen::id).distinct().count() != screens.size()) {
            throw new IllegalArgumentException("two screens share an id: " + screens.stream().map(Screen::id).toList());
        }
        this.screens = List.copyOf(screens);
    }

    List<Screen> all() {
        return screens;
    }

    /** The screen the window falls back to: the first. */
    Screen first() {
        return screens.getFirst();
    }

    Optional<Screen> find(String id) {
        return screens.stream().filter(screen -> screen.id().equals(id)).findFirst();
    }

    KeyCombination shortcut(Screen screen) {
        int position = screens.indexOf(screen);
        if (position < 0) {
            throw new IllegalArgumentException("not registered: " + screen.id());
        }
        return KeyCombination.keyCombination("Shortcut+" + (position + 1));
    }
}
