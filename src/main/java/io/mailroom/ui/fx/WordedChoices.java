package io.mailroom.ui.fx;

import java.util.function.Function;
import javafx.scene.control.ComboBox;
import javafx.util.StringConverter;

/** Choice boxes whose items are shown in the person's words rather than by their {@code toString}. */
public final class WordedChoices {

    private WordedChoices() {
    }

    /**
     * Shows each item of {@code box} as {@code words} says it; text reads back as the item worded so,
     * or nothing when no item is.
     */
    public static <T> void wordedBy(ComboBox<T> box, Function<T, String> words) {
        box.setConverter(new StringConverter<>() {
            @Override
            public String toString(T item) {
                return item == null ? "" : words.apply(item);
            }

            @Override
            public T fromString(String text) {
                return box.getItems().stream().filter(item -> words.apply(item).equals(text)).findFirst().orElse(null);
            }
        });
    }
}
