package io.mailroom.ui.fx;

import static org.assertj.core.api.Assertions.assertThat;

import io.mailroom.ui.common.Messages;
import java.util.Locale;
import javafx.scene.input.KeyCode;
import javafx.scene.input.KeyCodeCombination;
import javafx.scene.input.KeyCombination;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/** Shortcuts written into the app's own words name the modifier keys as the person's keyboard does (not on macOS, where the tests do not run). */
class ShortcutsTest {

    @AfterEach
    void backToEnglish() {
        Messages.use(Locale.ENGLISH);
    }

    @Test
    void germanSaysStrgAndUmschalt() {
        Messages.use(Locale.GERMAN);

        assertThat(Shortcuts.text(KeyCombination.keyCombination("Shortcut+Enter"))).isEqualTo("Strg+↵");
        assertThat(Shortcuts.text(new KeyCodeCombination(KeyCode.N, KeyCombination.CONTROL_DOWN, KeyCombination.SHIFT_DOWN)))
                .isEqualTo("Strg+Umschalt+N");
        assertThat(Shortcuts.text(new KeyCodeCombination(KeyCode.F5))).isEqualTo("F5");
    }

    @Test
    void frenchAndSpanishNameShiftTheirWayAndEnglishKeepsCtrl() {
        KeyCombination shiftAltS = KeyCombination.keyCombination("Shortcut+Alt+Shift+S");
        Messages.use(Locale.FRENCH);
        assertThat(Shortcuts.text(shiftAltS)).isEqualTo("Ctrl+Alt+Maj+S");
        Messages.use(Locale.of("es"));
        assertThat(Shortcuts.text(shiftAltS)).isEqualTo("Ctrl+Alt+Mayús+S");
        Messages.use(Locale.ENGLISH);
        assertThat(Shortcuts.text(shiftAltS)).isEqualTo(shiftAltS.getDisplayText()).isEqualTo("Ctrl+Alt+Shift+S");
    }
}
