package io.mailroom.service.secrets;

import com.microsoft.credentialstorage.model.StoredToken;
import com.microsoft.credentialstorage.model.StoredTokenType;
import io.mailroom.api.ApiKey;
import java.util.Optional;
import java.util.function.Supplier;

/** Keys in the operating system's keychain, through credential-secure-storage. */
final class KeychainSecretStore implements SecretStore {

    /** Entries show up under this name in Keychain Access, Credential Manager or Seahorse. */
    static final String ENTRY_PREFIX = "Mailroom API key ";

    private final com.microsoft.credentialstorage.SecretStore<StoredToken> keychain;
    private final SecretStoreKind kind;

    KeychainSecretStore(com.microsoft.credentialstorage.SecretStore<StoredToken> keychain, SecretStoreKind kind) {
        this.keychain = keychain;
        this.kind = kind;
    }

    @Override
    public Optional<ApiKey> read(String profileId) {
        StoredToken token = call(SecretStoreException.Operation.READ, () -> keychain.get(entry(profileId)));
        if (token == null) {
            return Optional.empty();
        }
        try {
            return Optional.of(ApiKey.of(new String(token.getValue())));
        } finally {
            token.clear();
        }
    }

    @Override
    public synchronized void write(String profileId, ApiKey key) {
        String entry = entry(profileId);
        StoredToken token = new StoredToken(key.reveal().toCharArray(), StoredTokenType.PERSONAL);
        try {
            boolean stored = call(SecretStoreException.Operation.STORE, () -> {
                if (keychain.add(entry, token)) {
                    return true;
                }
                // Some keychains refuse to overwrite an entry: replace it instead.
                keychain.delete(entry);
                return keychain.add(entry, token);
            });
            if (!stored) {
                throw SecretStoreException.refused(SecretStoreException.Operation.STORE, description());
            }
        } finally {
            token.clear();
        }
    }

    @Override
    public synchronized void delete(String profileId) {
        String entry = entry(profileId);
        boolean gone = call(SecretStoreException.Operation.DELETE, () -> {
            keychain.delete(entry);
            return keychain.get(entry) == null;
        });
        if (!gone) {
            throw SecretStoreException.refused(SecretStoreException.Operation.DELETE, description());
        }
    }

    @Override
    public boolean persistent() {
        return true;
    }

    @Override
    public SecretStoreKind kind() {
        return kind;
    }

    /** Library failures, JNA's link errors included, become one exception that names the operation. */
    private <T> T call(SecretStoreException.Operation what, Supplier<T> operation) {
        try {
            return operation.get();
        } catch (RuntimeException | LinkageError e) {
            throw SecretStoreException.failed(what, description(), e);
        }
    }

    private static String entry(String profileId) {
        return ENTRY_PREFIX + profileId;
    }

    @Override
    public String toString() {
        return "KeychainSecretStore[" + kind + "]";
    }
}
