package io.mailroom.service.profiles;

import java.util.List;

/** The profiles' failures built as the service builds them, for tests of how the desktop app words them. */
public final class ProfileFailures {

    private ProfileFailures() {
    }

    /** A refusal for {@code reason}, with the details that reason carries. */
    public static ProfileException refusal(ProfileException.Reason reason) {
        return switch (reason) {
            case NO_SUCH_PROFILE -> new ProfileException(reason, List.of("Prod", List.of(Profile.SANDBOX_NAME, "Production")));
            case NO_LONGER_EXISTS -> new ProfileException(reason, List.of("Production"));
            case SANDBOX_NOT_CHANGED, SANDBOX_NOT_REMOVED, SANDBOX_TAKES_NO_KEY -> new ProfileException(reason, List.of(Profile.SANDBOX_NAME));
            case MISSING_KEY -> new MissingKeyException("Production");
        };
    }

    public static InvalidProfileException invalid(List<FieldError> errors) {
        return new InvalidProfileException(errors);
    }

    public static ProfileStoreException storeFailed() {
        return new ProfileStoreException("The settings store could not be read or written: unavailable", null);
    }

    public static ProfileSwitchedException switchedTo(String name) {
        return new ProfileSwitchedException(name);
    }
}
