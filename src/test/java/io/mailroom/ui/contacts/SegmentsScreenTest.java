package io.mailroom.ui.contacts;

import static org.assertj.core.api.Assertions.assertThat;

import atlantafx.base.theme.Styles;
import io.mailroom.api.Contact;
import io.mailroom.service.localcopy.Filter;
import io.mailroom.service.localcopy.Segment;
import io.mailroom.service.localcopy.SegmentStore;
import io.mailroom.ui.common.LayoutChecks;
import io.mailroom.ui.common.Messages;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.Objects;
import java.util.function.Predicate;
import javafx.scene.Node;
import javafx.scene.control.Button;
import javafx.scene.control.CheckMenuItem;
import javafx.scene.control.ListCell;
import javafx.scene.control.ListView;
import javafx.scene.control.TextField;
import javafx.scene.input.KeyCode;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.VBox;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * The segments' panel in the real screen, headless, against a sandbox of 1,000 seed contacts (600
 * in the newsletter) synchronised through the screen's offer: a segment applied by a click, changed
 * by a find and saved as a new one with Ctrl+Shift+S, applied again, renamed with F2 and deleted with
 * Delete; one saved by another process showing when the screen comes back into view; the panel
 * hidden and remembered; German, and every language, in a window of 1024x700.
 */
class SegmentsScreenTest {

    private static final Predicate<Contact> GERMAN = c -> "de".equals(c.language());
    private static final Predicate<Contact> GERMAN_AT_FABRIKAM = GERMAN.and(c -> "Fabrikam".equals(c.company()));

    @RegisterExtension
    final ScreenHarness ui = new ScreenHarness();

    @AfterEach
    void backToEnglish() {
        Messages.use(Locale.ENGLISH);
    }

    /** The profile's segments as another process (or {@code mailroom segment save}) writes them. */
    private SegmentStore elsewhere() {
        return ui.fixture.profiles.copyFiles().segmentsOf(ui.fixture.profile.id());
    }

    private static Segment newsletter(String name, String find, String... filters) {
        return new Segment(name, "newsletter", find, List.of(filters).stream().map(Filter::parse).toList());
    }

    private void getAll() {
        ui.robot.clickOn("#get-all-contacts");
        ui.waitUntil("the whole list is on view", () -> Messages.text("contacts.count", ui.newsletter()).equals(ui.text("#total-label"))
                && !ui.visible("#sync-strip") && ui.visible("#synced-label"));
    }

    private long expected(Predicate<Contact> which) {
        return ui.fixture.everyone(ContactsFixture.NEWSLETTER).stream().filter(which).count();
    }

    /** What each line of the panel says to a screen reader: its name and how many contacts it matches. */
    private List<String> lines() {
        return ui.fx(() -> ui.robot.lookup("#segments-list .list-cell").queryAllAs(ListCell.class).stream()
                .filter(cell -> !cell.isEmpty()).sorted(Comparator.comparingInt(ListCell::getIndex))
                .map(ListCell::getAccessibleText).map(Objects::toString).toList());
    }

    private static String line(String name, long count) {
        return Messages.text("contacts.segments.accessible", name, count);
    }

    private int chosen() {
        return ui.fx(() -> ui.robot.lookup("#segments-list").queryAs(ListView.class).getSelectionModel().getSelectedIndex());
    }

    private Node cell(String name) {
        return ui.fx(() -> ui.robot.lookup("#segments-list .list-cell")
                .match((ListCell<SegmentEntry> cell) -> !cell.isEmpty() && cell.getItem() != null
                        && (cell.getItem().everyone() ? Messages.text("contacts.segments.all") : cell.getItem().segment().name()).equals(name))
                .query());
    }

    /** A line's name is in italics and the words under it warn while its segment is changed; else they are muted. */
    private boolean looksChanged(String name) {
        ListCell<?> line = (ListCell<?>) cell(name);
        return ui.fx(() -> {
            List<Node> labels = ((VBox) line.getGraphic()).getChildren();
            List<String> nameLook = labels.getFirst().getStyleClass();
            List<String> detailLook = labels.getLast().getStyleClass();
            boolean changed = nameLook.contains(Styles.TEXT_ITALIC) && detailLook.contains(Styles.WARNING) && !detailLook.contains(Styles.TEXT_MUTED);
            boolean saved = !nameLook.contains(Styles.TEXT_ITALIC) && !detailLook.contains(Styles.WARNING) && detailLook.contains(Styles.TEXT_MUTED);
            if (changed == saved) {
                throw new AssertionError("neither changed nor saved: " + nameLook + " " + detailLook);
            }
            return changed;
        });
    }

