package io.mailroom.ui.fx;

import javafx.beans.value.ObservableBooleanValue;
import javafx.scene.Node;

/** A node that takes its room only while it shows: the one way a view hides a part of itself. */
public final class Visibility {

    private Visibility() {
    }

    public static void showWhen(Node node, ObservableBooleanValue shown) {
        node.visibleProperty().bind(shown);
        node.managedProperty().bind(node.visibleProperty());
    }
}
