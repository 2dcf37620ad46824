package io.mailroom.ui.compose;

import atlantafx.base.theme.Styles;
import io.mailroom.service.compose.SentEmail;
import io.mailroom.ui.common.Messages;
import io.mailroom.ui.common.Problem;
import io.mailroom.ui.fx.Clipboards;
import io.mailroom.ui.fx.FindField;
import io.mailroom.ui.fx.Icons;
import io.mailroom.ui.fx.ProblemView;
import io.mailroom.ui.fx.Visibility;
import java.util.Objects;
import java.util.function.Consumer;
import javafx.beans.binding.Bindings;
import javafx.beans.value.ObservableBooleanValue;
import javafx.geometry.Insets;
import javafx.geometry.Pos;
import javafx.scene.Node;
import javafx.scene.control.Button;
import javafx.scene.control.ContextMenu;
import javafx.scene.control.Label;
import javafx.scene.control.ListCell;
import javafx.scene.control.ListView;
import javafx.scene.control.MenuItem;
import javafx.scene.control.TextArea;
import javafx.scene.control.Tooltip;
import javafx.scene.input.KeyCode;
import javafx.scene.input.KeyEvent;
import javafx.scene.input.MouseButton;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import javafx.scene.layout.VBox;
import javafx.scene.text.TextAlignment;
import org.kordamp.ikonli.feather.Feather;

/**
 * The Sent tab of the compose screen: the history of sent emails, searchable, for a narrow
 * column. The selected email's details show where the form is ({@link HistoryDetailsPanel}).
 */
final class HistoryPanel {

    private final HistoryViewModel model;
    private final ObservableBooleanValue sending;
    private final Consumer<SentEmail> openAsNewDraft;
    private final ListView<SentEmail> list = new ListView<>();
    private final VBox root;

    /** While {@code sending} holds, nothing opens as a new draft: the form is the email being sent. */
    HistoryPanel(HistoryViewModel model, ObservableBooleanValue sending, Consumer<SentEmail> openAsNewDraft) {
        this.model = model;
        this.sending = sending;
        this.openAsNewDraft = openAsNewDraft;
        Node entries = list();
        VBox.setVgrow(entries, Priority.ALWAYS);
        root = new VBox(8, searchField(), notice(), entries);
        root.setPadding(new Insets(8));
        root.getStyleClass().add("history-panel");
        root.getStylesheets().add(Objects.requireNonNull(HistoryPanel.class.getResource("history.css")).toExternalForm());
    }

    Node view() {
        return root;
    }

    private Node searchField() {
        return FindField.of("history-search", Messages.text("compose.history.search.prompt"), model.searchProperty());
    }

    /**
     * Damaged lines of the history moved aside, told where the person looks until they dismiss it.
     * The text names files and says why a line could not be read, so it is selectable and scrolls within a few lines
     * rather than pushing the list out of a narrow column.
     */
    private Node notice() {
        Label title = new Label(Messages.text("compose.history.damaged.title"));
        title.getStyleClass().add(Styles.TEXT_BOLD);
        title.setWrapText(true);
        TextArea text = new TextArea();
        text.setId("history-notice-text");
        text.getStyleClass().add("history-notice-text");
        text.setEditable(false);
        text.setWrapText(true);
        text.setPrefRowCount(3);
        text.textProperty().bind(model.noticeProperty());
        VBox words = new VBox(2, title, text);
        HBox.setHgrow(words, Priority.ALWAYS);
        Button dismiss = new Button(null, Icons.of(Feather.X));
        dismiss.setId("history-dismiss-notice");
        dismiss.getStyleClass().addAll(Styles.BUTTON_ICON, Styles.FLAT);
        dismiss.setTooltip(new Tooltip(Messages.text("compose.dismiss")));
        dismiss.setOnAction(event -> model.dismissNotice());
        HBox notice = new HBox(8, Icons.of(Feather.ALERT_TRIANGLE), words, dismiss);
        notice.setId("history-notice");
        notice.getStyleClass().add("history-notice");
        notice.setAlignment(Pos.TOP_LEFT);
        // The column is short: the list and details give way, the notice does not.
        notice.setMinHeight(Region.USE_PREF_SIZE);
        Visibility.showWhen(notice, model.noticeProperty().isNotEmpty());
        return notice;
    }