    private Node dialogButton(String dialog, String text) {
        return ui.robot.lookup(dialog + " .button").match((Button b) -> text.equals(b.getText())).query();
    }

    /**
     * Types over the dialog's text, which has the keyboard as it opens; headless, its window gets the
     * keys once clicked, as a person's would have them at once.
     */
    private void typeInTheDialog(String text) {
        ui.waitUntil("the dialog's field has the keyboard", () -> ui.robot.lookup("#dialog-text").query().isFocused());
        ui.robot.clickOn("#dialog-text").push(KeyCode.CONTROL, KeyCode.A).write(text);
        ui.waitForText("#dialog-text", text);
    }

    private void waitForLines(String what, List<String> lines) {
        try {
            ui.waitUntil(what, () -> lines.equals(lines()));
        } catch (AssertionError e) {
            assertThat(lines()).as(what).isEqualTo(lines);
        }
    }

    @Test
    void aSegmentIsAppliedChangedSavedAsANewOneAppliedAgainRenamedAndDeleted() {
        elsewhere().save(newsletter("Germans", "", "language=de"));
        getAll();
        long germans = expected(GERMAN);
        long germansAtFabrikam = expected(GERMAN_AT_FABRIKAM);
        waitForLines("the panel lists all contacts and the segment, counted",
                List.of(line(Messages.text("contacts.segments.all"), 600), line("Germans", germans)));
        assertThat(chosen()).as("nothing found or filtered").isZero();

        ui.robot.clickOn(cell("Germans"));

        ui.waitForText("#total-label", Messages.text("contacts.matching", germans, 600));
        assertThat(chosen()).isEqualTo(1);
        assertThat(ui.visible("#save-segment")).isFalse();

        ui.robot.clickOn("#find-field").write("fabrikam");

        ui.waitForText("#total-label", Messages.text("contacts.matching", germansAtFabrikam, 600));
        assertThat(ui.visible("#save-segment")).as("the segment changed").isTrue();
        assertThat(chosen()).isEqualTo(1);
        assertThat(looksChanged("Germans")).as("the line of the segment changed").isTrue();
        assertThat(looksChanged(Messages.text("contacts.segments.all"))).isFalse();
        assertThat(ui.rowEmails()).containsExactlyInAnyOrderElementsOf(ui.fixture.everyone(ContactsFixture.NEWSLETTER).stream()
                .filter(GERMAN_AT_FABRIKAM).map(Contact::emailAddress).toList());

        ui.robot.push(KeyCode.CONTROL, KeyCode.SHIFT, KeyCode.S);
        ui.waitUntil("the name is asked for", () -> ui.visible("#text-dialog"));
        assertThat(ui.fx(() -> dialogButton("#text-dialog", Messages.text("contacts.segments.saveAs.action")).isDisabled()))
                .as("no name yet").isTrue();
        typeInTheDialog("German Fabrikam");
        ui.robot.push(KeyCode.ENTER);

        waitForLines("the new segment is listed, counted", List.of(line(Messages.text("contacts.segments.all"), 600),
                line("German Fabrikam", germansAtFabrikam), line("Germans", germans)));
        assertThat(chosen()).isEqualTo(1);
        assertThat(ui.visible("#save-segment")).isFalse();
        assertThat(looksChanged("German Fabrikam")).as("saved, on the line that showed the change").isFalse();
        assertThat(looksChanged("Germans")).isFalse();
        assertThat(elsewhere().find("newsletter", "German Fabrikam")).contains(newsletter("German Fabrikam", "fabrikam", "language=de"));

        ui.robot.clickOn(cell(Messages.text("contacts.segments.all")));
        ui.waitForText("#total-label", Messages.text("contacts.count", 600));
        assertThat(ui.text("#find-field")).isEmpty();
        assertThat(chosen()).isZero();

        ui.robot.clickOn(cell("German Fabrikam"));
        ui.waitForText("#total-label", Messages.text("contacts.matching", germansAtFabrikam, 600));
        assertThat(ui.text("#find-field")).as("the find field shows the segment's find").isEqualTo("fabrikam");
        // A contact selected in the table, then the list clicked again: the keys below are the list's, not the table's.
        ui.clickRow(0);
        ui.robot.clickOn(cell("German Fabrikam"));
        assertThat(ui.selected()).as("the segment applied already: the rows stay, and so does their selection").hasSize(1);

        ui.robot.push(KeyCode.F2);
        ui.waitUntil("the new name is asked for", () -> ui.visible("#text-dialog"));
        assertThat(ui.text("#dialog-text")).isEqualTo("German Fabrikam");
        typeInTheDialog("germans");
        ui.waitForText("#dialog-text-problem", Messages.text("contacts.segments.name.taken", "Germans"));
        assertThat(ui.fx(() -> dialogButton("#text-dialog", Messages.text("contacts.segments.rename.action")).isDisabled())).isTrue();
        typeInTheDialog("Fabrikam, Germany");
        ui.robot.push(KeyCode.ENTER);

        waitForLines("renamed, in its place by name", List.of(line(Messages.text("contacts.segments.all"), 600),
                line("Fabrikam, Germany", germansAtFabrikam), line("Germans", germans)));
        assertThat(chosen()).isEqualTo(1);

        ui.robot.push(KeyCode.DELETE);
        ui.waitUntil("the question is asked", () -> ui.visible("#confirm-dialog"));
        assertThat(ui.text("#confirm-dialog #dialog-message")).isEqualTo(Messages.text("contacts.segments.delete.message", "Fabrikam, Germany"));
        ui.robot.clickOn(dialogButton("#confirm-dialog", Messages.text("contacts.segments.delete.action")));

        waitForLines("deleted", List.of(line(Messages.text("contacts.segments.all"), 600), line("Germans", germans)));
        assertThat(elsewhere().list("newsletter").segments()).extracting(Segment::name).containsExactly("Germans");
        assertThat(ui.fixture.everyone(ContactsFixture.NEWSLETTER)).as("no contact deleted").hasSize(600);
        assertThat(ui.text("#total-label")).as("what was on view stays").isEqualTo(Messages.text("contacts.matching", germansAtFabrikam, 600));
        ui.assertNoDialogOpen();
    }

