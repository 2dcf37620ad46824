package io.mailroom.service.profiles;

/** Where a profile's API key is, as a person needs to know it. */
public enum KeyState {
    /** The built-in sandbox knows its own key. */
    NOT_NEEDED,
    /** In the operating system's keychain: it survives a restart. */
    IN_KEYCHAIN,
    /** In memory only, for want of a keychain: gone when Mailroom closes. */
    SESSION_ONLY,
    MISSING
}
