package io.mailroom.ui.compose;

import atlantafx.base.theme.Styles;
import io.mailroom.ui.common.Messages;
import javafx.beans.property.BooleanProperty;
import javafx.scene.Node;
import javafx.scene.control.ToggleButton;
import javafx.scene.control.ToggleGroup;
import javafx.scene.control.Tooltip;
import javafx.scene.layout.HBox;

/** Plain text or HTML, as two joined buttons of which one is always chosen. */
final class FormatSwitchBar {

    private final HBox root;

    FormatSwitchBar(BooleanProperty html) {
        ToggleButton plain = new ToggleButton(Messages.text("compose.format.plain"));
        plain.setId("format-plain");
        plain.getStyleClass().add(Styles.LEFT_PILL);
        plain.setTooltip(new Tooltip(Messages.text("compose.format.plain.tooltip")));
        ToggleButton markup = new ToggleButton(Messages.text("compose.format.html"));
        markup.setId("format-html");
        markup.getStyleClass().add(Styles.RIGHT_PILL);
        markup.setTooltip(new Tooltip(Messages.text("compose.format.html.tooltip")));
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
        plain.setMinWidth(HBox.USE_PREF_SIZE);
        markup.setMinWidth(HBox.USE_PREF_SIZE);
        root = new HBox(plain, markup);
    }

    Node view() {
        return root;
    }
}