    @Test
    void aSegmentSavedByAnotherProcessShowsWhenTheScreenComesBackIntoView() {
        getAll();
        waitForLines("no segment yet", List.of(line(Messages.text("contacts.segments.all"), 600)));
        assertThat(ui.visible("#segments-empty")).isTrue();

        elsewhere().save(newsletter("Unsubscribed", "", "status=Unsubscribed"));
        // What the main window does when the person goes to another screen and back.
        ui.fxRun(() -> {
            BorderPane window = (BorderPane) ui.screen.view().getParent();
            window.setCenter(null);
            window.setCenter(ui.screen.view());
        });

        waitForLines("the other process's segment is listed", List.of(line(Messages.text("contacts.segments.all"), 600),
                line("Unsubscribed", expected(c -> "Unsubscribed".equals(c.statusText())))));
        assertThat(ui.visible("#segments-empty")).isFalse();
    }

    @Test
    void thePanelHidesAndShowsFromItsButtonTheToolbarAndTheViewMenuAndIsRemembered() throws Exception {
        assertThat(ui.visible("#segments-panel")).as("not over a page from the service").isFalse();
        assertThat(ui.visible("#toggle-segments")).isFalse();
        getAll();
        assertThat(ui.visible("#segments-panel")).isTrue();
        CheckMenuItem showSegments = (CheckMenuItem) ui.screen.viewItems().stream().filter(i -> "show-segments".equals(i.getId()))
                .findFirst().orElseThrow();
        assertThat(ui.fx(showSegments::isSelected)).isTrue();

        ui.robot.clickOn("#hide-segments");

        ui.waitUntil("the panel is hidden", () -> !ui.visible("#segments-panel"));
        assertThat(ui.fx(showSegments::isSelected)).isFalse();
        ui.open(ui.fixture.prefs);
        ui.waitUntil("the whole list again", () -> Messages.text("contacts.count", 600).equals(ui.text("#total-label")));
        assertThat(ui.visible("#segments-panel")).as("remembered").isFalse();
        ui.robot.clickOn("#toggle-segments");
        ui.waitUntil("the panel is back", () -> ui.visible("#segments-panel"));
    }

