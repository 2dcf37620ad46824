package io.mailroom.service.profiles;

import java.util.List;

/** An account profile has no API key stored yet (or, without a keychain, not in this session). */
public final class MissingKeyException extends ProfileException {

    private final String profileName;

    MissingKeyException(String profileName) {
        super(Reason.MISSING_KEY, List.of(profileName));
        this.profileName = profileName;
    }

    public String profileName() {
        return profileName;
    }
}
