package io.mailroom.service.localcopy;

import static io.mailroom.service.localcopy.SyncFixture.APP;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowable;

import io.mailroom.api.ApiException;
import io.mailroom.api.Contact;
import io.mailroom.api.ContactStatus;
import io.mailroom.api.Envelope;
import io.mailroom.api.SaveContactRequest;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * Every change Mailroom asks of the service is journalled with what the contact held before and
 * after, the service's requestId and its job (docs/changes.md): the changes go to the sandbox over
 * loopback through {@link ContactChanges}, and the journal is read back.
 */
@Timeout(120)
class ChangeJournalTest {

    private static final String SAVE_ROUTE = "POST /v1/contact";

    @TempDir
    Path data;

    private SyncFixture fixture;
    private ChangeJournal journal;
    private ContactChanges changes;
    private final List<LocalCopyException> notKept = new ArrayList<>();

    @BeforeEach
    void start() {
        fixture = new SyncFixture(data, 300, 1000);
        journal = new ChangeJournal(fixture.copy);
        changes = new ContactChanges(fixture.client, Optional.of(journal), notKept::add);
    }

    @AfterEach
    void stop() {
        fixture.close();
    }

    private Contact listedAt(int index) {
        return fixture.other.listContacts(APP, 1, 100).data().list().get(index);
    }

    private List<JournalEntry> all() {
        return journal.entries(JournalQuery.all());
    }

    @Test
    void aSaveIsJournalledWithTheContactBeforeAndAfterAndTheServicesRequestId() {
        new ContactSync(fixture.copy, fixture.client).run(APP, SyncListener.NONE);
        Contact before = listedAt(3);
        Instant begun = Instant.now();

        Envelope<Void> answer = changes.save(new SaveContactRequest(APP, before.emailAddress(), ContactStatus.Confirmed,
                Map.of("company", "Fabrikam", "lastName", "")), null);

        JournalEntry entry = all().getFirst();
        assertThat(all()).hasSize(1);
        assertThat(entry.kind()).isEqualTo(ChangeKind.SAVE);
        assertThat(entry.appId()).isEqualTo(APP);
        assertThat(entry.profileId()).isEqualTo("p1");
        assertThat(entry.address()).isEqualTo(before.emailAddress());
        assertThat(entry.at()).isBetween(begun.minusMillis(1), Instant.now());
        assertThat(entry.requestId()).contains(answer.requestId());
        assertThat(entry.jobId()).isEmpty();
        assertThat(entry.answered()).isTrue();
        assertThat(entry.before()).contains(before);
        assertThat(entry.after()).contains(before.withData(Map.of("company", "Fabrikam", "lastName", "")));
        assertThat(entry.fields()).extracting(FieldChange::field).containsExactlyInAnyOrder("company", "lastName")
                .hasSize(before.lastName().isEmpty() ? 1 : 2);
        assertThat(entry.fields()).contains(new FieldChange("company", before.company(), "Fabrikam"));
    }

    @Test
    void withoutACopyOfTheApplicationTheContactAsShownIsWhatItHeldAndNoCopyIsBegun() {
        Contact shown = listedAt(4);

        changes.save(new SaveContactRequest(APP, shown.emailAddress(), ContactStatus.Confirmed, Map.of("firstName", "Shown")), shown);
        changes.save(new SaveContactRequest(APP, "brand.new@example.com", ContactStatus.Unsubscribed, Map.of("language", "fr")), null);

        List<JournalEntry> entries = all();
        assertThat(entries).extracting(JournalEntry::address).containsExactly("brand.new@example.com", shown.emailAddress());
        assertThat(entries.get(1).before()).contains(shown);
        assertThat(entries.get(1).after().orElseThrow().firstName()).isEqualTo("Shown");
        assertThat(entries.getFirst().before()).as("new, or not known").isEmpty();
        assertThat(entries.getFirst().fields()).containsExactly(new FieldChange("emailAddress", null, "brand.new@example.com"),
                new FieldChange("status", null, "Unsubscribed"), new FieldChange("language", null, "fr"));
        assertThat(fixture.copy.holds(APP)).isFalse();
        assertThat(fixture.copied(APP)).isEmpty();
    }

