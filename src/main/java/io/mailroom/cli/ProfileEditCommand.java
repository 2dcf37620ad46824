package io.mailroom.cli;

import io.mailroom.service.profiles.Profile;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.ParentCommand;

@Command(name = "edit", description = {
    "Change a profile; what is not given stays as it is.",
    "--app and --sender replace the whole list. A renamed profile keeps its key."
})
final class ProfileEditCommand implements Callable<Integer> {

    @ParentCommand
    ProfileCommand profile;

    @Parameters(paramLabel = "NAME")
    String name;

    @Option(names = "--rename", paramLabel = "NEW_NAME", description = "A new name for the profile.")
    String newName;

    @Mixin
    ProfileFields fields;

    @Override
    public Integer call() {
        MailroomCommand root = profile.root;
        Profile current = profile.service().require(name);
        Profile changed = fields.applyTo(current, root);
        if (newName != null) {
            changed = changed.withName(newName);
        }
        Profile saved = profile.service().save(changed);
        root.context.out().println(saved.name().equals(current.name())
                ? "Saved the profile \"" + saved.name() + "\"."
                : "Renamed the profile \"" + current.name() + "\" to \"" + saved.name() + "\"; its key stays with it.");
        return ExitCode.OK;
    }
}
