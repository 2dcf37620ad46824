package io.mailroom.ui.settings;

import io.mailroom.service.profiles.Profile;
import io.mailroom.ui.common.Messages;

/** A profile as the list shows it: its name, where it connects, and whether Mailroom uses it now. */
record ProfileEntry(Profile profile, boolean current) {

    String name() {
        return profile.name();
    }

    String detail() {
        return profile.isSandbox() ? Messages.text("settings.profile.sandboxDetail") : profile.baseUrl();
    }
}
