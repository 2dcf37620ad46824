package io.mailroom.ui.contacts;

import atlantafx.base.controls.CustomTextField;
import atlantafx.base.theme.Styles;
import io.mailroom.service.localcopy.Filter;
import io.mailroom.ui.common.Formats;
import io.mailroom.ui.common.Messages;
import io.mailroom.ui.fx.Icons;
import io.mailroom.ui.fx.Visibility;
import java.time.LocalDate;
import java.time.format.DateTimeParseException;
import java.util.List;
import javafx.beans.binding.Bindings;
import javafx.beans.binding.BooleanBinding;
import javafx.beans.property.StringProperty;
import javafx.event.ActionEvent;
import javafx.event.EventHandler;
import javafx.geometry.Insets;
import javafx.geometry.Pos;
import javafx.scene.Node;
import javafx.scene.control.Button;
import javafx.scene.control.ButtonBar;
import javafx.scene.control.ButtonType;
import javafx.scene.control.DatePicker;
import javafx.scene.control.Dialog;
import javafx.scene.control.DialogPane;
import javafx.scene.control.Label;
import javafx.scene.control.ListCell;
import javafx.scene.control.ListView;
import javafx.scene.control.ProgressIndicator;
import javafx.scene.control.RadioButton;
import javafx.scene.control.TextField;
import javafx.scene.control.ToggleGroup;
import javafx.scene.input.KeyCode;
import javafx.scene.input.KeyEvent;
import javafx.scene.input.MouseButton;
import javafx.scene.layout.GridPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import javafx.scene.layout.StackPane;
import javafx.scene.layout.VBox;
import javafx.stage.Modality;
import javafx.stage.Window;
import javafx.util.StringConverter;
import org.kordamp.ikonli.feather.Feather;

/**
 * Add a filter: the nine kinds on the left, the chosen kind's value on the right (a list to choose
 * from and find in, a VIP level range, two days, amount or none), what is wrong with it beneath,
 * and how filters combine. Add filter is enabled once the value makes a filter; Enter adds it, as
 * a double-click on a value does. The state and the checks are {@link FilterPicker}'s.
 */
final class FilterPickerDialog {

    private static final double KINDS_WIDTH = 190;
    private static final double VALUE_WIDTH = 330;
    /** Tall enough for the nine kinds in dense rows, none of them scrolled out of sight. */
    private static final double LIST_HEIGHT = 270;
    private static final double NOTE_WIDTH = KINDS_WIDTH + VALUE_WIDTH + 16;

    private final FilterPicker picker;
    private final Dialog<ButtonType> dialog = new Dialog<>();

