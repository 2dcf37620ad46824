package io.mailroom.service.localcopy;

import static io.mailroom.service.localcopy.SyncFixture.APP;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowable;

import io.mailroom.api.Contact;
import io.mailroom.api.ContactStatus;
import io.mailroom.api.SaveContactRequest;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * Undo returns the service to what it held, field for field, except the fields the service sets
 * itself on creation (registration date, source, last activity): against the sandbox over loopback,
 * the service read back by someone else.
 */
@Timeout(120)
class UndoTest {

    @TempDir
    Path data;

    private SyncFixture fixture;
    private ChangeJournal journal;
    private ContactChanges changes;

    @BeforeEach
    void start() {
        fixture = new SyncFixture(data, 200, 1000);
        journal = new ChangeJournal(fixture.copy);
        changes = new ContactChanges(fixture.client, Optional.of(journal), failure -> {
            throw failure;
        });
        new ContactSync(fixture.copy, fixture.client).run(APP, SyncListener.NONE);
    }

    @AfterEach
    void stop() {
        fixture.close();
    }

    /**
     * A contact as far as a restore can make it again: the fields a save cannot send (spec 2.4),
     * which the service sets itself on creation, left out.
     */
    private static Contact asRestorable(Contact contact) {
        return new Contact(contact.emailAddress(), contact.statusText(), contact.language(), contact.firstName(), contact.lastName(),
                contact.phoneNumber(), contact.birthday(), contact.company(), contact.vipLevel(), contact.amount(), "", "", "", "", Map.of());
    }

    private static List<Contact> withoutActivity(List<Contact> contacts) {
        return contacts.stream().map(contact -> contact.withLastActiveTime("")).toList();
    }

    private void undoJob(String job) {
        String undo = ContactChanges.newJobId("undo");
        for (JournalEntry change : journal.entries(JournalQuery.all().inJob(job))) {
            changes.undo(change, Reversal.of(change), undo);
        }
    }

    @Test
    void undoingADeleteJobMakesEachContactAgainWithItsStatusAndData() {
        List<Contact> before = fixture.truth(APP);
        Contact unsubscribed = before.stream().filter(contact -> contact.status() == ContactStatus.Unsubscribed).findFirst().orElseThrow();
        List<Contact> deleted = List.of(before.get(3), unsubscribed, before.get(40));
        assertThat(deleted).extracting(Contact::status).contains(ContactStatus.Unsubscribed, ContactStatus.Confirmed);
        String job = ContactChanges.newJobId("delete");
        deleted.forEach(contact -> changes.delete(APP, contact.emailAddress(), null, job));
        assertThat(journal.trash(Optional.of(APP))).extracting(JournalEntry::address)
                .containsExactlyInAnyOrderElementsOf(deleted.stream().map(Contact::emailAddress).toList());

        undoJob(job);

        List<Contact> after = fixture.truth(APP);
        assertThat(after).hasSameSizeAs(before);
        assertThat(after.stream().map(UndoTest::asRestorable).toList()).isEqualTo(before.stream().map(UndoTest::asRestorable).toList());
        assertThat(after).as("untouched contacts are as they were").containsAll(before.stream().filter(c -> !deleted.contains(c)).toList());
        assertThat(journal.trash(Optional.of(APP))).as("restored contacts leave the trash").isEmpty();
        assertThat(journal.entries(JournalQuery.all().inJob(job))).allSatisfy(change -> assertThat(change.undoneBy()).isPresent());
        assertThat(journal.entries(JournalQuery.all().ofKind(ChangeKind.RESTORE))).hasSize(3)
                .allSatisfy(restore -> assertThat(restore.jobId().orElseThrow()).startsWith("undo-"));
        assertThat(fixture.copied(APP)).as("the copy took the restores").extracting(UndoTest::asRestorable)
                .isEqualTo(after.stream().map(UndoTest::asRestorable).toList());
        Reversal again = Reversal.of(journal.entries(JournalQuery.all().inJob(job)).getFirst());
        assertThat(again.obstacle()).contains(Reversal.Obstacle.ALREADY_UNDONE);
    }

    @Test
    void aChangeIsUndoneOnceEvenFromAnEntryReadBeforeItsUndo() {
        Contact gone = fixture.truth(APP).get(5);
        String job = ContactChanges.newJobId("delete");
        changes.delete(APP, gone.emailAddress(), null, job);
        JournalEntry read = journal.entries(JournalQuery.all().inJob(job)).getFirst();
        changes.undo(read, Reversal.of(read), "undo-first");
        long saves = fixture.sandbox.stats().count("POST /v1/contact");

        Throwable twice = catchThrowable(() -> changes.undo(read, Reversal.of(read), "undo-second"));

        assertThat(twice).isInstanceOf(AlreadyUndoneException.class);
        assertThat(fixture.sandbox.stats().count("POST /v1/contact")).as("nothing sent").isEqualTo(saves);
        assertThat(journal.entries(JournalQuery.all().ofKind(ChangeKind.RESTORE))).hasSize(1);
    }

    @Test
    void nothingUndoesAChangeWhoseContactWasChangedSince() {
        Contact gone = fixture.truth(APP).get(6);
        String job = ContactChanges.newJobId("delete");
        changes.delete(APP, gone.emailAddress(), null, job);
        changes.save(new SaveContactRequest(APP, gone.emailAddress(), ContactStatus.Confirmed, Map.of("firstName", "Again")), null);

        JournalEntry delete = journal.entries(JournalQuery.all().inJob(job)).getFirst();

        assertThat(delete.changedSince()).isTrue();
        assertThat(Reversal.of(delete).obstacle()).contains(Reversal.Obstacle.CHANGED_SINCE);
        assertThat(journal.trash(Optional.of(APP))).as("made again: not in the trash").isEmpty();
        JournalEntry save = journal.entries(JournalQuery.all().ofKind(ChangeKind.SAVE)).getFirst();
        assertThat(save.changedSince()).isFalse();
    }

    @Test
    void undoingSavesSetsBackTheFieldsTheyChangedAndAContactCreatedIsDeleted() {
        List<Contact> before = fixture.truth(APP);
        Contact edited = before.get(7);
        changes.save(new SaveContactRequest(APP, edited.emailAddress(), ContactStatus.Confirmed,
                Map.of("company", "Changed Co", "firstName", "", "vipLevel", "5")), null);
        changes.save(new SaveContactRequest(APP, "created@example.com", ContactStatus.Confirmed, Map.of("firstName", "New")), null);
        assertThat(fixture.truth(APP)).isNotEqualTo(before);

        for (JournalEntry change : journal.entries(JournalQuery.all().ofKind(ChangeKind.SAVE))) {
            Reversal undo = Reversal.of(change);
            if (change.address().equals("created@example.com")) {
                assertThat(undo.obstacle()).as("a save cannot tell it created its contact").contains(Reversal.Obstacle.BEFORE_NOT_KNOWN);
            } else {
                changes.undo(change, undo, "undo-test");
            }
        }
        JournalEntry created = journal.entries(JournalQuery.all().of("created@example.com")).getFirst();
        changes.delete(APP, created.address(), null, null);

        // The service sets the last activity itself on every save.
        assertThat(withoutActivity(fixture.truth(APP))).isEqualTo(withoutActivity(before));
        assertThat(withoutActivity(fixture.copied(APP))).isEqualTo(withoutActivity(before));
    }
}
