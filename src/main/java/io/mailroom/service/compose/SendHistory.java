package io.mailroom.service.compose;

import com.fasterxml.jackson.core.JacksonException;
import io.mailroom.service.Utf8Text;
import io.mailroom.service.WordSearch;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.RandomAccessFile;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.time.Clock;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;

/**
 * The history of sent emails: {@code <data directory>/history.jsonl}, JSON Lines, one entry
 * appended per send. Appending one line never rewrites what is there, so a crash can at worst
 * tear the last line. The lines that cannot be read (bad bytes, a torn line, junk) are moved to
 * {@code history.jsonl.corrupt-<time>} and reported with their number; every line that can be
 * read stays, so one damaged line hides nothing else and nothing is silently emptied.
 *
 * <p>Every read and every append holds {@code history.lock} (docs/decisions.md): an entry of a
 * megabyte is written in many pieces, which another process's append would otherwise interleave
 * with, and an entry appended between a read and the setting aside of a damaged file would be lost.
 */
public final class SendHistory {

    private static final System.Logger LOG = System.getLogger(SendHistory.class.getName());
    private static final byte[] BYTE_ORDER_MARK = {(byte) 0xEF, (byte) 0xBB, (byte) 0xBF};

    private final Path file;
    private final Path lockFile;
    private final Clock clock;

    public SendHistory(Path dataDirectory, Clock clock) {
        this.file = dataDirectory.resolve("history.jsonl");
        this.lockFile = dataDirectory.resolve("history.lock");
        this.clock = clock;
    }

    /** Entries newest first, and the lines that could not be read and were moved aside on this read, if any. */
    public record Listing(List<SentEmail> entries, Optional<DamagedLines> damaged) {
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
            throw new LocalDataException("cannot add to the history of sent emails " + file + " (" + LocalFiles.reason(e) + ")", e);
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
            read = LocalFiles.whileLocked(lockFile, this::read);
        } catch (IOException e) {
            throw new LocalDataException("cannot read the history of sent emails " + file + " (" + LocalFiles.reason(e) + ")", e);
        }
        WordSearch words = WordSearch.of(query);
        List<SentEmail> found = new ArrayList<>(read.entries().stream()
                .filter(e -> words.matches(e.from(), e.to(), e.subject(), e.profile(), e.requestId()))
                .toList());
        // Appended in order of sending: reversed, then a stable sort by time keeps the latest first among equal times.
        Collections.reverse(found);
        found.sort(Comparator.comparing(SentEmail::time).reversed());
        return new Listing(found, read.damaged());
    }

    private record Read(List<SentEmail> entries, Optional<DamagedLines> damaged) {
    }

    /**
     * Reads the file line by line: every line that is an entry is kept, the others are moved to a
     * file of their own, so that one bad byte or torn line costs only its own line.
     */
    private Read read() throws IOException {
        // Left by a setting aside of damaged lines that was killed before its rename.
        TemporaryFiles.removeStale(file.getParent(), "." + file.getFileName() + "*.tmp");
        byte[] bytes;
        try {
            bytes = Files.readAllBytes(file);
        } catch (NoSuchFileException e) {
            return new Read(List.of(), Optional.empty());
        }
        List<SentEmail> entries = new ArrayList<>();
        ByteArrayOutputStream kept = new ByteArrayOutputStream();
        ByteArrayOutputStream damaged = new ByteArrayOutputStream();
        int damagedCount = 0;
        String firstProblem = null;
        // A byte order mark, as some editors put at the start of a file they save, is not part of the first entry.
        int start = startsWithByteOrderMark(bytes) ? BYTE_ORDER_MARK.length : 0;
        for (int number = 1; start < bytes.length; number++) {
            int end = endOfLine(bytes, start);
            if (!blank(bytes, start, end)) {
                try {
                    entries.add(entry(Utf8Text.decode(bytes, start, end)));
                    kept.write(bytes, start, end - start);
                    kept.write('\n');
                } catch (Utf8Text.NotUtf8Exception | NotAnEntry e) {
                    damaged.write(bytes, start, end - start);
                    damaged.write('\n');
                    damagedCount++;
                    if (firstProblem == null) {
                        firstProblem = "line " + number + ": " + e.getMessage();
                    }
                }
            }
            start = end + 1;
        }
        if (damagedCount == 0) {
            return new Read(entries, Optional.empty());
        }
        Path keptAs = moveAside(kept.toByteArray(), damaged.toByteArray());
        return new Read(entries, Optional.of(new DamagedLines(file, damagedCount, firstProblem, keptAs, entries.size())));
    }

    /** A line that is not a history entry; the message says why, in words for a person. */
    private static final class NotAnEntry extends Exception {

        NotAnEntry(String why) {
            super(why, null, false, false);
        }
    }

    private static SentEmail entry(String line) throws NotAnEntry {
        SentEmail entry;
        try {
            entry = LocalFiles.MAPPER.readValue(line, SentEmail.class);
        } catch (JacksonException e) {
            throw new NotAnEntry(JsonProblems.describe(e, line, "a history entry"));
        }
        if (entry == null || entry.time() == null || entry.result() == null) {
            throw new NotAnEntry("not a history entry: its time or result is missing, or not one Mailroom knows");
        }
        return entry;
    }

    /**
     * Writes the damaged lines to {@code history.jsonl.corrupt-<time>}, then the readable ones over the
     * history; returns the file they went to, or null when they had to stay where they are.
     */
    private Path moveAside(byte[] readable, byte[] damaged) {
        Path aside = null;
        try {
            aside = LocalFiles.corruptNameBeside(file, clock);
            LocalFiles.writeAtomically(aside, damaged);
            LocalFiles.writeAtomically(file, readable);
            return aside;
        } catch (IOException e) {
            LOG.log(System.Logger.Level.WARNING, "the damaged lines of " + file + " could not be moved aside ("
                    + LocalFiles.reason(e) + "); they were left in it");
            if (aside != null) {
                // The history still holds them: a copy beside it would only be set aside again next time.
                LocalFiles.deleteQuietly(aside);
            }
            return null;
        }
    }

    private static boolean startsWithByteOrderMark(byte[] bytes) {
        return Arrays.equals(bytes, 0, Math.min(bytes.length, BYTE_ORDER_MARK.length), BYTE_ORDER_MARK, 0, BYTE_ORDER_MARK.length);
    }

    private static int endOfLine(byte[] bytes, int start) {
        for (int i = start; i < bytes.length; i++) {
            if (bytes[i] == '\n') {
                return i;
            }
        }
        return bytes.length;
    }

    private static boolean blank(byte[] bytes, int start, int end) {
        for (int i = start; i < end; i++) {
            if (bytes[i] != ' ' && bytes[i] != '\t' && bytes[i] != '\r') {
                return false;
            }
        }
        return true;
    }
}
