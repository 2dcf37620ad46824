package io.mailroom.ui.fx;

import atlantafx.base.theme.Styles;
import javafx.geometry.HPos;
import javafx.scene.Node;
import javafx.scene.control.Label;
import javafx.scene.layout.ColumnConstraints;
import javafx.scene.layout.GridPane;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;

/**
 * The head of an email as a mail program shows it: muted names (From, To, …) beside their
 * values, one pair a row, or several side by side where the body needs the height. A long value
 * wraps; its name keeps its width.
 */
public final class HeaderGrid {

    private final GridPane grid;
    private final int pairsPerRow;
    private int pairs;

    public HeaderGrid(int pairsPerRow, HPos names, double hgap, double vgap) {
        this.pairsPerRow = pairsPerRow;
        grid = new GridPane(hgap, vgap);
        for (int pair = 0; pair < pairsPerRow; pair++) {
            ColumnConstraints nameColumn = new ColumnConstraints();
            nameColumn.setMinWidth(Region.USE_PREF_SIZE);
            nameColumn.setHalignment(names);
            ColumnConstraints valueColumn = new ColumnConstraints();
            valueColumn.setHgrow(Priority.ALWAYS);
            valueColumn.setMinWidth(0);
            grid.getColumnConstraints().addAll(nameColumn, valueColumn);
        }
    }

    /** A value to fill in later, found by {@code id}. */
    public static Label value(String id) {
        Label label = new Label();
        label.setId(id);
        label.setWrapText(true);
        return label;
    }

    /** Adds {@code value}, named {@code name}, after the pairs before it; returns the name, for a screen that aligns it its own way. */
    public Label add(String name, Node value) {
        Label label = new Label(name);
        label.getStyleClass().add(Styles.TEXT_MUTED);
        int row = pairs / pairsPerRow;
        int column = pairs % pairsPerRow * 2;
        grid.add(label, column, row);
        grid.add(value, column + 1, row);
        pairs++;
        return label;
    }

    public GridPane view() {
        return grid;
    }
}
