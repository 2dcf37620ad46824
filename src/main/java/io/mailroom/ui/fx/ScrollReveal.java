package io.mailroom.ui.fx;

import javafx.geometry.Bounds;
import javafx.scene.Node;
import javafx.scene.control.ScrollPane;

/**
 * Keeps what matters inside a scrolled form's viewport. JavaFX's ScrollPane does not follow
 * focus, so without this a person tabbing through a long form would type below the fold.
 */
public final class ScrollReveal {

    private static final double MARGIN = 12;

    private ScrollReveal() {
    }

    /** Scrolls to each node inside the pane that gets the focus. */
    public static void followFocus(ScrollPane pane) {
        pane.sceneProperty().addListener((observable, before, scene) -> {
            if (scene != null) {
                scene.focusOwnerProperty().addListener((focus, was, now) -> {
                    if (now != null && inside(now, pane.getContent())) {
                        reveal(pane, now);
                    }
                });
            }
        });
    }

    /** Scrolls vertically, as little as possible, so that {@code node} is in view. */
    public static void reveal(ScrollPane pane, Node node) {
        Node content = pane.getContent();
        double contentHeight = content.getLayoutBounds().getHeight();
        double viewportHeight = pane.getViewportBounds().getHeight();
        double scrollable = contentHeight - viewportHeight;
        if (scrollable <= 0) {
            return;
        }
        Bounds target = content.sceneToLocal(node.localToScene(node.getLayoutBounds()));
        double top = (pane.getVvalue() - pane.getVmin()) / (pane.getVmax() - pane.getVmin()) * scrollable;
        double offset = top;
        if (target.getMinY() - MARGIN < top) {
            offset = target.getMinY() - MARGIN;
        } else if (target.getMaxY() + MARGIN > top + viewportHeight) {
            offset = target.getMaxY() + MARGIN - viewportHeight;
        }
        double fraction = Math.clamp(offset / scrollable, 0, 1);
        pane.setVvalue(pane.getVmin() + fraction * (pane.getVmax() - pane.getVmin()));
    }

    private static boolean inside(Node node, Node ancestor) {
        for (Node at = node; at != null; at = at.getParent()) {
            if (at == ancestor) {
                return true;
            }
        }
        return false;
    }
}
