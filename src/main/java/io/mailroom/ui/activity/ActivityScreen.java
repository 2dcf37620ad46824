package io.mailroom.ui.activity;

import io.mailroom.api.ActivityRecord;
import io.mailroom.service.ActivityLog;
import io.mailroom.ui.common.Async;
import io.mailroom.ui.common.Clipboards;
import io.mailroom.ui.common.Icons;
import io.mailroom.ui.common.Screen;
import java.time.Instant;
import java.time.ZoneId;
import java.util.List;
import java.util.Objects;
import java.util.function.Function;
import javafx.beans.binding.Bindings;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.collections.transformation.SortedList;
import javafx.css.PseudoClass;
import javafx.geometry.Insets;
import javafx.geometry.Pos;
import javafx.scene.Node;
import javafx.scene.control.Button;
import javafx.scene.control.ContextMenu;
import javafx.scene.control.Label;
import javafx.scene.control.MenuItem;
import javafx.scene.control.TableCell;
import javafx.scene.control.TableColumn;
import javafx.scene.control.TableRow;
import javafx.scene.control.TableView;
import javafx.scene.control.TextField;
import javafx.scene.control.ToggleButton;
import javafx.scene.control.Tooltip;
import javafx.scene.input.KeyCode;
import javafx.scene.input.KeyCodeCombination;
import javafx.scene.input.KeyCombination;
import javafx.scene.input.KeyEvent;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import org.kordamp.ikonli.Ikon;
import org.kordamp.ikonli.feather.Feather;

/**
 * Every request the app made, newest first: what was asked, what the service answered and its
 * requestId, the one thing a person sends to the service's support, copied in one gesture.
 */
public final class ActivityScreen implements Screen {

    private static final PseudoClass FAILED = PseudoClass.getPseudoClass("failed");
    private static final KeyCombination COPY = new KeyCodeCombination(KeyCode.C, KeyCombination.SHORTCUT_DOWN);

    private final ActivityViewModel model;
    private final ZoneId zone = ZoneId.systemDefault();
    private final TableView<ActivityRecord> table = new TableView<>();
    private final Label copied = new Label();
    private final BorderPane root;

    /** Never changes: {@link Screen#id()}. */
    public static final String ID = "activity";

    public ActivityScreen(ActivityLog log, Async async) {
        this.model = new ActivityViewModel(log, async);
        this.root = layout();
    }

    @Override
    public String id() {
        return ID;
    }

    @Override
    public String title() {
        return "Activity";
    }

    @Override
    public Ikon icon() {
        return Feather.ACTIVITY;
    }

    @Override
    public Node view() {
        return root;
    }

    @Override
    public void stop() {
        model.close();
    }

    private BorderPane layout() {
        TextField filter = new TextField();
        filter.setId("activity-filter");
        filter.setPromptText("Filter by method, path, status, code, message, requestId");
        filter.textProperty().bindBidirectional(model.filterProperty());
        HBox.setHgrow(filter, Priority.ALWAYS);
        filter.setMaxWidth(460);

        ToggleButton failuresOnly = new ToggleButton("Failures only", Icons.of(Feather.ALERT_TRIANGLE));
        failuresOnly.setId("failures-only");
        failuresOnly.selectedProperty().bindBidirectional(model.failuresOnlyProperty());

        Label count = new Label();
        count.setId("activity-count");
        count.textProperty().bind(model.countProperty());

        Button copy = new Button("Copy requestId", Icons.of(Feather.COPY));
        copy.setId("copy-request-id");
        copy.disableProperty().bind(Bindings.createBooleanBinding(
                () -> requestIdOf(table.getSelectionModel().getSelectedItem()) == null,
                table.getSelectionModel().selectedItemProperty()));
        copy.setOnAction(event -> copy(table.getSelectionModel().getSelectedItem()));

        copied.setId("copy-notice");
        copied.getStyleClass().add("text-muted");
        table.getSelectionModel().selectedItemProperty().addListener((observable, before, now) -> copied.setText(""));

        Region spacer = new Region();
        HBox.setHgrow(spacer, Priority.ALWAYS);
        HBox toolbar = new HBox(8, filter, failuresOnly, spacer, copied, count, copy);
        toolbar.setAlignment(Pos.CENTER_LEFT);
        toolbar.setPadding(new Insets(0, 0, 8, 0));

        BorderPane pane = new BorderPane(table());
        pane.setTop(toolbar);
        pane.setPadding(new Insets(12));
        pane.getStylesheets().add(Objects.requireNonNull(ActivityScreen.class.getResource("activity.css")).toExternalForm());
        return pane;
    }

