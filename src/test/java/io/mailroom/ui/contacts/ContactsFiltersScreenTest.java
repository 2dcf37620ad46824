package io.mailroom.ui.contacts;

import static org.assertj.core.api.Assertions.assertThat;

import io.mailroom.api.Contact;
import io.mailroom.service.localcopy.Filter;
import io.mailroom.ui.common.Formats;
import io.mailroom.ui.common.LayoutChecks;
import io.mailroom.ui.common.Messages;
import java.math.BigDecimal;
import java.time.Instant;
import java.time.LocalDate;
import java.time.ZoneOffset;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.function.Predicate;
import java.util.stream.IntStream;
import javafx.scene.Node;
import javafx.scene.Parent;
import javafx.scene.control.Button;
import javafx.scene.control.DatePicker;
import javafx.scene.control.DialogPane;
import javafx.scene.control.Label;
import javafx.scene.control.ListCell;
import javafx.scene.input.KeyCode;
import javafx.stage.Stage;
import javafx.stage.Window;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * The filter chips in the real screen, headless, over the whole list of a sandbox of 2,000 seed
 * contacts (1,200 in the newsletter): filters of several kinds added through the picker by mouse
 * and keyboard, the table's rows and the count checked against the service's own list filtered
 * here, a chip removed with Delete and with its ×, every filter cleared, the picker refusing a
 * range backwards, in German at 1024×700.
 */
class ContactsFiltersScreenTest {

    @RegisterExtension
    final ScreenHarness ui = new ScreenHarness(2000);

    @AfterEach
    void backToEnglish() {
        Messages.use(Locale.ENGLISH);
    }

    private int all() {
        return ui.newsletter();
    }

    /** The copy synchronised through the screen's offer: the whole list, and with it the filter bar, on view. */
    private void getAll() {
        assertThat(ui.visible("#filter-bar")).as("no filters while the screen pages from the service").isFalse();
        ui.robot.clickOn("#get-all-contacts");
        ui.waitUntil("the whole list is on view", () -> Messages.text("contacts.count", all()).equals(ui.text("#total-label"))
                && !ui.visible("#sync-strip") && ui.visible("#synced-label"));
        assertThat(ui.visible("#filter-bar")).isTrue();
    }

    private List<String> expected(Predicate<Contact> test) {
        return ui.fixture.everyone(ContactsFixture.NEWSLETTER).stream().filter(test).map(Contact::emailAddress).toList();
    }

    /** Every row of the table, once each is read from the copy (asking for a row reads its block). */
    private List<String> rows() {
        ui.waitUntil("every row is read", () -> {
            LazyRows rows = (LazyRows) ui.table().getItems();
            return IntStream.range(0, rows.size()).allMatch(i -> rows.get(i) != null);
        });
        return ui.fx(() -> {
            LazyRows rows = (LazyRows) ui.table().getItems();
            return IntStream.range(0, rows.size()).mapToObj(rows::get).map(Contact::emailAddress).toList();
        });
    }

    private void waitForCount(int matching) {
        ui.waitForText("#total-label", Messages.text("contacts.matching", matching, all()));
    }

    /** The chips on view, by their words, in the order shown. */
    private List<String> chips() {
        return ui.fx(() -> ui.robot.lookup("#filter-bar .filter-chip > .label").queryAllAs(Label.class).stream()
                .map(Label::getText).toList());
    }

    /** The "or" between chips of one field. */
    private List<String> ors() {
        return ui.fx(() -> ui.robot.lookup("#filter-bar .filter-or").queryAllAs(Label.class).stream().map(Label::getText).toList());
    }

    private Node chip(String words) {
        return ui.fx(() -> ui.robot.lookup("#filter-bar .filter-chip").match((Node chip) ->
                ui.robot.from(chip).lookup(".label").queryAllAs(Label.class).stream().anyMatch(l -> words.equals(l.getText()))).query());
    }

    private boolean pickerOpen() {
        return ui.fx(() -> ui.robot.lookup("#filter-picker").tryQuery().map(node -> node.getScene().getWindow().isShowing()).orElse(false));
    }

