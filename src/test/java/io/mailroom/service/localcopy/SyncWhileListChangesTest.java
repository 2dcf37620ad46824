package io.mailroom.service.localcopy;

import static io.mailroom.service.localcopy.SyncFixture.APP;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import io.mailroom.api.Contact;
import io.mailroom.api.ContactStatus;
import io.mailroom.api.SaveContactRequest;
import io.mailroom.service.ListChange;
import io.mailroom.service.ListKeptChangingException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * The list changes while the sweep reads it (docs/decisions/048-sync-when-the-list-changes.md):
 * someone else deletes and adds contacts through the sandbox's API between two pages, or the
 * service starts paging by another size. The sync's client goes at 20 requests a second, so the
 * pages after the change are asked for after it.
 */
@Timeout(120)
class SyncWhileListChangesTest {

    private static final int PAGES_OF_100 = 36;

    @TempDir
    Path data;

    private SyncFixture fixture;

    @BeforeEach
    void start() {
        fixture = new SyncFixture(data, 6_000, 20);
        fixture.sandbox.faults().servePageSize(100);
    }

    @AfterEach
    void stop() {
        fixture.close();
    }

    /** The address of the contact at {@code index} of the list, as the service orders it. */
    private String listedAt(int index) {
        return fixture.other.listContacts(APP, index / 100 + 1, 100).data().list().get(index % 100).emailAddress();
    }

    @Test
    void aContactDeletedMidSweepMovesTheTotalAndTheSweepIsReadAgain() {
        String first = listedAt(0);
        List<Integer> passes = new ArrayList<>();

        SyncReport report = new ContactSync(fixture.copy, fixture.client).run(APP, new SyncListener() {
            @Override
            public void progress(SyncProgress now) {
                if (passes.isEmpty() && now.pagesDone() == 4) {
                    fixture.other.deleteContact(APP, first);
                    passes.add(1);
                }
            }

            @Override
            public void readAgain(ListChange change, int pass) {
                passes.add(pass);
            }
        });

        assertThat(passes).containsExactly(1, 2);
        assertThat(report.rereads()).singleElement().isInstanceOfSatisfying(ListChange.TotalChanged.class, change -> {
            assertThat(change.from()).isEqualTo(3_600);
            assertThat(change.to()).isEqualTo(3_599);
            assertThat(change.page()).isGreaterThan(4);
        });
        assertThat(fixture.copied(APP)).hasSize(3_599).isEqualTo(fixture.truth(APP));
        assertThat(report.stamp().total()).isEqualTo(3_599);
    }

    @Test
    void aPageSizeThatChangesMidSweepPutsContactsOnTwoPagesAndTheSweepIsReadAgain() {
        SyncReport report = new ContactSync(fixture.copy, fixture.client).run(APP, new SyncListener() {
            @Override
            public void progress(SyncProgress now) {
                if (now.pagesDone() == 4 && now.pagesTotal() == PAGES_OF_100) {
                    fixture.sandbox.faults().servePageSize(90);
                }
            }
        });

        assertThat(report.rereads()).singleElement().isInstanceOfSatisfying(ListChange.SeenTwice.class,
                twice -> assertThat(twice.firstPage()).isNotEqualTo(twice.page()));
        assertThat(fixture.copied(APP)).hasSize(3_600).isEqualTo(fixture.truth(APP));
    }

    @Test
    void aPageSizeThatGrowsMidSweepLeavesContactsOnNoPageAndTheSweepIsReadAgain() {
        SyncReport report = new ContactSync(fixture.copy, fixture.client).run(APP, new SyncListener() {
            @Override
            public void progress(SyncProgress now) {
                if (now.pagesDone() == 4 && now.pagesTotal() == PAGES_OF_100) {
                    fixture.sandbox.faults().servePageSize(110);
                }
            }
        });

        // Pages served at 110 after pages served at 100 leave the rows between out: fewer rows than the total.
        // Only a page answered out of order (a later one before the switch, an earlier one after) could overlap instead.
        assertThat(report.rereads()).singleElement().isInstanceOfAny(ListChange.CountDiffers.class, ListChange.SeenTwice.class);
        assertThat(fixture.copied(APP)).hasSize(3_600).isEqualTo(fixture.truth(APP));
    }