    private FilterPickerDialog(Window owner, FilterPicker picker) {
        this.picker = picker;
        if (owner != null) {
            dialog.initOwner(owner);
            dialog.initModality(Modality.WINDOW_MODAL);
        }
        dialog.setTitle(Messages.text("contacts.filter.picker.title"));
        dialog.setResizable(true);
        DialogPane pane = dialog.getDialogPane();
        pane.setId("filter-picker");
        pane.setHeaderText(Messages.text("contacts.filter.picker.title"));
        pane.setGraphic(Icons.of(Feather.FILTER, 28));
        ButtonType addType = new ButtonType(Messages.text("contacts.filter.picker.add"), ButtonBar.ButtonData.OK_DONE);
        ButtonType cancelType = new ButtonType(Messages.text("common.cancel"), ButtonBar.ButtonData.CANCEL_CLOSE);
        pane.getButtonTypes().setAll(addType, cancelType);
        Button cancel = (Button) pane.lookupButton(cancelType);
        Button add = (Button) pane.lookupButton(addType);
        add.setId("add-picked-filter");
        add.disableProperty().bind(picker.filter().isNull());
        add.addEventFilter(ActionEvent.ACTION, event -> {
            if (!picker.add()) {
                event.consume();
            }
        });

        // A list takes Enter and Esc for editing its items, which these lists have none of: Enter adds the filter, Esc closes.
        EventHandler<KeyEvent> listKeys = event -> {
            if (event.getCode() == KeyCode.ENTER) {
                event.consume();
                add.fire();
            } else if (event.getCode() == KeyCode.ESCAPE) {
                event.consume();
                cancel.fire();
            }
        };
        ListView<Filter.Kind> kinds = new ListView<>();
        kinds.addEventFilter(KeyEvent.KEY_PRESSED, listKeys);
        kinds.setId("filter-kinds");
        kinds.getStyleClass().add(Styles.DENSE);
        kinds.getItems().setAll(Filter.Kind.values());
        kinds.setCellFactory(list -> new ListCell<>() {
            @Override
            protected void updateItem(Filter.Kind kind, boolean empty) {
                super.updateItem(kind, empty);
                setText(empty || kind == null ? null : FilterWords.kind(kind));
            }
        });
        kinds.getSelectionModel().select(picker.kindProperty().get());
        kinds.getSelectionModel().selectedItemProperty().addListener((obs, old, now) -> {
            if (now != null) {
                picker.kindProperty().set(now);
            }
        });
        kinds.setPrefSize(KINDS_WIDTH, LIST_HEIGHT);
        kinds.setMinWidth(Region.USE_PREF_SIZE);

        Label problem = new Label();
        problem.setId("filter-problem");
        problem.textProperty().bind(picker.problem());
        problem.getStyleClass().add(Styles.DANGER);
        problem.setWrapText(true);
        problem.setMaxWidth(VALUE_WIDTH);
        Visibility.showWhen(problem, picker.problem().isNotEmpty());

        StackPane editors = new StackPane(choicesEditor(listKeys), vipEditor(), daysEditor(), amountEditor());
        editors.setAlignment(Pos.TOP_LEFT);
        VBox.setVgrow(editors, Priority.ALWAYS);
        VBox value = new VBox(8, editors, problem);
        value.setPrefWidth(VALUE_WIDTH);
        HBox.setHgrow(value, Priority.ALWAYS);

        Label combining = new Label(Messages.text("contacts.filter.picker.combining"));
        combining.getStyleClass().addAll(Styles.TEXT_MUTED, Styles.TEXT_SMALL);
        combining.setWrapText(true);
        combining.setPrefWidth(NOTE_WIDTH);
        combining.setMinHeight(Region.USE_PREF_SIZE);
        VBox content = new VBox(12, new HBox(16, kinds, value), combining);
        content.setPadding(new Insets(12, 12, 0, 12));
        pane.setContent(content);
        pane.setMinHeight(Region.USE_PREF_SIZE);
        dialog.setOnShown(event -> kinds.requestFocus());
    }

    /** Shows the picker over {@code owner}; the filter is added when the person chooses Add filter. */
    static void show(Window owner, FilterPicker picker) {
        new FilterPickerDialog(owner, picker).dialog.show();
    }

    private BooleanBinding kindIs(Filter.Kind... kinds) {
        return Bindings.createBooleanBinding(() -> List.of(kinds).contains(picker.kindProperty().get()), picker.kindProperty());
    }

    private BooleanBinding listed() {
        return Bindings.createBooleanBinding(() -> FilterPicker.listed(picker.kindProperty().get()), picker.kindProperty());
    }

