package io.mailroom.ui.contacts;

import atlantafx.base.controls.CustomTextField;
import atlantafx.base.theme.Styles;
import io.mailroom.service.localcopy.ChangeLog;
import io.mailroom.ui.common.Messages;
import io.mailroom.ui.fx.FindField;
import io.mailroom.ui.fx.FxDialogService;
import io.mailroom.ui.fx.ProblemView;
import java.util.List;
import java.util.function.Function;
import java.util.stream.Stream;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.geometry.Insets;
import javafx.geometry.Pos;
import javafx.scene.control.Label;
import javafx.scene.control.ListCell;
import javafx.scene.control.ListView;
import javafx.scene.control.TableCell;
import javafx.scene.control.TableColumn;
import javafx.scene.control.TableRow;
import javafx.scene.control.TableView;
import javafx.scene.control.ToggleButton;
import javafx.scene.control.ToggleGroup;
import javafx.scene.control.Tooltip;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import javafx.scene.layout.VBox;

/**
 * What the syncs of the application found changed ({@link ChangeBrowser}): the kept sets on the
 * left, newest first, each with when and how much; the contacts of the one chosen on the right,
 * one a row (new, removed, or changed and in which fields), to show by kind and find by address.
 */
final class ChangesDialog {

    private static final double SETS_WIDTH = 230;
    private static final double WIDTH = 940;
    private static final double HEIGHT = 460;

    private ChangesDialog() {
    }

    static void show(FxDialogService dialogs, ChangeBrowser browser) {
        ListView<ChangeBrowser.SetLine> sets = new ListView<>(browser.sets());
        sets.setId("change-sets");
        sets.setCellFactory(list -> new SetCell());
        sets.setPrefWidth(SETS_WIDTH);
        sets.setMinWidth(SETS_WIDTH);
        sets.getSelectionModel().selectedItemProperty().subscribe(set -> {
            if (set != null) {
                browser.chosenProperty().set(set);
            }
        });
        browser.chosenProperty().subscribe(set -> sets.getSelectionModel().select(set));
        Label setsTitle = new Label(Messages.text("contacts.changes.sets"));
        setsTitle.getStyleClass().add(Styles.TEXT_BOLD);
        VBox.setVgrow(sets, Priority.ALWAYS);
        VBox left = new VBox(6, setsTitle, sets);

        Label summary = new Label();
        summary.setId("changes-summary");
        summary.setWrapText(true);
        summary.setMinHeight(Region.USE_PREF_SIZE);
        summary.textProperty().bind(browser.summaryProperty());

        TableView<ChangeList.Line> table = new TableView<>(browser.lines());
        table.setId("changes-table");
        TableColumn<ChangeList.Line, ChangeList.Line> kind = new TableColumn<>(Messages.text("contacts.changes.kind"));
        kind.setCellValueFactory(cell -> new ReadOnlyObjectWrapper<>(cell.getValue()));
        kind.setCellFactory(column -> new KindCell());
        kind.setPrefWidth(120);
        table.getColumns().add(kind);
        table.getColumns().add(column(Messages.text("contacts.column.emailAddress"), ChangeList.Line::address, 210));
        table.getColumns().add(column(Messages.text("contacts.changes.fields"), ChangeList.Line::fields, 300));
        table.setColumnResizePolicy(TableView.CONSTRAINED_RESIZE_POLICY_FLEX_LAST_COLUMN);
        table.setRowFactory(view -> {
            // Fields too long for their column are said whole in the row's tooltip.
            TableRow<ChangeList.Line> row = new TableRow<>();
            row.itemProperty().subscribe(line -> row.setTooltip(line == null || line.fields().isEmpty() ? null : new Tooltip(line.fields())));
            return row;
        });
        Label empty = new Label();
        empty.setWrapText(true);
        empty.textProperty().bind(browser.emptyText());
        table.setPlaceholder(empty);
        VBox.setVgrow(table, Priority.ALWAYS);

        ProblemView problem = new ProblemView("changes-problem");
        problem.problemProperty().bind(browser.problemProperty());

        VBox right = new VBox(8, summary, filters(browser), table, problem.view());
        HBox.setHgrow(right, Priority.ALWAYS);
        BorderPane content = new BorderPane(right);
        content.setLeft(left);
        BorderPane.setMargin(left, new Insets(0, 12, 0, 0));
        content.setPrefSize(WIDTH, HEIGHT);
        browser.start();
        dialogs.show(Messages.text("contacts.changes.title"), Messages.text("contacts.changes.header", ChangeLog.KEPT), content,
                "changes-dialog");
    }

