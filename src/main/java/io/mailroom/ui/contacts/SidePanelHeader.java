package io.mailroom.ui.contacts;

import atlantafx.base.theme.Styles;
import io.mailroom.ui.fx.Icons;
import javafx.beans.property.BooleanProperty;
import javafx.geometry.Pos;
import javafx.scene.Node;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.Tooltip;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import org.kordamp.ikonli.feather.Feather;

/** The title line of a side panel of the contacts screen (the segments, the chart): its title, and a × that hides it. */
final class SidePanelHeader {

    private SidePanelHeader() {
    }

    /** {@code closeId} names the ×, {@code closeTip} says what it does; it sets {@code shown} false. */
    static Node of(String title, String closeId, String closeTip, BooleanProperty shown) {
        Label label = new Label(title);
        label.getStyleClass().add(Styles.TITLE_4);
        label.setMinWidth(0);
        Button close = new Button(null, Icons.of(Feather.X));
        close.setId(closeId);
        close.getStyleClass().addAll(Styles.BUTTON_ICON, Styles.FLAT);
        close.setTooltip(new Tooltip(closeTip));
        close.setOnAction(event -> shown.set(false));
        Region gap = new Region();
        HBox.setHgrow(gap, Priority.ALWAYS);
        HBox header = new HBox(label, gap, close);
        header.setAlignment(Pos.CENTER_LEFT);
        return header;
    }
}
