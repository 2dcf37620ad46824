package io.mailroom.service.localcopy;

import java.util.HashMap;
import java.util.Map;

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
     * Closes {@code profileId}'s copy and deletes it from disk ("Forget the local copy", and a
     * profile removed).
     *
     * @return whether there was a copy, open or on disk
     */
    public synchronized boolean forget(String profileId) {
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
