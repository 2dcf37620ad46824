package io.mailroom.service.secrets;

/**
 * Which store keeps the API keys, as data: the desktop words it in the person's language, the
 * command line says {@link #english()}.
 */
public enum SecretStoreKind {
    /** Linux and other Unix desktops: GNOME Keyring, KWallet and the like, through the Secret Service. */
    SECRET_SERVICE("the Secret Service keychain"),
    MACOS_KEYCHAIN("the macOS Keychain"),
    WINDOWS_CREDENTIAL_MANAGER("Windows Credential Manager"),
    /** No system keychain: the keys are forgotten when Mailroom closes. */
    SESSION_MEMORY("memory (this session only)");

    private final String english;

    SecretStoreKind(String english) {
        this.english = english;
    }

    /** "the Secret Service keychain", as the command line says it. */
    public String english() {
        return english;
    }
}
