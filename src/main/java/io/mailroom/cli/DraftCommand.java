package io.mailroom.cli;

import io.mailroom.service.Unreadable;
import io.mailroom.service.compose.DraftStore;
import java.util.List;
import picocli.CommandLine.Command;
import picocli.CommandLine.ParentCommand;

@Command(name = "draft", description = {
    "Keep named drafts of emails to finish and send later.",
    "'mailroom send --draft NAME' sends one. Drafts are files in the data directory",
    "(see 'mailroom --help'); one that cannot be read is set aside, never deleted."
}, subcommands = {DraftListCommand.class, DraftShowCommand.class, DraftSaveCommand.class, DraftDeleteCommand.class})
final class DraftCommand {

    @ParentCommand
    MailroomCommand root;

    DraftStore store() {
        return root.drafts();
    }

    /** Says on stderr which files could not be read and where they were put. */
    void report(List<Unreadable> unreadable) {
        unreadable.forEach(u -> root.context.err().println("mailroom: note: the draft " + u.describe()));
    }
}
