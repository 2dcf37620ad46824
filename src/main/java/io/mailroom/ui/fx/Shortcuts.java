package io.mailroom.ui.fx;

import io.mailroom.ui.common.Messages;
import java.util.Locale;
import javafx.scene.input.KeyCharacterCombination;
import javafx.scene.input.KeyCodeCombination;
import javafx.scene.input.KeyCombination;
import javafx.scene.input.KeyCombination.ModifierValue;

/**
 * A shortcut in the app's own words ("Strg+↵ sendet"), with the modifier keys named as the
 * keyboard of the person's language names them (Strg, Umschalt, Maj). macOS keeps JavaFX's
 * symbols (⌘, ⇧, ⌥), which its keyboards print. Menus draw their accelerators themselves.
 */
public final class Shortcuts {

    private static final boolean MAC = System.getProperty("os.name", "").toLowerCase(Locale.ROOT).startsWith("mac");

    private Shortcuts() {
    }

    /** {@code shortcut} as a person reads it in the current language: "Strg+Umschalt+N". */
    public static String text(KeyCombination shortcut) {
        if (MAC) {
            return shortcut.getDisplayText();
        }
        StringBuilder text = new StringBuilder();
        if (shortcut.getControl() == ModifierValue.DOWN || shortcut.getShortcut() == ModifierValue.DOWN) {
            text.append(Messages.text("common.key.ctrl")).append('+');
        }
        if (shortcut.getAlt() == ModifierValue.DOWN) {
            text.append(Messages.text("common.key.alt")).append('+');
        }
        if (shortcut.getShift() == ModifierValue.DOWN) {
            text.append(Messages.text("common.key.shift")).append('+');
        }
        return text.append(keyAndMeta(shortcut)).toString();
    }

    /** The shortcut {@code combination}, as {@link KeyCombination#keyCombination} spells it ("Shift+F5"), as a person reads it. */
    public static String text(String combination) {
        return text(KeyCombination.keyCombination(combination));
    }

    /** The key itself as JavaFX names it (↵, F5), after Meta if that is held. */
    private static String keyAndMeta(KeyCombination shortcut) {
        ModifierValue up = ModifierValue.UP;
        ModifierValue meta = shortcut.getMeta();
        return switch (shortcut) {
            case KeyCodeCombination code -> new KeyCodeCombination(code.getCode(), up, up, up, meta, up).getDisplayText();
            case KeyCharacterCombination character ->
                    new KeyCharacterCombination(character.getCharacter(), up, up, up, meta, up).getDisplayText();
            default -> shortcut.getDisplayText();
        };
    }
}
