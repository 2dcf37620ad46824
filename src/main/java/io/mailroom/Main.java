package io.mailroom;

import io.mailroom.app.DesktopLauncher;
import io.mailroom.cli.Cli;
import java.io.OutputStreamWriter;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;

/** Without arguments Mailroom opens the desktop app; with arguments it is the command line and never starts JavaFX. */
public final class Main {

    private Main() {
    }

    public static void main(String[] args) {
        if (args.length == 0) {
            DesktopLauncher.launch();
            return;
        }
        PrintWriter out = new PrintWriter(new OutputStreamWriter(System.out, StandardCharsets.UTF_8), true);
        PrintWriter err = new PrintWriter(new OutputStreamWriter(System.err, StandardCharsets.UTF_8), true);
        System.exit(Cli.run(args, System.getenv(), System.in, out, err));
    }
}
