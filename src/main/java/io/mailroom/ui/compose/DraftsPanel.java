package io.mailroom.ui.compose;

import atlantafx.base.theme.Styles;
import io.mailroom.service.compose.Draft;
import io.mailroom.ui.common.Formats;
import io.mailroom.ui.common.Messages;
import io.mailroom.ui.fx.Icons;
import java.util.function.Consumer;
import javafx.collections.ListChangeListener;
import javafx.geometry.Insets;
import javafx.geometry.Pos;
import javafx.scene.Node;
import javafx.scene.control.Button;
import javafx.scene.control.ContentDisplay;
import javafx.scene.control.Label;
import javafx.scene.control.ListCell;
import javafx.scene.control.ListView;
import javafx.scene.control.Tooltip;
import javafx.scene.input.KeyCode;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import javafx.scene.layout.VBox;
import org.kordamp.ikonli.feather.Feather;

/** The kept drafts, newest first: the one being written is selected; choosing another opens it. */
final class DraftsPanel {

    private final ComposeViewModel model;
    private final ListView<Draft> list;
    private final VBox root;

    DraftsPanel(ComposeViewModel model, Consumer<Draft> delete) {
        this.model = model;
        list = new ListView<>(model.drafts());
        list.setId("drafts-list");
        list.setCellFactory(view -> new DraftCell());
        Label empty = new Label(Messages.text("compose.drafts.empty"));
        empty.setWrapText(true);
        empty.getStyleClass().add(Styles.TEXT_MUTED);
        list.setPlaceholder(empty);
        // Opened by a click or Enter, never by a selection change: the list reorders itself as drafts are saved.
        list.setOnMouseClicked(event -> openSelected());
        list.setOnKeyPressed(event -> {
            Draft selected = list.getSelectionModel().getSelectedItem();
            if (selected == null) {
                return;
            }
            if (event.getCode() == KeyCode.ENTER) {
                event.consume();
                model.open(selected);
            } else if (event.getCode() == KeyCode.DELETE) {
                event.consume();
                delete.accept(selected);
            }
        });
        model.draftNameProperty().addListener((obs, old, now) -> follow());
        model.drafts().addListener((ListChangeListener<Draft>) change -> follow());
        VBox.setVgrow(list, Priority.ALWAYS);

        Button remove = new Button(null, Icons.of(Feather.TRASH_2));
        remove.setId("delete-draft");
        remove.getStyleClass().addAll(Styles.BUTTON_ICON, Styles.FLAT);
        remove.setTooltip(new Tooltip(Messages.text("compose.drafts.delete.tooltip")));
        remove.disableProperty().bind(list.getSelectionModel().selectedItemProperty().isNull().or(model.sendingProperty()));
        remove.setOnAction(event -> delete.accept(list.getSelectionModel().getSelectedItem()));
        Label title = new Label(Messages.text("compose.drafts.kept"));
        title.getStyleClass().add(Styles.TEXT_MUTED);
        Region gap = new Region();
        HBox.setHgrow(gap, Priority.ALWAYS);
        HBox bar = new HBox(6, title, gap, remove);
        bar.setAlignment(Pos.CENTER_LEFT);
        root = new VBox(6, bar, list);
        root.setPadding(new Insets(8));
        list.disableProperty().bind(model.sendingProperty());
    }

    Node view() {
        return root;
    }

    private void openSelected() {
        Draft selected = list.getSelectionModel().getSelectedItem();
        if (selected != null) {
            model.open(selected);
        }
    }

    private void follow() {
        String current = model.draftNameProperty().get();
        Draft match = current == null ? null
                : model.drafts().stream().filter(d -> d.name().equalsIgnoreCase(current)).findFirst().orElse(null);
        if (match == null) {
            list.getSelectionModel().clearSelection();
        } else {
            list.getSelectionModel().select(match);
        }
    }

    private static final class DraftCell extends ListCell<Draft> {

        private final Label subject = new Label();
        private final Label detail = new Label();
        private final VBox lines = new VBox(2, subject, detail);

        DraftCell() {
            subject.getStyleClass().add(Styles.TEXT_BOLD);
            detail.getStyleClass().addAll(Styles.TEXT_SMALL, Styles.TEXT_MUTED);
            subject.setMinWidth(0);
            detail.setMinWidth(0);
            setContentDisplay(ContentDisplay.GRAPHIC_ONLY);
            // As the Sent tab's cells: a long address ends in "…" instead of widening the list to scroll sideways.
            setPrefWidth(0);
        }

        @Override
        protected void updateItem(Draft draft, boolean empty) {
            super.updateItem(draft, empty);
            if (empty || draft == null) {
                setGraphic(null);
                setAccessibleText(null);
                return;
            }
            subject.setText(HistoryText.subject(draft.subject()));
            String to = draft.to() == null || draft.to().isBlank() ? Messages.text("compose.draft.noRecipient")
                    : Messages.text("compose.draft.to", draft.to().strip());
            detail.setText(draft.updated() == null ? to : Messages.text("compose.draft.detail", to, Formats.dateTime(draft.updated())));
            setAccessibleText(Messages.text("compose.draft.accessible", subject.getText(), detail.getText()));
            setGraphic(lines);
        }
    }
}
