package io.mailroom.ui.contacts;

import static org.assertj.core.api.Assertions.assertThat;

import io.mailroom.api.Contact;
import io.mailroom.api.ContactStatus;
import io.mailroom.api.VipLevel;
import io.mailroom.service.profiles.AppRef;
import io.mailroom.ui.common.Messages;
import java.util.List;
import java.util.Optional;
import javafx.geometry.Bounds;
import javafx.scene.Node;
import io.mailroom.ui.common.Messages;
import javafx.scene.control.Button;
import javafx.scene.control.ButtonType;
import javafx.scene.control.ComboBox;
import javafx.scene.control.DialogPane;
import javafx.scene.control.ProgressBar;
import javafx.scene.control.TableRow;
import javafx.scene.control.TextArea;
import javafx.scene.input.KeyCode;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/** Changing contacts through the real screen, headless, against the sandbox: the save and delete dialogs. */
class ContactsEditingTest {

    @RegisterExtension
    final ScreenHarness ui = new ScreenHarness();

    @Test
    void createEditAndDeleteRoundTripThroughTheServiceAndShowInTheTable() {
        ui.choose("#app-selector", ContactsFixture.ONBOARDING.displayName());
        ui.waitForText("#total-label", Messages.text("contacts.count", 300));

        ui.robot.push(KeyCode.SHORTCUT, KeyCode.N);
        ui.waitUntil("the editor is open", () -> ui.visible("#contact-editor"));
        ui.robot.clickOn("#email-field").write("ada@analytical.example");
        ui.robot.clickOn("#firstName-field").write("Ada");
        ui.robot.clickOn("#lastName-field").write("Lovelace");
        ui.robot.clickOn("#birthday-field").write("1815-12-10");
        ui.robot.clickOn("#vipLevel-field").write("5");
        ui.robot.clickOn("#save-contact");

        ui.waitUntil("the editor closed", () -> !ui.visible("#contact-editor"));
        ui.waitForText("#total-label", Messages.text("contacts.count", 301));
        Contact created = stored(ContactsFixture.ONBOARDING, "ada@analytical.example").orElseThrow();
        assertThat(created.birthday()).isEqualTo("10/12");
        assertThat(created.vipLevel()).isEqualTo(VipLevel.of(5));
        assertThat(created.status()).isEqualTo(ContactStatus.Confirmed);
        assertThat(ui.selected()).containsExactly(created);
        assertThat(ui.rows()).contains(created);

        int row = ui.rows().indexOf(created);
        ui.clickRow(row);
        ui.robot.push(KeyCode.ENTER);
        ui.waitUntil("the editor is open", () -> ui.visible("#contact-editor"));
        assertThat(ui.editable("#email-field")).isFalse();
        assertThat(ui.fx(() -> ui.robot.lookup("#status-field").query().isDisabled())).isTrue();
        assertThat(ui.text("#creation-only-reason")).isEqualTo(Messages.text("contacts.editor.creationOnly"));
        ui.robot.clickOn("#company-field").write("Analytical Engines");
        ui.robot.clickOn("#save-contact");

        ui.waitUntil("the editor closed", () -> !ui.visible("#contact-editor"));
        ui.waitUntil("the row shows the company", () -> "Analytical Engines".equals(ui.rows().get(row).company()));
        assertThat(ui.rows().get(row).emailAddress()).isEqualTo("ada@analytical.example");
        assertThat(stored(ContactsFixture.ONBOARDING, "ada@analytical.example").orElseThrow().company()).isEqualTo("Analytical Engines");
        assertThat(ui.text("#total-label")).isEqualTo(Messages.text("contacts.count", 301));

        ui.clickRow(row);
        ui.robot.push(KeyCode.DELETE);
        ui.waitUntil("the question is asked", () -> ui.visible("#confirm-dialog"));
        assertThat(ui.text("#confirm-dialog #dialog-message"))
                .contains("Ada Lovelace <ada@analytical.example>", "Onboarding");
        ui.robot.clickOn(dialogButton("#confirm-dialog", Messages.text("contacts.delete.action")));

        ui.waitForText("#total-label", Messages.text("contacts.count", 300));
        assertThat(ui.rowEmails()).doesNotContain("ada@analytical.example");
        assertThat(stored(ContactsFixture.ONBOARDING, "ada@analytical.example")).isEmpty();
        assertThat(ui.text("#contacts-notice")).isEqualTo(Messages.text("contacts.deleted.all", 1));
        ui.assertNoDialogOpen();
    }

    @Test
    void doubleClickEditsAndCancelChangesNothing() {
        Contact third = ui.rows().get(2);
        ui.fxRun(() -> ui.table().scrollTo(0));
        Node row = ui.robot.lookup("#contacts-table .table-row-cell")
                .match((TableRow<?> r) -> r.getIndex() == 2).query();
        ui.robot.doubleClickOn(row);

        ui.waitUntil("the editor is open", () -> ui.visible("#contact-editor"));
        assertThat(ui.text("#email-field")).isEqualTo(third.emailAddress());
        assertThat(ui.text("#firstName-field")).isEqualTo(third.firstName());
        assertThat(ui.fx(() -> ui.robot.lookup("#save-contact").query().isDisabled())).as("nothing changed").isTrue();
        ui.robot.clickOn("#lastName-field").write("x");
        ui.robot.push(KeyCode.ESCAPE);

        ui.waitUntil("the editor closed", () -> !ui.visible("#contact-editor"));
        assertThat(ui.rows().get(2)).isEqualTo(third);
        assertThat(stored(ContactsFixture.NEWSLETTER, third.emailAddress())).contains(third);
    }

