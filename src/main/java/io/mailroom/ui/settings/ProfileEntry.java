package io.mailroom.ui.settings;

import io.mailroom.service.profiles.Profile;

/** A profile as the list shows it: its name, where it connects, and whether Mailroom uses it now. */
record ProfileEntry(Profile profile, boolean current) {

    static final String SANDBOX_DETAIL = "built in · nothing is delivered";

    String name() {
        return profile.name();
    }

    String detail() {
        return profile.isSandbox() ? SANDBOX_DETAIL : profile.baseUrl();
    }
}
