package io.mailroom.service.profiles;

import io.mailroom.api.ServiceClient;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.function.Consumer;

/**
 * The profile the desktop app works with now, and its one client, shared by every screen so
 * that they all go through the key's one rate limiter. Thread-safe. Opening a client may start
 * the embedded sandbox and switching closes the old client, so both belong off the UI thread;
 * the gauges ({@link #requestsInFlight()}, {@link #budgetInUse()}) never block.
 */
public final class Session implements AutoCloseable {

    private final ProfileService profiles;
    private final List<Consumer<Profile>> listeners = new CopyOnWriteArrayList<>();
    private volatile Profile profile;
    private volatile ServiceClient client;

    public Session(ProfileService profiles, Profile initial) {
        this.profiles = profiles;
        this.profile = initial;
    }

    public ProfileService profiles() {
        return profiles;
    }

    public Profile profile() {
        return profile;
    }

    /** The current profile's client, opened on first use; throws {@link MissingKeyException} when it has no key. */
    public synchronized ServiceClient client() {
        if (client == null) {
            client = profiles.connect(profile, Optional.empty());
        }
        return client;
    }

    /**
     * Makes {@code next} the current profile (remembered as the last used) and drops the old
     * client, so the next request uses the profile's settings and key as they are now. Also
     * the way to pick up an edited profile or a new key.
     */
    public void switchTo(Profile next) {
        ServiceClient old;
        synchronized (this) {
            old = client;
            client = null;
            profile = next;
        }
        if (old != null) {
            old.close();
        }
        profiles.markUsed(next);
        listeners.forEach(listener -> listener.accept(next));
    }

    /** Called on the thread that switched. */
    public void onSwitch(Consumer<Profile> listener) {
        listeners.add(listener);
    }

    public int requestsInFlight() {
        ServiceClient current = client;
        return current == null ? 0 : current.requestsInFlight();
    }

    public int budgetInUse() {
        ServiceClient current = client;
        return current == null ? 0 : current.budgetInUse();
    }

    public int rateLimit() {
        return profile.rateLimit();
    }

    @Override
    public void close() {
        ServiceClient current;
        synchronized (this) {
            current = client;
            client = null;
        }
        if (current != null) {
            current.close();
        }
        profiles.close();
    }
}
