package io.mailroom.ui.settings;

import io.mailroom.ui.common.Icons;
import javafx.geometry.Pos;
import javafx.scene.control.Label;
import javafx.scene.control.ListCell;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import javafx.scene.layout.VBox;
import org.kordamp.ikonli.feather.Feather;

/** A profile in the list: its name, where it connects, and "In use" on the one Mailroom works with. */
final class ProfileCell extends ListCell<ProfileEntry> {

    private final Label name = new Label();
    private final Label detail = new Label();
    private final Label inUse = new Label("In use", Icons.of(Feather.CHECK));
    private final HBox layout;

    ProfileCell() {
        name.getStyleClass().add("text-bold");
        detail.getStyleClass().addAll("text-muted", "text-small");
        inUse.getStyleClass().addAll("success", "text-small");
        inUse.getStyleClass().add("profile-in-use");
        Region spacer = new Region();
        HBox.setHgrow(spacer, Priority.ALWAYS);
        layout = new HBox(6, new VBox(2, name, detail), spacer, inUse);
        layout.setAlignment(Pos.CENTER_LEFT);
    }

    @Override
    protected void updateItem(ProfileEntry entry, boolean empty) {
        super.updateItem(entry, empty);
        if (empty || entry == null) {
            setGraphic(null);
            setText(null);
            return;
        }
        name.setText(entry.name());
        detail.setText(entry.detail());
        inUse.setVisible(entry.current());
        setText(null);
        setGraphic(layout);
    }
}
