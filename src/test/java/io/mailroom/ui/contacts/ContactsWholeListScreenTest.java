package io.mailroom.ui.contacts;

import static org.assertj.core.api.Assertions.assertThat;

import io.mailroom.api.Contact;
import io.mailroom.service.FieldMeaning;
import io.mailroom.ui.common.LayoutChecks;
import io.mailroom.ui.common.Messages;
import java.math.BigDecimal;
import java.util.List;
import java.util.Locale;
import java.util.Objects;
import java.util.concurrent.CopyOnWriteArrayList;
import javafx.collections.transformation.SortedList;
import javafx.css.PseudoClass;
import javafx.scene.control.Label;
import javafx.scene.control.Labeled;
import javafx.scene.control.TableCell;
import javafx.scene.control.TableColumn;
import javafx.scene.control.TableRow;
import javafx.scene.control.TextField;
import javafx.scene.input.KeyCode;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * The whole list in the real screen, headless, against a sandbox of 10,000 seed contacts (6,000
 * in the newsletter): got through the screen's own offer, then read as rows come into view,
 * found, sorted, counted and selected across the find.
 */
class ContactsWholeListScreenTest {

    @RegisterExtension
    final ScreenHarness ui = new ScreenHarness(10_000);

    @AfterEach
    void backToEnglish() {
        Messages.use(Locale.ENGLISH);
    }

    private int all() {
        return ui.newsletter();
    }

    /** The offer taken: the copy synchronised through the screen, the whole list on view. */
    private void getAll() {
        assertThat(ui.visible("#copy-offer")).isTrue();
        ui.robot.clickOn("#get-all-contacts");
        ui.waitUntil("the whole list is on view", () -> Messages.text("contacts.count", all()).equals(ui.text("#total-label"))
                && !ui.visible("#sync-strip") && ui.visible("#synced-label"));
    }

    private LazyRows rows() {
        return ui.fx(() -> (LazyRows) ui.table().getItems());
    }

    @Test
    void theOfferGetsEveryContactAndTheTableHoldsThemAllReadAsTheyComeIntoView() {
        assertThat(ui.text("#copy-offer-text")).isEqualTo(Messages.text("contacts.offer", all()));

        getAll();

        assertThat(ui.fx(() -> ui.table().getItems().size())).isEqualTo(all());
        assertThat(ui.visible("#copy-offer")).isFalse();
        assertThat(ui.visible("#next-page")).as("nothing to page").isFalse();
        assertThat(ui.visible("#page-size")).isFalse();
        assertThat(ui.text("#synced-label")).startsWith(Messages.text("contacts.copy.synced", Messages.text("contacts.moment.today", "")));
        assertThat(ui.text("#sync-outcome-text")).isEqualTo(Messages.text("contacts.sync.first", all(), ContactsFixture.NEWSLETTER.label()));
        TextField find = ui.fx(() -> ui.robot.lookup("#find-field").queryAs(TextField.class));
        assertThat(ui.fx(() -> find.getTooltip().getText())).isEqualTo(Messages.text("contacts.find.promptAll"));

        int last = all() - 1;
        ui.fxRun(() -> ui.table().scrollTo(last));
        ui.waitUntil("the last row is read and shown", () -> !emailShownAt(last).isEmpty());
        assertThat(emailShownAt(last)).isEqualTo(ui.fx(() -> rows().get(last).emailAddress()));
        int held = ui.fx(() -> rows().readRanges().stream().mapToInt(range -> range[1] - range[0]).sum());
        assertThat(held).as("rows held, not all of them").isLessThanOrEqualTo(LazyRows.KEPT * LazyRows.BLOCK).isLessThan(all());
    }

    /** The address the table's row at {@code index} shows, empty while it is not read. */
    private String emailShownAt(int index) {
        return ui.fx(() -> ui.robot.lookup("#contacts-table .table-row-cell").match((TableRow<?> r) -> r.getIndex() == index)
                .tryQuery().map(row -> ui.robot.from(row).lookup(".table-cell").queryAllAs(TableCell.class).stream()
                        .filter(cell -> "emailAddress".equals(cell.getTableColumn().getId()))
                        .map(Labeled::getText).filter(Objects::nonNull).findFirst().orElse(""))
                .orElse(""));
    }

    /** The start the benchmark times: the rows come from the copy, marked as on view before any request is made. */
    @Test
    void aNewStartShowsTheCopysRowsWithoutAskingTheService() throws Exception {
        getAll();
        long asked = ui.fixture.server.stats().count("GET /v1/contact");
        List<Integer> onView = new CopyOnWriteArrayList<>();

        ui.open(ui.fixture.prefs, 1280, 800, screen -> screen.onFirstRows(() -> onView.add(ui.table().getItems().size())));

        ui.waitUntil("the first rows are on view", () -> !onView.isEmpty());
        assertThat(onView).containsExactly(all());
        assertThat(ui.text("#total-label")).isEqualTo(Messages.text("contacts.count", all()));
        assertThat(ui.fixture.server.stats().count("GET /v1/contact")).isEqualTo(asked);
    }

