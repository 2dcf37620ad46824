package io.mailroom.service.secrets;

/** The keychain's failures built as the keychain store builds them, for tests of how the desktop app words them. */
public final class SecretFailures {

    private static final String KEYCHAIN = "the Secret Service keychain";

    private SecretFailures() {
    }

    public static SecretStoreException of(SecretStoreException.Operation operation, boolean refused) {
        return refused ? SecretStoreException.refused(operation, KEYCHAIN)
                : SecretStoreException.failed(operation, KEYCHAIN, new IllegalStateException("dbus: no reply"));
    }
}