    private TableView<ActivityRecord> table() {
        SortedList<ActivityRecord> sorted = new SortedList<>(model.shown());
        sorted.comparatorProperty().bind(table.comparatorProperty());
        table.setItems(sorted);
        table.setId("activity-table");
        table.getStyleClass().add("activity-table");
        TableColumn<ActivityRecord, String> path = column("Path", 240, ActivityRecord::path, Function.identity());
        TableColumn<ActivityRecord, String> message = column("Message", 300, ActivityRecord::message, Function.identity());
        // Path and message give way when the window narrows; the other columns always show their whole value.
        path.setMinWidth(120);
        message.setMinWidth(160);
        table.getColumns().setAll(List.of(
                column("Time", 80, ActivityRecord::time, (Instant time) -> ActivityText.time(time, zone)),
                column("Method", 80, ActivityRecord::method, Function.identity()),
                path,
                statusColumn(),
                column("Code", 70, ActivityRecord::code, ActivityText::code),
                message,
                column("requestId", 195, ActivityRecord::requestId, Function.identity()),
                column("Duration", 90, ActivityRecord::duration, ActivityText::millis),
                column("Attempts", 90, ActivityRecord::attempts, String::valueOf)));
        table.setColumnResizePolicy(TableView.CONSTRAINED_RESIZE_POLICY_ALL_COLUMNS);
        table.setRowFactory(view -> row());
        table.placeholderProperty().bind(Bindings.createObjectBinding(
                () -> new Label(model.total() == 0
                        ? "No requests yet. Every request Mailroom makes is listed here, with the service's answer."
                        : "No request matches the filter."),
                model.countProperty()));
        table.addEventHandler(KeyEvent.KEY_PRESSED, event -> {
            if (COPY.match(event)) {
                copy(table.getSelectionModel().getSelectedItem());
                event.consume();
            }
        });
        return table;
    }

    private TableRow<ActivityRecord> row() {
        TableRow<ActivityRecord> row = new TableRow<>() {
            @Override
            protected void updateItem(ActivityRecord item, boolean empty) {
                super.updateItem(item, empty);
                pseudoClassStateChanged(FAILED, !empty && item != null && !item.ok());
            }
        };
        MenuItem copyItem = new MenuItem("Copy requestId", Icons.of(Feather.COPY));
        copyItem.setOnAction(event -> copy(row.getItem()));
        copyItem.disableProperty().bind(row.itemProperty().map(record -> requestIdOf(record) == null).orElse(true));
        ContextMenu menu = new ContextMenu(copyItem);
        row.contextMenuProperty().bind(row.emptyProperty().map(empty -> empty ? null : menu));
        return row;
    }

    /** The status, with a warning sign on failed requests so they stand out without relying on colour. */
    private TableColumn<ActivityRecord, Integer> statusColumn() {
        TableColumn<ActivityRecord, Integer> column = new TableColumn<>("Status");
        column.setPrefWidth(85);
        column.setMinWidth(85);
        column.setCellValueFactory(cell -> new ReadOnlyObjectWrapper<>(cell.getValue().httpStatus()));
        column.setCellFactory(view -> new TableCell<>() {
            @Override
            protected void updateItem(Integer status, boolean empty) {
                super.updateItem(status, empty);
                ActivityRecord record = empty ? null : getTableRow().getItem();
                setText(record == null ? null : ActivityText.status(status));
                setGraphic(record == null || record.ok() ? null : Icons.of(Feather.ALERT_TRIANGLE, 12));
            }
        });
        return column;
    }

    private static <T> TableColumn<ActivityRecord, T> column(String title, double width,
                                                             Function<ActivityRecord, T> value, Function<T, String> text) {
        TableColumn<ActivityRecord, T> column = new TableColumn<>(title);
        column.setPrefWidth(width);
        column.setMinWidth(width);
        column.setCellValueFactory(cell -> new ReadOnlyObjectWrapper<>(value.apply(cell.getValue())));
        column.setCellFactory(view -> new TableCell<>() {
            // The whole value on hover, for a path or message cut short by the column.
            private final Tooltip whole = new Tooltip();

            @Override
            protected void updateItem(T item, boolean empty) {
                super.updateItem(item, empty);
                setText(empty || item == null ? null : text.apply(item));
                whole.setText(getText());
                setTooltip(getText() == null ? null : whole);
            }
        });
        return column;
    }

    private void copy(ActivityRecord record) {
        String requestId = requestIdOf(record);
        if (requestId == null) {
            return;
        }
        Clipboards.copy(requestId);
        copied.setText("Copied " + requestId);
    }

    private static String requestIdOf(ActivityRecord record) {
        return record == null || record.requestId() == null || record.requestId().isBlank() ? null : record.requestId();
    }
}
