package io.mailroom.service.localcopy;

import java.nio.file.Files;
import java.util.HashMap;
import java.util.Map;
import java.util.Optional;

/**
 * The copies this process has open, one per profile, shared by every screen and job so that a
 * sweep and a query of the same profile meet in one database. A copy in memory lives as long as
 * this registry: switching profiles and back finds it again.
 */
public final class OpenCopies implements AutoCloseable {

    private final LocalCopies files;
    private final Map<String, ContactCopy> open = new HashMap<>();

    public OpenCopies(LocalCopies files) {
        this.files = files;
    }

    /**
     * {@code profileId}'s copy, opened on first use: its file when {@code onDisk}, else memory.
     * A profile that stopped keeping its copy on disk has the file deleted; one that started
     * keeping it begins a new file (what was in memory is not carried over: it is a cache).
     */
    public synchronized ContactCopy of(String profileId, boolean onDisk) {
        ContactCopy copy = open.get(profileId);
        if (copy != null && copy.file().isPresent() == onDisk) {
            return copy;
        }
        if (copy != null) {
            open.remove(profileId).close();
        }
        if (!onDisk) {
            files.forget(profileId);
        }
        ContactCopy opened = files.open(profileId, onDisk);
        open.put(profileId, opened);
        return opened;
    }

    /**
     * {@code profileId}'s copy if there is one, without making one: the copy open in that place,
     * else, for a copy on disk, its file opened. For what there is to show of a copy (Settings).
     */
    public synchronized Optional<ContactCopy> existing(String profileId, boolean onDisk) {
        ContactCopy copy = open.get(profileId);
        if (copy != null && copy.file().isPresent() == onDisk) {
            return Optional.of(copy);
        }
        return onDisk && Files.exists(files.fileOf(profileId)) ? Optional.of(of(profileId, true)) : Optional.empty();
    }

    /**
     * Throws when a sync runs in {@code profileId}'s copy, open here or on disk: for a step that
     * would delete the copy (forgetting it, removing the profile, keeping it in memory only), taken
     * before anything else of that step is done.
     *
     * @throws SyncRunningException naming the application and the process
     */
    public synchronized void refuseWhileSyncing(String profileId) {
        ContactCopy copy = open.get(profileId);
        if (copy != null) {
            copy.refuseWhileSyncing();
        } else if (Files.exists(files.fileOf(profileId))) {
            of(profileId, true).refuseWhileSyncing();
        }
    }

    /** Where the copies' files are. */
    public LocalCopies files() {
        return files;
    }

    /**
     * Closes {@code profileId}'s copy and deletes it from disk ("Forget the local copy", and a
     * profile removed), unless a sync runs in it.
     *
     * @return whether there was a copy, open or on disk
     * @throws SyncRunningException when a sync runs in the copy, here or in another process: nothing was deleted
     */
    public synchronized boolean forget(String profileId) {
        refuseWhileSyncing(profileId);
        ContactCopy copy = open.remove(profileId);
        if (copy != null) {
            copy.close();
        }
        return files.forget(profileId) || copy != null;
    }

    @Override
    public synchronized void close() {
        open.values().forEach(ContactCopy::close);
        open.clear();
    }
}
