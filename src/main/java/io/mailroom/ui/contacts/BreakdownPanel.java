package io.mailroom.ui.contacts;

import atlantafx.base.theme.Styles;
import atlantafx.base.theme.Tweaks;
import io.mailroom.ui.common.Formats;
import io.mailroom.ui.common.Messages;
import io.mailroom.ui.fx.Icons;
import io.mailroom.ui.fx.Visibility;
import java.util.Map;
import javafx.beans.property.BooleanProperty;
import javafx.beans.property.SimpleBooleanProperty;
import javafx.beans.value.ObservableValue;
import javafx.geometry.Insets;
import javafx.geometry.Pos;
import javafx.geometry.Side;
import javafx.scene.Node;
import javafx.scene.chart.BarChart;
import javafx.scene.chart.CategoryAxis;
import javafx.scene.chart.NumberAxis;
import javafx.scene.chart.PieChart;
import javafx.scene.chart.XYChart;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.ScrollPane;
import javafx.scene.control.Tooltip;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import javafx.scene.layout.VBox;
import javafx.util.StringConverter;
import org.kordamp.ikonli.feather.Feather;

/**
 * The collapsible side panel: the contacts in view (the loaded page, or every contact of the
 * whole list, or every one found) by status, by VIP level, by language and by when they
 * registered, at a glance, under a caption that says which contacts it describes. Each chart
 * keeps its height whatever it shows, so the panel stays still while a find narrows the contacts
 * and their breakdown arrives after the rows; it scrolls in a low window.
 */
final class BreakdownPanel {

    private static final double WIDTH = 300;
    private static final double STATUS_HEIGHT = 250;
    private static final double VIP_HEIGHT = 240;

    private final VBox panel = new VBox(10);
    private final Label caption = new Label();
    private final PieChart byStatus = new PieChart();
    private final XYChart.Series<String, Number> levels = new XYChart.Series<>();
    private final BarChart<String, Number> byVipLevel;
    private final LanguageSharesView byLanguage = new LanguageSharesView();
    private final RegistrationsView registrations = new RegistrationsView();
    private final VBox charts;
    private final Label nothing = new Label();
    private final BooleanProperty anyContacts = new SimpleBooleanProperty();

