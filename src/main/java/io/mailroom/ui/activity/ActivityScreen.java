package io.mailroom.ui.activity;

import io.mailroom.api.ActivityRecord;
import io.mailroom.service.ActivityLog;
import io.mailroom.ui.common.Async;
import io.mailroom.ui.common.Formats;
import io.mailroom.ui.common.Messages;
import io.mailroom.ui.common.Screen;
import io.mailroom.ui.fx.ColumnFit;
import io.mailroom.ui.fx.FindField;
import io.mailroom.ui.fx.Icons;
import io.mailroom.ui.fx.RequestIdField;
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
    private final TableView<ActivityRecord> table = new TableView<>();
    private final RequestIdField requestId = RequestIdField.plain("activity");
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
        return Messages.text("activity.title");
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
        FindField.fitPrompt(filter, Messages.text("activity.filter.prompt"), Messages.text("activity.filter"));
        filter.textProperty().bindBidirectional(model.filterProperty());
        HBox.setHgrow(filter, Priority.ALWAYS);
        filter.setMinWidth(120);
        filter.setMaxWidth(460);

        ToggleButton failuresOnly = new ToggleButton(Messages.text("activity.failuresOnly"), Icons.of(Feather.ALERT_TRIANGLE));
        failuresOnly.setId("failures-only");
        failuresOnly.setMinWidth(Region.USE_PREF_SIZE);
        failuresOnly.selectedProperty().bindBidirectional(model.failuresOnlyProperty());

        Label count = new Label();
        count.setId("activity-count");
        count.setMinWidth(Region.USE_PREF_SIZE);
        count.textProperty().bind(model.countProperty());

        Region spacer = new Region();
        HBox.setHgrow(spacer, Priority.ALWAYS);
        HBox toolbar = new HBox(8, filter, failuresOnly, spacer, count);
        toolbar.setAlignment(Pos.CENTER_LEFT);
        toolbar.setPadding(new Insets(0, 0, 8, 0));

        // The selected request's requestId, to read, select or copy: the one thing support asks for.
        requestId.requestIdProperty().bind(table.getSelectionModel().selectedItemProperty()
                .map(ActivityScreen::requestIdOf).orElse(""));
        Label requestIdName = new Label(Messages.text("activity.selectedRequestId"));
        requestIdName.setMinWidth(Region.USE_PREF_SIZE);
        HBox footer = new HBox(8, requestIdName, requestId.view());
        footer.setAlignment(Pos.CENTER_LEFT);
        footer.setPadding(new Insets(8, 0, 0, 0));

        BorderPane pane = new BorderPane(table());
        pane.setTop(toolbar);
        pane.setBottom(footer);
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
        TableColumn<ActivityRecord, String> path = column(Messages.text("activity.column.path"), 240, ActivityRecord::path, Function.identity());
        TableColumn<ActivityRecord, String> message = column(Messages.text("activity.column.message"), 300, ActivityRecord::message, Function.identity());
        // Path and message give way when the window narrows; the other columns always show their whole value.
        path.setMinWidth(120);
        message.setMinWidth(160);
        table.getColumns().setAll(List.of(
                column(Messages.text("activity.column.time"), 95, ActivityRecord::time, Formats::time),
                column(Messages.text("activity.column.method"), 80, ActivityRecord::method, Function.identity()),
                path,
                statusColumn(),
                column(Messages.text("activity.column.code"), 70, ActivityRecord::code, ActivityText::code),
                message,
                column(Messages.text("activity.column.requestId"), 195, ActivityRecord::requestId, Function.identity()),
                column(Messages.text("activity.column.duration"), 90, ActivityRecord::duration, ActivityText::millis),
                column(Messages.text("activity.column.attempts"), 90, ActivityRecord::attempts, (Integer attempts) -> Formats.number(attempts))));
        ColumnFit.fitOrScroll(table);
        table.setRowFactory(view -> row());
        Label placeholder = new Label();
        placeholder.setWrapText(true);
        placeholder.setPadding(new Insets(16));
        placeholder.textProperty().bind(Bindings.createStringBinding(
                () -> Messages.text(model.total() == 0 ? "activity.empty" : "activity.noMatch"), model.countProperty()));
        table.setPlaceholder(placeholder);
        table.addEventHandler(KeyEvent.KEY_PRESSED, event -> {
            if (COPY.match(event)) {
                requestId.copy();
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
        MenuItem copyItem = new MenuItem(Messages.text("activity.copyRequestId"), Icons.of(Feather.COPY));
        copyItem.setOnAction(event -> {
            table.getSelectionModel().select(row.getItem());
            requestId.copy();
        });
        copyItem.disableProperty().bind(row.itemProperty().map(record -> requestIdOf(record).isEmpty()).orElse(true));
        ContextMenu menu = new ContextMenu(copyItem);
        row.contextMenuProperty().bind(row.emptyProperty().map(empty -> empty ? null : menu));
        return row;
    }

    /** The status, with a warning sign on failed requests so they stand out without relying on colour. */
    private TableColumn<ActivityRecord, Integer> statusColumn() {
        TableColumn<ActivityRecord, Integer> column = new TableColumn<>(Messages.text("activity.column.status"));
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

    /** The record's requestId, or "" for a request that got none (it never reached the service). */
    private static String requestIdOf(ActivityRecord record) {
        return record == null || record.requestId() == null || record.requestId().isBlank() ? "" : record.requestId();
    }
}
