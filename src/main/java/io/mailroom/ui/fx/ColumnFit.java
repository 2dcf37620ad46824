package io.mailroom.ui.fx;

import javafx.beans.InvalidationListener;
import javafx.scene.control.TableColumn;
import javafx.scene.control.TableView;

/**
 * Columns that share the table's width while their minimum widths fit in it, and a horizontal
 * scroll bar once they do not. The constrained policy alone keeps every column at least at its
 * minimum and then cuts the last ones off at the table's edge with no way to reach them.
 */
public final class ColumnFit {

    /** The vertical scroll bar and the table's border, which the columns do not get. */
    private static final double ROOM = 20;

    private ColumnFit() {
    }

    public static <S> void fitOrScroll(TableView<S> table) {
        InvalidationListener choose = observable -> {
            double needed = ROOM + table.getVisibleLeafColumns().stream().mapToDouble(TableColumn::getMinWidth).sum();
            table.setColumnResizePolicy(table.getWidth() >= needed
                    ? TableView.CONSTRAINED_RESIZE_POLICY_ALL_COLUMNS
                    : TableView.UNCONSTRAINED_RESIZE_POLICY);
        };
        table.widthProperty().addListener(choose);
        table.getVisibleLeafColumns().addListener(choose);
        choose.invalidated(null);
    }
}
