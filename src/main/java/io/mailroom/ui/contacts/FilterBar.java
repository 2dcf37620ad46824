package io.mailroom.ui.contacts;

import atlantafx.base.theme.Styles;
import io.mailroom.service.localcopy.Filter;
import io.mailroom.ui.common.Messages;
import io.mailroom.ui.fx.FxDialogService;
import io.mailroom.ui.fx.Icons;
import io.mailroom.ui.fx.Shortcuts;
import io.mailroom.ui.fx.Visibility;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import javafx.beans.binding.Bindings;
import javafx.collections.ListChangeListener;
import javafx.geometry.Insets;
import javafx.geometry.Pos;
import javafx.geometry.VPos;
import javafx.scene.AccessibleRole;
import javafx.scene.Node;
import javafx.scene.control.Button;
import javafx.scene.control.Hyperlink;
import javafx.scene.control.Label;
import javafx.scene.control.Tooltip;
import javafx.scene.input.KeyCode;
import javafx.scene.input.KeyCombination;
import javafx.scene.input.KeyEvent;
import javafx.scene.layout.FlowPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Region;
import org.kordamp.ikonli.feather.Feather;

/**
 * The filters above the table of the whole list, as chips: "Add filter" opens the picker; each
 * chip says its filter in the person's words and goes with its ×, or with Delete once it has the
 * keyboard; "Clear filters" ends them all. The chips of one field stand together, "or" between
 * them, since one field's filters are OR-ed and different fields' AND-ed
 * (docs/decisions/051-filter-semantics.md).
 */
final class FilterBar {

    /** Beside Find (Ctrl+F): a filter narrows what find looks through. */
    static final KeyCombination ADD = KeyCombination.keyCombination("Shortcut+Shift+F");
    /** The room between the chips of one field and the next field's, beyond the flow's own gap. */
    private static final double FIELD_GAP = 10;
    /** A chip's words are cut beyond this width (a company's long name); the whole is in its tooltip. */
    private static final double CHIP_WORDS_WIDTH = 320;

    private final ContactFilters filters;
    /** Add filter, the chips, Clear filters: one flow, wrapping between any two of them in a narrow window. */
    private final FlowPane view = new FlowPane(4, 4);
    private final Button add;
    private final Hyperlink clear;
    /** The chips on view by their filter: a chip that stays is not made again, which would cost its button's skin and a layout. */
    private Map<Filter, Node> chips = new HashMap<>();
    /** The "or" before each chip that is not its field's first, by the chip's filter. */
    private Map<Filter, Node> ors = new HashMap<>();

    FilterBar(ContactFilters filters) {
        this.filters = filters;
        add = new Button(Messages.text("contacts.filter.add"), Icons.of(Feather.FILTER));
        add.setId("add-filter");
        add.getStyleClass().addAll(Styles.SMALL, Styles.FLAT);
        add.setTooltip(new Tooltip(Messages.text("contacts.withShortcut", Messages.text("contacts.filter.add"), Shortcuts.text(ADD))));
        add.setMinWidth(Region.USE_PREF_SIZE);
        add.setOnAction(event -> pick());

        clear = new Hyperlink(Messages.text("contacts.filter.clear"));
        clear.setId("clear-filters");
        clear.setMinWidth(Region.USE_PREF_SIZE);
        clear.setOnAction(event -> clear());
        Visibility.showWhen(clear, filters.none().not());
        FlowPane.setMargin(clear, new Insets(0, 0, 0, FIELD_GAP));

        view.setId("filter-bar");
        view.setAlignment(Pos.CENTER_LEFT);
        view.setRowValignment(VPos.CENTER);
        // It takes the width it is given and grows downwards, however long the chips.
        view.setPrefWrapLength(0);
        view.setMinWidth(0);
        view.setPadding(new Insets(4, 10, 4, 10));
        view.getStyleClass().add("filter-bar");
        Visibility.showWhen(view, filters.available());
        filters.filters().addListener((ListChangeListener<Filter>) change -> showChips());
        showChips();
    }

    Node view() {
        return view;
    }

    /** Opens the picker of a new filter, over the window; nothing while the whole list is not on view. */
    void pick() {
        if (filters.available().get()) {
            FilterPickerDialog.show(FxDialogService.windowOf(view), filters.picker());
        }
    }