    /** All, New, Removed, Changed, each with how many the set holds, as one segmented choice; then the find by address. */
    private static HBox filters(ChangeBrowser browser) {
        ToggleGroup group = new ToggleGroup();
        List<ToggleButton> buttons = Stream.of(ChangeBrowser.Shown.values()).map(which -> {
            ToggleButton button = new ToggleButton();
            button.setId(switch (which) {
                case ALL -> "show-all-changes";
                case ADDED -> "show-added";
                case REMOVED -> "show-removed";
                case CHANGED -> "show-changed";
            });
            button.setUserData(which);
            button.setToggleGroup(group);
            button.setMinWidth(Region.USE_PREF_SIZE);
            browser.chosenProperty().subscribe(set -> button.setText(browser.shownText(which)));
            return button;
        }).toList();
        buttons.getFirst().getStyleClass().add(Styles.LEFT_PILL);
        buttons.subList(1, buttons.size() - 1).forEach(button -> button.getStyleClass().add(Styles.CENTER_PILL));
        buttons.getLast().getStyleClass().add(Styles.RIGHT_PILL);
        group.selectToggle(buttons.getFirst());
        group.selectedToggleProperty().subscribe((old, now) -> {
            // A segmented choice always has one chosen: a click on the chosen one keeps it.
            if (now == null) {
                group.selectToggle(old);
            } else {
                browser.shownProperty().set((ChangeBrowser.Shown) now.getUserData());
            }
        });
        HBox kinds = new HBox();
        kinds.getChildren().addAll(buttons);
        Region gap = new Region();
        HBox.setHgrow(gap, Priority.ALWAYS);
        CustomTextField find = FindField.of("changes-find", Messages.text("contacts.changes.find"), browser.findProperty());
        find.setPrefColumnCount(14);
        HBox line = new HBox(10, kinds, gap, find);
        line.setAlignment(Pos.CENTER_LEFT);
        return line;
    }

    private static TableColumn<ChangeList.Line, String> column(String title, Function<ChangeList.Line, String> value, double width) {
        TableColumn<ChangeList.Line, String> column = new TableColumn<>(title);
        column.setCellValueFactory(cell -> new ReadOnlyStringWrapper(value.apply(cell.getValue())));
        column.setPrefWidth(width);
        return column;
    }

    /** A set: when it was synchronised, and under it how much changed. */
    private static final class SetCell extends ListCell<ChangeBrowser.SetLine> {

        private final Label when = new Label();
        private final Label counts = new Label();
        private final VBox box = new VBox(2, when, counts);

        SetCell() {
            when.getStyleClass().add(Styles.TEXT_BOLD);
            counts.getStyleClass().add(Styles.TEXT_MUTED);
            counts.setWrapText(true);
        }

        @Override
        protected void updateItem(ChangeBrowser.SetLine set, boolean empty) {
            super.updateItem(set, empty);
            setText(null);
            if (empty || set == null) {
                setGraphic(null);
                return;
            }
            when.setText(set.when());
            counts.setText(set.counts());
            setGraphic(box);
        }
    }

    /** What happened to the contact as a small badge, as the table's statuses are: green for new, red for removed, the accent for changed. */
    private static final class KindCell extends TableCell<ChangeList.Line, ChangeList.Line> {

        private final Label badge = new Label();

        KindCell() {
            badge.setPadding(new Insets(1, 8, 1, 8));
            badge.setStyle("-fx-background-radius: 8;");
            setText(null);
        }

        @Override
        protected void updateItem(ChangeList.Line line, boolean empty) {
            super.updateItem(line, empty);
            if (empty || line == null) {
                setGraphic(null);
                return;
            }
            badge.setText(line.kind());
            badge.getStyleClass().removeAll(Styles.SUCCESS, Styles.BG_SUCCESS_SUBTLE, Styles.DANGER, Styles.BG_DANGER_SUBTLE,
                    Styles.ACCENT, Styles.BG_ACCENT_SUBTLE);
            badge.getStyleClass().addAll(switch (line.change()) {
                case ADDED -> List.of(Styles.SUCCESS, Styles.BG_SUCCESS_SUBTLE);
                case REMOVED -> List.of(Styles.DANGER, Styles.BG_DANGER_SUBTLE);
                case CHANGED -> List.of(Styles.ACCENT, Styles.BG_ACCENT_SUBTLE);
            });
            setGraphic(badge);
        }
    }
}