    BreakdownPanel(ObservableValue<PageBreakdown> breakdown, BooleanProperty shown) {
        panel.setId("chart-panel");
        panel.setPadding(new Insets(10, 12, 10, 12));
        panel.setPrefWidth(WIDTH);
        panel.setMinWidth(WIDTH);
        panel.getStyleClass().add(Styles.BG_SUBTLE);
        Visibility.showWhen(panel, shown);

        Label title = new Label(Messages.text("contacts.chart.title"));
        title.getStyleClass().add(Styles.TITLE_4);
        Button close = new Button(null, Icons.of(Feather.X));
        close.setId("hide-chart");
        close.getStyleClass().addAll(Styles.BUTTON_ICON, Styles.FLAT);
        close.setTooltip(new Tooltip(Messages.text("contacts.chart.hide")));
        close.setOnAction(event -> shown.set(false));
        Region gap = new Region();
        HBox.setHgrow(gap, Priority.ALWAYS);
        HBox header = new HBox(title, gap, close);
        header.setAlignment(Pos.CENTER_LEFT);
        caption.setId("chart-caption");
        caption.setWrapText(true);

        byStatus.setId("status-chart");
        byStatus.setAnimated(false);
        byStatus.setLegendVisible(true);
        byStatus.setLegendSide(Side.BOTTOM);
        // Slice labels would shrink the pie to a dot in a panel this narrow; the legend carries the counts.
        byStatus.setLabelsVisible(false);
        byStatus.setStartAngle(90);
        // A chart drops its legend when that would leave the pie under 150 px: this height keeps both,
        // and the panel scrolls rather than squeeze it in a low window (1024x700).
        byStatus.setPrefHeight(STATUS_HEIGHT);
        byStatus.setMinHeight(STATUS_HEIGHT);

        CategoryAxis level = new CategoryAxis();
        level.setLabel(ContactColumn.VIP_LEVEL.title());
        byVipLevel = new BarChart<>(level, countAxis());
        byVipLevel.getData().add(levels);
        byVipLevel.setId("vip-chart");
        byVipLevel.setAnimated(false);
        byVipLevel.setLegendVisible(false);
        byVipLevel.setCategoryGap(6);
        byVipLevel.setPrefHeight(VIP_HEIGHT);
        byVipLevel.setMinHeight(VIP_HEIGHT);
        nothing.setWrapText(true);
        nothing.getStyleClass().add(Styles.TEXT_MUTED);

        charts = new VBox(10, section(Messages.text("contacts.chart.byStatus")), byStatus,
                section(Messages.text("contacts.chart.byVipLevel")), byVipLevel,
                section(Messages.text("contacts.chart.byLanguage")), byLanguage.view(),
                section(Messages.text("contacts.chart.registrations")), registrations.view());
        VBox content = new VBox(10, caption, charts, nothing);
        ScrollPane scroll = new ScrollPane(content);
        scroll.setId("chart-scroll");
        scroll.setFitToWidth(true);
        scroll.setHbarPolicy(ScrollPane.ScrollBarPolicy.NEVER);
        scroll.getStyleClass().add(Tweaks.EDGE_TO_EDGE);
        VBox.setVgrow(scroll, Priority.ALWAYS);
        panel.getChildren().addAll(header, scroll);
        Visibility.showWhen(charts, anyContacts);
        Visibility.showWhen(nothing, anyContacts.not());
        show(breakdown.getValue());
        breakdown.addListener((obs, old, now) -> show(now));
    }

    Node view() {
        return panel;
    }

    private void show(PageBreakdown breakdown) {
        long size = breakdown.size();
        caption.setText(size == 0 ? "" : breakdown.caption());
        nothing.setText(breakdown.nothing());
        anyContacts.set(size > 0);
        byStatus.getData().clear();
        breakdown.byStatus().forEach((status, contacts) ->
                byStatus.getData().add(new PieChart.Data(Messages.text("contacts.chart.slice", statusName(status), contacts), contacts)));
        levels.getData().clear();
        for (Map.Entry<String, Long> entry : breakdown.byVipLevel().entrySet()) {
            String level = entry.getKey().equals(PageBreakdown.NO_VIP_LEVEL) ? Messages.text("contacts.chart.noVipLevel") : entry.getKey();
            levels.getData().add(new XYChart.Data<>(level, entry.getValue()));
        }
        byLanguage.show(breakdown.languages());
        registrations.show(breakdown.registrations());
    }

    /** How many contacts, up the side of a chart, in whole numbers as the language writes them. */
    static NumberAxis countAxis() {
        NumberAxis count = new NumberAxis();
        count.setLabel(Messages.text("contacts.chart.contacts"));
        count.setMinorTickVisible(false);
        count.setTickLabelFormatter(wholeNumbers());
        return count;
    }

    /** A status in the person's words, or as the service sent it; none at all said so. */
    private static String statusName(String status) {
        return status.equals(PageBreakdown.NO_STATUS) ? Messages.text("contacts.chart.noStatus") : StatusWords.of(status);
    }

    private static Label section(String text) {
        Label label = new Label(text);
        label.getStyleClass().add(Styles.TEXT_BOLD);
        return label;
    }

    private static StringConverter<Number> wholeNumbers() {
        return new StringConverter<>() {
            @Override
            public String toString(Number value) {
                return value.doubleValue() == Math.rint(value.doubleValue()) ? Formats.number(value.longValue()) : "";
            }

            @Override
            public Number fromString(String text) {
                return Long.valueOf(text);
            }
        };
    }
}
