package io.mailroom.service.localcopy;

import static io.mailroom.service.localcopy.SyncFixture.APP;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import io.mailroom.api.Contact;
import io.mailroom.api.ServiceRefusedException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.concurrent.atomic.AtomicReference;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/** A sync against the sandbox over loopback: the copy is the service's list, every contact once, resumed where it stopped. */
@Timeout(120)
class ContactSyncTest {

    /** 3,600 contacts at the 100 a page the sandbox is told to serve. */
    private static final int PAGES_OF_100 = 36;

    @TempDir
    Path data;

    private SyncFixture fixture;

    @BeforeEach
    void start() {
        fixture = new SyncFixture(data, 6_000, 1000);
    }

    @AfterEach
    void stop() {
        fixture.close();
    }

    @Test
    void aSyncCopiesEveryContactOfTheApplicationOnce() {
        List<Contact> truth = fixture.truth(APP);
        long before = fixture.listRequests();

        SyncReport report = new ContactSync(fixture.copy, fixture.client).run(APP, SyncListener.NONE);

        assertThat(truth).hasSize(3_600);
        assertThat(fixture.copied(APP)).isEqualTo(truth);
        assertThat(new HashSet<>(truth)).hasSize(truth.size());
        assertThat(report.stamp().total()).isEqualTo(3_600);
        assertThat(report.contacts()).isEqualTo(3_600);
        assertThat(fixture.copy.lastSync(APP)).contains(report.stamp());
        assertThat(report.changes()).isEmpty();
        assertThat(report.rereads()).isEmpty();
        assertThat(report.resumed()).isFalse();
        assertThat(report.pagesRead()).isEqualTo(8);
        assertThat(fixture.listRequests() - before).as("each page asked for once").isEqualTo(8);
        assertThat(SyncFixture.storedPages(fixture.copy, APP)).isEmpty();
        assertThat(fixture.copied("onboarding")).as("other applications untouched").isEmpty();
    }

    @Test
    void theSweepFollowsTheSizeTheServicePagesBy() {
        fixture.sandbox.faults().servePageSize(70);
        List<SyncProgress> progress = new ArrayList<>();
        long before = fixture.listRequests();

        new ContactSync(fixture.copy, fixture.client).run(APP, new SyncListener() {
            @Override
            public void progress(SyncProgress now) {
                progress.add(now);
            }
        });

        assertThat(fixture.listRequests() - before).isEqualTo(52);
        assertThat(fixture.copied(APP)).isEqualTo(fixture.truth(APP));
        assertThat(progress).hasSize(52);
        assertThat(progress).extracting(SyncProgress::pagesDone).isSorted().startsWith(1).endsWith(52);
        assertThat(progress).allSatisfy(each -> {
            assertThat(each.pagesTotal()).isEqualTo(52);
            assertThat(each.total()).isEqualTo(3_600);
        });
        assertThat(progress.getLast().contacts()).isEqualTo(3_600);
        assertThat(progress.getLast().timeLeft()).isZero();
        assertThat(progress.getFirst().timeLeft()).as("51 pages at 1000 a second at the very least").isPositive();
    }

    @Test
    void aCancelledSyncKeepsItsPagesAndTheNextOneAsksOnlyForTheRestAndPageOne() {
        fixture.sandbox.faults().servePageSize(100);
        ContactSync sync = new ContactSync(fixture.copy, fixture.client);
        long before = fixture.listRequests();

        SyncCancelledException cancelled = catchThrowableOfType(SyncCancelledException.class, () -> sync.run(APP, new SyncListener() {
            @Override
            public void progress(SyncProgress now) {
                if (now.pagesDone() >= 10) {
                    sync.cancel();
                }
            }
        }));

        long firstRun = fixture.listRequests() - before;
        Set<Integer> stored = SyncFixture.storedPages(fixture.copy, APP);
        assertThat(cancelled.pagesTotal()).isEqualTo(PAGES_OF_100);
        assertThat(stored).contains(1).hasSize(cancelled.pagesStored()).hasSizeLessThan(PAGES_OF_100);
        assertThat(firstRun).as("every request sent was finished and its page kept").isEqualTo(stored.size());
        assertThat(fixture.copied(APP)).as("the copy the person sees is untouched").isEmpty();
        assertThat(fixture.copy.lastSync(APP)).isEmpty();

        long mid = fixture.listRequests();
        SyncReport resumed = new ContactSync(fixture.copy, fixture.client).run(APP, SyncListener.NONE);

        assertThat(resumed.resumed()).isTrue();
        assertThat(resumed.pagesResumed()).isEqualTo(stored.size() - 1);
        assertThat(fixture.listRequests() - mid).as("page 1 again, then only the pages not stored")
                .isEqualTo(1 + PAGES_OF_100 - stored.size());
        assertThat(fixture.copied(APP)).isEqualTo(fixture.truth(APP));
    }

    @Test
    void aSyncTheServiceFailsMidwayKeepsItsPagesAndLetsTheNextRunResume() {
        fixture.sandbox.faults().servePageSize(100);

        ServiceRefusedException failed = catchThrowableOfType(ServiceRefusedException.class,
                () -> new ContactSync(fixture.copy, fixture.client).run(APP, new SyncListener() {
                    @Override
                    public void progress(SyncProgress now) {
                        if (now.pagesDone() == 5) {
                            fixture.sandbox.faults().failNext(1, 400, 40000, "Broken for the test");
                        }
                    }
                }));

        assertThat(failed.getMessage()).contains("Broken for the test");
        Set<Integer> stored = SyncFixture.storedPages(fixture.copy, APP);
        assertThat(stored).hasSizeBetween(5, PAGES_OF_100 - 1);
        assertThat(fixture.copied(APP)).isEmpty();
        SyncReport resumed = new ContactSync(fixture.copy, fixture.client).run(APP, SyncListener.NONE);
        assertThat(resumed.pagesResumed()).as("the failed run let its sweep go").isEqualTo(stored.size() - 1);
        assertThat(fixture.copied(APP)).isEqualTo(fixture.truth(APP));
    }

