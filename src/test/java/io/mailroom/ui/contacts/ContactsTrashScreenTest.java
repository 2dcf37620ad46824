package io.mailroom.ui.contacts;

import static org.assertj.core.api.Assertions.assertThat;

import io.mailroom.api.Contact;
import io.mailroom.service.localcopy.JournalEntry;
import io.mailroom.ui.common.Messages;
import java.util.List;
import javafx.scene.Node;
import javafx.scene.control.Button;
import javafx.scene.control.ButtonType;
import javafx.scene.control.TableView;
import javafx.scene.input.KeyCode;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * Undo after a delete, and the trash, through the real screen, headless, against the sandbox
 * (docs/changes.md): the contacts deleted come back with their status and data.
 */
class ContactsTrashScreenTest {

    @RegisterExtension
    final ScreenHarness ui = new ScreenHarness();

    /** A contact as far as a restore makes it again: what the service sets on creation left out. */
    private static Contact restorable(Contact contact) {
        return new Contact(contact.emailAddress(), contact.statusText(), contact.language(), contact.firstName(), contact.lastName(),
                contact.phoneNumber(), contact.birthday(), contact.company(), contact.vipLevel(), contact.amount(), "", "", "", "",
                contact.extra());
    }

    private List<Contact> inService() {
        return ui.fixture.everyone(ContactsFixture.NEWSLETTER);
    }

    private void deleteSelected(int count) {
        ui.robot.push(KeyCode.DELETE);
        ui.waitUntil("the question is asked", () -> ui.visible("#confirm-dialog"));
        assertThat(ui.text("#confirm-dialog #dialog-message")).endsWith(Messages.text("contacts.delete.toTrash", count));
        ui.robot.clickOn(dialogButton("#confirm-dialog", Messages.text("contacts.delete.action")));
    }

    @Test
    void undoAfterADeleteMakesTheContactAgainWithItsStatusAndData() {
        ui.waitForText("#total-label", Messages.text("contacts.count", 600));
        Contact chosen = ui.rows().get(3);
        ui.clickRow(3);

        deleteSelected(1);

        ui.waitForText("#total-label", Messages.text("contacts.count", 599));
        ui.waitUntil("Undo is offered", () -> ui.visible("#undo-notice"));
        assertThat(ui.text("#undo-notice-text")).isEqualTo(Messages.text("contacts.deleted.undoable", 1));
        assertThat(inService()).extracting(Contact::emailAddress).doesNotContain(chosen.emailAddress());

        ui.robot.clickOn("#undo-delete");

        ui.waitForText("#total-label", Messages.text("contacts.count", 600));
        assertThat(ui.text("#contacts-notice")).isEqualTo(Messages.text("contacts.restored.all", 1));
        assertThat(ui.visible("#undo-notice")).isFalse();
        Contact back = inService().stream().filter(c -> c.emailAddress().equals(chosen.emailAddress())).findFirst().orElseThrow();
        assertThat(restorable(back)).isEqualTo(restorable(chosen));
    }

    @Test
    void theTrashListsWhatWasDeletedAndRestoresTheContactsChosenThenTheRest() {
        ui.waitForText("#total-label", Messages.text("contacts.count", 600));
        ui.clickRow(5);
        ui.robot.push(KeyCode.SHIFT, KeyCode.DOWN);
        ui.robot.push(KeyCode.SHIFT, KeyCode.DOWN);
        List<Contact> chosen = ui.selected();
        assertThat(chosen).hasSize(3);
        deleteSelected(3);
        // A delete of several ends with its summary.
        ui.waitUntil("the summary shows", () -> ui.visible("#summary-dialog"));
        ui.robot.clickOn(dialogButton("#summary-dialog", ButtonType.OK.getText()));
        ui.waitForText("#total-label", Messages.text("contacts.count", 597));
        ui.waitUntil("Undo is offered", () -> ui.visible("#undo-notice"));
        ui.robot.clickOn("#dismiss-undo-notice");
        assertThat(ui.visible("#undo-notice")).isFalse();

        ui.fileMenu("deleted-contacts-menu");
        ui.waitUntil("the trash lists the three", () -> ui.visible("#deleted-contacts") && trash().getItems().size() == 3);
        assertThat(ui.text("#deleted-contacts-note")).isEqualTo(Messages.text("contacts.trash.note"));
        assertThat(ui.fx(() -> trash().getItems().stream().map(JournalEntry::address).toList()))
                .containsExactlyInAnyOrderElementsOf(chosen.stream().map(Contact::emailAddress).toList());
        assertThat(ui.fx(() -> ui.robot.lookup("#restore-deleted").queryAs(Button.class).isDisabled())).as("none chosen").isTrue();
        String first = ui.fx(() -> trash().getItems().getFirst().address());
        ui.fxRun(() -> trash().getSelectionModel().select(0));
        ui.robot.clickOn("#restore-deleted");

        ui.waitForText("#total-label", Messages.text("contacts.count", 598));
        assertThat(inService()).extracting(Contact::emailAddress).contains(first);
        ui.fileMenu("deleted-contacts-menu");
        ui.waitUntil("the trash lists the two left", () -> ui.visible("#deleted-contacts") && trash().getItems().size() == 2);
        assertThat(ui.fx(() -> trash().getItems().stream().map(JournalEntry::address).toList())).doesNotContain(first);
        ui.robot.clickOn("#restore-all-deleted");

        ui.waitForText("#total-label", Messages.text("contacts.count", 600));
        assertThat(ui.text("#contacts-notice")).isEqualTo(Messages.text("contacts.restored.all", 2));
        List<Contact> now = inService();
        for (Contact contact : chosen) {
            assertThat(now.stream().filter(c -> c.emailAddress().equals(contact.emailAddress())).map(ContactsTrashScreenTest::restorable))
                    .containsExactly(restorable(contact));
        }
        ui.fileMenu("deleted-contacts-menu");
        ui.waitUntil("the trash is read", () -> ui.visible("#deleted-contacts") && ui.fx(() -> ui.robot.lookup("#deleted-contacts .progress-indicator")
                .queryAll().stream().noneMatch(Node::isVisible)));
        assertThat(ui.fx(() -> trash().getItems())).isEmpty();
        assertThat(ui.fx(() -> ui.robot.lookup("#restore-all-deleted").queryAs(Button.class).isDisabled())).isTrue();
    }

    @SuppressWarnings("unchecked")
    private TableView<JournalEntry> trash() {
        return ui.robot.lookup("#deleted-contacts-table").queryAs(TableView.class);
    }

    private Node dialogButton(String dialog, String text) {
        return ui.robot.lookup(dialog + " .button").match((Button b) -> text.equals(b.getText())).query();
    }
}
