package io.mailroom.service.localcopy;

import static io.mailroom.service.localcopy.SyncFixture.APP;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import io.mailroom.api.Contact;
import io.mailroom.api.ContactStatus;
import io.mailroom.api.SaveContactRequest;
import io.mailroom.api.VipLevel;
import java.nio.file.Path;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * Mailroom's own saves and deletes reach the copy at once, and a sweep under way does not undo
 * them with a page it read before them (docs/decisions/049-own-changes-during-a-sweep.md). Each
 * change goes to the sandbox through {@link ContactChanges}, as the screens and commands send it.
 */
@Timeout(120)
class CopyUpdatesTest {

    @TempDir
    Path data;

    private SyncFixture fixture;
    private ContactChanges changes;

    @BeforeEach
    void start() {
        fixture = new SyncFixture(data, 6_000, 1000);
        fixture.sandbox.faults().servePageSize(100);
        changes = new ContactChanges(fixture.client, Optional.of(new ChangeJournal(fixture.copy)), failure -> {
            throw failure;
        });
    }

    @AfterEach
    void stop() {
        fixture.close();
    }

    private Contact listedAt(int index) {
        return fixture.other.listContacts(APP, index / 100 + 1, 100).data().list().get(index % 100);
    }

    private Optional<Contact> inCopy(String address) {
        return fixture.copied(APP).stream().filter(contact -> contact.emailAddress().equalsIgnoreCase(address)).findFirst();
    }

    /** Saves {@code contact} as the editor does: its status and every data field it has. */
    private void save(Contact contact) {
        changes.save(new SaveContactRequest(APP, contact.emailAddress(), contact.status(), contact.data()), null);
    }

    private void rename(Contact contact, String firstName) {
        changes.save(new SaveContactRequest(APP, contact.emailAddress(), ContactStatus.Confirmed, Map.of("firstName", firstName)), null);
    }

    private void delete(String address) {
        changes.delete(APP, address, null, null);
    }

    private int ownChangesNoted() {
        return (int) fixture.copy.database().read(connection -> Sql.number(connection, "SELECT COUNT(*) FROM own_change")).orElseThrow();
    }

    @Test
    void aSaveTakesTheFieldsASaveChangesAndKeepsWhatOnlyTheServiceSets() {
        new ContactSync(fixture.copy, fixture.client).run(APP, SyncListener.NONE);
        Contact listed = listedAt(10);
        Contact edited = new Contact(listed.emailAddress().toUpperCase(), "Unsubscribed", "de", "Jürgen", "Zwölfer", "+49 30 1",
                "01/02", "Fabrikam", VipLevel.of(4), "9.50", "2000-01-01", "form", "2001-01-01", "2002-01-02", Map.of());

        save(edited);

        Contact now = inCopy(listed.emailAddress()).orElseThrow();
        assertThat(now).isEqualTo(new Contact(listed.emailAddress(), listed.statusText(), "de", "Jürgen", "Zwölfer", "+49 30 1",
                "01/02", "Fabrikam", VipLevel.of(4), "9.50", listed.registerDate(), listed.source(),
                listed.subscriptionExpireTime(), listed.lastActiveTime(), listed.extra()));
        assertThat(fixture.copied(APP)).hasSize(3_600);
        assertThat(wordsFind("jurgen zwolfer")).contains(listed.emailAddress());
        assertThat(ownChangesNoted()).as("no sweep under way, nothing to note").isZero();
    }

    @Test
    void aNewContactCarriesOnlyWhatWasSentUntilTheNextSync() {
        new ContactSync(fixture.copy, fixture.client).run(APP, SyncListener.NONE);
        Contact sent = new Contact("new@example.com", ContactStatus.Confirmed, "", "Nova", "", "", "", "", null, "", "", "", "", "");

        save(sent);

        assertThat(inCopy("new@example.com")).contains(sent);
        new ContactSync(fixture.copy, fixture.client).run(APP, SyncListener.NONE);
        assertThat(inCopy("new@example.com").orElseThrow().registerDate()).isNotEmpty();
        assertThat(fixture.copied(APP)).isEqualTo(fixture.truth(APP));
    }

    @Test
    void aSaveNamingSomeFieldsChangesThoseAndKeepsTheRest() {
        new ContactSync(fixture.copy, fixture.client).run(APP, SyncListener.NONE);
        Contact listed = listedAt(20);
        Map<String, String> data = Map.of("company", "Fabrikam", "lastName", "");
        SaveContactRequest request = new SaveContactRequest(APP, listed.emailAddress(), ContactStatus.Unsubscribed, data);

        changes.save(request, null);

        assertThat(listed.firstName()).as("a field the save does not name").isNotEmpty();
        assertThat(inCopy(listed.emailAddress())).contains(listed.withData(data));
        SaveContactRequest fresh = new SaveContactRequest(APP, "fresh@example.com", ContactStatus.Unsubscribed, Map.of("company", "Fabrikam"));
        changes.save(fresh, null);
        assertThat(inCopy("fresh@example.com")).contains(
                new Contact("fresh@example.com", ContactStatus.Unsubscribed, "", "", "", "", "", "Fabrikam", null, "", "", "", "", ""));
    }

