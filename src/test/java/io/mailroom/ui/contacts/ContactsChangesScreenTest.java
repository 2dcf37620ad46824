package io.mailroom.ui.contacts;

import static org.assertj.core.api.Assertions.assertThat;

import io.mailroom.api.Contact;
import io.mailroom.api.ContactStatus;
import io.mailroom.api.InputRules;
import io.mailroom.api.ServiceClient;
import io.mailroom.ui.common.LayoutChecks;
import io.mailroom.ui.common.Messages;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import javafx.application.Platform;
import javafx.scene.Node;
import javafx.scene.control.Button;
import javafx.scene.control.DialogPane;
import javafx.scene.control.Label;
import javafx.scene.control.ListCell;
import javafx.scene.control.ListView;
import javafx.scene.control.MenuItem;
import javafx.scene.control.TableView;
import javafx.scene.input.KeyCode;
import javafx.stage.Window;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * The changes dialog in the real screen, headless, in German at 1024x700, against a sandbox of
 * 1,000 seed contacts (600 in the newsletter): reachable from the contacts menu before any sync
 * recorded a change, then, after two syncs with the list changed in the sandbox before each, from
 * the line under the table, listing both sets and showing the older one's contacts.
 */
class ContactsChangesScreenTest {

    @RegisterExtension
    final ScreenHarness ui = new ScreenHarness();

    @AfterEach
    void backToEnglish() {
        Messages.use(Locale.ENGLISH);
    }

    @Test
    void inGermanTheDialogListsBothSyncsAndShowsTheOlderOnesChanges() throws Exception {
        Messages.use(Locale.GERMAN);
        ui.open(ui.fixture.prefs, 1024, 700);
        ui.waitForPage("Seite 1 von 2");
        ui.robot.clickOn("#get-all-contacts");
        ui.waitUntil("the whole list is on view", () -> "600 Kontakte".equals(ui.text("#total-label")) && !ui.visible("#sync-strip") && ui.visible("#synced-label"));

        fire("what-changed");
        DialogPane nothingYet = dialog();
        ui.waitUntil("the sets are read", () -> ((Label) table().getPlaceholder()).getText().equals(
                "Noch keine Änderungen festgehalten: Die erste Synchronisierung holt die Liste, jede weitere hält fest, was sich geändert hat."));
        assertThat(ui.fx(() -> sets().getItems())).isEmpty();
        close(nothingYet);

        List<Contact> everyone = ui.fixture.everyone(ContactsFixture.NEWSLETTER);
        Contact removed = everyone.get(10);
        ServiceClient service = ui.fixture.session.client();
        service.saveContact(InputRules.saveContact("newsletter", "ada@analytical.example", "Confirmed", Map.of("firstName", "Ada")));
        service.deleteContact("newsletter", removed.emailAddress());
        synchronise();
        service.saveContact(InputRules.saveContact("newsletter", everyone.get(20).emailAddress(), "Confirmed",
                Map.of("company", "Elsewhere Ltd")));
        synchronise();
        assertThat(ui.text("#sync-outcome-text")).startsWith("Keine neuen Kontakte, 0 entfernt, 1 geändert seit heute um ");

        ui.robot.clickOn("#show-changes");
        DialogPane dialog = dialog();
        ui.waitUntil("the last sync's change is listed", () -> table().getItems().size() == 1);
        assertThat(ui.fx(() -> LayoutChecks.problems(dialog.getScene()))).as("the dialog as it opens").isEmpty();
        assertThat(ui.fx(() -> sets().getItems().stream().map(ChangeBrowser.SetLine::counts).toList()))
                .containsExactly("0 neu, 0 entfernt, 1 geändert", "1 neu, 1 entfernt, 0 geändert");
        assertThat(ui.fx(() -> sets().getItems().stream().map(ChangeBrowser.SetLine::when).toList()))
                .allSatisfy(when -> assertThat(when).startsWith("Heute um "));
        assertThat(ui.text("#changes-summary")).isEqualTo(ui.text("#sync-outcome-text"));

        ui.robot.clickOn(ui.fx(() -> ui.robot.lookup("#change-sets .list-cell")
                .match((ListCell<?> cell) -> cell.getIndex() == 1).<Node>query()));

        ui.waitUntil("the older sync's changes are listed", () -> table().getItems().size() == 2);
        assertThat(ui.text("#changes-summary")).startsWith("1 neuer Kontakt, 1 entfernt, 0 geändert seit heute um ");
        assertThat(ui.fx(() -> table().getItems().stream().map(line -> line.kind() + " " + line.address()).toList()))
                .containsExactly("Neu ada@analytical.example", "Entfernt " + removed.emailAddress());
        assertThat(ui.fx(() -> table().getItems().get(1).fields())).contains("Vorname: " + removed.firstName())
                .contains("Status: " + (removed.status() == ContactStatus.Confirmed ? "Bestätigt" : "Abgemeldet"));
        assertThat(ui.text("#show-removed")).isEqualTo("Entfernt (1)");

        ui.robot.clickOn("#show-removed");
        assertThat(ui.fx(() -> table().getItems().stream().map(ChangeList.Line::address).toList())).containsExactly(removed.emailAddress());
        ui.robot.clickOn("#show-all-changes");
        ui.robot.clickOn("#changes-find").write("ANALYTICAL");
        assertThat(ui.fx(() -> table().getItems().stream().map(ChangeList.Line::address).toList())).containsExactly("ada@analytical.example");

        Window window = ui.fx(() -> dialog.getScene().getWindow());
        assertThat(ui.fx(window::getWidth)).isLessThanOrEqualTo(1024);
        assertThat(ui.fx(window::getHeight)).isLessThanOrEqualTo(700);
        assertThat(ui.fx(() -> LayoutChecks.problems(dialog.getScene()))).isEmpty();
        close(dialog);
    }