    /** In the open picker: the kind clicked in the list of kinds. */
    private void kind(Filter.Kind kind) {
        ui.robot.clickOn(ui.fx(() -> ui.robot.lookup("#filter-kinds .list-cell")
                .match((ListCell<?> cell) -> FilterWords.kind(kind).equals(cell.getText())).<Node>query()));
    }

    /** In the open picker: the value shown as {@code words} clicked in the kind's list. */
    private void value(String words) {
        ui.waitUntil("the values are listed", () -> !ui.visible("#filter-values-loading"));
        ui.robot.clickOn(ui.fx(() -> ui.robot.lookup("#filter-choices .list-cell .label")
                .match((Label label) -> words.equals(label.getText())).<Node>query()));
    }

    private void addPicked() {
        ui.robot.clickOn("#add-picked-filter");
        ui.waitUntil("the picker has closed", () -> !pickerOpen());
    }

    private static boolean german(Contact contact) {
        return contact.language().equals("de");
    }

    @Test
    void filtersOfSeveralKindsAddedThroughThePickerNarrowTheRowsAndTheCount() {
        getAll();

        ui.robot.clickOn("#add-filter");
        assertThat(pickerOpen()).isTrue();
        kind(Filter.Kind.LANGUAGE);
        value(FilterWords.language("de"));
        addPicked();

        List<String> german = expected(ContactsFiltersScreenTest::german);
        waitForCount(german.size());
        assertThat(chips()).containsExactly(Messages.text("contacts.filter.chip.language", "de"));
        assertThat(rows()).containsExactlyInAnyOrderElementsOf(german);

        // The shortcut opens it too; a second language is one more value of the same field, "or" between them.
        ui.clickRow(0);
        ui.robot.push(KeyCode.CONTROL, KeyCode.SHIFT, KeyCode.F);
        ui.waitUntil("the picker is open", this::pickerOpen);
        kind(Filter.Kind.LANGUAGE);
        value(FilterWords.language("fr"));
        addPicked();
        List<String> germanOrFrench = expected(c -> Set.of("de", "fr").contains(c.language()));
        waitForCount(germanOrFrench.size());
        assertThat(ors()).containsExactly(Messages.text("contacts.filter.or"));

        ui.robot.clickOn("#add-filter");
        kind(Filter.Kind.VIP);
        ui.robot.clickOn("#vip-min").write("3");
        addPicked();
        ui.robot.clickOn("#add-filter");
        kind(Filter.Kind.STATUS);
        value(Messages.text("contacts.status.confirmed"));
        addPicked();

        Predicate<Contact> atLeastThree = c -> c.vipLevel() != null
                && c.vipLevel().number().map(level -> level.compareTo(BigDecimal.valueOf(3)) >= 0).orElse(false);
        List<String> narrowed = expected(c -> Set.of("de", "fr").contains(c.language()) && atLeastThree.test(c)
                && c.statusText().equals("Confirmed"));
        assertThat(narrowed).isNotEmpty().hasSizeLessThan(germanOrFrench.size());
        waitForCount(narrowed.size());
        assertThat(rows()).containsExactlyInAnyOrderElementsOf(narrowed);
        assertThat(chips()).containsExactly(Messages.text("contacts.filter.chip.language", "de"),
                Messages.text("contacts.filter.chip.language", "fr"), Messages.text("contacts.filter.chip.vipAtLeast", 3),
                Messages.text("contacts.filter.chip.status", Messages.text("contacts.status.confirmed")));
        assertThat(ors()).as("the fields are not OR-ed").hasSize(1);
    }

