package io.mailroom.service;

import java.nio.file.Path;
import java.util.Locale;
import java.util.Map;

/**
 * Where Mailroom keeps its own files (drafts, the history of sent emails): {@code $MAILROOM_DATA_DIR}
 * when set, else the operating system's place for an application's data. Nothing secret goes there.
 */
public final class DataDirectory {

    /** Overrides the directory: for scripts, portable installs and tests. */
    public static final String ENV = "MAILROOM_DATA_DIR";

    private DataDirectory() {
    }

    /**
     * Overrides the directory when the environment does not: set by the test runs, so that no test
     * writes drafts or history into the home of whoever runs them.
     */
    public static final String PROPERTY = "mailroom.dataDir";

    /** The directory for this process's environment, system properties, operating system and home. */
    public static Path resolve(Map<String, String> env) {
        String property = System.getProperty(PROPERTY);
        if (!present(env.get(ENV)) && present(property)) {
            return Path.of(property);
        }
        return resolve(env, System.getProperty("os.name", ""), Path.of(System.getProperty("user.home")));
    }

    /**
     * Linux and other Unix: {@code $XDG_DATA_HOME/mailroom}, else {@code ~/.local/share/mailroom};
     * macOS: {@code ~/Library/Application Support/Mailroom}; Windows: {@code %LOCALAPPDATA%\Mailroom}.
     */
    public static Path resolve(Map<String, String> env, String osName, Path home) {
        String override = env.get(ENV);
        if (present(override)) {
            return Path.of(override);
        }
        String os = osName.toLowerCase(Locale.ROOT);
        if (os.startsWith("windows")) {
            String local = env.get("LOCALAPPDATA");
            return (present(local) ? Path.of(local) : home.resolve("AppData").resolve("Local")).resolve("Mailroom");
        }
        if (os.startsWith("mac")) {
            return home.resolve("Library").resolve("Application Support").resolve("Mailroom");
        }
        String xdg = env.get("XDG_DATA_HOME");
        // The XDG spec says a relative value is invalid and must be ignored.
        if (present(xdg) && Path.of(xdg).isAbsolute()) {
            return Path.of(xdg).resolve("mailroom");
        }
        return home.resolve(".local").resolve("share").resolve("mailroom");
    }

    private static boolean present(String value) {
        return value != null && !value.isBlank();
    }
}
