package io.mailroom.service.secrets;

import io.mailroom.api.ApiKey;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;

/** Keys in memory only, for a session without a system keychain: gone when the process ends. */
public final class SessionSecretStore implements SecretStore {

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
        return false;
    }

    @Override
    public SecretStoreKind kind() {
        return SecretStoreKind.SESSION_MEMORY;
    }

    @Override
    public String toString() {
        return "SessionSecretStore[" + keys.size() + " keys]";
    }
}