    @Test
    void theCopyHoldsAnApplicationOnceASweepOfItHasBegun() {
        assertThat(fixture.copy.holds(APP)).isFalse();
        ContactSync stopped = new ContactSync(fixture.copy, fixture.client);
        catchThrowableOfType(SyncCancelledException.class, () -> stopped.run(APP, new SyncListener() {
            @Override
            public void progress(SyncProgress progress) {
                stopped.cancel();
            }
        }));

        assertThat(fixture.copy.lastSync(APP)).isEmpty();
        assertThat(fixture.copy.holds(APP)).as("a sweep to resume").isTrue();
        new ContactSync(fixture.copy, fixture.client).run(APP, SyncListener.NONE);
        assertThat(fixture.copy.holds(APP)).isTrue();
        assertThat(fixture.copy.holds("onboarding")).isFalse();
    }

    @Test
    void aDeleteShowsAtOnce() {
        new ContactSync(fixture.copy, fixture.client).run(APP, SyncListener.NONE);
        List<String> gone = List.of(listedAt(1).emailAddress(), listedAt(2).emailAddress().toUpperCase(), listedAt(3).emailAddress());

        gone.forEach(this::delete);

        assertThat(fixture.copied(APP)).hasSize(3_597).isEqualTo(fixture.truth(APP));
        assertThat(wordsRows()).isEqualTo(3_597);
    }

    @Test
    void ownChangesMadeWhileASweepRunsAreNotUndoneByPagesReadBeforeThem() {
        new ContactSync(fixture.copy, fixture.client).run(APP, SyncListener.NONE);
        Contact deleted = listedAt(5);
        Contact saved = listedAt(150);
        List<List<Contact>> seenAtOnce = new ArrayList<>();
        Contact created = new Contact("created@example.com", ContactStatus.Unsubscribed, "fr", "Léa", "", "", "", "", null, "",
                "", "", "", "");

        SyncReport report = new ContactSync(fixture.copy, fixture.client).run(APP, new SyncListener() {
            @Override
            public void progress(SyncProgress now) {
                if (now.pagesDone() == now.pagesTotal()) {
                    // Every page has been read; the person's changes come before the sweep completes.
                    delete(deleted.emailAddress());
                    rename(saved, "Renamed");
                    save(created);
                    seenAtOnce.add(fixture.copied(APP));
                }
            }
        });

        assertThat(seenAtOnce).singleElement().satisfies(seen -> {
            assertThat(seen).hasSize(3_600);
            assertThat(seen).extracting(Contact::emailAddress).doesNotContain(deleted.emailAddress()).contains(created.emailAddress());
        });
        assertThat(report.rereads()).isEmpty();
        assertThat(inCopy(deleted.emailAddress())).as("deleted after its page was read").isEmpty();
        assertThat(inCopy(saved.emailAddress()).orElseThrow().firstName()).isEqualTo("Renamed");
        assertThat(inCopy(created.emailAddress())).as("created after its place was read, with what was sent").contains(created);
        assertThat(report.changes().orElseThrow().none()).as("the person's own changes are no news").isTrue();
        assertThat(ownChangesNoted()).isZero();
        List<Contact> truth = fixture.truth(APP);
        assertThat(fixture.copied(APP)).extracting(Contact::emailAddress).isEqualTo(truth.stream().map(Contact::emailAddress).toList());
    }

    @Test
    void aPageReadAfterAnOwnChangeWins() {
        ContactSync sync = new ContactSync(fixture.copy, fixture.client);
        catchThrowableOfType(SyncCancelledException.class, () -> sync.run(APP, new SyncListener() {
            @Override
            public void progress(SyncProgress now) {
                if (now.pagesDone() >= 5) {
                    sync.cancel();
                }
            }
        }));
        Set<Integer> stored = SyncFixture.storedPages(fixture.copy, APP);
        assertThat(stored).doesNotContain(36);
        Contact last = listedAt(3_599);
        rename(last, "Mine");
        assertThat(ownChangesNoted()).as("noted while the sweep waits to be resumed").isEqualTo(1);
        // Someone else renames the contact after the person did; the page read later shows it.
        fixture.other.saveContact(new SaveContactRequest(APP, last.emailAddress(), ContactStatus.Confirmed, Map.of("firstName", "Theirs")));

        new ContactSync(fixture.copy, fixture.client).run(APP, SyncListener.NONE);

        assertThat(inCopy(last.emailAddress()).orElseThrow().firstName()).isEqualTo("Theirs");
        assertThat(fixture.copied(APP)).isEqualTo(fixture.truth(APP));
    }

    private List<String> wordsFind(String words) {
        return fixture.copy.database().read(connection -> {
            List<String> found = new ArrayList<>();
            try (PreparedStatement query = Sql.prepare(connection,
                    "SELECT c.email FROM contact_words w JOIN contact c ON c.id = w.rowid WHERE contact_words MATCH ?", words);
                 ResultSet result = query.executeQuery()) {
                while (result.next()) {
                    found.add(result.getString(1));
                }
            }
            return found;
        });
    }

    private long wordsRows() {
        return fixture.copy.database().read(connection -> Sql.number(connection, "SELECT COUNT(*) FROM contact_words")).orElseThrow();
    }
}
