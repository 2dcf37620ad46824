package io.mailroom.service.localcopy;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.time.Clock;
import java.util.List;

/**
 * Where the profiles' copies live: {@code <data directory>/local-copy/<profile id>.sqlite}, one
 * file per profile (docs/local-copy.md), or memory alone for a profile that keeps none on disk.
 */
public final class LocalCopies {

    static final String FOLDER = "local-copy";

    private final Path dataDirectory;
    private final Path folder;
    private final Clock clock;

    public LocalCopies(Path dataDirectory, Clock clock) {
        this.dataDirectory = dataDirectory;
        this.folder = dataDirectory.resolve(FOLDER);
        this.clock = clock;
    }

    /** Opens {@code profileId}'s copy: its file when {@code onDisk}, else a new copy in memory. */
    public ContactCopy open(String profileId, boolean onDisk) {
        CopyDatabase database = onDisk ? CopyDatabase.onDisk(fileOf(profileId), clock) : CopyDatabase.inMemory();
        return new ContactCopy(profileId, database, clock);
    }

    /**
     * {@code profileId}'s saved segments, in the same data directory as its copy but in a file of
     * their own, which forgetting the copy leaves (docs/decisions/052-segments-live-beside-the-copy.md).
     */
    public SegmentStore segmentsOf(String profileId) {
        return new SegmentStore(dataDirectory, profileId, clock);
    }

    /** The data directory the copies are in: where the other files of Mailroom's are too (the import's remembered mappings). */
    public Path dataDirectory() {
        return dataDirectory;
    }

    public Path fileOf(String profileId) {
        return folder.resolve(fileName(profileId) + ".sqlite");
    }

    /** A profile's id as the start of a file's name; refused when it could name a file elsewhere or a hidden one. */
    static String fileName(String profileId) {
        if (profileId == null || profileId.isBlank() || !profileId.matches("[A-Za-z0-9._-]+") || profileId.startsWith(".")) {
            throw new IllegalArgumentException("not a profile id: " + profileId);
        }
        return profileId;
    }

    /**
     * How many bytes {@code profileId}'s copy takes on disk: its file and the log SQLite keeps
     * beside it ({@code -wal}) until it folds it in; 0 when there is none.
     */
    public long sizeOf(String profileId) {
        long bytes = 0;
        for (Path each : filesOf(profileId).subList(0, 2)) {
            try {
                bytes += Files.size(each);
            } catch (NoSuchFileException gone) {
                // No log beside the file, or no copy at all: nothing to count.
            } catch (IOException e) {
                throw new LocalCopyException("could not read the size of the local copy " + each + ": " + e.getMessage(), e);
            }
        }
        return bytes;
    }

    /**
     * Deletes {@code profileId}'s copy from disk (with what SQLite keeps beside it); the copies
     * set aside as damaged stay. Close the profile's open copy first.
     *
     * @return whether there was a copy to delete
     */
    public boolean forget(String profileId) {
        boolean existed = false;
        try {
            for (Path each : filesOf(profileId)) {
                existed |= Files.deleteIfExists(each);
            }
        } catch (IOException e) {
            throw new LocalCopyException("could not delete the local copy " + fileOf(profileId) + ": " + e.getMessage(), e);
        }
        return existed;
    }

    /** The file, then what SQLite keeps beside it: its log ({@code -wal}) and its shared index ({@code -shm}). */
    private List<Path> filesOf(String profileId) {
        Path file = fileOf(profileId);
        return List.of(file, file.resolveSibling(file.getFileName() + "-wal"), file.resolveSibling(file.getFileName() + "-shm"));
    }
}
