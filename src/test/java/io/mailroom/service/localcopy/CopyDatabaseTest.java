package io.mailroom.service.localcopy;

import static io.mailroom.service.localcopy.CopyFixtures.contact;
import static io.mailroom.service.localcopy.CopyFixtures.store;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.mailroom.api.Contact;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.Statement;
import java.time.Clock;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.concurrent.Callable;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class CopyDatabaseTest {

    private static final Clock CLOCK = Clock.fixed(Instant.parse("2026-11-24T08:00:00Z"), ZoneOffset.UTC);

    @TempDir
    Path data;

    @Test
    void aNewCopyIsReadableByItsOwnerOnly() throws Exception {
        LocalCopies copies = new LocalCopies(data, CLOCK);
        try (ContactCopy copy = copies.open("p1", true)) {
            store(copy, "newsletter", contact("{\"emailAddress\":\"anna@example.com\",\"firstName\":\"Anna\"}"));
        }
        Path file = copies.fileOf("p1");
        assertThat(PosixFilePermissions.toString(Files.getPosixFilePermissions(file))).isEqualTo("rw-------");
        assertThat(PosixFilePermissions.toString(Files.getPosixFilePermissions(file.getParent()))).isEqualTo("rwx------");
    }

    @Test
    void aContactComesBackExactlyAsTheServiceSentIt() {
        Contact sent = contact("""
                {"emailAddress":"José@Example.com","status":"Confirmed","firstName":"José","vipLevel":"3",
                 "amount":"12.50","birthday":"10/12","registerDate":"2024-03-01T10:00:00Z","loyalty":{"tier":"gold"}}""");
        try (ContactCopy copy = new LocalCopies(data, CLOCK).open("p1", true)) {
            store(copy, "newsletter", sent);
            Object[] row = copy.database().read(connection -> {
                try (Statement statement = connection.createStatement();
                     ResultSet result = statement.executeQuery(
                             "SELECT json, address_key, birthday_key, vip_key, amount_key, register_key FROM contact")) {
                    result.next();
                    return new Object[] {result.getString(1), result.getString(2), result.getLong(3), result.getDouble(4),
                            result.getDouble(5), result.getLong(6)};
                }
            });
            assertThat(ContactRow.read((String) row[0])).isEqualTo(sent);
            assertThat(row).containsExactly(row[0], "josé@example.com", 1210L, 3.0, 12.5,
                    Instant.parse("2024-03-01T10:00:00Z").toEpochMilli());
        }
    }

    @Test
    void wordsAreFoundIgnoringAccentsAndCase() {
        try (ContactCopy copy = new LocalCopies(data, CLOCK).open("p1", false)) {
            store(copy, "newsletter", contact("{\"emailAddress\":\"jg@example.com\",\"firstName\":\"José\",\"lastName\":\"García\"}"));
            store(copy, "newsletter", contact("{\"emailAddress\":\"other@example.com\",\"firstName\":\"Other\"}"));
            String found = copy.database().read(connection -> {
                try (Statement statement = connection.createStatement();
                     ResultSet result = statement.executeQuery(
                             "SELECT c.email FROM contact_words w JOIN contact c ON c.id = w.rowid WHERE contact_words MATCH 'jose garcia'")) {
                    return result.next() ? result.getString(1) : null;
                }
            });
            assertThat(found).isEqualTo("jg@example.com");
            assertThat(copy.file()).isEmpty();
        }
    }

    @Test
    void aDamagedFileIsSetAsideAndANewCopyBegun() throws Exception {
        LocalCopies copies = new LocalCopies(data, CLOCK);
        Path file = copies.fileOf("p1");
        Files.createDirectories(file.getParent());
        byte[] garbage = "this is no database, it is a shopping list: milk, eggs, bread and more".repeat(100).getBytes();
        Files.write(file, garbage);
        try (ContactCopy copy = copies.open("p1", true)) {
            DamagedCopy damaged = copy.damaged().orElseThrow();
            assertThat(damaged.file()).isEqualTo(file);
            assertThat(damaged.setAsideAs().getFileName().toString()).isEqualTo("p1.sqlite.corrupt-20261124T080000000Z");
            assertThat(Files.readAllBytes(damaged.setAsideAs())).isEqualTo(garbage);
            store(copy, "newsletter", contact("{\"emailAddress\":\"anna@example.com\"}"));
            assertThat(copy.lastSync("newsletter")).isEmpty();
        }
        try (ContactCopy again = copies.open("p1", true)) {
            assertThat(again.damaged()).isEmpty();
        }
    }

    @Test
    void aCopyOfANewerMailroomIsNeitherReadNorSetAside() throws Exception {
        LocalCopies copies = new LocalCopies(data, CLOCK);
        try (ContactCopy copy = copies.open("p1", true)) {
            copy.database().write(connection -> {
                try (Statement statement = connection.createStatement()) {
                    return statement.execute("PRAGMA user_version = " + (CopySchema.VERSION + 1));
                }
            });
        }
        assertThatThrownBy(() -> copies.open("p1", true)).isInstanceOf(NewerCopyException.class);
        assertThat(Files.exists(copies.fileOf("p1"))).isTrue();
        try (var files = Files.list(copies.fileOf("p1").getParent())) {
            assertThat(files.map(p -> p.getFileName().toString())).noneMatch(name -> name.contains("corrupt"));
        }
    }

    /** A file of version 1 (before the journals of jobs and of changes) keeps its contacts and gains the tables of versions 2 and 3. */
    @Test
    void aCopyOfVersion1GainsTheJobAndChangeTablesAndKeepsItsContacts() {
        LocalCopies copies = new LocalCopies(data, CLOCK);
        try (ContactCopy copy = copies.open("p1", true)) {
            store(copy, "newsletter", contact("{\"emailAddress\":\"anna@example.com\"}"));
            copy.database().write(connection -> {
                try (Statement statement = connection.createStatement()) {
                    statement.execute("DROP TABLE job_row");
                    statement.execute("DROP TABLE job");
                    statement.execute("DROP TABLE journal");
                    statement.execute("DROP INDEX contact_by_address");
                    return statement.execute("PRAGMA user_version = 1");
                }
            });
        }
        try (ContactCopy copy = copies.open("p1", true)) {
            long version = copy.database().read(connection -> Sql.number(connection, "PRAGMA user_version").orElseThrow());
            long contacts = copy.database().read(connection -> Sql.number(connection, "SELECT count(*) FROM contact").orElseThrow());
            assertThat(version).isEqualTo(3);
            assertThat(contacts).isEqualTo(1);
            JobJournal journal = new JobJournal(copy);
            JobJournal.Claim claim = journal.begin("newsletter", "contacts.csv");
            journal.ready(claim, 0, 0, 0);
            assertThat(journal.list(java.util.Optional.empty())).extracting(JobSummary::id).containsExactly(claim.jobId());
            ChangeJournal changes = new ChangeJournal(copy);
            changes.refused(changes.deleting("newsletter", "anna@example.com", null, null));
            assertThat(changes.entries(JournalQuery.all())).isEmpty();
            assertThat(new ContactQueries(copy).inEveryApp("ANNA@example.com")).containsOnlyKeys("newsletter");
        }
    }

    @Test
    void anErrorInAWriteLeavesNoTransactionOpen() {
        try (ContactCopy copy = new LocalCopies(data, CLOCK).open("p1", true)) {
            assertThatThrownBy(() -> copy.database().write(connection -> {
                try (PreparedStatement upsert = ContactRow.prepareUpsert(connection)) {
                    ContactRow.bind(upsert, "newsletter", contact("{\"emailAddress\":\"gone@example.com\"}"), CLOCK.instant());
                    upsert.executeUpdate();
                }
                throw new AssertionError("a bug half-way through a write");
            })).isInstanceOf(AssertionError.class);

            store(copy, "newsletter", contact("{\"emailAddress\":\"anna@example.com\"}"));
            String kept = copy.database().read(connection -> {
                try (Statement statement = connection.createStatement();
                     ResultSet result = statement.executeQuery("SELECT group_concat(email) FROM contact")) {
                    return result.next() ? result.getString(1) : null;
                }
            });
            assertThat(kept).isEqualTo("anna@example.com");
        }
    }

    @Test
    void twoOpeningANewCopyAtOnceBothGetIt() throws Exception {
        // SQLite refuses the second of two connections turning a new file to WAL without waiting: one round in about 25 met it.
        LocalCopies copies = new LocalCopies(data, CLOCK);
        for (int round = 0; round < 60; round++) {
            openTwiceAtOnce(copies, "p" + round);
        }
    }

    @Test
    void twoOpeningAndClosingAnExistingCopyAtOnceNeverHang() throws Exception {
        // SQLite 3.51.1 could deadlock two connections closing a WAL file at once (about one round in 200 here).
        LocalCopies copies = new LocalCopies(data, CLOCK);
        for (int round = 0; round < 200; round++) {
            copies.open("p" + round, true).close();
            openTwiceAtOnce(copies, "p" + round);
        }
    }

    private static void openTwiceAtOnce(LocalCopies copies, String id) throws Exception {
        CountDownLatch ready = new CountDownLatch(1);
        Callable<Boolean> open = () -> {
            ready.await();
            try (ContactCopy copy = copies.open(id, true)) {
                return copy.lastSync("newsletter").isEmpty();
            }
        };
        var pool = Executors.newFixedThreadPool(2, Thread.ofPlatform().daemon().factory());
        try {
            var first = pool.submit(open);
            var second = pool.submit(open);
            ready.countDown();
            assertThat(first.get(30, TimeUnit.SECONDS)).isTrue();
            assertThat(second.get(30, TimeUnit.SECONDS)).isTrue();
        } finally {
            pool.shutdownNow();
        }
    }

    @Test
    void forgettingDeletesTheFileAndWhatSqliteKeepsBesideIt() {
        LocalCopies copies = new LocalCopies(data, CLOCK);
        try (ContactCopy copy = copies.open("p1", true)) {
            store(copy, "newsletter", contact("{\"emailAddress\":\"anna@example.com\"}"));
        }
        assertThat(copies.forget("p1")).isTrue();
        assertThat(copies.fileOf("p1")).doesNotExist();
        assertThat(copies.fileOf("p1").resolveSibling("p1.sqlite-wal")).doesNotExist();
        assertThat(copies.forget("p1")).isFalse();
    }

    @Test
    void aProfileIdThatIsNoFileNameIsRefused() {
        LocalCopies copies = new LocalCopies(data, CLOCK);
        assertThatThrownBy(() -> copies.fileOf("../elsewhere")).isInstanceOf(IllegalArgumentException.class);
    }
}