    @Test
    void findAndSortWorkAcrossEveryContact() {
        getAll();
        Contact someone = ui.fixture.everyone(ContactsFixture.NEWSLETTER).get(4321);

        ui.robot.clickOn("#find-field").write(someone.emailAddress());
        ui.waitUntil("the find has answered", () -> ui.fx(() -> ui.table().getItems().size()) == 1);
        assertThat(ui.text("#total-label")).isEqualTo(Messages.text("contacts.matching", 1, all()));
        ui.waitUntil("the row is read", () -> someone.emailAddress().equals(emailShownAt(0)));

        ui.fxRun(() -> ((TextField) ui.robot.lookup("#find-field").query()).clear());
        ui.waitUntil("every contact again", () -> ui.fx(() -> ui.table().getItems().size()) == all());
        BigDecimal least = ui.fixture.everyone(ContactsFixture.NEWSLETTER).stream().map(c -> FieldMeaning.decimal(c.amount()))
                .filter(Objects::nonNull).min(BigDecimal::compareTo).orElseThrow();
        // What a click on the Amount header does: the column becomes the table's sort order.
        ui.fxRun(() -> {
            TableColumn<Contact, ?> amount = ui.table().getColumns().stream().filter(c -> "amount".equals(c.getId())).findFirst().orElseThrow();
            amount.setSortType(TableColumn.SortType.ASCENDING);
            ui.table().getSortOrder().setAll(List.of(amount));
        });

        ui.waitUntil("the copy has sorted every contact by amount", () -> ui.fx(() -> {
            Contact first = rows().get(0);
            return first != null && least.compareTo(Objects.requireNonNull(FieldMeaning.decimal(first.amount()))) == 0;
        }));
        assertThat(ui.fx(() -> ui.table().getItems())).as("not the table's own sort of rows it holds").isNotInstanceOf(SortedList.class);
    }

    /**
     * Another answer's rows fill the table's cells in place (docs/benchmarks.md, "From a keystroke
     * to the table"): what was selected went with the rows before, and no row of those is left over.
     */
    @Test
    void rowsSelectedGoWhenAnotherAnswerTakesTheirPlaceAndNoRowBeforeIsLeftOver() {
        getAll();
        selectRowsTwoToFour();
        BigDecimal most = ui.fixture.everyone(ContactsFixture.NEWSLETTER).stream().map(c -> FieldMeaning.decimal(c.amount()))
                .filter(Objects::nonNull).max(BigDecimal::compareTo).orElseThrow();

        ui.fxRun(() -> {
            TableColumn<Contact, ?> amount = ui.table().getColumns().stream().filter(c -> "amount".equals(c.getId())).findFirst().orElseThrow();
            amount.setSortType(TableColumn.SortType.DESCENDING);
            ui.table().getSortOrder().setAll(List.of(amount));
        });

        ui.waitUntil("sorted by amount, the most first", () -> ui.fx(() -> {
            Contact first = rows().get(0);
            return first != null && most.compareTo(Objects.requireNonNull(FieldMeaning.decimal(first.amount()))) == 0;
        }));
        assertThat(ui.fx(() -> ui.table().getItems().size())).as("the same rows, in another order").isEqualTo(all());
        assertThat(ui.fx(() -> ui.table().getSelectionModel().getSelectedIndices())).isEmpty();
        assertThat(ui.fx(() -> ui.robot.lookup("#contacts-table .table-row-cell").queryAllAs(TableRow.class).stream()
                .filter(row -> !row.isEmpty() && row.getItem() != null)
                .map(row -> ((Contact) row.getItem()).status() + " " + ui.robot.from(row).lookup(".status-badge").queryAs(Label.class)
                        .getPseudoClassStates().stream().map(PseudoClass::getPseudoClassName)
                        .filter(look -> look.equals("confirmed") || look.equals("unsubscribed")).toList())
                .distinct().sorted().toList()))
                .as("each badge filled anew looks like its own contact's status").containsExactly("Confirmed [confirmed]", "Unsubscribed [unsubscribed]");

        Contact someone = ui.fixture.everyone(ContactsFixture.NEWSLETTER).get(4321);
        selectRowsTwoToFour();
        ui.fxRun(() -> ui.robot.lookup("#find-field").queryAs(TextField.class).setText(someone.emailAddress()));

        ui.waitUntil("the find has answered", () -> ui.fx(() -> ui.table().getItems().size()) == 1);
        ui.waitUntil("the row is shown", () -> someone.emailAddress().equals(emailShownAt(0)));
        assertThat(ui.fx(() -> ui.table().getSelectionModel().getSelectedIndices())).isEmpty();
        assertThat(emailShownAt(1)).isEmpty();
    }

    private void selectRowsTwoToFour() {
        ui.fxRun(() -> ui.table().getSelectionModel().selectRange(2, 5));
        assertThat(ui.fx(() -> List.copyOf(ui.table().getSelectionModel().getSelectedIndices()))).containsExactly(2, 3, 4);
    }

