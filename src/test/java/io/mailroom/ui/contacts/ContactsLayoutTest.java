package io.mailroom.ui.contacts;

import static org.assertj.core.api.Assertions.assertThat;

import io.mailroom.api.ContactStatus;
import io.mailroom.ui.common.LayoutChecks;
import io.mailroom.ui.common.Messages;
import java.util.List;
import java.util.Locale;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import javafx.geometry.Bounds;
import javafx.scene.Node;
import javafx.scene.control.Button;
import javafx.scene.control.CheckMenuItem;
import javafx.scene.control.ContentDisplay;
import javafx.scene.control.Label;
import javafx.scene.control.Menu;
import javafx.scene.control.MenuItem;
import javafx.scene.control.TableColumn;
import javafx.scene.control.TableRow;
import javafx.scene.control.TextField;
import javafx.scene.input.KeyCode;
import javafx.scene.layout.BackgroundFill;
import javafx.scene.paint.Color;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/** The contacts screen whole in every language at the sizes people use, and what helps them see their place in it. */
class ContactsLayoutTest {

    @RegisterExtension
    final ScreenHarness ui = new ScreenHarness();

    @AfterEach
    void backToEnglish() {
        Messages.use(Locale.ENGLISH);
    }

    /**
     * At 1024×700 the screen has the window to itself here; in the main window its navigation
     * takes 210 px of that, so the screen must also be whole at 814 px wide.
     */
    @Test
    void theScreenIsWholeAt1024x700InEveryLanguage() throws Exception {
        for (Locale language : Messages.LANGUAGES) {
            Messages.use(language);
            for (double width : List.of(1024.0, 814.0)) {
                ui.open(ui.fixture.prefs, width, 700);
                ui.waitForPage(Messages.text("contacts.page", 1, 2));
                ui.clickRow(1);
                ui.robot.push(KeyCode.SHIFT, KeyCode.DOWN);
                assertThat(ui.text("#selected-label")).isEqualTo(Messages.text("contacts.selected", 2));
                assertThat(ui.fx(() -> LayoutChecks.problems(ui.scene()))).as("%s at %.0fx700", language, width).isEmpty();
            }
        }
    }

    @Test
    void inGermanTheScreenSpeaksGermanAndItsButtonsKeepTheirWordsInTheTooltipWhenNarrow() throws Exception {
        Messages.use(Locale.GERMAN);
        ui.open(ui.fixture.prefs, 1024, 700);
        ui.waitForPage("Seite 1 von 2");

        assertThat(ui.text("#total-label")).isEqualTo("600 Kontakte");
        assertThat(ui.screen.menus().getFirst().getText()).isEqualTo("Kontakte");
        assertThat(ui.fx(() -> ui.table().getColumns().getFirst().getText())).isEqualTo("E-Mail");
        Button create = ui.fx(() -> ui.robot.lookup("#new-contact").queryAs(Button.class));
        assertThat(ui.fx(create::getText)).isEqualTo("Neuer Kontakt…");
        // The spec's two statuses are Mailroom's words to translate, in the badges as in the chart.
        assertThat(ui.fx(() -> ui.robot.lookup(".status-badge").queryAllAs(Label.class).stream().map(Label::getText)
                .collect(Collectors.toSet()))).isNotEmpty().isSubsetOf("Bestätigt", "Abgemeldet");

        ui.open(ui.fixture.prefs, 700, 700);
        ui.waitForPage("Seite 1 von 2");
        Button narrow = ui.fx(() -> ui.robot.lookup("#new-contact").queryAs(Button.class));
        assertThat(ui.fx(narrow::getContentDisplay)).isEqualTo(ContentDisplay.GRAPHIC_ONLY);
        assertThat(ui.fx(() -> narrow.getTooltip().getText())).startsWith("Neuer Kontakt…");
        // A prompt has no "…": where the whole one has no room, the field says less and the tooltip all.
        TextField find = ui.fx(() -> ui.robot.lookup("#find-field").queryAs(TextField.class));
        assertThat(ui.fx(find::getPromptText)).isEqualTo("Suchen");
        assertThat(ui.fx(() -> find.getTooltip().getText())).isEqualTo("Auf dieser Seite suchen: E-Mail, Name, Firma");
        assertThat(ui.fx(() -> LayoutChecks.problems(ui.scene()))).isEmpty();
    }

