package io.mailroom.ui.compose;

import atlantafx.base.theme.Styles;
import javafx.beans.property.BooleanProperty;
import javafx.scene.Node;
import javafx.scene.control.ToggleButton;
import javafx.scene.control.ToggleGroup;
import javafx.scene.control.Tooltip;
import javafx.scene.layout.HBox;

/** Plain text or HTML, as two joined buttons of which one is always chosen. */
final class FormatSwitch {

    private final HBox root;

    FormatSwitch(BooleanProperty html) {
        ToggleButton plain = new ToggleButton("Plain text");
        plain.setId("format-plain");
        plain.getStyleClass().add(Styles.LEFT_PILL);
        plain.setTooltip(new Tooltip("The body is sent as text, exactly as written"));
        ToggleButton markup = new ToggleButton("HTML");
        markup.setId("format-html");
        markup.getStyleClass().add(Styles.RIGHT_PILL);
        markup.setTooltip(new Tooltip("The body is HTML; the preview renders it as a mail client would"));
        ToggleGroup group = new ToggleGroup();
        group.getToggles().setAll(plain, markup);
        group.selectToggle(html.get() ? markup : plain);
        // One of the two stays chosen: a click on the chosen one does not leave neither.
        group.selectedToggleProperty().addListener((obs, old, now) -> {
            if (now == null) {
                group.selectToggle(old);
            } else {
                html.set(now == markup);
            }
        });
        html.addListener((obs, was, now) -> group.selectToggle(now ? markup : plain));
        root = new HBox(plain, markup);
    }

    Node view() {
        return root;
    }
}