    @Test
    void invalidInputBlocksSaveAndNamesTheRule() {
        ui.robot.clickOn("#new-contact");
        ui.waitUntil("the editor is open", () -> ui.visible("#contact-editor"));
        assertThat(saveDisabled()).isTrue();
        assertThat(ui.text("#email-rule")).as("nothing typed yet, nothing to reproach").isEmpty();
        ui.robot.clickOn("#firstName-field");
        assertThat(ui.text("#email-rule")).as("the address was left empty").isEqualTo(Messages.text("problem.rule.required"));

        ui.robot.clickOn("#email-field").write("ada@");
        assertThat(ui.text("#email-rule")).isEqualTo(Messages.text("problem.rule.notAnEmail"));
        assertThat(saveDisabled()).isTrue();
        ui.robot.write("analytical.example");
        assertThat(ui.text("#email-rule")).isEmpty();
        assertThat(saveDisabled()).isFalse();

        ui.robot.clickOn("#birthday-field").write("31/02");
        assertThat(ui.text("#birthday-rule")).isEqualTo(Messages.text("problem.rule.noSuchDate"));
        ui.robot.clickOn("#vipLevel-field").write("gold");
        assertThat(ui.text("#vipLevel-rule")).isEqualTo(Messages.text("problem.rule.notAWholeNumber"));
        assertThat(saveDisabled()).isTrue();

        ui.robot.clickOn("#birthday-field").push(KeyCode.SHORTCUT, KeyCode.A).write("29/02");
        ui.robot.clickOn("#vipLevel-field").push(KeyCode.SHORTCUT, KeyCode.A).write("2");
        assertThat(ui.text("#birthday-rule")).isEmpty();
        assertThat(ui.text("#vipLevel-rule")).isEmpty();
        assertThat(saveDisabled()).isFalse();
        assertThat(ui.fixture.server.stats().count("POST /v1/contact")).as("nothing was sent").isZero();
    }

    @Test
    void aServiceErrorKeepsTheDialogOpenWithEverythingTypedAndShowsTheMessageAndRequestId() {
        ui.robot.push(KeyCode.SHORTCUT, KeyCode.N);
        ui.waitUntil("the editor is open", () -> ui.visible("#contact-editor"));
        ui.robot.clickOn("#email-field").write("grace@navy.example");
        ui.fxRun(() -> ((ComboBox<ContactStatus>) ui.robot.lookup("#status-field").query()).setValue(ContactStatus.Unsubscribed));
        ui.robot.clickOn("#firstName-field").write("Grace");
        ui.robot.clickOn("#company-field").write("US Navy");
        ui.fixture.server.faults().on("/v1/contact").failNext(1, 400, 40001, "company: is on the blocklist");

        ui.robot.clickOn("#save-contact");

        ui.waitUntil("the failure shows", () -> !ui.text("#editor-detail").isEmpty());
        assertThat(ui.text("#editor-detail")).contains("company: is on the blocklist", "code 40001");
        assertThat(ui.text("#editor-request-id")).matches("req_[0-9a-f]{16}");
        assertThat(ui.visible("#contact-editor")).isTrue();
        assertThat(ui.text("#email-field")).isEqualTo("grace@navy.example");
        assertThat(ui.text("#firstName-field")).isEqualTo("Grace");
        assertThat(ui.text("#company-field")).isEqualTo("US Navy");
        assertThat(ui.fx(() -> ((ComboBox<?>) ui.robot.lookup("#status-field").query()).getValue())).isEqualTo(ContactStatus.Unsubscribed);
        assertThat(saveDisabled()).isFalse();

        ui.robot.clickOn("#save-contact");

        ui.waitUntil("the editor closed", () -> !ui.visible("#contact-editor"));
        Contact grace = stored(ContactsFixture.NEWSLETTER, "grace@navy.example").orElseThrow();
        assertThat(grace.status()).isEqualTo(ContactStatus.Unsubscribed);
        assertThat(grace.company()).isEqualTo("US Navy");
    }

