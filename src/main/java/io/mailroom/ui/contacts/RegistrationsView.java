package io.mailroom.ui.contacts;

import atlantafx.base.theme.Styles;
import io.mailroom.ui.common.Messages;
import io.mailroom.ui.fx.Visibility;
import java.util.List;
import javafx.beans.property.BooleanProperty;
import javafx.beans.property.SimpleBooleanProperty;
import javafx.scene.Node;
import javafx.scene.chart.AreaChart;
import javafx.scene.chart.NumberAxis;
import javafx.scene.chart.XYChart;
import javafx.scene.control.Label;
import javafx.scene.control.Tooltip;
import javafx.scene.layout.VBox;
import javafx.util.StringConverter;

/**
 * Registrations over time in the chart panel: an area over the months, quarters or years
 * ({@link RegistrationsOverTime}), what each point counts said under it ("Registrations per
 * quarter"), some periods named along the axis and every one in its point's tooltip; how many
 * contacts have no registration date to show, when some have none. The periods sit at whole
 * numbers of a number axis, half a step of room at each end, so that the axis can name some and
 * leave the rest unnamed.
 */
final class RegistrationsView {

    private static final double HEIGHT = 240;
    private static final double HALF_STEP = 0.5;

    private final NumberAxis when = new NumberAxis();
    private final XYChart.Series<Number, Number> series = new XYChart.Series<>();
    private final AreaChart<Number, Number> chart;
    private final Label undated = new Label();
    private final BooleanProperty anyUndated = new SimpleBooleanProperty();
    private final VBox view;
    private List<RegistrationsOverTime.Period> periods = List.of();

    RegistrationsView() {
        when.setAutoRanging(false);
        when.setTickUnit(1);
        when.setMinorTickVisible(false);
        when.setTickLabelFormatter(new StringConverter<>() {
            @Override
            public String toString(Number value) {
                double at = value.doubleValue();
                int index = (int) at;
                return index == at && index >= 0 && index < periods.size() && periods.get(index).named() ? periods.get(index).label() : "";
            }

            /** The place of the period named {@code text}, or null when no period is named so. */
            @Override
            public Number fromString(String text) {
                for (int i = 0; i < periods.size(); i++) {
                    if (periods.get(i).label().equals(text)) {
                        return i;
                    }
                }
                return null;
            }
        });
        chart = new AreaChart<>(when, BreakdownPanel.countAxis());
        chart.getData().add(series);
        chart.setId("registrations-chart");
        chart.setAnimated(false);
        chart.setLegendVisible(false);
        // The axis's zero is the first period, not a value to set apart.
        chart.setVerticalZeroLineVisible(false);
        chart.setPrefHeight(HEIGHT);
        chart.setMinHeight(HEIGHT);
        undated.setId("undated-registrations");
        undated.setWrapText(true);
        undated.getStyleClass().add(Styles.TEXT_MUTED);
        Visibility.showWhen(undated, anyUndated);
        view = new VBox(6, chart, undated);
    }

    Node view() {
        return view;
    }

    void show(RegistrationsOverTime overTime) {
        periods = overTime.periods();
        when.setLabel(overTime.axisLabel());
        when.setLowerBound(-HALF_STEP);
        when.setUpperBound(Math.max(1, periods.size()) - HALF_STEP);
        series.getData().clear();
        for (int i = 0; i < periods.size(); i++) {
            RegistrationsOverTime.Period period = periods.get(i);
            XYChart.Data<Number, Number> point = new XYChart.Data<>(i, period.count());
            series.getData().add(point);
            Tooltip.install(point.getNode(), new Tooltip(Messages.text("contacts.chart.slice", period.label(), period.count())));
        }
        undated.setText(Messages.text("contacts.chart.undated", overTime.undated()));
        anyUndated.set(overTime.undated() > 0);
    }
}
