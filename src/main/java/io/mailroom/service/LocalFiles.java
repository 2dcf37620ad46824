package io.mailroom.service;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.StreamReadConstraints;
import com.fasterxml.jackson.databind.DeserializationContext;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.deser.std.StdDeserializer;
import com.fasterxml.jackson.databind.module.SimpleModule;
import com.fasterxml.jackson.databind.ser.std.ToStringSerializer;
import io.mailroom.api.Json;
import java.io.IOException;
import java.nio.channels.ClosedByInterruptException;
import java.nio.channels.FileChannel;
import java.nio.channels.FileLockInterruptionException;
import java.nio.charset.StandardCharsets;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.time.Clock;
import java.time.DateTimeException;
import java.time.Instant;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;

/**
 * The JSON and file handling shared by the files of the data directory (drafts, history, segments):
 * one lock per file across processes, atomic replacement, damaged files set aside.
 */
public final class LocalFiles {

    private static final DateTimeFormatter STAMP = DateTimeFormatter.ofPattern("yyyyMMdd'T'HHmmssSSS'Z'").withZone(ZoneOffset.UTC);

    /**
     * Times as ISO-8601 text, every field written (null included) so a file reads the same everywhere,
     * and no limit on the length of a text read: what Mailroom wrote it must read back (the library's
     * own limit, 20,000,000 characters, refused a draft it had just saved).
     */
    public static final ObjectMapper MAPPER = withoutStringLimit(Json.mapper().copy())
            .setDefaultPropertyInclusion(JsonInclude.Value.construct(JsonInclude.Include.ALWAYS, JsonInclude.Include.ALWAYS))
            .registerModule(new SimpleModule("local-files")
                    .addSerializer(Instant.class, ToStringSerializer.instance)
                    .addDeserializer(Instant.class, new StdDeserializer<>(Instant.class) {
                        @Override
                        public Instant deserialize(JsonParser parser, DeserializationContext context) throws IOException {
                            String text = parser.getValueAsString();
                            try {
                                return Instant.parse(text);
                            } catch (DateTimeException | NullPointerException e) {
                                return (Instant) context.handleWeirdStringValue(Instant.class, text, "not an ISO-8601 instant");
                            }
                        }
                    }));

    /**
     * A file lock is held by the whole process, and closing any channel to the file may release it:
     * the threads of one process take turns here before the lock is taken.
     */
    private static final Object IN_THIS_PROCESS = new Object();

    private LocalFiles() {
    }

    private static ObjectMapper withoutStringLimit(ObjectMapper mapper) {
        mapper.getFactory().setStreamReadConstraints(StreamReadConstraints.builder().maxStringLength(Integer.MAX_VALUE).build());
        return mapper;
    }

    /** Something done to a file while its lock is held. */
    @FunctionalInterface
    public interface Locked<T> {
        T run() throws IOException;
    }

    /** What is done instead when a lock cannot be taken, told why. */
    @FunctionalInterface
    public interface Unlocked<T> {
        T run(IOException why) throws IOException;
    }

    /**
     * Runs {@code action} while holding {@code lockFile} (created if need be, never deleted), so that
     * one thread of one Mailroom process at a time reads or changes what the lock guards; fails when
     * the lock cannot be taken.
     */
    public static <T> T whileLocked(Path lockFile, Locked<T> action) throws IOException {
        return whileLocked(lockFile, action, why -> {
            throw why;
        });
    }

