package io.mailroom.cli;

import io.mailroom.service.profiles.Profile;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.ParentCommand;

@Command(name = "remove", description = "Delete a profile, its key from the keychain, its local copy of the contacts and its saved segments.")
final class ProfileRemoveCommand implements Callable<Integer> {

    @ParentCommand
    ProfileCommand profile;

    @Parameters(paramLabel = "NAME")
    String name;

    @Override
    public Integer call() {
        Profile removed = profile.service().require(name);
        profile.service().remove(removed);
        profile.root.context.out().println("Removed the profile \"" + removed.name() + "\" and its API key.");
        return ExitCode.OK;
    }
}
