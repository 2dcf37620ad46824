package io.mailroom.cli;

import java.io.Console;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

/** Whether this process's stderr is a terminal, where a progress line may be drawn again in place. */
final class Terminal {

    private static final Path STDERR_LINK = Path.of("/proc/self/fd/2");

    private Terminal() {
    }

    static boolean stderrIsTerminal() {
        Console console = System.console();
        if (console == null || !console.isTerminal()) {
            return false;
        }
        // The console speaks of stdin and stdout; stderr may still go to a file ("2> log"). Linux says where it goes.
        if (!Files.isSymbolicLink(STDERR_LINK)) {
            return true;
        }
        try {
            String target = Files.readSymbolicLink(STDERR_LINK).toString();
            return target.startsWith("/dev/pts/") || target.startsWith("/dev/tty");
        } catch (IOException | SecurityException unreadable) {
            return false;
        }
    }
}