    @Test
    void bulkDeleteReportsPartialFailureRowByRow() {
        ui.clickRow(10);
        for (int i = 0; i < 4; i++) {
            ui.robot.push(KeyCode.SHIFT, KeyCode.DOWN);
        }
        List<Contact> chosen = ui.selected();
        assertThat(chosen).hasSize(5);
        // A colleague deletes two of them first: the service refuses those two.
        ui.fixture.session.client().deleteContact("newsletter", chosen.get(1).emailAddress());
        ui.fixture.session.client().deleteContact("newsletter", chosen.get(3).emailAddress());

        ui.robot.clickOn("#delete-contacts");
        ui.waitUntil("the question is asked", () -> ui.visible("#confirm-dialog"));
        String question = ui.text("#confirm-dialog #dialog-message");
        assertThat(question).contains(Messages.text("contacts.delete.many.message", 5, ContactsFixture.NEWSLETTER.label()));
        chosen.forEach(c -> assertThat(question).contains(c.emailAddress()));
        ui.robot.clickOn(dialogButton("#confirm-dialog", Messages.text("contacts.delete.action")));

        ui.waitUntil("the summary shows", () -> ui.visible("#summary-dialog"));
        assertThat(ui.fx(() -> ((DialogPane) ui.robot.lookup("#summary-dialog").query()).getHeaderText()))
                .isEqualTo(Messages.text("contacts.deleted.some", 3, 5));
        String failures = ui.fx(() -> ui.robot.lookup("#summary-items").queryAs(TextArea.class).getText());
        assertThat(failures.lines().toList()).hasSize(2).satisfiesExactly(
                line -> assertThat(line).startsWith(Messages.text("contacts.deleted.failed", chosen.get(1).emailAddress(), ""))
                        .contains("“Contact not found: " + chosen.get(1).emailAddress())
                        .containsPattern("requestId req_[0-9a-f]{16}"),
                line -> assertThat(line).startsWith(Messages.text("contacts.deleted.failed", chosen.get(3).emailAddress(), ""))
                        .contains("“Contact not found: " + chosen.get(3).emailAddress()));
        ui.robot.clickOn(dialogButton("#summary-dialog", ButtonType.OK.getText()));

        ui.waitForText("#total-label", Messages.text("contacts.count", 595));
        assertThat(ui.text("#page-label")).isEqualTo(Messages.text("contacts.page", 1, 2));
        assertThat(ui.rowEmails()).doesNotContainAnyElementsOf(chosen.stream().map(Contact::emailAddress).toList());
        assertThat(ui.visible("#bulk-progress")).isFalse();
    }

    @Test
    void bulkDeleteShowsItsProgressAndCanBeCancelled() {
        ui.clickRow(0);
        ui.robot.push(KeyCode.SHORTCUT, KeyCode.A);
        assertThat(ui.selected()).hasSize(500);
        Bounds tableBefore = ui.fx(() -> ui.table().localToScene(ui.table().getLayoutBounds()));

        ui.robot.push(KeyCode.DELETE);
        ui.waitUntil("the question is asked", () -> ui.visible("#confirm-dialog"));
        assertThat(ui.text("#confirm-dialog #dialog-message"))
                .contains(Messages.text("contacts.delete.more", 492));
        ui.robot.clickOn(dialogButton("#confirm-dialog", Messages.text("contacts.delete.action")));
        // The profile's limit of 5 requests a second paces the job: it is still running.
        ui.waitUntil("some are deleted", () -> ui.fx(() -> ui.robot.lookup("#bulk-progress .progress-bar")
                .queryAs(ProgressBar.class).getProgress() > 0));
        assertThat(ui.visible("#bulk-progress")).isTrue();
        assertThat(ui.fx(() -> ui.table().localToScene(ui.table().getLayoutBounds()))).as("the table did not move")
                .isEqualTo(tableBefore);
        assertThat(ui.fx(() -> ui.robot.lookup("#delete-contacts").query().isDisabled())).isTrue();

        ui.robot.clickOn("#cancel-bulk");

        ui.waitUntil("the summary shows", () -> ui.visible("#summary-dialog"));
        String header = ui.fx(() -> ((DialogPane) ui.robot.lookup("#summary-dialog").query()).getHeaderText());
        long deleted = 600 - ui.fixture.everyone(ContactsFixture.NEWSLETTER).size();
        assertThat(header).isEqualTo(Messages.text("contacts.deleted.some", deleted, 500));
        assertThat(deleted).isPositive();
        String notDeleted = ui.fx(() -> ui.robot.lookup("#summary-items").queryAs(TextArea.class).getText());
        assertThat(notDeleted.lines().toList()).hasSize((int) (500 - deleted))
                .allSatisfy(line -> assertThat(line).contains(Messages.text("contacts.deleted.notDeleted", "", "")));
        ui.robot.clickOn(dialogButton("#summary-dialog", ButtonType.OK.getText()));
        ui.waitForText("#total-label", Messages.text("contacts.count", 600 - deleted));
        assertThat(ui.fixture.everyone(ContactsFixture.NEWSLETTER)).hasSize((int) (600 - deleted));
        assertThat(ui.visible("#bulk-progress")).isFalse();
    }

    private boolean saveDisabled() {
        return ui.fx(() -> ui.robot.lookup("#save-contact").queryAs(Button.class).isDisabled());
    }

    private Node dialogButton(String dialog, String text) {
        return ui.robot.lookup(dialog + " .button").match((Button b) -> text.equals(b.getText())).query();
    }

    private Optional<Contact> stored(AppRef app, String email) {
        return ui.fixture.everyone(app).stream().filter(c -> c.emailAddress().equals(email)).findFirst();
    }
}
