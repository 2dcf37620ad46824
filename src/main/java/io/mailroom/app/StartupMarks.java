package io.mailroom.app;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.Map;

/**
 * When {@code MAILROOM_STARTUP_MARKS} names a file, the app appends a line {@code <mark> <epoch ms>}
 * as it starts: {@code window} once the main window is shown (its first frame says Mailroom is
 * opening), {@code chrome} once its menus, navigation and status bar have been laid out too,
 * {@code contacts} once the first contacts are on view (a page from the service, or the rows of
 * the local copy, which need no request). The cold-start benchmark waits for
 * these; without the variable nothing is written. When {@code MAILROOM_STARTUP_QUIT} names a mark,
 * the app quits by itself a second after it, as Quit does: benchmarks/crash-count.sh starts it
 * hundreds of times and counts every start that does not end so.
 */
final class StartupMarks {

    static final String ENV = "MAILROOM_STARTUP_MARKS";
    static final String QUIT_ENV = "MAILROOM_STARTUP_QUIT";

    private final Path file;
    private final String quitAfter;
    private final Runnable quit;

    private StartupMarks(Path file, String quitAfter, Runnable quit) {
        this.file = file;
        this.quitAfter = quitAfter;
        this.quit = quit;
    }

    static StartupMarks from(Map<String, String> env, Runnable quit) {
        String path = env.get(ENV);
        return new StartupMarks(path == null || path.isBlank() ? null : Path.of(path), env.get(QUIT_ENV), quit);
    }

    boolean enabled() {
        return file != null || quitAfter != null;
    }

    void mark(String what) {
        if (file != null) {
            write(what);
        }
        if (what.equals(quitAfter)) {
            quit.run();
        }
    }

    private void write(String what) {
        try {
            Files.writeString(file, what + " " + System.currentTimeMillis() + "\n", StandardCharsets.UTF_8,
                    StandardOpenOption.CREATE, StandardOpenOption.APPEND);
        } catch (IOException e) {
            System.getLogger(StartupMarks.class.getName()).log(System.Logger.Level.WARNING, "cannot write the startup mark to " + file, e);
        }
    }
}