    @Test
    void inGermanThePanelAndItsDialogSpeakGermanAndTheScreenFitsInAWindowOf1024x700() throws Exception {
        elsewhere().save(newsletter("Deutsche Kontakte", "", "language=de"));
        elsewhere().save(newsletter("Abgemeldete Kontakte aus allen Ländern, seit Langem inaktiv", "", "status=Unsubscribed"));
        getAll();
        Messages.use(Locale.GERMAN);
        // What the screen gets of a window of 1024x700, beside the main window's navigation.
        ui.open(ui.fixture.prefs, 814, 700);
        ui.waitUntil("the whole list in German", () -> "600 Kontakte".equals(ui.text("#total-label")));
        waitForLines("the segments in German", List.of("Alle Kontakte: 600 Kontakte",
                "Abgemeldete Kontakte aus allen Ländern, seit Langem inaktiv: "
                        + expected(c -> "Unsubscribed".equals(c.statusText())) + " Kontakte",
                "Deutsche Kontakte: " + expected(GERMAN) + " Kontakte"));
        assertThat(ui.fx(() -> LayoutChecks.problems(ui.scene()))).as("the panel beside the whole list").isEmpty();
        assertThat(ui.fx(() -> ui.robot.lookup("#contacts-table").queryAs(Node.class).getLayoutBounds().getWidth()))
                .as("the table keeps its room beside both panels").isGreaterThan(320);

        ui.robot.clickOn(cell("Deutsche Kontakte"));
        ui.robot.clickOn("#find-field").write("fabrikam");
        ui.waitUntil("the segment is changed", () -> ui.visible("#save-segment"));
        assertThat(ui.text("#save-segment")).isEqualTo("Segment speichern");
        assertThat(ui.fx(() -> LayoutChecks.problems(ui.scene()))).as("a segment changed").isEmpty();

        ui.robot.clickOn("#save-as-segment");
        ui.waitUntil("the name is asked for", () -> ui.visible("#text-dialog"));
        typeInTheDialog("x".repeat(65));
        ui.waitForText("#dialog-text-problem", "Ein Name hat höchstens 64 Zeichen.");
        ui.robot.clickOn(dialogButton("#text-dialog", "Abbrechen"));
        ui.assertNoDialogOpen();
        assertThat(elsewhere().list("newsletter").segments()).hasSize(2);
        assertThat(ui.fx(() -> ui.robot.lookup("#dialog-text").tryQuery().isPresent())).isFalse();
        assertThat(ui.fx(() -> ((TextField) ui.robot.lookup("#find-field").query()).getText())).isEqualTo("fabrikam");
    }

    @Test
    void aChangedSegmentBesideTheWholeListIsWholeInEveryLanguage() throws Exception {
        elsewhere().save(newsletter("Deutschsprachige Kontakte mit Bestätigung", "", "language=de", "status=Confirmed"));
        getAll();
        for (Locale language : Messages.LANGUAGES) {
            Messages.use(language);
            for (double width : List.of(1024.0, 814.0)) {
                ui.open(ui.fixture.prefs, width, 700);
                ui.waitUntil("the whole list in " + language, () -> Messages.text("contacts.count", 600).equals(ui.text("#total-label")));
                ui.waitUntil("the segment is listed", () -> lines().size() == 2);
                ui.robot.clickOn(cell("Deutschsprachige Kontakte mit Bestätigung"));
                ui.robot.clickOn("#find-field").write("fabrikam");
                ui.waitUntil("the segment is changed", () -> ui.visible("#save-segment"));
                assertThat(ui.fx(() -> LayoutChecks.problems(ui.scene()))).as("%s at %.0fx700", language, width).isEmpty();
            }
        }
    }
}