    private ListView<SentEmail> list() {
        list.setId("history-list");
        list.getStyleClass().add("history-list");
        list.setItems(model.entries());
        list.setMinHeight(120);
        list.setCellFactory(view -> cell());
        list.getSelectionModel().selectedItemProperty().addListener((observable, before, now) -> model.selectedProperty().set(now));
        model.selectedProperty().addListener((observable, before, now) -> {
            if (now == null) {
                list.getSelectionModel().clearSelection();
            } else if (!now.equals(list.getSelectionModel().getSelectedItem())) {
                list.getSelectionModel().select(now);
            }
        });
        list.addEventHandler(KeyEvent.KEY_PRESSED, event -> {
            if (event.getCode() == KeyCode.ENTER && model.selectedProperty().get() != null) {
                open(model.selectedProperty().get());
                event.consume();
            }
        });
        list.placeholderProperty().bind(Bindings.createObjectBinding(this::placeholder,
                model.problemProperty(), model.loadingProperty(), model.emptyTextProperty()));
        return list;
    }

    private ListCell<SentEmail> cell() {
        HistoryCell cell = new HistoryCell();
        cell.setOnMouseClicked(event -> {
            if (event.getButton() == MouseButton.PRIMARY && event.getClickCount() == 2 && !cell.isEmpty()) {
                open(cell.getItem());
            }
        });
        MenuItem open = new MenuItem(Messages.text("compose.history.openAsDraft"), Icons.of(Feather.EDIT));
        open.setOnAction(event -> open(cell.getItem()));
        open.disableProperty().bind(sending);
        MenuItem copy = new MenuItem(Messages.text("compose.history.copyRequestId"), Icons.of(Feather.COPY));
        copy.setOnAction(event -> Clipboards.copy(cell.getItem().requestId()));
        copy.disableProperty().bind(cell.itemProperty().map(email -> email.requestId() == null || email.requestId().isBlank()).orElse(true));
        ContextMenu menu = new ContextMenu(open, copy);
        cell.contextMenuProperty().bind(cell.emptyProperty().map(empty -> empty ? null : menu));
        return cell;
    }

    /** What the list shows when it lists nothing: the failure with a retry, progress, or why it is empty. */
    private Node placeholder() {
        Problem problem = model.problemProperty().get();
        if (problem != null) {
            Button retry = new Button(Messages.text("compose.retry"), Icons.of(Feather.REFRESH_CW));
            retry.setId("history-retry");
            retry.setOnAction(event -> model.refresh());
            return placeholderBox("history-problem", ProblemView.of("history-problem", problem).view(), retry);
        }
        if (model.loadingProperty().get()) {
            return placeholderBox("history-loading", centredText(Messages.text("compose.loading")));
        }
        return placeholderBox("history-empty", Icons.of(Feather.SEND, 32), centredText(model.emptyTextProperty().get()));
    }

    private static Label centredText(String text) {
        Label label = new Label(text);
        label.setWrapText(true);
        label.setTextAlignment(TextAlignment.CENTER);
        label.getStyleClass().add(Styles.TEXT_MUTED);
        return label;
    }

    private static VBox placeholderBox(String id, Node... children) {
        VBox box = new VBox(10, children);
        box.setId(id);
        box.setAlignment(Pos.CENTER);
        box.setPadding(new Insets(16));
        return box;
    }

    private void open(SentEmail email) {
        if (email != null && !sending.get()) {
            openAsNewDraft.accept(email);
        }
    }
}
