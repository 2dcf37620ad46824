package io.mailroom.service.secrets;

import java.util.Locale;

/**
 * The keychain refused or failed an operation: which one, whether it refused or failed, and the
 * keychain's description. Never the key.
 */
public final class SecretStoreException extends RuntimeException {

    public enum Operation { READ, STORE, DELETE }

    private final Operation operation;
    private final boolean refused;

    /** The keychain answered, and said no. */
    static SecretStoreException refused(Operation operation, String keychain) {
        return new SecretStoreException(operation, true, keychain, null);
    }

    /** The keychain's library failed. */
    static SecretStoreException failed(Operation operation, String keychain, Throwable cause) {
        return new SecretStoreException(operation, false, keychain, cause);
    }

    private SecretStoreException(Operation operation, boolean refused, String keychain, Throwable cause) {
        super(english(operation, refused, keychain), cause);
        this.operation = operation;
        this.refused = refused;
    }

    public Operation operation() {
        return operation;
    }

    /** True when the keychain answered no; false when it failed. */
    public boolean refused() {
        return refused;
    }

    private static String english(Operation operation, boolean refused, String keychain) {
        if (refused) {
            return keychain + " refused to " + operation.name().toLowerCase(Locale.ROOT) + " the API key";
        }
        return switch (operation) {
            case READ -> "Could not read the API key from " + keychain;
            case STORE -> "Could not store the API key in " + keychain;
            case DELETE -> "Could not delete the API key from " + keychain;
        };
    }
}