    @Test
    void selectAllSelectsTheRowsReadThenEveryMatchingContactUntilARowIsChosen() {
        getAll();
        ui.clickRow(0);

        ui.robot.push(KeyCode.CONTROL, KeyCode.A);

        int read = ui.fx(() -> rows().readRanges().stream().mapToInt(range -> range[1] - range[0]).sum());
        assertThat(read).isLessThan(all());
        assertThat(ui.fx(() -> ui.table().getSelectionModel().getSelectedIndices().size())).isEqualTo(read);
        assertThat(ui.visible("#selection-bar")).isTrue();
        assertThat(ui.text("#selection-text")).isEqualTo(Messages.text("contacts.selection.read", read));
        assertThat(ui.text("#select-all-matching")).isEqualTo(Messages.text("contacts.selection.selectAll", all()));

        ui.robot.clickOn("#select-all-matching");

        assertThat(ui.text("#selection-text")).isEqualTo(Messages.text("contacts.selection.allMatching", all()));
        assertThat(ui.text("#selected-label")).isEqualTo(Messages.text("contacts.selected", all()));
        assertThat(ui.fx(() -> ui.robot.lookup("#contacts-table .table-row-cell").queryAllAs(TableRow.class).stream()
                .filter(row -> !row.isEmpty())
                .allMatch(row -> row.getPseudoClassStates().contains(PseudoClass.getPseudoClass("matching"))))).isTrue();

        ui.clickRow(3);

        assertThat(ui.visible("#selection-bar")).isFalse();
        assertThat(ui.text("#selected-label")).isEqualTo(Messages.text("contacts.selected", 1));
    }

    @Test
    void shiftF5SynchronisesAgainAndSaysNothingChanged() {
        getAll();
        ui.robot.clickOn("#dismiss-sync-outcome");
        assertThat(ui.visible("#sync-outcome")).isFalse();
        ui.clickRow(0);

        ui.robot.push(KeyCode.SHIFT, KeyCode.F5);

        String unchanged = Messages.text("contacts.sync.unchanged", "\u0000");
        String prefix = unchanged.substring(0, unchanged.indexOf('\u0000'));
        ui.waitUntil("the sync has ended", () -> ui.visible("#sync-outcome") && ui.text("#sync-outcome-text").startsWith(prefix));
        assertThat(ui.visible("#show-changes")).as("nothing to list").isFalse();
    }

    @Test
    void inGermanTheWholeListSpeaksGermanAndFitsAt1024x700() throws Exception {
        Messages.use(Locale.GERMAN);
        ui.open(ui.fixture.prefs, 1024, 700);
        ui.waitForPage("Seite 1 von 12");
        assertThat(ui.text("#copy-offer-text")).isEqualTo("Holen Sie alle 6.000 Kontakte, um über alle hinweg zu suchen, zu filtern und Diagramme zu sehen.");
        assertThat(ui.fx(() -> LayoutChecks.problems(ui.scene()))).as("the offer").isEmpty();

        ui.robot.clickOn("#get-all-contacts");
        ui.waitUntil("the whole list is on view", () -> "6.000 Kontakte".equals(ui.text("#total-label")) && !ui.visible("#sync-strip") && ui.visible("#synced-label"));

        assertThat(ui.text("#synced-label")).startsWith("Synchronisiert: heute um ");
        assertThat(ui.text("#sync-outcome-text"))
                .isEqualTo("Die lokale Kopie enthält alle 6.000 Kontakte von Newsletter: Suchen, Sortieren und Auswählen wirken auf alle.");
        TextField find = ui.fx(() -> ui.robot.lookup("#find-field").queryAs(TextField.class));
        assertThat(ui.fx(() -> find.getTooltip().getText())).isEqualTo("In allen Kontakten suchen: E-Mail, Name, Firma, Telefon");
        assertThat(ui.fx(() -> LayoutChecks.problems(ui.scene()))).as("the whole list").isEmpty();

        ui.clickRow(0);
        ui.robot.push(KeyCode.CONTROL, KeyCode.A);
        assertThat(ui.text("#select-all-matching")).isEqualTo("Alle 6.000 passenden auswählen");
        assertThat(ui.fx(() -> LayoutChecks.problems(ui.scene()))).as("the selection offered").isEmpty();
        ui.robot.clickOn("#select-all-matching");
        assertThat(ui.text("#selection-text")).isEqualTo("Alle 6.000 passenden Kontakte sind ausgewählt.");
        assertThat(ui.fx(() -> LayoutChecks.problems(ui.scene()))).as("every matching contact selected").isEmpty();
    }

    @Test
    void theWholeListIsWholeAt1024x700InEveryLanguage() throws Exception {
        getAll();
        for (Locale language : Messages.LANGUAGES) {
            Messages.use(language);
            for (double width : List.of(1024.0, 814.0)) {
                ui.open(ui.fixture.prefs, width, 700);
                ui.waitUntil("the whole list in " + language, () -> Messages.text("contacts.count", all()).equals(ui.text("#total-label")));
                ui.clickRow(0);
                ui.robot.push(KeyCode.CONTROL, KeyCode.A);
                assertThat(ui.visible("#selection-bar")).isTrue();
                assertThat(ui.fx(() -> LayoutChecks.problems(ui.scene()))).as("%s at %.0fx700", language, width).isEmpty();
            }
        }
    }
}
