package io.mailroom.cli;

import io.mailroom.service.profiles.Profile;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.ParentCommand;

@Command(name = "add", description = {
    "Save a new profile: --base-url and at least one --app are required.",
    "Then store its key with 'mailroom profile set-key NAME'."
})
final class ProfileAddCommand implements Callable<Integer> {

    @ParentCommand
    ProfileCommand profile;

    @Parameters(paramLabel = "NAME", description = "A name to know the profile by, e.g. production.")
    String name;

    @Mixin
    ProfileFields fields;

    @Override
    public Integer call() {
        MailroomCommand root = profile.root;
        if (root.baseUrl == null) {
            throw new UsageProblem("--base-url is required: the address of the service, e.g. https://api.example.com");
        }
        Profile saved = profile.service().save(fields.applyTo(Profile.draft(name, root.baseUrl, List.of(), List.of()), root));
        root.context.out().println("Added the profile \"" + saved.name() + "\" for " + saved.baseUrl() + ".");
        root.context.out().println("Store its API key with: mailroom profile set-key " + ProfileDescriptions.quoted(saved.name()));
        return ExitCode.OK;
    }
}
