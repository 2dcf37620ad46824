package io.mailroom.service.localcopy;

import static io.mailroom.service.localcopy.SyncFixture.APP;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * A sync in another process, killed midway (as a closed laptop lid or a Ctrl+C would leave it):
 * while it runs this process may not sync the same application, and once it is dead this process
 * takes its sweep over and resumes from the pages it stored.
 */
@Timeout(120)
class KilledSyncTest {

    /** 3,600 contacts at 50 a page. */
    private static final int PAGES = 72;

    @TempDir
    Path data;

    private SyncFixture fixture;
    private Process child;

    @BeforeEach
    void start() {
        fixture = new SyncFixture(data, 6_000, 1000);
        fixture.sandbox.faults().servePageSize(50);
    }

    @AfterEach
    void stop() {
        if (child != null) {
            child.destroyForcibly();
        }
        fixture.close();
    }

    @Test
    void aKilledSyncIsResumedByAnotherProcessFromThePagesItStored() throws Exception {
        child = new ProcessBuilder(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "--enable-native-access=ALL-UNNAMED", "-cp", System.getProperty("java.class.path"), SyncChildMain.class.getName(),
                fixture.sandbox.baseUrl().toString(), SyncFixture.KEY, data.toString(), "p1", APP, "10")
                .redirectError(ProcessBuilder.Redirect.INHERIT)
                .start();
        BufferedReader out = new BufferedReader(new InputStreamReader(child.getInputStream(), StandardCharsets.UTF_8));
        List<String> said = new ArrayList<>();
        for (String line = out.readLine(); line != null && !line.equals("stored 12 of " + PAGES); line = out.readLine()) {
            said.add(line);
        }
        assertThat(said).as("the child syncs").contains("stored 1 of " + PAGES);

        SyncRunningException running = catchThrowableOfType(SyncRunningException.class,
                () -> new ContactSync(fixture.copy, fixture.client).run(APP, SyncListener.NONE));
        assertThat(running.processId()).isEqualTo(child.pid());

        child.destroyForcibly();
        assertThat(child.waitFor(30, TimeUnit.SECONDS)).isTrue();
        Set<Integer> stored = SyncFixture.storedPages(fixture.copy, APP);
        assertThat(stored).contains(1).hasSizeBetween(12, PAGES - 1);
        long before = fixture.listRequests();

        try (ContactCopy reopened = fixture.copies.open("p1", true)) {
            SyncReport report = new ContactSync(reopened, fixture.client).run(APP, SyncListener.NONE);

            assertThat(report.resumed()).isTrue();
            assertThat(report.pagesResumed()).isEqualTo(stored.size() - 1);
            assertThat(fixture.listRequests() - before).as("page 1 again, then only the pages the killed sync had not stored")
                    .isEqualTo(1 + PAGES - stored.size());
            assertThat(SyncFixture.copied(reopened, APP)).isEqualTo(fixture.truth(APP));
        }
    }
}
