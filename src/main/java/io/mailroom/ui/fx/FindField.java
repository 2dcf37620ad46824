package io.mailroom.ui.fx;

import atlantafx.base.controls.CustomTextField;
import javafx.beans.property.Property;
import javafx.scene.control.TableView;
import javafx.scene.control.TextField;
import org.kordamp.ikonli.feather.Feather;

/**
 * The find field above a list: a search icon, the words it finds by, and Enter going to the
 * first row found, so finding and then acting (Edit…, Delete…) needs no mouse.
 */
public final class FindField {

    private FindField() {
    }

    /** A field bound both ways to {@code text}, shrinking to a few words' width before it is cut. */
    public static CustomTextField of(String id, String prompt, Property<String> text) {
        CustomTextField field = new CustomTextField();
        field.setId(id);
        field.setPromptText(prompt);
        field.setLeft(Icons.of(Feather.SEARCH));
        field.setPrefColumnCount(24);
        field.setMinWidth(120);
        field.textProperty().bindBidirectional(text);
        return field;
    }

    /** Enter in {@code field} selects and focuses the first row of {@code table}, and goes no further (not on to a default button). */
    public static void leadsTo(TextField field, TableView<?> table) {
        field.setOnAction(event -> {
            event.consume();
            if (!table.getItems().isEmpty()) {
                table.requestFocus();
                table.getSelectionModel().clearAndSelect(0);
                table.getFocusModel().focus(0);
            }
        });
    }

    /** What the Find menu item does: the field takes the keyboard with its words selected, to type over. */
    public static void focus(TextField field) {
        field.requestFocus();
        field.selectAll();
    }
}
