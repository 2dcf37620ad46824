package io.mailroom.service.compose;

import io.mailroom.service.LocalFiles;
import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;

/**
 * Another Mailroom process in the middle of a long append: started by {@link ConcurrentHistoryTest}, it
 * takes the history's lock, says "locked", and keeps it until a line comes on stdin. Argument: data directory.
 */
public final class HistoryLockHolderMain {

    private HistoryLockHolderMain() {
    }

    public static void main(String[] args) throws Exception {
        LocalFiles.whileLocked(Path.of(args[0]).resolve("history.lock"), () -> {
            System.out.println("locked");
            System.out.flush();
            return new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8)).readLine();
        });
    }
}