    /** A status, a language, a company, a source or a month: chosen from a list, found by typing in a long one. */
    private Node choicesEditor(EventHandler<KeyEvent> listKeys) {
        Label what = new Label();
        what.textProperty().bind(Bindings.createStringBinding(() -> FilterWords.kind(picker.kindProperty().get()), picker.kindProperty()));
        what.getStyleClass().add(Styles.TEXT_BOLD);

        CustomTextField find = new CustomTextField();
        find.setId("filter-find");
        find.setLeft(Icons.of(Feather.SEARCH));
        find.setPromptText(Messages.text("contacts.filter.picker.find"));
        find.textProperty().bindBidirectional(picker.findProperty());
        Visibility.showWhen(find, Bindings.createBooleanBinding(
                () -> FilterPicker.findable(picker.kindProperty().get(), picker.choices().size()), picker.kindProperty(), picker.choices()));

        ListView<FilterPicker.Choice> values = new ListView<>(picker.shown());
        values.setId("filter-choices");
        values.getStyleClass().add(Styles.DENSE);
        values.setCellFactory(list -> new ChoiceCell());
        values.getSelectionModel().selectedItemProperty().addListener((obs, old, now) -> {
            if (now != null || !picker.shown().contains(picker.chosenProperty().get())) {
                picker.chosenProperty().set(now);
            }
        });
        picker.chosenProperty().subscribe(chosen -> {
            if (chosen == null) {
                values.getSelectionModel().clearSelection();
            } else if (values.getSelectionModel().getSelectedItem() != chosen) {
                values.getSelectionModel().select(chosen);
                values.scrollTo(chosen);
            }
        });
        values.setOnMouseClicked(event -> {
            if (event.getButton() == MouseButton.PRIMARY && event.getClickCount() == 2 && picker.add()) {
                dialog.close();
            }
        });
        values.addEventFilter(KeyEvent.KEY_PRESSED, listKeys);
        // Coming to the list from the keyboard, the value it shows first is chosen, not the one below it.
        values.focusedProperty().subscribe(focused -> {
            if (focused && values.getSelectionModel().isEmpty() && !values.getItems().isEmpty()) {
                values.getSelectionModel().select(Math.max(0, values.getFocusModel().getFocusedIndex()));
            }
        });
        values.setPrefHeight(LIST_HEIGHT);
        VBox.setVgrow(values, Priority.ALWAYS);

        ProgressIndicator reading = new ProgressIndicator();
        reading.setId("filter-values-loading");
        reading.setMaxSize(32, 32);
        Visibility.showWhen(reading, picker.loadingProperty());
        StackPane list = new StackPane(values, reading);
        VBox.setVgrow(list, Priority.ALWAYS);

        Label unread = new Label();
        unread.setId("filter-values-problem");
        unread.textProperty().bind(picker.readProblemProperty());
        unread.getStyleClass().add(Styles.DANGER);
        unread.setWrapText(true);
        Visibility.showWhen(unread, picker.readProblemProperty().isNotEmpty());
        Label cut = new Label(Messages.text("contacts.filter.picker.cut", FilterPicker.MOST_VALUES));
        cut.getStyleClass().addAll(Styles.TEXT_MUTED, Styles.TEXT_SMALL);
        cut.setWrapText(true);
        Visibility.showWhen(cut, picker.cutProperty());

        VBox editor = new VBox(6, what, find, list, unread, cut);
        editor.setId("filter-choices-editor");
        Visibility.showWhen(editor, listed());
        return editor;
    }

    /** A value of the list with how many contacts hold it, the number set apart on the right. */
    private static final class ChoiceCell extends ListCell<FilterPicker.Choice> {
        @Override
        protected void updateItem(FilterPicker.Choice choice, boolean empty) {
            super.updateItem(choice, empty);
            if (empty || choice == null) {
                setText(null);
                setGraphic(null);
                return;
            }
            setText(null);
            Label words = new Label(choice.words());
            words.setMinWidth(0);
            Region gap = new Region();
            HBox.setHgrow(gap, Priority.ALWAYS);
            HBox line = new HBox(8, words, gap);
            if (choice.count() >= 0) {
                Label count = new Label(Formats.number(choice.count()));
                count.getStyleClass().add(Styles.TEXT_MUTED);
                count.setMinWidth(Region.USE_PREF_SIZE);
                line.getChildren().add(count);
            }
            line.setAlignment(Pos.CENTER_LEFT);
            setGraphic(line);
        }
    }

    /** The lowest and highest VIP level, either left empty for no limit. */
    private Node vipEditor() {
        TextField lowest = new TextField();
        lowest.setId("vip-min");
        lowest.textProperty().bindBidirectional(picker.vipMinProperty());
        TextField highest = new TextField();
        highest.setId("vip-max");
        highest.textProperty().bindBidirectional(picker.vipMaxProperty());
        VBox editor = range(Messages.text("contacts.filter.picker.vipMin"), lowest, Messages.text("contacts.filter.picker.vipMax"), highest,
                Messages.text("contacts.filter.picker.vipNote"));
        editor.setId("vip-editor");
        Visibility.showWhen(editor, kindIs(Filter.Kind.VIP));
        return editor;
    }

