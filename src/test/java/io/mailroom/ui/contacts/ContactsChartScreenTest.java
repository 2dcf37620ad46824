package io.mailroom.ui.contacts;

import static org.assertj.core.api.Assertions.assertThat;

import io.mailroom.api.Contact;
import io.mailroom.ui.common.LayoutChecks;
import io.mailroom.ui.common.Messages;
import java.text.Collator;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.function.Function;
import java.util.stream.Collectors;
import java.util.stream.IntStream;
import javafx.scene.Node;
import javafx.scene.chart.AreaChart;
import javafx.scene.chart.NumberAxis;
import javafx.scene.chart.XYChart;
import javafx.scene.control.Label;
import javafx.scene.text.Text;
import javafx.util.StringConverter;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * The chart panel in the real screen, headless, in German at 1024x700, against a sandbox of 2,000
 * seed contacts (1,200 in the newsletter): what it describes, said in its caption, the page's before
 * a sync and every contact's, or every one found, after; the languages of the contacts a find
 * matches, counted here from the sandbox's own contacts; registrations per quarter; and a panel
 * that stays where it is while a find narrows the contacts.
 */
class ContactsChartScreenTest {

    /** The seed's languages in German, written out here rather than asked of the JDK the panel asks. */
    private static final Map<String, String> GERMAN_NAMES = Map.of("en", "Englisch", "de", "Deutsch", "fr", "Französisch",
            "es", "Spanisch", "pt-BR", "Portugiesisch (Brasilien)", "it", "Italienisch", "nl", "Niederländisch", "ja", "Japanisch");

    @RegisterExtension
    final ScreenHarness ui = new ScreenHarness(2000);

    @AfterEach
    void backToEnglish() {
        Messages.use(Locale.ENGLISH);
    }

    @Test
    void inGermanTheChartDescribesThePageThenEveryContactThenTheLanguagesOfThoseFound() throws Exception {
        Messages.use(Locale.GERMAN);
        ui.open(ui.fixture.prefs, 1024, 700);
        ui.waitForPage("Seite 1 von 3");
        assertThat(ui.text("#chart-caption")).isEqualTo("Diese Seite mit 500 Kontakten");
        assertThat(languagesShown()).hasSize(LanguageShares.NAMED + 1);

        ui.robot.clickOn("#get-all-contacts");
        ui.waitUntil("the whole list is on view", () -> "1.200 Kontakte".equals(ui.text("#total-label")) && !ui.visible("#sync-strip") && ui.visible("#synced-label"));
        ui.waitForText("#chart-caption", "Alle 1.200 Kontakte");
        assertThat(ui.fx(() -> ((AreaChart<?, ?>) ui.robot.lookup("#registrations-chart").query()).getXAxis().getLabel()))
                .as("three years of seed contacts").isEqualTo("Registrierungen pro Quartal");
        assertThat(registrationsCharted()).isEqualTo(1200);
        StringConverter<Number> names = ui.fx(() -> ((NumberAxis) ((AreaChart<?, ?>) ui.robot.lookup("#registrations-chart").query()).getXAxis())
                .getTickLabelFormatter());
        String named = ui.fx(() -> IntStream.range(0, 100).mapToObj(names::toString).filter(name -> !name.isEmpty()).findFirst().orElseThrow());
        assertThat(ui.fx(() -> names.toString(names.fromString(named)))).as("the axis reads back the periods it names").isEqualTo(named);
        assertThat(ui.fx(() -> names.fromString("kein Quartal"))).isNull();

        List<Contact> found = ui.fixture.everyone(ContactsFixture.NEWSLETTER).stream()
                .filter(c -> ContactsFixture.findWords(c).anyMatch(word -> word.startsWith("fabrikam"))).toList();
        ui.robot.clickOn("#find-field").write("fabrikam");

        ui.waitForText("#chart-caption", Messages.text("contacts.chart.captionMatching", found.size()));
        assertThat(languagesShown()).containsExactlyElementsOf(expectedLanguages(found));
        assertThat(registrationsCharted()).isEqualTo(found.size());
        assertThat(ui.fx(() -> ui.robot.lookup("#language-chart .share-name").queryAllAs(Label.class).stream()
                .filter(Node::isVisible).filter(label -> !label.getText().equals(shownText(label))).map(Label::getText).toList()))
                .as("language names cut short in the 300 px panel").isEmpty();
        assertThat(ui.fx(() -> LayoutChecks.problems(ui.scene()))).isEmpty();
    }

