package io.mailroom.app;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.Map;

/**
 * When {@code MAILROOM_STARTUP_MARKS} names a file, the app appends a line {@code <mark> <epoch ms>}
 * as it starts: {@code window} once the main window is shown, {@code contacts} once the first page
 * of contacts is on view. The cold-start benchmark and the class-data-sharing training run wait for
 * these; without the variable nothing is written.
 */
final class StartupMarks {

    static final String ENV = "MAILROOM_STARTUP_MARKS";

    private final Path file;

    private StartupMarks(Path file) {
        this.file = file;
    }

    static StartupMarks from(Map<String, String> env) {
        String path = env.get(ENV);
        return new StartupMarks(path == null || path.isBlank() ? null : Path.of(path));
    }

    boolean enabled() {
        return file != null;
    }

    void mark(String what) {
        if (file == null) {
            return;
        }
        try {
            Files.writeString(file, what + " " + System.currentTimeMillis() + "\n", StandardCharsets.UTF_8,
                    StandardOpenOption.CREATE, StandardOpenOption.APPEND);
        } catch (IOException e) {
            System.getLogger(StartupMarks.class.getName()).log(System.Logger.Level.WARNING, "cannot write the startup mark to " + file, e);
        }
    }
}