    /** The first and last day of a registration or last-active range, either left empty for no limit. */
    private Node daysEditor() {
        DatePicker first = day("day-from", picker.fromProperty());
        DatePicker last = day("day-to", picker.toProperty());
        VBox editor = range(Messages.text("contacts.filter.picker.dayFrom"), first, Messages.text("contacts.filter.picker.dayTo"), last,
                Messages.text("contacts.filter.picker.dayNote"));
        editor.setId("days-editor");
        Visibility.showWhen(editor, kindIs(Filter.Kind.REGISTERED, Filter.Kind.LAST_ACTIVE));
        return editor;
    }

    /** A date field in the language's short form, its text (typed or picked) the picker's to check. */
    private static DatePicker day(String id, StringProperty text) {
        DatePicker day = new DatePicker();
        day.setId(id);
        day.setConverter(new StringConverter<>() {
            @Override
            public String toString(LocalDate date) {
                return date == null ? "" : Formats.typedDate(date);
            }

            /**
             * Text that reads as no day keeps the day the field held (the date picker takes a failure
             * so); until the field is left, the picker says what is wrong with it.
             */
            @Override
            public LocalDate fromString(String typed) {
                if (typed == null || typed.isBlank()) {
                    return null;
                }
                return Formats.readDate(typed).orElseThrow(() -> new DateTimeParseException("not a day", typed, 0));
            }
        });
        day.setPromptText(Formats.typedDate(LocalDate.of(2026, 12, 31)));
        day.setMaxWidth(Double.MAX_VALUE);
        day.getEditor().textProperty().subscribe(text::set);
        return day;
    }

    private VBox range(String firstLabel, Node first, String lastLabel, Node last, String note) {
        Label title = new Label();
        title.textProperty().bind(Bindings.createStringBinding(() -> FilterWords.kind(picker.kindProperty().get()), picker.kindProperty()));
        title.getStyleClass().add(Styles.TEXT_BOLD);
        GridPane grid = new GridPane(10, 8);
        Label from = new Label(firstLabel);
        from.setLabelFor(first);
        from.setMinWidth(Region.USE_PREF_SIZE);
        Label to = new Label(lastLabel);
        to.setLabelFor(last);
        to.setMinWidth(Region.USE_PREF_SIZE);
        grid.addRow(0, from, first);
        grid.addRow(1, to, last);
        GridPane.setHgrow(first, Priority.ALWAYS);
        GridPane.setHgrow(last, Priority.ALWAYS);
        Label hint = new Label(note);
        hint.getStyleClass().addAll(Styles.TEXT_MUTED, Styles.TEXT_SMALL);
        hint.setWrapText(true);
        hint.setMaxWidth(VALUE_WIDTH);
        return new VBox(8, title, grid, hint);
    }

    /** Contacts with an amount, or without one. */
    private Node amountEditor() {
        ToggleGroup group = new ToggleGroup();
        RadioButton present = new RadioButton(Messages.text("contacts.filter.picker.amountPresent"));
        present.setId("amount-present");
        present.setToggleGroup(group);
        RadioButton absent = new RadioButton(Messages.text("contacts.filter.picker.amountAbsent"));
        absent.setId("amount-absent");
        absent.setToggleGroup(group);
        present.setSelected(picker.amountPresentProperty().get());
        absent.setSelected(!picker.amountPresentProperty().get());
        present.selectedProperty().subscribe(picker.amountPresentProperty()::set);
        Label title = new Label(FilterWords.kind(Filter.Kind.AMOUNT));
        title.getStyleClass().add(Styles.TEXT_BOLD);
        VBox editor = new VBox(8, title, present, absent);
        editor.setId("amount-editor");
        Visibility.showWhen(editor, kindIs(Filter.Kind.AMOUNT));
        return editor;
    }
}