    /** The rows have one height, said once in the stylesheet: it is the theme's, and holds each row's badge and words whole. */
    @Test
    void everyRowIsOfTheTablesOneHeightAndHoldsItsBadgeAndItsWordsWhole() throws Exception {
        for (Locale language : List.of(Locale.ENGLISH, Locale.GERMAN)) {
            Messages.use(language);
            ui.open(ui.fixture.prefs, 1280, 800);
            ui.waitForPage(Messages.text("contacts.page", 1, 2));
            double fixed = ui.fx(() -> ui.table().getFixedCellSize());
            assertThat(fixed).as("said in contacts.css").isPositive();
            List<Node> rows = ui.fx(() -> ui.robot.lookup("#contacts-table .table-row-cell").queryAll().stream()
                    .filter(row -> row instanceof TableRow<?> filled && !filled.isEmpty() && filled.isVisible()).toList());
            assertThat(rows).hasSizeGreaterThan(10);
            for (Node row : rows) {
                assertThat(ui.fx(() -> row.getLayoutBounds().getHeight())).isEqualTo(fixed);
                Bounds whole = ui.fx(() -> row.localToScene(row.getLayoutBounds()));
                List<Node> parts = ui.fx(() -> Stream.concat(row.lookupAll(".status-badge").stream(), row.lookupAll(".table-cell > .text").stream())
                        .toList());
                assertThat(parts).hasSizeGreaterThan(1);
                for (Node part : parts) {
                    Bounds bounds = ui.fx(() -> part.localToScene(part.getLayoutBounds()));
                    assertThat(bounds.getMinY()).as("%s in %s", part, row).isGreaterThanOrEqualTo(whole.getMinY());
                    assertThat(bounds.getMaxY()).as("%s in %s", part, row).isLessThanOrEqualTo(whole.getMaxY());
                }
            }
        }
    }

    /** A chart hides its legend where that would leave the pie too small: the panel keeps room for it (it scrolls instead). */
    @Test
    void thePieChartsLegendNamesBothStatusesAt1024x700AndAtTheDefaultSize() throws Exception {
        for (double[] size : List.of(new double[] {814, 700}, new double[] {1024, 700}, new double[] {970, 760})) {
            ui.open(ui.fixture.prefs, size[0], size[1]);
            ui.waitForPage(Messages.text("contacts.page", 1, 2));
            Node legend = ui.fx(() -> ui.robot.lookup("#status-chart .chart-legend").query());
            assertThat(ui.fx(legend::isVisible)).as("legend at %.0fx%.0f", size[0], size[1]).isTrue();
            assertThat(ui.fx(() -> ui.robot.from(legend).lookup(".chart-legend-item").queryAllAs(Label.class).stream()
                    .map(Label::getText).toList()))
                    .as("legend at %.0fx%.0f", size[0], size[1])
                    .anySatisfy(text -> assertThat(text).startsWith(StatusWords.of(ContactStatus.Confirmed) + ":"))
                    .anySatisfy(text -> assertThat(text).startsWith(StatusWords.of(ContactStatus.Unsubscribed) + ":"));
        }
    }

    @Test
    void theSelectedRowsStandOutAndAreCounted() {
        assertThat(ui.visible("#selected-label")).as("nothing selected").isFalse();
        ui.clickRow(2);
        ui.robot.push(KeyCode.SHIFT, KeyCode.DOWN).push(KeyCode.SHIFT, KeyCode.DOWN);

        assertThat(ui.visible("#selected-label")).isTrue();
        assertThat(ui.text("#selected-label")).isEqualTo(Messages.text("contacts.selected", 3));
        Color selected = firstFill(3);
        Color striped = firstFill(5);
        assertThat(selected).as("the accent bar, not the theme's grey").isEqualTo(Color.web("#0969da"));
        assertThat(striped).isNotEqualTo(selected);
    }

    @Test
    void theColumnsAreChosenFromTheMenuAndFromAHeadersRightClick() {
        Menu columns = (Menu) ui.screen.viewItems().stream()
                .filter(item -> "columns-menu".equals(item.getId())).findFirst().orElseThrow();
        assertThat(columns.getItems()).hasSize(ContactColumn.values().length);
        TableColumn<?, ?> phone = ui.fx(() -> ui.table().getColumns().stream()
                .filter(c -> "phoneNumber".equals(c.getId())).findFirst().orElseThrow());

        // A CheckMenuItem's skin toggles it on a click; headless, it is toggled as the click would.
        ui.fxRun(() -> ((CheckMenuItem) item(columns.getItems(), "show-column-phoneNumber")).setSelected(false));
        assertThat(ui.fx(phone::isVisible)).isFalse();

        // Headless, a right-click opens no popup; the header's menu item is toggled as the click would.
        List<MenuItem> onHeader = ui.fx(() -> ui.table().getColumns().getFirst().getContextMenu().getItems());
        assertThat(ui.fx(() -> ((CheckMenuItem) item(onHeader, "show-column-phoneNumber")).isSelected())).isFalse();
        ui.fxRun(() -> ((CheckMenuItem) item(onHeader, "show-column-phoneNumber")).setSelected(true));
        assertThat(ui.fx(phone::isVisible)).isTrue();
    }

    private static MenuItem item(List<MenuItem> items, String id) {
        return items.stream().filter(i -> id.equals(i.getId())).findFirst().orElseThrow();
    }

    private Color firstFill(int index) {
        return ui.fx(() -> {
            TableRow<?> row = ui.robot.lookup("#contacts-table .table-row-cell")
                    .match((TableRow<?> r) -> r.getIndex() == index).query();
            BackgroundFill fill = row.getBackground().getFills().getFirst();
            return (Color) fill.getFill();
        });
    }
}
