package io.mailroom.cli;

import io.mailroom.service.profiles.TestProfiles;
import io.mailroom.service.secrets.KeychainDouble;
import java.io.OutputStreamWriter;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;

/**
 * The command line in a process of its own, as {@code io.mailroom.Main} runs it, over the profiles
 * of a test's {@link TestProfiles}. Arguments: the profiles' name, then the command line's.
 */
public final class CliChildMain {

    private CliChildMain() {
    }

    public static void main(String[] args) {
        TestProfiles profiles = new TestProfiles(new KeychainDouble(), args[0]);
        PrintWriter out = new PrintWriter(new OutputStreamWriter(System.out, StandardCharsets.UTF_8), true);
        PrintWriter err = new PrintWriter(new OutputStreamWriter(System.err, StandardCharsets.UTF_8), true);
        System.exit(Cli.run(Arrays.copyOfRange(args, 1, args.length), System.getenv(), System.in, out, err, profiles::start));
    }
}
