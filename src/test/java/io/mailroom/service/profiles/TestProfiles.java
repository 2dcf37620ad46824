package io.mailroom.service.profiles;

import io.mailroom.service.Connections;
import io.mailroom.service.EmbeddedSandbox;
import io.mailroom.service.secrets.Keychain;
import io.mailroom.service.secrets.SecretStore;
import java.util.Optional;
import java.util.UUID;
import java.util.prefs.BackingStoreException;
import java.util.prefs.Preferences;

/**
 * Profiles in a preferences node of their own, under the test run's preferences root (never the
 * person's), with a given key store. Each {@link #start()} is a fresh process's view of them.
 */
public final class TestProfiles implements AutoCloseable {

    private final Preferences node = Preferences.userRoot().node("mailroom-tests/" + UUID.randomUUID());
    private final SecretStore secrets;

    public TestProfiles(SecretStore secrets) {
        this.secrets = secrets;
    }

    public ProfileStore store() {
        return new ProfileStore(node);
    }

    public SecretStore secrets() {
        return secrets;
    }

    /** A new ProfileService over the same preferences and keys, as a restarted Mailroom would make. */
    public ProfileService start() {
        return start(new Connections());
    }

    /** As {@link #start()}, with the given connections (a test's own clock, say). */
    public ProfileService start(Connections connections) {
        Keychain.Detection keychain = secrets.persistent()
                ? Keychain.Detection.found(secrets)
                : new Keychain.Detection(secrets, Optional.of(Keychain.SESSION_ONLY_NOTICE), Keychain.Outcome.NONE);
        return new ProfileService(store(), keychain, connections, new EmbeddedSandbox());
    }

    @Override
    public void close() throws BackingStoreException {
        node.removeNode();
        node.flush();
    }
}
