package io.mailroom.service;

import static org.assertj.core.api.Assertions.assertThat;

import io.mailroom.service.compose.Draft;
import io.mailroom.service.compose.DraftStore;
import io.mailroom.service.compose.SendHistory;
import io.mailroom.service.compose.SendResult;
import io.mailroom.service.compose.SentEmail;
import io.mailroom.service.transfer.ContactExport;
import io.mailroom.service.transfer.ExportOptions;
import io.mailroom.service.transfer.ExportProgress;
import io.mailroom.service.transfer.ExportSource;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The temporary files of saves that were killed are removed once their writer is gone, and never while it may be writing. */
class TemporaryFilesTest {

    @TempDir
    Path data;

    private final Clock clock = Clock.fixed(Instant.parse("2026-03-01T09:00:00Z"), ZoneOffset.UTC);

    private Path drafts() {
        return data.resolve("drafts");
    }

    /** A temporary file as a save of {@code target} by that process writes it, last changed {@code age} ago. */
    private Path temporary(String target, long pid, long started, Duration age) throws IOException {
        Path file = drafts().resolve(TemporaryFiles.prefix(drafts().resolve(target), pid, started) + "4711.tmp");
        return aged(Files.writeString(file, "{\"name\": \"half a dra"), age);
    }

    private static Path aged(Path file, Duration age) throws IOException {
        Files.setLastModifiedTime(file, FileTime.from(Instant.now().minus(age)));
        return file;
    }

    private List<String> left() throws IOException {
        try (Stream<Path> files = Files.list(drafts())) {
            return files.map(p -> p.getFileName().toString()).filter(n -> n.endsWith(".tmp")).sorted().toList();
        }
    }

    /** A process that has ended: its pid and start time. */
    private static long[] endedProcess() throws IOException, InterruptedException {
        Process process = new ProcessBuilder(Path.of(System.getProperty("java.home"), "bin", "java").toString(), "-version")
                .redirectErrorStream(true).redirectOutput(ProcessBuilder.Redirect.DISCARD).start();
        long started = ProcessIdentity.of(process.toHandle()).started();
        process.waitFor();
        return new long[] {process.pid(), started};
    }

    @Test
    void theFilesOfWritersThatAreGoneAreRemovedAndThoseOfALiveWriterKept() throws Exception {
        DraftStore store = new DraftStore(data, clock);
        store.save(new Draft("Kept", null, null, null, "subject", "body", false, null, null));
        long[] ended = endedProcess();
        ProcessHandle self = ProcessHandle.current();
        long selfStarted = ProcessIdentity.of(self).started();

        Path deadWriter = temporary("kept-1.json", ended[0], ended[1], Duration.ofMinutes(2));
        Path pidUsedAgain = temporary("kept-2.json", self.pid(), selfStarted - 60_000, Duration.ofMinutes(2));
        Path liveWriter = temporary("kept-3.json", self.pid(), selfStarted, Duration.ofMinutes(2));
        Path justWritten = temporary("kept-4.json", ended[0], ended[1], Duration.ZERO);
        Path olderVersionLongAgo = aged(Files.writeString(drafts().resolve(".kept-5.json8472615.tmp"), "x"), Duration.ofHours(2));
        Path olderVersionRecent = aged(Files.writeString(drafts().resolve(".kept-6.json8472616.tmp"), "x"), Duration.ofMinutes(30));
        Path notOurs = aged(Files.writeString(drafts().resolve(".notes.tmp"), "x"), Duration.ofDays(2));

        DraftStore.Listing listing = store.list();

        assertThat(left()).containsExactlyInAnyOrder(liveWriter.getFileName().toString(), justWritten.getFileName().toString(),
                olderVersionRecent.getFileName().toString(), notOurs.getFileName().toString());
        assertThat(deadWriter).doesNotExist();
        assertThat(pidUsedAgain).doesNotExist();
        assertThat(olderVersionLongAgo).doesNotExist();
        assertThat(listing.drafts()).extracting(Draft::name).containsExactly("Kept");
        assertThat(listing.unreadable()).isEmpty();
    }

    @Test
    void aSaveRemovesThemTooAndItsOwnTemporaryFileCarriesItsWriter() throws Exception {
        DraftStore store = new DraftStore(data, clock);
        store.save(new Draft("First", null, null, null, "subject", "body", false, null, null));
        long[] ended = endedProcess();
        Path deadWriter = temporary("first-1.json", ended[0], ended[1], Duration.ofMinutes(2));

        store.save(new Draft("Second", null, null, null, "subject", "body", false, null, null));

        assertThat(deadWriter).doesNotExist();
        assertThat(left()).isEmpty();
        Path written = TemporaryFiles.beside(drafts().resolve("second.json"));
        assertThat(written.getFileName().toString()).startsWith(".second.json." + ProcessHandle.current().pid() + "-");
        assertThat(TemporaryFiles.stale(written.getFileName().toString(), Instant.now().minus(Duration.ofDays(1)), Instant.now()))
                .as("a file of this live process is never stale, however old").isFalse();
    }

    @Test
    void theHistoryRemovesThoseOfASettingAsideThatWasKilled() throws Exception {
        SendHistory history = new SendHistory(data, clock);
        history.record(new SentEmail(clock.instant(), null, "a@example.com", "b@example.com", "s", "b", false, "r", SendResult.SENT, null, null));
        long[] ended = endedProcess();
        Path left = aged(Files.writeString(data.resolve(TemporaryFiles.prefix(history.file(), ended[0], ended[1]) + "99.tmp"), "x"),
                Duration.ofMinutes(2));

        assertThat(history.entries().entries()).hasSize(1);
        assertThat(left).doesNotExist();
    }

    @Test
    void anExportRemovesThoseOfAnExportToTheSameFileThatWasKilled() throws Exception {
        Path target = data.resolve("contacts.csv");
        long[] ended = endedProcess();
        Path left = aged(Files.writeString(data.resolve(TemporaryFiles.prefix(target, ended[0], ended[1]) + "77.tmp"), "half"),
                Duration.ofMinutes(2));

        new ContactExport().toFile(new ExportSource.Given(List.of()), target, ExportOptions.DEFAULT, ExportProgress.NONE);

        assertThat(target).exists();
        assertThat(left).doesNotExist();
    }
}
