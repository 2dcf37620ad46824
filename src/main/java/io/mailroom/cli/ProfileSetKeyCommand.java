package io.mailroom.cli;

import io.mailroom.api.ApiKey;
import io.mailroom.service.profiles.Profile;
import io.mailroom.service.profiles.ProfileService;
import io.mailroom.service.secrets.Keychain;
import java.io.BufferedReader;
import java.io.Console;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.ParentCommand;

@Command(name = "set-key", description = {
    "Store a profile's API key in the system keychain.",
    "It replaces any key stored before. The key is read from standard input",
    "(first line), or asked for without echo on a terminal; never from an",
    "argument, where other users and the shell history would see it."
})
final class ProfileSetKeyCommand implements Callable<Integer> {

    @ParentCommand
    ProfileCommand profile;

    @Parameters(paramLabel = "NAME")
    String name;

    @Override
    public Integer call() throws IOException {
        ProfileService service = profile.service();
        Profile target = service.require(name);
        if (!service.secrets().persistent()) {
            profile.root.context.err().println("mailroom: " + Keychain.SESSION_ONLY_NOTICE
                    + "; nothing was stored. For scripts, set " + MailroomCommand.API_KEY_ENV + " instead.");
            return ExitCode.OTHER;
        }
        service.storeKey(target, ApiKey.of(readKey(target)));
        profile.root.context.out().println("Stored the API key of \"" + target.name() + "\" in " + service.secrets().description() + ".");
        return ExitCode.OK;
    }

    private String readKey(Profile target) throws IOException {
        Console console = System.console();
        if (profile.root.context.stdin() == System.in && console != null && console.isTerminal()) {
            char[] typed = console.readPassword("API key for %s: ", target.name());
            if (typed == null) {
                throw new UsageProblem("no API key was entered");
            }
            try {
                return new String(typed);
            } finally {
                Arrays.fill(typed, '\0');
            }
        }
        String line = new BufferedReader(new InputStreamReader(profile.root.context.stdin(), StandardCharsets.UTF_8)).readLine();
        if (line == null || line.isBlank()) {
            throw new UsageProblem("no API key on standard input: pipe it in, e.g. mailroom profile set-key "
                    + ProfileDescriptions.quoted(target.name()) + " < key.txt");
        }
        return line;
    }
}