    @Test
    void aChipGoesWithDeleteOrItsCrossAndClearFiltersEndsThemAll() {
        getAll();
        addThroughTheKeyboard();
        List<String> german = expected(ContactsFiltersScreenTest::german);
        ui.robot.clickOn("#add-filter");
        kind(Filter.Kind.SOURCE);
        value("api");
        addPicked();
        List<String> germanFromTheApi = expected(c -> german(c) && c.source().equals("api"));
        waitForCount(germanFromTheApi.size());
        ui.clickRow(0);

        ui.robot.clickOn(chip(Messages.text("contacts.filter.chip.language", "de")));
        ui.robot.push(KeyCode.DELETE);

        waitForCount(expected(c -> c.source().equals("api")).size());
        assertThat(chips()).containsExactly(Messages.text("contacts.filter.chip.source", "api"));
        ui.assertNoDialogOpen();
        assertThat(ui.fx(() -> ui.scene().getFocusOwner().getStyleClass().contains("filter-chip")))
                .as("the chip left takes the keyboard").isTrue();
        assertThat(ui.fixture.everyone(ContactsFixture.NEWSLETTER)).as("Delete on a chip deletes no contact").hasSize(all());

        ui.robot.clickOn(ui.fx(() -> ui.robot.from(chip(Messages.text("contacts.filter.chip.source", "api")))
                .lookup(".filter-chip-remove").<Node>query()));
        ui.waitForText("#total-label", Messages.text("contacts.count", all()));
        assertThat(chips()).isEmpty();
        assertThat(ui.visible("#clear-filters")).isFalse();

        addThroughTheKeyboard();
        assertThat(ui.visible("#clear-filters")).isTrue();
        ui.robot.clickOn("#clear-filters");
        ui.waitForText("#total-label", Messages.text("contacts.count", all()));
        assertThat(chips()).isEmpty();
        assertThat(rows()).hasSize(all());
    }

    /** A chip that stays keeps the keyboard while another is removed with its ×: the chips on view are not made again. */
    @Test
    void aChipThatStaysKeepsTheKeyboardWhenAnotherGoes() {
        getAll();
        addThroughTheKeyboard();
        ui.robot.clickOn("#add-filter");
        kind(Filter.Kind.SOURCE);
        value("api");
        addPicked();
        waitForCount(expected(c -> german(c) && c.source().equals("api")).size());
        Node api = chip(Messages.text("contacts.filter.chip.source", "api"));
        ui.robot.clickOn(api);
        assertThat(ui.fx(api::isFocused)).isTrue();

        ui.robot.clickOn(ui.fx(() -> ui.robot.from(chip(Messages.text("contacts.filter.chip.language", "de")))
                .lookup(".filter-chip-remove").<Node>query()));

        waitForCount(expected(c -> c.source().equals("api")).size());
        assertThat(chips()).containsExactly(Messages.text("contacts.filter.chip.source", "api"));
        assertThat(ui.fx(() -> ui.scene().getFocusOwner())).isSameAs(api);
    }

    /** Language: de, added without the mouse: the shortcut, the kinds' list, Tab to the values, Enter. */
    private void addThroughTheKeyboard() {
        ui.clickRow(0);
        ui.robot.push(KeyCode.CONTROL, KeyCode.SHIFT, KeyCode.F);
        ui.waitUntil("the picker is open", this::pickerOpen);
        ui.robot.push(KeyCode.DOWN);
        ui.waitUntil("the languages are listed", () -> !ui.visible("#filter-values-loading")
                && ui.visible("#filter-choices-editor") && ui.fx(() -> ui.robot.lookup("#filter-choices .list-cell .label").tryQuery().isPresent()));
        String german = FilterWords.language("de");
        int place = ui.fx(() -> {
            List<String> shown = ui.robot.lookup("#filter-choices").queryListView().getItems().stream()
                    .map(item -> ((FilterPicker.Choice) item).words()).toList();
            return shown.indexOf(german);
        });
        ui.robot.push(KeyCode.TAB);
        for (int i = 0; i < place; i++) {
            ui.robot.push(KeyCode.DOWN);
        }
        ui.robot.push(KeyCode.ENTER);
        ui.waitUntil("the picker has closed", () -> !pickerOpen());
        waitForCount(expected(ContactsFiltersScreenTest::german).size());
    }

    @Test
    void filtersThatMatchNoContactSaySoInTheTable() {
        getAll();
        assertThat(expected(c -> c.amount() == null || c.amount().isBlank())).as("every seed contact has an amount").isEmpty();
        ui.robot.clickOn("#add-filter");
        kind(Filter.Kind.AMOUNT);
        ui.robot.clickOn("#amount-absent");
        addPicked();

        waitForCount(0);
        assertThat(chips()).containsExactly(Messages.text("contacts.filter.chip.amountAbsent"));
        assertThat(ui.fx(() -> ((Label) ui.table().getPlaceholder()).getText())).isEqualTo(Messages.text("contacts.noMatch.filters"));
        assertThat(ui.fx(() -> ui.table().getPlaceholder().isVisible() && ui.table().getPlaceholder().getScene() != null)).isTrue();
    }

