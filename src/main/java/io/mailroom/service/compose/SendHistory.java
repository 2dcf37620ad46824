package io.mailroom.service.compose;

import com.fasterxml.jackson.core.JacksonException;
import io.mailroom.service.WordSearch;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.time.Clock;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;

/**
 * The history of sent emails: {@code <data directory>/history.jsonl}, JSON Lines, one entry
 * appended per send. Appending one line never rewrites what is there, so a crash can at worst
 * tear the last line. A file with any line that cannot be read is set aside whole as
 * {@code history.jsonl.corrupt-<time>} and reported; the entries that could be read go on in a
 * fresh file, so nothing readable disappears from the history and nothing is silently emptied.
 *
 * <p>Every read and every append holds {@code history.lock} (docs/decisions.md): an entry of a
 * megabyte is written in many pieces, which another process's append would otherwise interleave
 * with, and an entry appended between a read and the setting aside of a damaged file would be lost.
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

    /** Entries newest first, and the damaged file set aside on this read, if any. */
    public record Listing(List<SentEmail> entries, Optional<Unreadable> unreadable) {
    }

    public Path file() {
        return file;
    }

    /** Appends one entry. */
    public void record(SentEmail entry) {
        try {
            ByteBuffer line = ByteBuffer.wrap((LocalFiles.MAPPER.writeValueAsString(entry) + "\n").getBytes(StandardCharsets.UTF_8));
            LocalFiles.whileLocked(lockFile, () -> {
                append(line);
                return null;
            });
        } catch (IOException e) {
            throw new LocalDataException("cannot add to the history of sent emails " + file + " (" + LocalFiles.reason(e) + ")", e);
        }
    }

    private void append(ByteBuffer line) throws IOException {
        try (FileChannel channel = FileChannel.open(file, StandardOpenOption.CREATE, StandardOpenOption.READ, StandardOpenOption.WRITE)) {
            long end = channel.size();
            // A line torn by a crash gets its end first, so that it does not swallow this entry.
            if (end > 0 && !endsALine(channel, end)) {
                end += writeAt(channel, ByteBuffer.wrap(new byte[] {'\n'}), end);
            }
            writeAt(channel, line, end);
        }
    }

    private static boolean endsALine(FileChannel channel, long end) throws IOException {
        ByteBuffer last = ByteBuffer.allocate(1);
        return channel.read(last, end - 1) == 1 && last.get(0) == '\n';
    }

    private static int writeAt(FileChannel channel, ByteBuffer bytes, long position) throws IOException {
        int written = 0;
        while (bytes.hasRemaining()) {
            written += channel.write(bytes, position + written);
        }
        return written;
    }

    /** Every entry, newest first. */
    public Listing entries() {
        return search("");
    }

    /** The entries in which every word of {@code query} occurs in from, to, subject, profile or requestId, ignoring case. */
    public Listing search(String query) {
        try {
            return LocalFiles.whileLocked(lockFile, () -> read(query));
        } catch (IOException e) {
            throw new LocalDataException("cannot read the history of sent emails " + file + " (" + LocalFiles.reason(e) + ")", e);
        }
    }

    private Listing read(String query) {
        List<String> lines;
        try {
            lines = Files.readAllLines(file, StandardCharsets.UTF_8);
        } catch (NoSuchFileException e) {
            return new Listing(List.of(), Optional.empty());
        } catch (IOException e) {
            return new Listing(List.of(), Optional.of(LocalFiles.setAside(file, LocalFiles.reason(e), clock)));
        }
        List<SentEmail> entries = new ArrayList<>();
        String problem = null;
        for (int i = 0; i < lines.size(); i++) {
            if (lines.get(i).isBlank()) {
                continue;
            }
            try {
                SentEmail entry = LocalFiles.MAPPER.readValue(lines.get(i), SentEmail.class);
                if (entry.time() == null || entry.result() == null) {
                    throw new IllegalArgumentException("no time or result");
                }
                entries.add(entry);
            } catch (JacksonException | IllegalArgumentException e) {
                if (problem == null) {
                    problem = "line " + (i + 1) + ": " + LocalFiles.reason(e);
                }
            }
        }
        Optional<Unreadable> unreadable = Optional.empty();
        if (problem != null) {
            unreadable = Optional.of(setAsideKeeping(entries, problem));
        }
        WordSearch words = WordSearch.of(query);
        List<SentEmail> found = new ArrayList<>(entries.stream()
                .filter(e -> words.matches(e.from(), e.to(), e.subject(), e.profile(), e.requestId()))
                .toList());
        // Appended in order of sending: reversed, then a stable sort by time keeps the latest first among equal times.
        Collections.reverse(found);
        found.sort(Comparator.comparing(SentEmail::time).reversed());
        return new Listing(found, unreadable);
    }

    private Unreadable setAsideKeeping(List<SentEmail> readable, String problem) {
        Unreadable unreadable = LocalFiles.setAside(file, problem, clock);
        if (unreadable.setAsideAs() != null) {
            StringBuilder text = new StringBuilder();
            try {
                for (SentEmail entry : readable) {
                    text.append(LocalFiles.MAPPER.writeValueAsString(entry)).append('\n');
                }
                LocalFiles.writeAtomically(file, text.toString());
            } catch (IOException e) {
                throw new LocalDataException("cannot start a new history file " + file + " (" + LocalFiles.reason(e) + ")", e);
            }
        }
        return unreadable;
    }
}
