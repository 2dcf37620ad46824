package io.mailroom.ui.common;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import javafx.geometry.Bounds;
import javafx.scene.Node;
import javafx.scene.Parent;
import javafx.scene.Scene;
import javafx.scene.control.Cell;
import javafx.scene.control.Labeled;
import javafx.scene.control.ListView;
import javafx.scene.control.ScrollPane;
import javafx.scene.control.TableView;
import javafx.scene.control.TextArea;
import javafx.scene.control.TextField;
import javafx.scene.control.TreeView;
import javafx.scene.shape.Rectangle;
import javafx.scene.text.Text;

/**
 * Whether a window is whole: no shown control lies outside it, no shown text is cut to "…", and
 * no empty field's prompt is cut short (a prompt is clipped with no "…").
 * What scrolls (scroll panes, tables, lists) is checked as a whole, not what it holds, and a
 * cell or column header may cut its text, as tables do. Read on the FX thread.
 */
public final class LayoutChecks {

    private static final double SLACK = 0.5;

    private LayoutChecks() {
    }

    /** Fails naming each control outside the scene and each text cut short. */
    public static void assertWhole(Scene scene) {
        assertThat(problems(scene)).as("controls outside the window or cut (window %.0fx%.0f)", scene.getWidth(), scene.getHeight())
                .isEmpty();
    }

    public static List<String> problems(Scene scene) {
        List<String> found = new ArrayList<>();
        visit(scene.getRoot(), scene, found);
        return found;
    }

    private static void visit(Node node, Scene scene, List<String> found) {
        if (!node.isVisible() || node.getOpacity() == 0) {
            return;
        }
        if (node instanceof Cell<?> || node.getStyleClass().contains("column-header")) {
            return;
        }
        Bounds bounds = node.localToScene(node.getLayoutBounds());
        if (bounds.getWidth() > 0 && bounds.getHeight() > 0
                && (bounds.getMinX() < -SLACK || bounds.getMinY() < -SLACK
                || bounds.getMaxX() > scene.getWidth() + SLACK || bounds.getMaxY() > scene.getHeight() + SLACK)) {
            found.add("outside: " + describe(node) + " at " + round(bounds));
            return;
        }
        if (node instanceof Labeled labeled && cut(labeled)) {
            found.add("cut: " + describe(node) + " shows \"" + shown(labeled) + "\"");
        }
        if (node instanceof TextField field && promptCut(field)) {
            found.add("cut prompt: " + describe(node) + " shows part of \"" + field.getPromptText() + "\"");
        }
        if (node instanceof ScrollPane || node instanceof TableView<?> || node instanceof ListView<?>
                || node instanceof TreeView<?> || node instanceof TextArea) {
            return;
        }
        if (node instanceof Parent parent) {
            for (Node child : parent.getChildrenUnmodifiable()) {
                visit(child, scene, found);
            }
        }
    }

    /** JavaFX shows a Labeled's text in a LabeledText of its skin, ending in the ellipsis when cut. */
    private static boolean cut(Labeled labeled) {
        String full = labeled.getText();
        String shown = shown(labeled);
        if (full == null || full.isEmpty() || shown == null) {
            return false;
        }
        String whole = labeled.isMnemonicParsing() ? full.replace("_", "") : full;
        boolean explained = labeled.getTooltip() != null && whole.equals(labeled.getTooltip().getText());
        return !shown.equals(whole) && shown.endsWith(labeled.getEllipsisString()) && !explained;
    }

    /**
     * An empty field shows its prompt in a Text of its skin, clipped to the field's content area
     * with no ellipsis: the prompt is cut when that Text is wider than the clip.
     */
    private static boolean promptCut(TextField field) {
        String prompt = field.getPromptText();
        if (prompt == null || prompt.isEmpty() || (field.getText() != null && !field.getText().isEmpty())) {
            return false;
        }
        Text shown = promptText(field, prompt);
        return shown != null && shown.getParent() != null && shown.getParent().getClip() instanceof Rectangle clip
                && shown.getLayoutBounds().getWidth() > clip.getWidth() + SLACK;
    }

    private static Text promptText(Parent parent, String prompt) {
        for (Node child : parent.getChildrenUnmodifiable()) {
            if (child instanceof Text text && prompt.equals(text.getText()) && text.isVisible()) {
                return text;
            }
            if (child instanceof Parent inner) {
                Text found = promptText(inner, prompt);
                if (found != null) {
                    return found;
                }
            }
        }
        return null;
    }

    private static String shown(Labeled labeled) {
        for (Node child : labeled.getChildrenUnmodifiable()) {
            if (child instanceof Text text && child.getClass().getSimpleName().equals("LabeledText")) {
                return text.getText();
            }
        }
        return null;
    }

    private static String describe(Node node) {
        String text = node instanceof Labeled labeled ? " \"" + labeled.getText() + "\"" : "";
        return node.getClass().getSimpleName() + (node.getId() == null ? "" : "#" + node.getId()) + text;
    }

    private static String round(Bounds b) {
        return String.format("[%.0f,%.0f – %.0f,%.0f]", b.getMinX(), b.getMinY(), b.getMaxX(), b.getMaxY());
    }
}