    @Test
    void thePickerRefusesARangeBackwardsAndSaysWhyThenEnterAddsTheRangePutRight() {
        getAll();
        ui.robot.clickOn("#add-filter");
        ui.waitUntil("the kinds have the keyboard", () -> pickerOpen() && ui.robot.lookup("#filter-kinds").query().isFocused());
        ui.robot.push(KeyCode.ESCAPE);
        ui.waitUntil("Esc has closed the picker", () -> !pickerOpen());
        assertThat(chips()).isEmpty();

        ui.robot.clickOn("#add-filter");
        kind(Filter.Kind.VIP);
        ui.robot.clickOn("#vip-min").write("5");
        ui.robot.clickOn("#vip-max").write("2");

        assertThat(ui.visible("#filter-problem")).isTrue();
        assertThat(ui.text("#filter-problem")).isEqualTo(Messages.text("contacts.filter.problem.vipBackwards", 5, 2));
        assertThat(addDisabled()).isTrue();

        // Days of the seeded registrations, so that the range holds some contacts and not all.
        List<LocalDate> days = ui.fixture.everyone(ContactsFixture.NEWSLETTER).stream()
                .map(c -> Instant.parse(c.registerDate()).atOffset(ZoneOffset.UTC).toLocalDate()).sorted().toList();
        LocalDate first = days.get(days.size() / 4);
        LocalDate last = days.get(days.size() / 2);
        kind(Filter.Kind.REGISTERED);
        ui.robot.clickOn("#day-from").write(last.toString());
        ui.robot.clickOn("#day-to").write(first.toString());
        assertThat(ui.text("#filter-problem"))
                .isEqualTo(Messages.text("contacts.filter.problem.daysBackwards", Formats.date(last), Formats.date(first)));
        assertThat(addDisabled()).isTrue();

        ui.robot.clickOn("#day-from");
        ui.fxRun(() -> ui.robot.lookup("#day-from").queryAs(DatePicker.class).getEditor().clear());
        ui.robot.write(first.toString());
        ui.fxRun(() -> ui.robot.lookup("#day-to").queryAs(DatePicker.class).getEditor().clear());
        ui.robot.clickOn("#day-to").write(last.toString());
        assertThat(ui.visible("#filter-problem")).isFalse();
        ui.robot.push(KeyCode.ENTER);

        ui.waitUntil("Enter has added the range", () -> !pickerOpen());
        List<String> registered = expected(c -> {
            LocalDate day = Instant.parse(c.registerDate()).atOffset(ZoneOffset.UTC).toLocalDate();
            return !day.isBefore(first) && !day.isAfter(last);
        });
        waitForCount(registered.size());
        assertThat(rows()).containsExactlyInAnyOrderElementsOf(registered);
        assertThat(chips()).containsExactly(Messages.text("contacts.filter.chip.registeredBetween", Formats.date(first), Formats.date(last)));
    }

    private boolean addDisabled() {
        return ui.fx(() -> ui.robot.lookup("#add-picked-filter").queryAs(Button.class).isDisabled());
    }

