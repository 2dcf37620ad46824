package io.mailroom.service.profiles;

import java.util.concurrent.CancellationException;

/** A request meant for one profile, not sent because the session has switched to another since. */
public final class ProfileSwitchedException extends CancellationException {

    private final String switchedTo;

    ProfileSwitchedException(String switchedTo) {
        super("not sent: the profile was switched to \"" + switchedTo + "\"");
        this.switchedTo = switchedTo;
    }

    /** The name of the profile the session is on now. */
    public String switchedTo() {
        return switchedTo;
    }
}
