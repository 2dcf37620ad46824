package io.mailroom.cli;

import io.mailroom.service.profiles.ProfileService;
import picocli.CommandLine.Command;
import picocli.CommandLine.ParentCommand;

@Command(name = "profile", description = {
    "Keep connections to the service: address, applications, senders, limits.",
    "Keys go to the system keychain (set-key), never to a file; the built-in",
    "profile Sandbox runs the local emulator and needs no key. Use a profile",
    "with 'mailroom --profile NAME <command>'."
}, subcommands = {ProfileListCommand.class, ProfileAddCommand.class, ProfileEditCommand.class,
    ProfileRemoveCommand.class, ProfileSetKeyCommand.class, ProfileTestCommand.class})
final class ProfileCommand {

    @ParentCommand
    MailroomCommand root;

    ProfileService service() {
        return root.context.profiles().get();
    }
}
