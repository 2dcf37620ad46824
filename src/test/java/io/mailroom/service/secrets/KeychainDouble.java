package io.mailroom.service.secrets;

import io.mailroom.api.ApiKey;
import java.util.Optional;

/**
 * Stands in for the OS keychain where a test needs keys that "outlive the process" without a
 * Secret Service: memory that says it persists. The real keychain is exercised by SystemKeychainTest.
 */
public final class KeychainDouble implements SecretStore {

    private final SessionSecretStore keys = new SessionSecretStore();

    @Override
    public Optional<ApiKey> read(String profileId) {
        return keys.read(profileId);
    }

    @Override
    public void write(String profileId, ApiKey key) {
        keys.write(profileId, key);
    }

    @Override
    public void delete(String profileId) {
        keys.delete(profileId);
    }

    @Override
    public boolean persistent() {
        return true;
    }

    /** The desktop words it as the Secret Service keychain; the command line's tests see the description below. */
    @Override
    public SecretStoreKind kind() {
        return SecretStoreKind.SECRET_SERVICE;
    }

    @Override
    public String description() {
        return "the test keychain";
    }
}
