package io.mailroom.service.secrets;

/** The keychain refused an operation. The message names the operation and the profile, never the key. */
public final class SecretStoreException extends RuntimeException {

    SecretStoreException(String message) {
        super(message);
    }

    SecretStoreException(String message, Throwable cause) {
        super(message, cause);
    }
}
