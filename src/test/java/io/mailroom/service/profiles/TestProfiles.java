package io.mailroom.service.profiles;

import io.mailroom.service.Connections;
import io.mailroom.service.DataDirectory;
import io.mailroom.service.EmbeddedSandbox;
import io.mailroom.service.localcopy.LocalCopies;
import io.mailroom.service.localcopy.OpenCopies;
import io.mailroom.service.secrets.Keychain;
import io.mailroom.service.secrets.SecretStore;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.util.Comparator;
import java.util.Optional;
import java.util.UUID;
import java.util.prefs.BackingStoreException;
import java.util.prefs.Preferences;
import java.util.stream.Stream;

/**
 * Profiles in a preferences node of their own, under the test run's preferences root (never the
 * person's), with a given key store, and their local copies in a folder of their own under the
 * test run's data directory. Each {@link #start()} is a fresh process's view of them.
 */
public final class TestProfiles implements AutoCloseable {

    private final String name;
    private final Preferences node;
    private final Path dataDirectory;
    private final SecretStore secrets;

    public TestProfiles(SecretStore secrets) {
        this(secrets, UUID.randomUUID().toString());
    }

    /** The profiles another {@link TestProfiles} named {@code name} keeps: a child process's view of the test's profiles. */
    public TestProfiles(SecretStore secrets, String name) {
        this.secrets = secrets;
        this.name = name;
        this.node = Preferences.userRoot().node("mailroom-tests/" + name);
        this.dataDirectory = Path.of(System.getProperty(DataDirectory.PROPERTY, "target/test-data"), "profiles-" + name);
    }

    /** What another process passes to {@link #TestProfiles(SecretStore, String)} to see these profiles. */
    public String name() {
        return name;
    }

    public ProfileStore store() {
        return new ProfileStore(node);
    }

    public SecretStore secrets() {
        return secrets;
    }

    /** Where the profiles' local copies are kept. */
    /** Where the profiles' local copies are kept. */
    public Path dataDirectory() {
        return dataDirectory;
    }

    public LocalCopies copyFiles() {
        return new LocalCopies(dataDirectory, Clock.systemUTC());
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
        return new ProfileService(store(), keychain, connections, new EmbeddedSandbox(), new OpenCopies(copyFiles()));
    }

    @Override
    public void close() throws BackingStoreException {
        node.removeNode();
        node.flush();
        if (Files.exists(dataDirectory)) {
            try (Stream<Path> all = Files.walk(dataDirectory)) {
                for (Path path : all.sorted(Comparator.reverseOrder()).toList()) {
                    Files.delete(path);
                }
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }
    }
}
