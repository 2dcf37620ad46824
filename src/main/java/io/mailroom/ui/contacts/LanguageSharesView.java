package io.mailroom.ui.contacts;

import io.mailroom.ui.common.Formats;
import java.util.ArrayList;
import java.util.List;
import javafx.geometry.Pos;
import javafx.scene.Node;
import javafx.scene.control.Label;
import javafx.scene.control.OverrunStyle;
import javafx.scene.control.Tooltip;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Pane;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import javafx.scene.layout.VBox;

/**
 * The languages of the chart panel as a ranked list: each language's name and count over a bar
 * as long as its share of the most common one, "Other" last in a quieter colour. Names as long as
 * "Portugiesisch (Brasilien)" keep their room in a 300 px panel, which an axis of a chart would not
 * give them. It always keeps room for {@link LanguageShares#NAMED} languages and "Other", so that
 * the panel below it does not move as a find narrows the contacts.
 */
final class LanguageSharesView {

    private static final double BAR_HEIGHT = 6;

    private final VBox view = new VBox(6);
    private final List<Row> rows = new ArrayList<>();

    LanguageSharesView() {
        view.setId("language-chart");
        for (int i = 0; i <= LanguageShares.NAMED; i++) {
            Row row = new Row();
            rows.add(row);
            view.getChildren().add(row.box);
        }
    }

    Node view() {
        return view;
    }

    void show(LanguageShares languages) {
        List<LanguageShares.Share> shares = languages.shares();
        long most = shares.stream().mapToLong(LanguageShares.Share::count).max().orElse(1);
        for (int i = 0; i < rows.size(); i++) {
            rows.get(i).show(i < shares.size() ? shares.get(i) : null, most);
        }
    }

    /** One language: its name and count on a line, its bar under them. Without a share it keeps its room, empty. */
    private static final class Row {

        private final Label name = new Label();
        private final Label count = new Label();
        private final Region fill = new Region();
        private final Pane track = new Pane(fill);
        private final VBox box;
        private final Tooltip whole = new Tooltip();

        Row() {
            name.getStyleClass().add("share-name");
            name.setTextOverrun(OverrunStyle.ELLIPSIS);
            name.setMinWidth(0);
            name.setTooltip(whole);
            count.getStyleClass().add("share-count");
            count.setMinWidth(Region.USE_PREF_SIZE);
            Region gap = new Region();
            HBox.setHgrow(gap, Priority.ALWAYS);
            HBox line = new HBox(8, name, gap, count);
            line.setAlignment(Pos.BASELINE_LEFT);
            fill.getStyleClass().add("share-fill");
            fill.setPrefHeight(BAR_HEIGHT);
            track.getStyleClass().add("share-track");
            track.setPrefHeight(BAR_HEIGHT);
            track.setMinHeight(BAR_HEIGHT);
            track.setMaxHeight(BAR_HEIGHT);
            box = new VBox(3, line, track);
            box.getStyleClass().add("language-share");
        }

        void show(LanguageShares.Share share, long most) {
            box.setVisible(share != null);
            if (share == null) {
                return;
            }
            name.setText(share.name());
            count.setText(Formats.number(share.count()));
            whole.setText(share.name());
            fill.getStyleClass().remove("other");
            if (share.other()) {
                fill.getStyleClass().add("other");
            }
            fill.prefWidthProperty().bind(track.widthProperty().multiply((double) share.count() / Math.max(1, most)));
        }
    }
}
