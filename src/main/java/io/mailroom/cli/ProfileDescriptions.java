package io.mailroom.cli;

import io.mailroom.service.profiles.KeyState;
import io.mailroom.service.profiles.Profile;
import io.mailroom.service.secrets.SecretStore;

/** How the command line names a profile's service and key state to a person. */
final class ProfileDescriptions {

    private ProfileDescriptions() {
    }

    static String service(Profile profile) {
        return profile.isSandbox() ? "embedded sandbox (nothing is delivered)" : profile.baseUrl();
    }

    static String key(KeyState state, SecretStore secrets) {
        return switch (state) {
            case NOT_NEEDED -> "not needed";
            case IN_KEYCHAIN -> "in " + secrets.description();
            case SESSION_ONLY -> "this session only";
            case MISSING -> "none stored";
        };
    }

    /** The name as a shell word, for commands the person may copy. */
    static String quoted(String name) {
        return name.matches("[A-Za-z0-9._@+-]+") ? name : "'" + name.replace("'", "'\\''") + "'";
    }
}
