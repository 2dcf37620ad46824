package io.mailroom.service;

import java.io.IOException;
import java.nio.file.DirectoryStream;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.concurrent.ThreadLocalRandom;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The temporary files an atomic write renames over its target, and the removal of those a killed
 * writer left behind. Each is named {@code .<target>.<pid>-<process start>-<random>.tmp}: another
 * process removes it only once that writer is surely gone (no process of that pid, or one that
 * started at another time), and the file has not changed for a minute, which no save takes.
 */
public final class TemporaryFiles {

    private static final System.Logger LOG = System.getLogger(TemporaryFiles.class.getName());

    private static final Pattern NAMED = Pattern.compile("\\..+\\.(\\d{1,18})-(\\d{1,18})-\\d+\\.tmp");
    /** Written by versions of Mailroom that did not name the writer: only their age tells. */
    private static final Pattern UNNAMED = Pattern.compile("\\..+\\.jsonl?\\d+\\.tmp");

    /** A writer of a different pid namespace or machine (a shared folder) may look gone: no write of its own takes this long. */
    static final Duration NAMED_STALE_AFTER = Duration.ofMinutes(1);
    static final Duration UNNAMED_STALE_AFTER = Duration.ofHours(1);


    private TemporaryFiles() {
    }

    /** A new empty temporary file beside {@code target}, named after this process. */
    public static Path beside(Path target) throws IOException {
        return Files.createTempFile(target.getParent(), prefix(target, ProcessIdentity.current().pid(), ProcessIdentity.current().started()), ".tmp");
    }

    /**
     * The same for a document the person hands on (an export, a rejects file): created as any new
     * file of theirs is, with the permissions their umask gives, where {@link #beside} makes one
     * its owner alone can read, as Mailroom's own files are. A file it will replace passes its
     * permissions on, as writing over it in place would keep them.
     */
    public static Path besideAsDocument(Path target) throws IOException {
        String prefix = prefix(target, ProcessIdentity.current().pid(), ProcessIdentity.current().started());
        while (true) {
            Path temporary = target.resolveSibling(prefix + Long.toUnsignedString(ThreadLocalRandom.current().nextLong()) + ".tmp");
            try {
                Files.createFile(temporary);
            } catch (FileAlreadyExistsException taken) {
                // Another writer drew the same number: draw again.
                continue;
            }
            keepPermissionsOf(target, temporary);
            return temporary;
        }
    }

    private static void keepPermissionsOf(Path target, Path temporary) throws IOException {
        try {
            Files.setPosixFilePermissions(temporary, Files.getPosixFilePermissions(target));
        } catch (NoSuchFileException | UnsupportedOperationException none) {
            // A new file, or a file system without POSIX permissions: the new file's own stay.
        } catch (IOException | RuntimeException e) {
            Files.deleteIfExists(temporary);
            throw e;
        }
    }

    /** The start of the name of a temporary file for {@code target} written by the process {@code pid} started at {@code started}. */
    static String prefix(Path target, long pid, long started) {
        return "." + target.getFileName() + "." + pid + "-" + started + "-";
    }

    /** Deletes the temporary files of {@code target} ({@link #beside}, {@link #besideAsDocument}) whose writers are gone: a save, export or rejects file killed midway. */
    public static void removeStaleBeside(Path target) {
        removeStale(target.getParent(), "." + target.getFileName() + "*.tmp");
    }

    /**
     * Deletes the temporary files matching {@code glob} in {@code directory} whose writers are gone;
     * never fails: a file that cannot be removed is tried again next time.
     */
    public static void removeStale(Path directory, String glob) {
        Instant now = Instant.now();
        try (DirectoryStream<Path> files = Files.newDirectoryStream(directory, glob)) {
            for (Path file : files) {
                if (stale(file.getFileName().toString(), Files.getLastModifiedTime(file).toInstant(), now)) {
                    Files.deleteIfExists(file);
                    LOG.log(System.Logger.Level.DEBUG, "removed " + file + ", left by a save that did not finish");
                }
            }
        } catch (NoSuchFileException e) {
            // No folder yet, or the file went meanwhile: nothing to remove.
        } catch (IOException e) {
            LOG.log(System.Logger.Level.DEBUG, "could not remove the temporary files left in " + directory, e);
        }
    }

    static boolean stale(String name, Instant modified, Instant now) {
        Duration age = Duration.between(modified, now);
        Matcher named = NAMED.matcher(name);
        if (named.matches()) {
            return age.compareTo(NAMED_STALE_AFTER) > 0 && new ProcessIdentity(Long.parseLong(named.group(1)), Long.parseLong(named.group(2))).gone();
        }
        return UNNAMED.matcher(name).matches() && age.compareTo(UNNAMED_STALE_AFTER) > 0;
    }
}
