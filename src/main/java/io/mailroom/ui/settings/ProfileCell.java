package io.mailroom.ui.settings;

import io.mailroom.ui.common.Messages;
import io.mailroom.ui.fx.Icons;
import javafx.geometry.Pos;
import javafx.scene.control.Label;
import javafx.scene.control.ListCell;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import javafx.scene.layout.VBox;
import org.kordamp.ikonli.feather.Feather;

/**
 * A profile in the list: its name and "In use" on the one Mailroom works with, and beneath them
 * where it connects. The cell takes the list's width and its lines wrap, so a long word or a
 * longer language never hides behind a horizontal scroll bar.
 */
final class ProfileCell extends ListCell<ProfileEntry> {

    private final Label name = new Label();
    private final Label detail = new Label();
    private final Label inUse = new Label(Messages.text("settings.profile.inUse"), Icons.of(Feather.CHECK));
    private final VBox layout;

    ProfileCell() {
        name.getStyleClass().add("text-bold");
        name.setWrapText(true);
        detail.getStyleClass().addAll("text-muted", "text-small");
        detail.setWrapText(true);
        inUse.getStyleClass().addAll("success", "text-small", "profile-in-use");
        inUse.setMinWidth(Label.USE_PREF_SIZE);
        Region spacer = new Region();
        HBox.setHgrow(spacer, Priority.ALWAYS);
        HBox top = new HBox(6, name, spacer, inUse);
        top.setAlignment(Pos.CENTER_LEFT);
        layout = new VBox(2, top, detail);
        setPrefWidth(0);
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
