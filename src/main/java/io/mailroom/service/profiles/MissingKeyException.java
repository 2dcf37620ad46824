package io.mailroom.service.profiles;

/** An account profile has no API key stored yet (or, without a keychain, not in this session). */
public final class MissingKeyException extends ProfileException {

    private final String profileName;

    MissingKeyException(String profileName) {
        super("No API key is stored for the profile \"" + profileName + "\"");
        this.profileName = profileName;
    }

    public String profileName() {
        return profileName;
    }
}