    /**
     * Runs {@code action} while holding {@code lockFile}, or {@code unlocked} when the lock cannot be
     * taken: the file cannot be created or opened (a read-only folder), or the system refuses locks.
     *
     * <p>An interrupt does not stop it: a file channel fails at once on an interrupted thread, and the
     * thread that records a send may be interrupted after the request went out (the service client keeps
     * the interrupt; closing the window interrupts workers), when the entry must still be written. The
     * flag is cleared for the file work, an interrupt met while waiting for the lock is kept and the wait
     * taken again, and the flag is set again at the end. The action must use no interruptible channel.
     */
    public static <T> T whileLocked(Path lockFile, Locked<T> action, Unlocked<T> unlocked) throws IOException {
        boolean interrupted = Thread.interrupted();
        try {
            synchronized (IN_THIS_PROCESS) {
                while (true) {
                    FileChannel channel;
                    try {
                        Files.createDirectories(lockFile.getParent());
                        channel = FileChannel.open(lockFile, StandardOpenOption.CREATE, StandardOpenOption.WRITE);
                    } catch (IOException e) {
                        return unlocked.run(e);
                    }
                    // Closing the channel releases the lock, even when the action fails.
                    try (channel) {
                        try {
                            channel.lock();
                        } catch (FileLockInterruptionException | ClosedByInterruptException e) {
                            interrupted = true;
                            Thread.interrupted();
                            continue;
                        } catch (IOException e) {
                            return unlocked.run(e);
                        }
                        return action.run();
                    }
                }
            }
        } finally {
            if (interrupted) {
                Thread.currentThread().interrupt();
            }
        }
    }

    /**
     * Writes {@code text} to {@code target} so that a reader sees the old content or the new, never
     * half of it: a temporary file in the same directory, then one atomic rename over the target.
     */
    public static void writeAtomically(Path target, String text) throws IOException {
        writeAtomically(target, text.getBytes(StandardCharsets.UTF_8));
    }

    public static void writeAtomically(Path target, byte[] bytes) throws IOException {
        Files.createDirectories(target.getParent());
        Path temporary = TemporaryFiles.beside(target);
        try {
            Files.write(temporary, bytes);
            Files.move(temporary, target, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
        } finally {
            Files.deleteIfExists(temporary);
        }
    }

    /**
     * Renames a damaged file to {@code <name>.corrupt-<UTC time>}, kept for the person to inspect, and
     * says what it could not be read for and where it went.
     */
    public static Unreadable setAside(Path file, ReadProblem reason, Clock clock) {
        try {
            return new Unreadable(file, reason, corruptName(file, clock, aside -> {
                try {
                    Files.move(file, aside);
                    return true;
                } catch (FileAlreadyExistsException e) {
                    // Set aside twice within one millisecond: the earlier one is kept too.
                    return false;
                }
            }));
        } catch (IOException e) {
            return new Unreadable(file, reason, null);
        }
    }

    /**
     * A name for damaged lines of {@code file}, {@code <name>.corrupt-<UTC time>}, that is not taken;
     * only for a file whose writers all hold its lock, so that nobody takes the name meanwhile.
     */
    public static Path corruptNameBeside(Path file, Clock clock) throws IOException {
        return corruptName(file, clock, aside -> Files.notExists(aside, LinkOption.NOFOLLOW_LINKS));
    }

    /** Whether a name for a damaged file could be had; false when it is taken. */
    @FunctionalInterface
    private interface NameTaker {
        boolean take(Path name) throws IOException;
    }

    /**
     * {@code <name>.corrupt-<UTC time>}, or with {@code -2}, {@code -3} … after it when {@code taker}
     * finds it taken (damage met twice within one millisecond): the first name {@code taker} takes.
     */
    private static Path corruptName(Path file, Clock clock, NameTaker taker) throws IOException {
        String base = file.getFileName() + ".corrupt-" + STAMP.format(clock.instant());
        for (int attempt = 1; attempt <= 100; attempt++) {
            Path aside = file.resolveSibling(attempt == 1 ? base : base + "-" + attempt);
            if (taker.take(aside)) {
                return aside;
            }
        }
        throw new FileAlreadyExistsException(file.resolveSibling(base).toString());
    }

    public static void deleteQuietly(Path file) {
        try {
            Files.deleteIfExists(file);
        } catch (IOException e) {
            System.getLogger(LocalFiles.class.getName()).log(System.Logger.Level.DEBUG, "could not delete " + file, e);
        }
    }
}
