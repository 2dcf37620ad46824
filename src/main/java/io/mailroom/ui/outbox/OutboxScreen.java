package io.mailroom.ui.outbox;

import atlantafx.base.controls.CustomTextField;
import atlantafx.base.theme.Styles;
import io.mailroom.service.OutboxEmail;
import io.mailroom.service.profiles.Session;
import io.mailroom.ui.common.Async;
import io.mailroom.ui.common.Formats;
import io.mailroom.ui.common.Messages;
import io.mailroom.ui.common.Screen;
import io.mailroom.ui.fx.ColumnFit;
import io.mailroom.ui.fx.FindField;
import io.mailroom.ui.fx.FxDialogService;
import io.mailroom.ui.fx.Icons;
import io.mailroom.ui.fx.Menus;
import io.mailroom.ui.fx.Shortcuts;
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

    private final OutboxViewModel model;
    private final TableView<OutboxEmail> table = new TableView<>();
    private final Menu menu = new Menu(Messages.text("outbox.menu"));
    private final BorderPane root = new BorderPane();
    private final CustomTextField find;
    /** True while the table's selection is being set to match the model, not by the person. */
    private boolean following;

    /** Never changes: {@link Screen#id()}. */
    public static final String ID = "outbox";

    public OutboxScreen(Session session, Async async) {
        this.model = new OutboxViewModel(session, async, FxDialogService.over(root));
        this.find = FindField.of("outbox-find", Messages.text("outbox.find.prompt"), Messages.text("outbox.find"), model.findProperty());
        build();
    }

    @Override
    public String id() {
        return ID;
    }

    @Override
    public String title() {
        return Messages.text("outbox.title");
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
        Label count = new Label();
        count.setId("outbox-count");
        count.getStyleClass().add(Styles.TEXT_MUTED);
        count.textProperty().bind(model.countProperty());
        count.setMinWidth(Region.USE_PREF_SIZE);

        Button refresh = new Button(Messages.text("outbox.refresh"), Icons.of(Feather.REFRESH_CW));
        refresh.setId("outbox-refresh");
        refresh.setTooltip(new Tooltip(Shortcuts.text(REFRESH)));
        refresh.setMinWidth(Region.USE_PREF_SIZE);
        refresh.setOnAction(event -> model.refresh());

        Button clear = new Button(Messages.text("outbox.clear"), Icons.of(Feather.TRASH_2));
        clear.setId("outbox-clear");
        clear.getStyleClass().addAll(Styles.BUTTON_OUTLINED, Styles.DANGER);
        clear.setMinWidth(Region.USE_PREF_SIZE);
        clear.disableProperty().bind(model.emptyProperty());
        clear.setOnAction(event -> model.clear());

        Region gap = new Region();
        HBox.setHgrow(gap, Priority.ALWAYS);
        HBox toolbar = new HBox(8, find, count, gap, refresh, clear);
        toolbar.setAlignment(Pos.CENTER_LEFT);
        toolbar.setPadding(new Insets(8, 10, 8, 10));

        SplitPane split = new SplitPane(table(), new EmailDetailsPanel(model.selectedProperty()).view());
        split.setOrientation(Orientation.VERTICAL);
        split.setDividerPositions(0.3);

        root.setId("outbox-screen");
        root.getStylesheets().add(Objects.requireNonNull(OutboxScreen.class.getResource("outbox.css")).toExternalForm());
        root.setTop(toolbar);
        root.setCenter(split);

        menu.setId("outbox-menu");
        menu.getItems().setAll(
                Menus.item(Messages.text("outbox.find"), FIND, () -> FindField.focus(find)),
                Menus.item(Messages.text("outbox.refresh"), REFRESH, model::refresh),
                new SeparatorMenuItem(),
                Menus.item(Messages.text("outbox.clear"), null, model.emptyProperty(), model::clear));
    }

    private TableView<OutboxEmail> table() {
        SortedList<OutboxEmail> sorted = new SortedList<>(model.shown());
        sorted.comparatorProperty().bind(table.comparatorProperty());
        table.setItems(sorted);
        table.setId("outbox-table");
        table.getColumns().setAll(List.of(
                column(Messages.text("outbox.column.received"), 95, OutboxEmail::time, Formats::time),
                column(Messages.text("outbox.column.from"), 220, OutboxEmail::from, Function.identity()),
                column(Messages.text("outbox.column.to"), 220, OutboxEmail::to, Function.identity()),
                column(Messages.text("outbox.column.subject"), 320, OutboxEmail::subject, Function.identity())));
        FindField.leadsTo(find, table);
        ColumnFit.fitOrScroll(table);
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
        Label detail = new Label(Messages.text("outbox.empty.detail"));
        detail.setId("outbox-empty-detail");
        detail.getStyleClass().add(Styles.TEXT_MUTED);
        detail.setWrapText(true);
        detail.setTextAlignment(TextAlignment.CENTER);
        title.textProperty().bind(model.emptyProperty().map(empty -> Messages.text(empty ? "outbox.empty.title" : "outbox.noMatch")));
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

    private static <T> TableColumn<OutboxEmail, T> column(String title, double width,
                                                          Function<OutboxEmail, T> value, Function<T, String> text) {
        TableColumn<OutboxEmail, T> column = new TableColumn<>(title);
        column.setPrefWidth(width);
        column.setMinWidth(Math.min(width, 120));
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
