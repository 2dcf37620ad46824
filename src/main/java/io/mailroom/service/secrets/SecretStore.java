package io.mailroom.service.secrets;

import io.mailroom.api.ApiKey;
import java.util.Optional;

/**
 * Where API keys are kept: one per profile, addressed by the profile's stable id so a
 * renamed profile keeps its key. No implementation logs, echoes or persists a key anywhere else.
 */
public interface SecretStore {

    Optional<ApiKey> read(String profileId);

    /** Stores or replaces the profile's key. */
    void write(String profileId, ApiKey key);

    /** Forgets the profile's key; nothing happens when there is none. */
    void delete(String profileId);

    /** True when keys outlive this process (the OS keychain), false for the session-only store. */
    boolean persistent();

    /** Which store this is; the desktop words it, the command line says {@link #description()}. */
    SecretStoreKind kind();

    /** Where the keys are, in the command line's English: "the Secret Service keychain", "memory (this session only)". */
    default String description() {
        return kind().english();
    }
}