    /** Shift+F5, then the sync's outcome under the table. */
    private void synchronise() {
        ui.fxRun(() -> ui.table().requestFocus());
        ui.robot.push(KeyCode.SHIFT, KeyCode.F5);
        ui.waitUntil("the sync has ended", () -> !ui.visible("#sync-strip") && ui.visible("#sync-outcome"));
    }

    /** Chooses a menu item as a click would; headless, a menu's popup cannot be relied on to open under the pointer. */
    private void fire(String id) {
        MenuItem item = ui.fx(() -> ui.screen.menus().stream().flatMap(menu -> menu.getItems().stream())
                .filter(i -> id.equals(i.getId())).findFirst().orElseThrow());
        assertThat(ui.fx(item::isDisable)).as("offered").isFalse();
        // Not waited for: the dialog it opens waits for the person.
        Platform.runLater(item::fire);
    }

    private DialogPane dialog() {
        ui.waitUntil("the changes dialog is open", () -> ui.robot.lookup("#changes-dialog").tryQuery()
                .map(pane -> pane.getScene() != null && pane.getScene().getWindow().isShowing()).orElse(false));
        return ui.fx(() -> ui.robot.lookup("#changes-dialog").queryAs(DialogPane.class));
    }

    private void close(DialogPane dialog) {
        Button close = ui.fx(() -> (Button) dialog.lookupButton(dialog.getButtonTypes().getFirst()));
        Window window = ui.fx(() -> dialog.getScene().getWindow());
        Platform.runLater(close::fire);
        ui.waitUntil("the dialog is closed", () -> !window.isShowing());
    }

    @SuppressWarnings("unchecked")
    private ListView<ChangeBrowser.SetLine> sets() {
        return (ListView<ChangeBrowser.SetLine>) ui.robot.lookup("#change-sets").queryAs(ListView.class);
    }

    @SuppressWarnings("unchecked")
    private TableView<ChangeList.Line> table() {
        return (TableView<ChangeList.Line>) ui.robot.lookup("#changes-table").queryAs(TableView.class);
    }
}