    @Test
    void anInterruptCancelsTheSyncAndIsKept() throws Exception {
        fixture.sandbox.faults().servePageSize(100);
        AtomicReference<Thread> runner = new AtomicReference<>();
        AtomicReference<Throwable> ended = new AtomicReference<>();
        AtomicReference<Boolean> stillInterrupted = new AtomicReference<>();
        Thread thread = Thread.ofVirtual().unstarted(() -> {
            try {
                new ContactSync(fixture.copy, fixture.client).run(APP, new SyncListener() {
                    @Override
                    public void progress(SyncProgress now) {
                        if (now.pagesDone() == 5) {
                            runner.get().interrupt();
                        }
                    }
                });
            } catch (RuntimeException e) {
                ended.set(e);
            }
            stillInterrupted.set(Thread.currentThread().isInterrupted());
        });
        runner.set(thread);
        thread.start();
        thread.join();

        assertThat(ended.get()).isInstanceOf(SyncCancelledException.class);
        assertThat(stillInterrupted.get()).isTrue();
        assertThat(SyncFixture.storedPages(fixture.copy, APP)).hasSizeBetween(5, PAGES_OF_100 - 1);
        SyncReport resumed = new ContactSync(fixture.copy, fixture.client).run(APP, SyncListener.NONE);
        assertThat(resumed.resumed()).isTrue();
        assertThat(fixture.copied(APP)).isEqualTo(fixture.truth(APP));
    }

    @Test
    void aSecondSyncOfTheApplicationIsRefusedWhileOneRunsAndAnotherApplicationSyncsBeside() {
        fixture.sandbox.faults().servePageSize(100);
        AtomicReference<RuntimeException> sameCopy = new AtomicReference<>();
        AtomicReference<RuntimeException> sameFile = new AtomicReference<>();
        AtomicReference<SyncReport> otherApp = new AtomicReference<>();
        try (ContactCopy opened = fixture.copies.open("p1", true)) {
            SyncReport report = new ContactSync(fixture.copy, fixture.client).run(APP, new SyncListener() {
                @Override
                public void progress(SyncProgress now) {
                    if (now.pagesDone() == 3) {
                        sameCopy.set(catchThrowableOfType(SyncRunningException.class,
                                () -> new ContactSync(fixture.copy, fixture.other).run(APP, SyncListener.NONE)));
                        sameFile.set(catchThrowableOfType(SyncRunningException.class,
                                () -> new ContactSync(opened, fixture.other).run(APP, SyncListener.NONE)));
                        otherApp.set(new ContactSync(opened, fixture.other).run("vip-club", SyncListener.NONE));
                    }
                }
            });
            assertThat(report.rereads()).isEmpty();
        }

        assertThat(sameCopy.get()).isInstanceOf(SyncRunningException.class);
        assertThat(((SyncRunningException) sameFile.get()).processId()).isEqualTo(ProcessHandle.current().pid());
        assertThat(otherApp.get().contacts()).isEqualTo(600);
        assertThat(fixture.copied(APP)).isEqualTo(fixture.truth(APP));
        assertThat(fixture.copied("vip-club")).isEqualTo(fixture.truth("vip-club"));
    }

    @Test
    void theCopyStaysWholeAndReadableWhileASweepReplacesIt() {
        new ContactSync(fixture.copy, fixture.client).run(APP, SyncListener.NONE);
        List<Contact> first = fixture.copied(APP);
        List<Contact> listed = fixture.other.listContacts(APP, 1, 500).data().list();
        for (int i = 0; i < 5; i++) {
            fixture.other.deleteContact(APP, listed.get(i * 7).emailAddress());
        }
        fixture.sandbox.faults().servePageSize(100);
        List<List<Contact>> seenDuring = new ArrayList<>();

        try (ContactCopy reader = fixture.copies.open("p1", true)) {
            new ContactSync(fixture.copy, fixture.client).run(APP, new SyncListener() {
                @Override
                public void progress(SyncProgress now) {
                    if (now.pagesDone() % 10 == 0 || now.pagesDone() == now.pagesTotal()) {
                        seenDuring.add(fixture.copied(APP));
                        seenDuring.add(SyncFixture.copied(reader, APP));
                    }
                }
            });
        }

        assertThat(seenDuring).hasSize(8).allSatisfy(seen -> assertThat(seen).isEqualTo(first));
        assertThat(fixture.copied(APP)).hasSize(3_595).isEqualTo(fixture.truth(APP));
    }

    @Test
    void aCopyInMemorySyncsAsOneOnDisk() {
        try (ContactCopy memory = fixture.copies.open("p2", false)) {
            SyncReport report = new ContactSync(memory, fixture.client).run(APP, SyncListener.NONE);

            assertThat(report.contacts()).isEqualTo(3_600);
            assertThat(SyncFixture.copied(memory, APP)).isEqualTo(fixture.truth(APP));
        }
    }
}
