package io.mailroom.service.secrets;

import io.mailroom.api.ApiKey;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;

/**
 * Stands in for the OS keychain where a test needs keys that "outlive the process" without a
 * Secret Service; the real one is exercised by SystemKeychainTest.
 */
public final class KeychainDouble implements SecretStore {

    private final Map<String, ApiKey> keys = new ConcurrentHashMap<>();

    @Override
    public Optional<ApiKey> read(String profileId) {
        return Optional.ofNullable(keys.get(profileId));
    }

    @Override
    public void write(String profileId, ApiKey key) {
        keys.put(profileId, key);
    }

    @Override
    public void delete(String profileId) {
        keys.remove(profileId);
    }

    @Override
    public boolean persistent() {
        return true;
    }

    @Override
    public String description() {
        return "the test keychain";
    }

    public int size() {
        return keys.size();
    }
}
