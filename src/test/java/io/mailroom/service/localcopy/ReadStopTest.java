package io.mailroom.service.localcopy;

import static io.mailroom.service.localcopy.CopyFixtures.contact;
import static io.mailroom.service.localcopy.CopyFixtures.store;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.file.Path;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.Statement;
import java.time.Clock;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.atomic.AtomicBoolean;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Reads of a copy on disk stopped from another thread, as a read the person typed past is. */
class ReadStopTest {

    private static final Clock CLOCK = Clock.fixed(Instant.parse("2026-11-24T08:00:00Z"), ZoneOffset.UTC);
    /** Counts for a minute or so: stopped, it ends at once; not stopped, it ends with a count. */
    private static final String LONG = "WITH RECURSIVE n(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM n WHERE x < 500000000) SELECT count(*) FROM n";

    @TempDir
    Path data;

    /** The read is stopped over and over until it has ended: a stop between two of its steps would not reach it. */
    @Test
    void aReadStoppedWhileItRunsEndsAndItsConnectionServesTheReadsAfterIt() throws Exception {
        try (ContactCopy copy = new LocalCopies(data, CLOCK).open("p1", true)) {
            store(copy, "newsletter", contact("{\"emailAddress\":\"anna@example.com\",\"firstName\":\"Anna\"}"));
            ReadStop stop = new ReadStop();
            CountDownLatch running = new CountDownLatch(1);
            CompletableFuture<Long> counting = CompletableFuture.supplyAsync(() -> copy.database().read(connection -> {
                try (Statement statement = connection.createStatement()) {
                    running.countDown();
                    try (ResultSet result = statement.executeQuery(LONG)) {
                        result.next();
                        return result.getLong(1);
                    }
                }
            }, stop));
            running.await();
            while (!counting.isDone()) {
                stop.stop();
                Thread.sleep(10);
            }

            assertThatThrownBy(counting::get).isInstanceOf(ExecutionException.class).cause().isInstanceOf(ReadStoppedException.class);
            for (int i = 0; i < 4; i++) {
                assertThat(new ContactQueries(copy).count(ContactQuery.all("newsletter"))).as("read %d after the stop", i).isEqualTo(1);
            }
        }
    }

    @Test
    void aReadStoppedBeforeItBeginsNeverRuns() {
        try (ContactCopy copy = new LocalCopies(data, CLOCK).open("p1", true)) {
            ReadStop stop = new ReadStop();
            stop.stop();
            AtomicBoolean ran = new AtomicBoolean();

            assertThatThrownBy(() -> copy.database().read(connection -> ran.getAndSet(true), stop)).isInstanceOf(ReadStoppedException.class);
            assertThat(ran).isFalse();
        }
    }

    @Test
    void queriesStoppedByAStopEndWithItAndTheCopysOtherQueriesAnswer() {
        try (ContactCopy copy = new LocalCopies(data, CLOCK).open("p1", true)) {
            store(copy, "newsletter", contact("{\"emailAddress\":\"anna@example.com\",\"firstName\":\"Anna\"}"),
                    contact("{\"emailAddress\":\"bob@example.com\",\"firstName\":\"Bob\"}"));
            ContactQueries queries = new ContactQueries(copy);
            ReadStop stop = new ReadStop();
            ContactQueries stoppable = queries.stoppedBy(stop);
            ContactQuery anna = ContactQuery.all("newsletter").withFind("anna");

            assertThat(stoppable.matches(anna, 0, 10).count()).as("until stopped, as any").isEqualTo(1);
            stop.stop();

            assertThatThrownBy(() -> stoppable.matches(anna, 0, 10)).isInstanceOf(ReadStoppedException.class);
            assertThatThrownBy(() -> stoppable.breakdown(anna)).isInstanceOf(ReadStoppedException.class);
            assertThat(queries.matches(anna, 0, 10).rows()).extracting(c -> c.emailAddress()).containsExactly("anna@example.com");
        }
    }

    @Test
    void aFailureOfAReadNotStoppedIsNoStop() {
        try (ContactCopy copy = new LocalCopies(data, CLOCK).open("p1", true)) {
            assertThatThrownBy(() -> copy.database().read(connection -> {
                try (PreparedStatement statement = connection.prepareStatement("SELECT no_such_column FROM contact")) {
                    return statement.executeQuery().next();
                }
            }, new ReadStop())).isInstanceOf(LocalCopyException.class).isNotInstanceOf(ReadStoppedException.class)
                    .hasMessageContaining("no_such_column");
        }
    }
}
