package io.mailroom.ui.contacts;

import io.mailroom.service.profiles.AppRef;
import java.util.List;
import javafx.util.StringConverter;

/** Shows an application by the name people know it by, with its appId: "Newsletter (newsletter)". */
final class AppNameConverter extends StringConverter<AppRef> {

    private final List<AppRef> apps;

    AppNameConverter(List<AppRef> apps) {
        this.apps = apps;
    }

    @Override
    public String toString(AppRef app) {
        return app == null ? "" : app.displayName();
    }

    @Override
    public AppRef fromString(String text) {
        return apps.stream().filter(app -> app.displayName().equals(text)).findFirst().orElse(null);
    }
}
