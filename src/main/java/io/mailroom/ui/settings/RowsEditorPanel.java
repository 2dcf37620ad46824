package io.mailroom.ui.settings;

import io.mailroom.ui.common.Messages;
import io.mailroom.ui.fx.Icons;
import io.mailroom.ui.fx.Visibility;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;
import java.util.function.Function;
import javafx.beans.binding.Bindings;
import javafx.beans.value.ObservableBooleanValue;
import javafx.collections.ListChangeListener;
import javafx.collections.ObservableList;
import javafx.geometry.Pos;
import javafx.scene.Node;
import javafx.scene.control.Button;
import javafx.scene.control.Tooltip;
import javafx.scene.layout.HBox;
import javafx.scene.layout.VBox;
import org.kordamp.ikonli.feather.Feather;

/**
 * An editable list of rows (applications, senders): each row's own controls and a remove
 * button. A row keeps its controls while others come and go, so typing is never interrupted.
 */
final class RowsEditorPanel<R> extends VBox {

    private final Map<R, Node> built = new IdentityHashMap<>();
    private final ObservableList<R> rows;
    private final Function<R, List<Node>> controls;
    private final Consumer<R> remove;
    private final String removeStyle;
    private final ObservableBooleanValue readOnly;

    /**
     * @param removeStyle the remove buttons' style class, which also names them for tests
     */
    RowsEditorPanel(String id, ObservableList<R> rows, Function<R, List<Node>> controls, Consumer<R> remove,
               String removeStyle, ObservableBooleanValue readOnly) {
        super(6);
        setId(id);
        this.rows = rows;
        this.controls = controls;
        this.remove = remove;
        this.removeStyle = removeStyle;
        this.readOnly = readOnly;
        // Edits inside a row are "updates" of the list: only rows added or removed change the layout.
        rows.addListener((ListChangeListener<R>) change -> {
            while (change.next()) {
                if (!change.wasUpdated()) {
                    rebuild();
                    return;
                }
            }
        });
        rebuild();
    }

    private void rebuild() {
        built.keySet().removeIf(row -> !rows.contains(row));
        getChildren().setAll(rows.stream().map(row -> built.computeIfAbsent(row, this::row)).toList());
    }

    private Node row(R row) {
        Button removeButton = new Button(null, Icons.of(Feather.X));
        removeButton.getStyleClass().addAll("flat", removeStyle);
        removeButton.setTooltip(new Tooltip(Messages.text("settings.rows.remove")));
        removeButton.setOnAction(event -> remove.accept(row));
        Visibility.showWhen(removeButton, Bindings.not(readOnly));
        HBox box = new HBox(6);
        box.getChildren().addAll(controls.apply(row));
        box.getChildren().add(removeButton);
        box.setAlignment(Pos.CENTER_LEFT);
        return box;
    }
}
