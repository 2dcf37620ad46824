package io.mailroom.ui.fx;

import atlantafx.base.controls.CustomTextField;
import javafx.beans.property.Property;
import javafx.beans.value.ObservableValue;
import javafx.scene.control.TableView;
import javafx.scene.control.TextField;
import javafx.scene.control.Tooltip;
import javafx.scene.layout.Region;
import javafx.scene.text.Text;
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

    /** The same, saying {@code brief} ("Find") where the whole {@code prompt} has no room: {@link #fitPrompt}. */
    public static CustomTextField of(String id, String prompt, String brief, Property<String> text) {
        CustomTextField field = of(id, prompt, text);
        fitPrompt(field, prompt, brief);
        return field;
    }

    /** The same, its whole prompt following {@code prompt} (a find over a page, or over every contact). */
    public static CustomTextField of(String id, ObservableValue<String> prompt, String brief, Property<String> text) {
        CustomTextField field = of(id, prompt.getValue(), text);
        fitPrompt(field, prompt, brief);
        return field;
    }

    /** {@link #fitPrompt(TextField, String, String)} for a prompt that changes. */
    public static void fitPrompt(TextField field, ObservableValue<String> prompt, String brief) {
        Tooltip whole = new Tooltip();
        whole.textProperty().bind(prompt);
        field.setTooltip(whole);
        Runnable fit = () -> field.setPromptText(textWidth(prompt.getValue(), field) <= room(field) ? prompt.getValue() : brief);
        prompt.subscribe(fit);
        fitWhenResized(field, fit);
    }

    /**
     * {@code field} shows {@code prompt} while it has room for the whole of it and {@code brief}
     * when narrower, the whole prompt always in its tooltip: a prompt is clipped with no "…", so a
     * cut one would read as if it said all (German and French need a third more room than English).
     */
    public static void fitPrompt(TextField field, String prompt, String brief) {
        field.setTooltip(new Tooltip(prompt));
        fitWhenResized(field, () -> field.setPromptText(textWidth(prompt, field) <= room(field) ? prompt : brief));
    }

    private static void fitWhenResized(TextField field, Runnable fit) {
        field.widthProperty().subscribe(fit);
        field.fontProperty().subscribe(fit);
        // The icon's pane is the skin's, sized after the field: its width counts too.
        if (field instanceof CustomTextField custom && custom.getLeft() != null) {
            custom.getLeft().parentProperty().subscribe(parent -> {
                if (parent instanceof Region pane) {
                    pane.widthProperty().subscribe(fit);
                }
            });
        }
    }

    /** The width left for the text: the field's, less its padding and the icon's pane beside it. */
    private static double room(TextField field) {
        double room = field.getWidth() - field.getInsets().getLeft() - field.getInsets().getRight();
        if (field instanceof CustomTextField custom && custom.getLeft() != null && custom.getLeft().getParent() instanceof Region pane) {
            room -= pane.getWidth();
        }
        return room;
    }

    private static double textWidth(String words, TextField field) {
        Text text = new Text(words);
        text.setFont(field.getFont());
        return text.getLayoutBounds().getWidth();
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