    @Test
    void aListThatChangesUnderEveryPassIsGivenUpAndTheCopyBeforeKept() {
        new ContactSync(fixture.copy, fixture.client).run(APP, SyncListener.NONE);
        List<Contact> before = fixture.copied(APP);
        SyncStamp stamp = fixture.copy.lastSync(APP).orElseThrow();
        List<Integer> changedInPass = new ArrayList<>();

        ListKeptChangingException gaveUp = catchThrowableOfType(ListKeptChangingException.class,
                () -> new ContactSync(fixture.copy, fixture.client).run(APP, new SyncListener() {
                    private int pass = 1;

                    @Override
                    public void progress(SyncProgress now) {
                        if (now.pagesDone() == 4 && !changedInPass.contains(pass)) {
                            changedInPass.add(pass);
                            fixture.other.deleteContact(APP, listedAt(0));
                        }
                    }

                    @Override
                    public void readAgain(ListChange change, int next) {
                        pass = next;
                    }
                }));

        assertThat(changedInPass).containsExactly(1, 2, 3);
        assertThat(gaveUp.appId()).isEqualTo(APP);
        assertThat(gaveUp.changes()).hasSize(3).allMatch(ListChange.TotalChanged.class::isInstance);
        assertThat(fixture.copied(APP)).as("the copy before stays").isEqualTo(before);
        assertThat(fixture.copy.lastSync(APP)).contains(stamp);
        assertThat(SyncFixture.storedPages(fixture.copy, APP)).as("nothing left to resume").isEmpty();
        assertThat(fixture.copy.database().read(connection -> Sql.number(connection, "SELECT COUNT(*) FROM sweep")).orElseThrow())
                .isZero();
    }

    @Test
    void aResumedSweepWhosePageOneNowHoldsAStoredContactIsReadAgain() {
        Set<Integer> stored = cancelledSweep();
        int kept = stored.stream().filter(page -> page > 1).min(Integer::compare).orElseThrow();
        String firstOfKept = listedAt((kept - 1) * 100);
        // Someone deletes the pages before it and adds as many contacts: the total stays, the kept page moves to page 1.
        List<String> gone = new ArrayList<>();
        for (int i = 0; i < (kept - 1) * 100; i++) {
            gone.add(listedAt(0));
            fixture.other.deleteContact(APP, gone.getLast());
        }
        for (int i = 0; i < gone.size(); i++) {
            fixture.other.saveContact(new SaveContactRequest(APP, "added" + i + "@example.com", ContactStatus.Confirmed, Map.of()));
        }
        long before = fixture.listRequests();

        SyncReport report = new ContactSync(fixture.copy, fixture.client).run(APP, SyncListener.NONE);

        assertThat(report.rereads()).containsExactly(new ListChange.SeenTwice(firstOfKept, kept, 1));
        assertThat(report.resumed()).isFalse();
        assertThat(fixture.listRequests() - before).isEqualTo(1 + PAGES_OF_100);
        assertThat(fixture.copied(APP)).hasSize(3_600).isEqualTo(fixture.truth(APP));
    }

    @Test
    void aResumedSweepWhoseTotalMovedStartsAgainFromItsNewPageOne() {
        cancelledSweep();
        fixture.other.deleteContact(APP, listedAt(1_234));
        long before = fixture.listRequests();

        SyncReport report = new ContactSync(fixture.copy, fixture.client).run(APP, SyncListener.NONE);

        assertThat(report.rereads()).containsExactly(new ListChange.TotalChanged(3_600, 3_599, 1));
        assertThat(report.resumed()).isFalse();
        assertThat(fixture.listRequests() - before).as("page 1 is not asked twice").isEqualTo(PAGES_OF_100);
        assertThat(fixture.copied(APP)).hasSize(3_599).isEqualTo(fixture.truth(APP));
    }

    /** A sweep cancelled once 8 pages are stored; returns the pages it kept. */
    private Set<Integer> cancelledSweep() {
        ContactSync sync = new ContactSync(fixture.copy, fixture.client);
        catchThrowableOfType(SyncCancelledException.class, () -> sync.run(APP, new SyncListener() {
            @Override
            public void progress(SyncProgress now) {
                if (now.pagesDone() >= 8) {
                    sync.cancel();
                }
            }
        }));
        Set<Integer> stored = SyncFixture.storedPages(fixture.copy, APP);
        assertThat(stored).hasSizeBetween(8, PAGES_OF_100 - 1);
        return stored;
    }
}
