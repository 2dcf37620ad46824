package io.mailroom.service.profiles;

/**
 * An application a profile works with: the service's {@code appId} and the name people know it by.
 *
 * @param label the friendly name; the appId itself when none was given
 */
public record AppRef(String appId, String label) {

    public AppRef {
        appId = appId == null ? "" : appId.strip();
        label = label == null || label.isBlank() ? appId : label.strip();
    }

    /** Reads the command line's {@code APP_ID[=LABEL]}. */
    public static AppRef parse(String text) {
        int equals = text.indexOf('=');
        return equals < 0 ? new AppRef(text, null) : new AppRef(text.substring(0, equals), text.substring(equals + 1));
    }

    /** "Newsletter (newsletter)", or just the appId when it has no other name. */
    public String displayName() {
        return label.equals(appId) ? appId : label + " (" + appId + ")";
    }
}
