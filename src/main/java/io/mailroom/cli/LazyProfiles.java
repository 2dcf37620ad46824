package io.mailroom.cli;

import io.mailroom.service.profiles.ProfileService;
import java.util.function.Supplier;

/**
 * The profile service, made on first use: commands that need no profile (--version, the
 * sandbox, --base-url runs) never wait for keychain detection.
 */
final class LazyProfiles implements AutoCloseable {

    private final Supplier<ProfileService> factory;
    private ProfileService service;

    LazyProfiles(Supplier<ProfileService> factory) {
        this.factory = factory;
    }

    synchronized ProfileService get() {
        if (service == null) {
            service = factory.get();
        }
        return service;
    }

    /** Stops the embedded sandbox if a command started one. */
    @Override
    public synchronized void close() {
        if (service != null) {
            service.close();
        }
    }
}