    @Test
    void theDeletesOfAJobAreJournalledWithWhatTheCopyHeldAndTheCopyLosesThem() {
        new ContactSync(fixture.copy, fixture.client).run(APP, SyncListener.NONE);
        Contact first = listedAt(1);
        Contact second = listedAt(2);
        String job = ContactChanges.newJobId("delete");

        String firstRequest = changes.delete(APP, first.emailAddress(), null, job).requestId();
        changes.delete(APP, second.emailAddress().toUpperCase(), null, job);

        List<JournalEntry> deletes = journal.entries(JournalQuery.all().inJob(job));
        assertThat(job).matches("delete-\\d{8}-\\d{6}-[0-9a-f]{4}");
        assertThat(deletes).extracting(JournalEntry::kind).containsOnly(ChangeKind.DELETE);
        assertThat(deletes).extracting(entry -> entry.before().orElseThrow()).containsExactly(second, first);
        assertThat(deletes).allSatisfy(entry -> assertThat(entry.after()).isEmpty());
        assertThat(deletes.getLast().requestId()).contains(firstRequest);
        assertThat(deletes.getLast().fields()).contains(new FieldChange("emailAddress", first.emailAddress(), null));
        assertThat(fixture.copied(APP)).isEqualTo(fixture.truth(APP)).doesNotContain(first, second);
        assertThat(journal.entries(JournalQuery.all().of(second.emailAddress()))).hasSize(1);
        assertThat(journal.entries(JournalQuery.all().ofKind(ChangeKind.SAVE))).isEmpty();
    }

    @Test
    void aChangeTheServiceRefusedLeavesTheJournalAndOneNotAnsweredStaysMarkedSo() {
        Contact listed = listedAt(5);
        fixture.sandbox.faults().on("/v1/contact").failNext(1, 400, 40001, "refused for the test");
        Throwable refused = catchThrowable(() -> changes.save(
                new SaveContactRequest(APP, listed.emailAddress(), ContactStatus.Confirmed, Map.of("firstName", "No")), listed));
        assertThat(refused).isInstanceOf(ApiException.class);
        assertThat(all()).isEmpty();

        Throwable gone = catchThrowable(() -> changes.delete(APP, "nobody@example.com", null, null));
        assertThat(gone).isInstanceOf(ApiException.class);
        assertThat(all()).as("someone else's delete is not Mailroom's change").isEmpty();

        fixture.sandbox.faults().on("/v1/contact").failNext(20, 500, 50001, "broken for the test");
        Throwable unanswered = catchThrowable(() -> changes.delete(APP, listed.emailAddress(), listed, null));
        assertThat(unanswered).isInstanceOf(ApiException.class);
        assertThat(all()).singleElement().satisfies(entry -> {
            assertThat(entry.answered()).as("it may have been made").isFalse();
            assertThat(entry.requestId()).isEmpty();
            assertThat(entry.before()).contains(listed);
        });
        assertThat(notKept).isEmpty();
    }

    @Test
    void aRefusalAfterAnAttemptThatMayHaveArrivedLeavesTheChangeUnanswered() {
        Contact listed = listedAt(7);
        // The first attempt is sent and its connection dropped: it may have been applied. The retry is refused.
        fixture.sandbox.faults().on("/v1/contact").dropNext(1).failNext(5, 400, 40001, "refused for the test");

        Throwable refused = catchThrowable(() -> changes.delete(APP, listed.emailAddress(), listed, null));

        assertThat(refused).isInstanceOfSatisfying(ApiException.class, api -> assertThat(api.earlierAttemptMayHaveArrived()).isTrue());
        assertThat(all()).singleElement().satisfies(entry -> {
            assertThat(entry.answered()).as("the delete may have been made").isFalse();
            assertThat(entry.before()).contains(listed);
        });
    }

    @Test
    void aJournalThatCannotBeWrittenStopsTheChangeBeforeItIsSent() {
        Contact listed = listedAt(6);
        fixture.copy.close();
        long before = fixture.sandbox.stats().count(SAVE_ROUTE);

        Throwable stopped = catchThrowable(() -> changes.save(
                new SaveContactRequest(APP, listed.emailAddress(), ContactStatus.Confirmed, Map.of("firstName", "Lost")), listed));

        assertThat(stopped).isInstanceOf(LocalCopyException.class);
        assertThat(fixture.sandbox.stats().count(SAVE_ROUTE)).isEqualTo(before);
        assertThat(fixture.truth(APP)).contains(listed);
    }
}
