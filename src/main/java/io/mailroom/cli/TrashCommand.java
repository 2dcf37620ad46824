package io.mailroom.cli;

import io.mailroom.service.localcopy.ChangeJournal;
import java.util.Optional;
import picocli.CommandLine.Command;
import picocli.CommandLine.ParentCommand;

@Command(name = "trash", description = {
    "The contacts deleted through Mailroom in a --profile in the last 30 days, with what each",
    "held, kept in the profile's journal: list them, and restore one, several or all.",
    "A restore creates the contact again with its status and data; the service sets its",
    "registration date, source, subscription expiry and last active time anew (the old",
    "ones stay in the journal)."
}, subcommands = {TrashListCommand.class, TrashRestoreCommand.class})
final class TrashCommand {

    @ParentCommand
    MailroomCommand root;

    /** The journal of {@code root}'s profile, when its copy exists; the trash is kept in a profile's copy. */
    static Optional<ChangeJournal> journal(MailroomCommand root) {
        return CommandCopy.journal(root, "the trash is");
    }
}