    @Test
    void inGermanTheChipsAndThePickerSpeakGermanAndFitAt1024x700() throws Exception {
        getAll();
        Messages.use(Locale.GERMAN);
        ui.open(ui.fixture.prefs, 1024, 700);
        ui.waitUntil("the whole list in German", () -> "1.200 Kontakte".equals(ui.text("#total-label")));
        assertThat(ui.text("#add-filter")).isEqualTo("Filter hinzufügen…");

        ui.robot.clickOn("#add-filter");
        assertThat(ui.fx(() -> ((Stage) pickerWindow()).getTitle())).isEqualTo("Filter hinzufügen");
        assertThat(ui.fx(() -> LayoutChecks.problems(pickerWindow().getScene()))).as("the picker").isEmpty();
        kind(Filter.Kind.COMPANY);
        ui.waitUntil("the companies are listed", () -> !ui.visible("#filter-values-loading"));
        ui.robot.clickOn("#filter-find").write("muller");
        addPicked();
        ui.robot.clickOn("#add-filter");
        kind(Filter.Kind.COMPANY);
        ui.waitUntil("the companies are listed", () -> !ui.visible("#filter-values-loading"));
        ui.robot.clickOn("#filter-find").write("boulangerie");
        ui.robot.push(KeyCode.ENTER);
        ui.waitUntil("the picker has closed", () -> !pickerOpen());
        ui.robot.clickOn("#add-filter");
        kind(Filter.Kind.VIP);
        ui.robot.clickOn("#vip-min").write("2");
        ui.robot.clickOn("#vip-max").write("4");
        addPicked();

        List<String> expected = expected(c -> Set.of("Müller & Söhne GmbH", "Boulangerie Lefèvre").contains(c.company())
                && c.vipLevel().number().map(l -> l.compareTo(BigDecimal.TWO) >= 0 && l.compareTo(BigDecimal.valueOf(4)) <= 0).orElse(false));
        assertThat(expected).isNotEmpty();
        ui.waitForText("#total-label", expected.size() + " von 1.200 Kontakten");
        assertThat(rows()).containsExactlyInAnyOrderElementsOf(expected);
        assertThat(chips()).containsExactly("Firma: Müller & Söhne GmbH", "Firma: Boulangerie Lefèvre", "VIP 2–4");
        assertThat(ors()).containsExactly("oder");
        assertThat(ui.text("#clear-filters")).isEqualTo("Alle Filter entfernen");
        assertThat(ui.fx(() -> LayoutChecks.problems(ui.scene()))).as("the chips at 1024x700").isEmpty();
        double barEnds = ui.fx(() -> {
            Node bar = ui.robot.lookup("#filter-bar").query();
            return bar.localToScene(bar.getBoundsInLocal()).getMaxX();
        });
        assertThat(ui.fx(() -> ui.robot.lookup("#filter-bar").queryAs(Parent.class).getChildrenUnmodifiable().stream().filter(Node::isVisible)
                .mapToDouble(node -> node.localToScene(node.getBoundsInLocal()).getMaxX()).max().orElseThrow()))
                .as("the chips wrap within their bar, beside the chart").isLessThanOrEqualTo(barEnds);
    }

    private Window pickerWindow() {
        return ui.robot.lookup("#filter-picker").query().getScene().getWindow();
    }

    @Test
    void everyMatchingContactIsEveryFilteredOneAndTheirDeleteAsksAboutThoseOnly() {
        getAll();
        ui.robot.clickOn("#add-filter");
        value(Messages.text("contacts.status.confirmed"));
        addPicked();
        int confirmed = expected(c -> c.statusText().equals("Confirmed")).size();
        assertThat(confirmed).as("more than the rows read at first").isGreaterThan(LazyRows.BLOCK);
        waitForCount(confirmed);
        ui.clickRow(0);
        ui.robot.push(KeyCode.CONTROL, KeyCode.A);

        assertThat(ui.text("#select-all-matching")).isEqualTo(Messages.text("contacts.selection.selectAll", confirmed));
        ui.robot.clickOn("#select-all-matching");
        assertThat(ui.text("#selected-label")).isEqualTo(Messages.text("contacts.selected", confirmed));

        ui.robot.push(KeyCode.DELETE);
        ui.waitUntil("the question is asked", () -> ui.visible("#confirm-dialog"));
        assertThat(ui.fx(() -> ((DialogPane) ui.robot.lookup("#confirm-dialog").query()).getHeaderText()))
                .isEqualTo(Messages.text("contacts.delete.many.title", confirmed));
        ui.robot.push(KeyCode.ESCAPE);
        ui.waitUntil("the question is gone", () -> !ui.visible("#confirm-dialog"));
        assertThat(ui.fixture.everyone(ContactsFixture.NEWSLETTER)).hasSize(all());
    }
}
