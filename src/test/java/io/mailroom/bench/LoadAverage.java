package io.mailroom.bench;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

/** The machine's load average, printed beside timings: on these shared 2-core machines it explains most of their spread. */
public final class LoadAverage {

    private LoadAverage() {
    }

    /** The three load averages and the running processes as Linux gives them, or "(unknown)" elsewhere. */
    public static String now() {
        try {
            return Files.readString(Path.of("/proc/loadavg")).strip();
        } catch (IOException e) {
            return "(unknown)";
        }
    }
}
