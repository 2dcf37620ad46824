package io.mailroom.ui.outbox;

import atlantafx.base.controls.CustomTextField;
import atlantafx.base.theme.Styles;
import io.mailroom.service.OutboxEmail;
import io.mailroom.service.profiles.Session;
import io.mailroom.ui.common.Async;
import io.mailroom.ui.common.Dialogs;
import io.mailroom.ui.common.Icons;
import io.mailroom.ui.common.Screen;
import java.time.Instant;
import java.time.ZoneId;
import java.time.format.DateTimeFormatter;
import java.util.List;
import java.util.Objects;
import java.util.function.Function;
import javafx.beans.binding.BooleanExpression;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.collections.transformation.SortedList;
import javafx.geometry.Insets;
import javafx.geometry.Orientation;
import javafx.geometry.Pos;
import javafx.scene.Node;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.Menu;
import javafx.scene.control.MenuItem;
import javafx.scene.control.SeparatorMenuItem;
import javafx.scene.control.SplitPane;
import javafx.scene.control.TableCell;
import javafx.scene.control.TableColumn;
import javafx.scene.control.TableView;
import javafx.scene.control.Tooltip;
import javafx.scene.input.KeyCode;
import javafx.scene.input.KeyCodeCombination;
import javafx.scene.input.KeyCombination;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import javafx.scene.layout.VBox;
import javafx.scene.text.TextAlignment;
import javafx.stage.Window;
import org.kordamp.ikonli.Ikon;
import org.kordamp.ikonli.feather.Feather;

/**
 * The sandbox's outbox, as a local capture tool such as Mailpit shows one: the emails the built-in
 * sandbox received instead of delivering, newest first, and below them the one selected with its
 * body rendered. Offered only while Mailroom works with the Sandbox profile.
 */
public final class OutboxScreen implements Screen {

    static final KeyCombination FIND = KeyCombination.keyCombination("Shortcut+F");
    static final KeyCombination REFRESH = new KeyCodeCombination(KeyCode.F5);
    static final String EMPTY_TITLE = "Nothing captured yet.";
    static final String EMPTY_DETAIL = "Emails sent on the Sandbox profile appear here; nothing is delivered.";

    private static final DateTimeFormatter CLOCK = DateTimeFormatter.ofPattern("HH:mm:ss");

    private final OutboxViewModel model;
    private final ZoneId zone = ZoneId.systemDefault();
    private final TableView<OutboxEmail> table = new TableView<>();
    private final CustomTextField find = new CustomTextField();
    private final Menu menu = new Menu("Outbox");
    private final BorderPane root = new BorderPane();
    /** True while the table's selection is being set to match the model, not by the person. */
    private boolean following;

    /** Never changes: {@link Screen#id()}. */
    public static final String ID = "outbox";

    public OutboxScreen(Session session, Async async) {
        this.model = new OutboxViewModel(session, async);
        build();
    }

    @Override
    public String id() {
        return ID;
    }

    @Override
    public String title() {
        return "Outbox";
    }

    @Override
    public Ikon icon() {
        return Feather.INBOX;
    }

    @Override
    public Node view() {
        return root;
    }

    @Override
    public void stop() {
        model.close();
    }

    @Override
    public List<Menu> menus() {
        return List.of(menu);
    }

    @Override
    public BooleanExpression available() {
        return model.available();
    }

    @Override
    public void shown() {
        model.refresh();
    }

    private void build() {
        find.setId("outbox-find");
        find.setPromptText("Find by from, to or subject");
        find.setLeft(Icons.of(Feather.SEARCH));
        find.setPrefColumnCount(24);
        find.setMinWidth(120);
        find.textProperty().bindBidirectional(model.findProperty());
        // Enter in the find field goes to the first email found.
        find.setOnAction(event -> {
            if (!table.getItems().isEmpty()) {
                table.requestFocus();
                table.getSelectionModel().clearAndSelect(0);
                table.getFocusModel().focus(0);
            }
        });

        Label count = new Label();
        count.setId("outbox-count");
        count.getStyleClass().add(Styles.TEXT_MUTED);
        count.textProperty().bind(model.countProperty());
        count.setMinWidth(Region.USE_PREF_SIZE);

        Label notice = new Label();
        notice.setId("outbox-notice");
        notice.getStyleClass().add(Styles.DANGER);
        notice.textProperty().bind(model.noticeProperty());

        Button refresh = new Button("Refresh", Icons.of(Feather.REFRESH_CW));
        refresh.setId("outbox-refresh");
        refresh.setTooltip(new Tooltip(REFRESH.getDisplayText()));
        refresh.setMinWidth(Region.USE_PREF_SIZE);
        refresh.setOnAction(event -> model.refresh());

        Button clear = new Button("Clear outbox…", Icons.of(Feather.TRASH_2));
        clear.setId("outbox-clear");
        clear.getStyleClass().addAll(Styles.BUTTON_OUTLINED, Styles.DANGER);
        clear.setMinWidth(Region.USE_PREF_SIZE);
        clear.disableProperty().bind(model.emptyProperty());
        clear.setOnAction(event -> confirmClear());

        Region gap = new Region();
        HBox.setHgrow(gap, Priority.ALWAYS);
        HBox toolbar = new HBox(8, find, count, gap, notice, refresh, clear);
        toolbar.setAlignment(Pos.CENTER_LEFT);
        toolbar.setPadding(new Insets(8, 10, 8, 10));

        SplitPane split = new SplitPane(table(), new EmailDetails(model.selectedProperty()).view());
        split.setOrientation(Orientation.VERTICAL);
        split.setDividerPositions(0.3);

        root.setId("outbox-screen");
        root.getStylesheets().add(Objects.requireNonNull(OutboxScreen.class.getResource("outbox.css")).toExternalForm());
        root.setTop(toolbar);
        root.setCenter(split);

        menu.setId("outbox-menu");
        menu.getItems().setAll(
                menuItem("Find", FIND, this::focusFind),
                menuItem("Refresh", REFRESH, model::refresh),
                new SeparatorMenuItem(),
                menuItem("Clear outbox…", null, this::confirmClear));
        menu.getItems().getLast().disableProperty().bind(model.emptyProperty());
    }

