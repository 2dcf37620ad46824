package io.mailroom.service.profiles;

import io.mailroom.api.ServiceClient;
import io.mailroom.service.Subscription;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CancellationException;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.function.Consumer;
import java.util.function.UnaryOperator;

/**
 * The profile the desktop app works with now, and its one client, shared by every screen so
 * that they all go through the key's one rate limiter. Thread-safe. Opening a client may start
 * the embedded sandbox and switching closes the old client, so both belong off the UI thread;
 * the gauges ({@link #requestsInFlight()}, {@link #budgetInUse()}) never block.
 */
public final class Session implements AutoCloseable {

    private static final System.Logger LOG = System.getLogger(Session.class.getName());

    private final ProfileService profiles;
    private final List<Consumer<Profile>> listeners = new CopyOnWriteArrayList<>();
    /** One for each client opened in this session, so a key used before a switch is still taken out after it. */
    private final List<UnaryOperator<String>> redactions = new CopyOnWriteArrayList<>();
    /** One switch at a time, so listeners hear the switches in the order they happened. */
    private final Object switching = new Object();
    private volatile Profile profile;
    private volatile ServiceClient client;
    private boolean closed;

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
        if (closed) {
            throw new CancellationException("not sent: Mailroom is closing");
        }
        if (client == null) {
            client = profiles.connect(profile, Optional.empty());
            redactions.add(client.redaction());
        }
        return client;
    }

    /**
     * The client, provided the session is still on {@code expected}: a request meant for one
     * account (a delete above all) never reaches another. Checked before any connection is opened.
     */
    public synchronized ServiceClient clientFor(Profile expected) {
        if (!profile.id().equals(expected.id())) {
            throw new ProfileSwitchedException(profile.name());
        }
        return client();
    }

    /**
     * Makes {@code next} the current profile (remembered as the last used) and drops the old
     * client, so the next request uses the profile's settings and key as they are now. Also
     * the way to pick up an edited profile or a new key. The old client is closed in the
     * background: closing waits for its requests still under way.
     */
    public void switchTo(Profile next) {
        synchronized (switching) {
            ServiceClient old;
            synchronized (this) {
                old = client;
                client = null;
                profile = next;
            }
            try {
                profiles.markUsed(next);
            } catch (RuntimeException e) {
                LOG.log(System.Logger.Level.WARNING, "could not remember the last used profile", e);
            } finally {
                listeners.forEach(listener -> listener.accept(next));
            }
            if (old != null) {
                Thread.ofVirtual().name("mailroom-close-client").start(old::close);
            }
        }
    }

    /** Called on the thread that switched, in the order of the switches, until the subscription is closed. */
    public Subscription onSwitch(Consumer<Profile> listener) {
        // A registration of its own, so closing it removes this one even when the same listener was added twice.
        Consumer<Profile> registered = listener::accept;
        listeners.add(registered);
        return () -> listeners.remove(registered);
    }

    /** {@code text} without any API key this session has used: for the app's log file. */
    public String redact(String text) {
        String redacted = text;
        for (UnaryOperator<String> redaction : redactions) {
            redacted = redaction.apply(redacted);
        }
        return redacted;
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

    /**
     * Stops the embedded sandbox first, so requests to it end at once, then closes the client,
     * which waits for requests to an account still under way; callers bound that wait.
     */
    @Override
    public void close() {
        ServiceClient current;
        synchronized (this) {
            closed = true;
            current = client;
            client = null;
        }
        profiles.close();
        if (current != null) {
            current.close();
        }
    }
}
