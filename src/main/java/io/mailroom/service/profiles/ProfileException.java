package io.mailroom.service.profiles;

import java.util.List;

/**
 * A request about profiles that cannot be met as asked: the {@link Reason} and its details, as
 * data for the desktop app to word; the message is the command line's English.
 */
public class ProfileException extends RuntimeException {

    public enum Reason {
        /** No profile has the name asked for. Details: that name (String), the profiles' names (List of String). */
        NO_SUCH_PROFILE,
        /** The profile was removed meanwhile. Details: its name (String). */
        NO_LONGER_EXISTS,
        /** The built-in sandbox profile cannot be changed. Details: its name (String). */
        SANDBOX_NOT_CHANGED,
        /** The built-in sandbox profile cannot be removed. Details: its name (String). */
        SANDBOX_NOT_REMOVED,
        /** The built-in sandbox profile takes no API key. Details: its name (String). */
        SANDBOX_TAKES_NO_KEY,
        /** No API key is stored for the profile: {@link MissingKeyException}. Details: its name (String). */
        MISSING_KEY
    }

    private final Reason reason;
    private final transient List<?> details;

    ProfileException(Reason reason, List<?> details) {
        super(english(reason, details), null, false, false);
        this.reason = reason;
        this.details = List.copyOf(details);
    }

    public Reason reason() {
        return reason;
    }

    /** The details {@link #reason()} names, in its order. */
    public List<?> details() {
        return details;
    }

    private static String english(Reason reason, List<?> details) {
        return switch (reason) {
            case NO_SUCH_PROFILE -> "There is no profile called \"" + details.get(0) + "\"; the profiles are: "
                    + String.join(", ", names(details.get(1)));
            case NO_LONGER_EXISTS -> "The profile \"" + details.get(0) + "\" no longer exists";
            case SANDBOX_NOT_CHANGED -> "The " + details.get(0) + " profile is built in and cannot be changed";
            case SANDBOX_NOT_REMOVED -> "The " + details.get(0) + " profile is built in and cannot be removed";
            case SANDBOX_TAKES_NO_KEY -> "The " + details.get(0) + " profile is built in and cannot be given a key";
            case MISSING_KEY -> "No API key is stored for the profile \"" + details.get(0) + "\"";
        };
    }

    @SuppressWarnings("unchecked")
    private static List<String> names(Object detail) {
        return (List<String>) detail;
    }
}
