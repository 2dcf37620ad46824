package io.mailroom.service.compose;

import io.mailroom.service.FileFailure;
import io.mailroom.service.LocalFiles;
import io.mailroom.service.TemporaryFiles;
import io.mailroom.service.WordSearch;
import java.io.IOException;
import java.io.RandomAccessFile;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.time.Clock;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import java.util.stream.Stream;

/**
 * The history of sent emails: {@code <data directory>/history.jsonl}, JSON Lines, one entry
 * appended per send. Appending one line never rewrites what is there, so a crash can at worst
 * tear the last line. The lines that cannot be read (bad bytes, a torn line, junk: anything but a
 * JSON object) are moved to {@code history.jsonl.corrupt-<time>} and reported with their number;
 * every other line stays, so one damaged line hides nothing else and nothing is silently emptied. A
 * JSON object that is no entry this version can show (a newer version may have written it) is
 * counted and left where it is.
 *
 * <p>Every append, every read of the file's bytes and every setting aside of damaged lines holds
 * {@code history.lock} (docs/decisions/021-history-lock.md): an entry of a megabyte is written in many pieces, which
 * another process's append would otherwise interleave with, and an entry appended between the read
 * and the rewrite that sets damaged lines aside would be lost. Parsing holds no lock.
 */
public final class SendHistory {

    private final Path file;
    private final Path lockFile;
    private final Clock clock;

    public SendHistory(Path dataDirectory, Clock clock) {
        this.file = dataDirectory.resolve("history.jsonl");
        this.lockFile = dataDirectory.resolve("history.lock");
        this.clock = clock;
    }

    /**
     * Entries newest first, the lines that could not be read and were moved aside on this read, if any,
     * and the entries this version cannot show, left in the file, if any.
     */
    public record Listing(List<SentEmail> entries, Optional<DamagedLines> damaged, Optional<EntriesNotShown> notShown) {

        /** What a person should be told about this read, one sentence each without its full stop. */
        public List<String> notes() {
            return Stream.concat(damaged.map(DamagedLines::describe).stream(), notShown.map(EntriesNotShown::describe).stream())
                    .toList();
        }
    }

    public Path file() {
        return file;
    }

    /** Appends one entry. */
    public void record(SentEmail entry) {
        try {
            byte[] line = (LocalFiles.MAPPER.writeValueAsString(entry) + "\n").getBytes(StandardCharsets.UTF_8);
            LocalFiles.whileLocked(lockFile, () -> {
                append(line);
                return null;
            });
        } catch (IOException e) {
            throw new LocalDataException(LocalDataException.Action.RECORD_SENT, null, file, FileFailure.of(e), e);
        }
    }

    /** Appends through a {@link RandomAccessFile}, which an interrupt does not close midway, unlike a file channel. */
    private void append(byte[] line) throws IOException {
        try (RandomAccessFile history = new RandomAccessFile(file.toFile(), "rw")) {
            long end = history.length();
            // A line torn by a crash gets its end first, so that it does not swallow this entry.
            if (end > 0) {
                history.seek(end - 1);
                if (history.read() != '\n') {
                    history.write('\n');
                }
            }
            history.write(line);
        }
    }

    /** Every entry, newest first. */
    public Listing entries() {
        return search("");
    }

    /** The entries in which every word of {@code query} occurs in from, to, subject, profile or requestId, ignoring case. */
    public Listing search(String query) {
        Read read;
        try {
            // Left by a setting aside of damaged lines that was killed before its rename.
            TemporaryFiles.removeStaleBeside(file);
            read = read();
        } catch (IOException e) {
            throw new LocalDataException(LocalDataException.Action.READ_HISTORY, null, file, FileFailure.of(e), e);
        }
        WordSearch words = WordSearch.of(query);
        List<SentEmail> found = new ArrayList<>(read.lines().entries().stream()
                .filter(e -> words.matches(e.from(), e.to(), e.subject(), e.profile(), e.requestId()))
                .toList());
        // Appended in order of sending: reversed, then a stable sort by time keeps the latest first among equal times.
        Collections.reverse(found);
        found.sort(Comparator.comparing(SentEmail::time).reversed());
        HistoryLines lines = read.lines();
        return new Listing(found, read.damaged(), lines.notShownCount() == 0 ? Optional.empty()
                : Optional.of(new EntriesNotShown(file, lines.notShownCount(), lines.firstNotShown())));
    }

    private record Read(HistoryLines lines, Optional<DamagedLines> damaged) {
    }

    /**
     * The file's lines; damaged ones are moved aside. Only the reading of the bytes holds the lock, not
     * their parsing: a send waits on no search. Without the lock (it cannot be opened in a read-only
     * folder) the history is still read, but nothing is moved aside.
     */
    private Read read() throws IOException {
        if (!Files.exists(file)) {
            // Nothing sent yet: the folder and the lock are not created for so little.
            return new Read(HistoryLines.of(new byte[0]), Optional.empty());
        }
        Snapshot snapshot = LocalFiles.whileLocked(lockFile, () -> new Snapshot(bytes(), null), why -> new Snapshot(bytes(), why));
        HistoryLines lines = HistoryLines.of(snapshot.bytes());
        if (lines.damagedCount() == 0) {
            return new Read(lines, Optional.empty());
        }
        if (snapshot.lockUnavailable() != null) {
            return new Read(lines, damaged(lines, null, unlocked(snapshot.lockUnavailable())));
        }
        return LocalFiles.whileLocked(lockFile, this::moveDamagedLinesAside, why -> new Read(lines, damaged(lines, null, unlocked(why))));
    }

    /** The bytes of the file, and why the lock could not be taken when they were read without it. */
    private record Snapshot(byte[] bytes, IOException lockUnavailable) {
    }

    private DamagedLines.LeftBecause unlocked(IOException why) {
        return new DamagedLines.LeftBecause(DamagedLines.LeftBecause.Why.LOCK_UNAVAILABLE, lockFile, FileFailure.of(why));
    }

    /** The whole file; appends only make it longer, so these bytes, read under the lock, are a history as it was. */
    private byte[] bytes() throws IOException {
        try {
            return Files.readAllBytes(file);
        } catch (NoSuchFileException e) {
            return new byte[0];
        }
    }

    private Optional<DamagedLines> damaged(HistoryLines lines, Path keptAs, DamagedLines.LeftBecause leftBecause) {
        return Optional.of(new DamagedLines(file, lines.damagedCount(), lines.firstDamage(), keptAs, leftBecause, lines.entries().size()));
    }

    /**
     * Moves the damaged lines to {@code history.jsonl.corrupt-<time>}, then writes the rest over the
     * history. Under the lock, from the file read again (it may have grown since): an entry appended
     * in between would otherwise be lost in the rewrite.
     */
    private Read moveDamagedLinesAside() throws IOException {
        HistoryLines lines = HistoryLines.of(bytes());
        if (lines.damagedCount() == 0) {
            return new Read(lines, Optional.empty());
        }
        Path aside = null;
        try {
            aside = LocalFiles.corruptNameBeside(file, clock);
            LocalFiles.writeAtomically(aside, lines.damagedLines());
            LocalFiles.writeAtomically(file, lines.withoutDamagedLines());
            return new Read(lines, damaged(lines, aside, null));
        } catch (IOException e) {
            if (aside != null) {
                // The history still holds them: a copy beside it would only be set aside again next time.
                LocalFiles.deleteQuietly(aside);
            }
            return new Read(lines, damaged(lines, null,
                    new DamagedLines.LeftBecause(DamagedLines.LeftBecause.Why.MOVE_FAILED, null, FileFailure.of(e))));
        }
    }
}