    @Test
    void theChartsBelowTheLanguagesStayWhereTheyAreWhenAFindLeavesOneLanguage() {
        ui.robot.clickOn("#get-all-contacts");
        ui.waitUntil("the whole list is on view", () -> !ui.visible("#sync-strip") && ui.visible("#synced-label"));
        ui.waitForText("#chart-caption", Messages.text("contacts.chart.captionAll", ui.newsletter()));
        double before = registrationsChartTop();
        Contact german = ui.fixture.everyone(ContactsFixture.NEWSLETTER).stream().filter(c -> c.language().equals("de")).findFirst().orElseThrow();

        ui.robot.clickOn("#find-field").write(german.emailAddress());

        ui.waitForText("#chart-caption", Messages.text("contacts.chart.captionMatching", 1));
        assertThat(languagesShown()).containsExactly("German 1");
        assertThat(registrationsChartTop()).isEqualTo(before);
    }

    /** Each language the panel lists, "Name count", as it shows them. */
    private List<String> languagesShown() {
        return ui.fx(() -> ui.robot.lookup("#language-chart .language-share").queryAll().stream().filter(Node::isVisible)
                .map(share -> ui.robot.from(share).lookup(".share-name").queryAs(Label.class).getText() + " "
                        + ui.robot.from(share).lookup(".share-count").queryAs(Label.class).getText())
                .toList());
    }

    /** The five languages most found, German names and counts, most first (the alphabet between equals), the rest as "Andere". */
    private static List<String> expectedLanguages(List<Contact> found) {
        Map<String, Long> byName = found.stream().collect(Collectors.groupingBy(c -> GERMAN_NAMES.get(c.language()), Collectors.counting()));
        List<Map.Entry<String, Long>> ranked = byName.entrySet().stream()
                .sorted(Map.Entry.<String, Long>comparingByValue().reversed()
                        .thenComparing(Map.Entry::getKey, Comparator.comparing(Function.identity(), Collator.getInstance(Locale.GERMAN))))
                .toList();
        List<String> shown = new ArrayList<>();
        boolean rest = ranked.size() > LanguageShares.NAMED + 1;
        ranked.stream().limit(rest ? LanguageShares.NAMED : ranked.size()).forEach(entry -> shown.add(entry.getKey() + " " + entry.getValue()));
        if (rest) {
            shown.add("Andere " + ranked.stream().skip(LanguageShares.NAMED).mapToLong(Map.Entry::getValue).sum());
        }
        return shown;
    }

    /** What a label shows of its words: all of them, or cut with "…". */
    private static String shownText(Label label) {
        return ((Text) label.lookup(".text")).getText();
    }

    /** How many registrations the area counts, over all its periods. */
    private long registrationsCharted() {
        return ui.fx(() -> {
            @SuppressWarnings("unchecked")
            AreaChart<Number, Number> chart = (AreaChart<Number, Number>) ui.robot.lookup("#registrations-chart").query();
            return chart.getData().getFirst().getData().stream().map(XYChart.Data::getYValue).mapToLong(Number::longValue).sum();
        });
    }

    private double registrationsChartTop() {
        return ui.fx(() -> {
            Node chart = ui.robot.lookup("#registrations-chart").query();
            return chart.localToScene(chart.getBoundsInLocal()).getMinY();
        });
    }
}