    void clear() {
        filters.clear();
        add.requestFocus();
    }

    /**
     * The chips one by one in the flow, between Add filter and Clear filters; those of one field
     * follow each other with "or" between them, and each field stands a little apart.
     */
    private void showChips() {
        List<Node> shown = new ArrayList<>();
        Map<Filter, Node> keptChips = new HashMap<>();
        Map<Filter, Node> keptOrs = new HashMap<>();
        shown.add(add);
        for (List<Filter> group : filters.groups()) {
            for (Filter filter : group) {
                Node chip = chips.containsKey(filter) ? chips.get(filter) : chip(filter);
                keptChips.put(filter, chip);
                if (filter != group.getFirst()) {
                    Node or = ors.containsKey(filter) ? ors.get(filter) : or();
                    keptOrs.put(filter, or);
                    FlowPane.setMargin(chip, null);
                    shown.add(or);
                } else {
                    FlowPane.setMargin(chip, new Insets(0, 0, 0, FIELD_GAP));
                }
                shown.add(chip);
            }
        }
        shown.add(clear);
        chips = keptChips;
        ors = keptOrs;
        place(shown);
    }

    /** Puts {@code shown} in the flow, moving only what changed: a node taken out and put back would be styled and laid out anew. */
    private void place(List<Node> shown) {
        List<Node> children = view.getChildren();
        children.retainAll(shown);
        for (int i = 0; i < shown.size(); i++) {
            Node node = shown.get(i);
            if (i >= children.size() || children.get(i) != node) {
                children.remove(node);
                children.add(i, node);
            }
        }
    }

    private static Label or() {
        Label or = new Label(Messages.text("contacts.filter.or"));
        or.getStyleClass().addAll(Styles.TEXT_MUTED, Styles.TEXT_SMALL, "filter-or");
        or.setMinWidth(Region.USE_PREF_SIZE);
        return or;
    }

    /** A chip: the filter's words and its ×; Delete or Backspace removes it while it has the keyboard. */
    private Node chip(Filter filter) {
        String words = FilterWords.chip(filter);
        Label text = new Label(words);
        text.setMaxWidth(CHIP_WORDS_WIDTH);
        Tooltip whole = new Tooltip(words);
        text.tooltipProperty().bind(Bindings.when(text.textTruncatedProperty()).then(whole).otherwise((Tooltip) null));
        Button cross = new Button(null, Icons.of(Feather.X, 12));
        cross.getStyleClass().addAll(Styles.BUTTON_ICON, Styles.FLAT, Styles.SMALL, "filter-chip-remove");
        cross.setTooltip(new Tooltip(FilterWords.remove(filter)));
        cross.setAccessibleText(FilterWords.remove(filter));
        // The chip takes the keyboard itself: one stop per chip, not two.
        cross.setFocusTraversable(false);
        cross.setOnAction(event -> remove(filter, false));
        HBox chip = new HBox(2, text, cross);
        chip.setAlignment(Pos.CENTER_LEFT);
        chip.getStyleClass().add("filter-chip");
        chip.setFocusTraversable(true);
        chip.setAccessibleRole(AccessibleRole.BUTTON);
        chip.setAccessibleText(words);
        chip.setAccessibleHelp(Messages.text("contacts.filter.chip.help"));
        chip.setOnMouseClicked(event -> chip.requestFocus());
        chip.addEventHandler(KeyEvent.KEY_PRESSED, event -> {
            if (event.getCode() == KeyCode.DELETE || event.getCode() == KeyCode.BACK_SPACE) {
                // Not on to the screen's Delete, which would delete the contacts selected.
                event.consume();
                remove(filter, true);
            }
        });
        return chip;
    }

    /** Removes {@code filter}; from the keyboard, the chip that takes its place (or Add filter) gets the keyboard. */
    private void remove(Filter filter, boolean fromKeyboard) {
        int place = filters.filters().indexOf(filter);
        filters.remove(filter);
        if (!fromKeyboard) {
            return;
        }
        int left = filters.filters().size();
        if (left == 0) {
            add.requestFocus();
        } else {
            Filter next = filters.filters().get(Math.min(place, left - 1));
            chipOf(next).ifPresent(Node::requestFocus);
        }
    }

    private Optional<Node> chipOf(Filter filter) {
        return Optional.ofNullable(chips.get(filter));
    }
}