    private TableView<OutboxEmail> table() {
        SortedList<OutboxEmail> sorted = new SortedList<>(model.shown());
        sorted.comparatorProperty().bind(table.comparatorProperty());
        table.setItems(sorted);
        table.setId("outbox-table");
        table.getColumns().setAll(List.of(
                column("Received", 90, OutboxEmail::time, (Instant time) -> CLOCK.format(time.atZone(zone))),
                column("From", 220, OutboxEmail::from, Function.identity()),
                column("To", 220, OutboxEmail::to, Function.identity()),
                column("Subject", 320, OutboxEmail::subject, Function.identity())));
        table.setColumnResizePolicy(TableView.CONSTRAINED_RESIZE_POLICY_FLEX_LAST_COLUMN);
        table.setPlaceholder(placeholder());
        table.getSelectionModel().selectedItemProperty().addListener((obs, was, now) -> {
            if (!following) {
                model.selectedProperty().set(now);
            }
        });
        model.selectedProperty().addListener((obs, was, now) -> follow(now));
        return table;
    }

    /** The empty outbox says what fills it; a find that hides everything says so instead. */
    private Node placeholder() {
        Label title = new Label();
        title.setId("outbox-empty");
        title.getStyleClass().add(Styles.TITLE_4);
        title.setWrapText(true);
        title.setTextAlignment(TextAlignment.CENTER);
        Label detail = new Label(EMPTY_DETAIL);
        detail.getStyleClass().add(Styles.TEXT_MUTED);
        detail.setWrapText(true);
        detail.setTextAlignment(TextAlignment.CENTER);
        title.textProperty().bind(model.emptyProperty().map(empty -> empty ? EMPTY_TITLE : "No email matches the find."));
        detail.visibleProperty().bind(model.emptyProperty());
        VBox box = new VBox(8, Icons.of(Feather.INBOX, 40), title, detail);
        box.setAlignment(Pos.CENTER);
        box.setPadding(new Insets(16));
        return box;
    }

    private void follow(OutboxEmail email) {
        if (Objects.equals(email, table.getSelectionModel().getSelectedItem())) {
            return;
        }
        following = true;
        try {
            if (email == null) {
                table.getSelectionModel().clearSelection();
            } else {
                table.getSelectionModel().select(email);
            }
        } finally {
            following = false;
        }
    }

    private void focusFind() {
        find.requestFocus();
        find.selectAll();
    }

    private void confirmClear() {
        if (!model.emptyProperty().get() && Dialogs.confirm(window(), "Clear the outbox?",
                "Every email the sandbox captured is forgotten. Nothing was delivered, and nothing will be.", "Clear outbox")) {
            model.clear();
        }
    }

    private Window window() {
        return root.getScene() == null ? null : root.getScene().getWindow();
    }

    private static MenuItem menuItem(String text, KeyCombination shortcut, Runnable action) {
        MenuItem item = new MenuItem(text);
        item.setAccelerator(shortcut);
        item.setOnAction(event -> action.run());
        return item;
    }

    private static <T> TableColumn<OutboxEmail, T> column(String title, double width,
                                                          Function<OutboxEmail, T> value, Function<T, String> text) {
        TableColumn<OutboxEmail, T> column = new TableColumn<>(title);
        column.setPrefWidth(width);
        column.setMinWidth(60);
        column.setCellValueFactory(cell -> new ReadOnlyObjectWrapper<>(value.apply(cell.getValue())));
        column.setCellFactory(view -> new TableCell<>() {
            @Override
            protected void updateItem(T item, boolean empty) {
                super.updateItem(item, empty);
                setText(empty || item == null ? null : text.apply(item));
            }
        });
        return column;
    }
}
