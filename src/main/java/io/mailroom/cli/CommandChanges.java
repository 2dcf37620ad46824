package io.mailroom.cli;

import io.mailroom.api.ServiceClient;
import io.mailroom.service.localcopy.ChangeJournal;
import io.mailroom.service.localcopy.ContactChanges;
import java.util.Optional;

/**
 * How a command changes contacts (docs/changes.md): each change journalled in the --profile's
 * local copy, opened (and its file begun) for it, and taken by the copy when it holds the
 * application. Without a profile there is no journal, and the requests are only sent.
 */
final class CommandChanges {

    private CommandChanges() {
    }

    static ContactChanges of(MailroomCommand root, ServiceClient client) {
        Optional<ChangeJournal> journal = Optional.empty();
        if (root.profile().isPresent()) {
            // The profile's copy is the process's, closed with the profiles: not this command's to close.
            CommandCopy copy = CommandCopy.of(root);
            copy.damage().ifPresent(damage -> root.context.err().println("mailroom: warning: " + damage));
            copy.memoryOnly().ifPresent(why -> root.context.err().println("mailroom: note: " + why
                    + ", so its journal of changes does not outlive this command"));
            journal = Optional.of(new ChangeJournal(copy.copy()));
        }
        return new ContactChanges(client, journal, failure -> root.context.err().println(
                "mailroom: warning: the service made the change, but the journal and local copy could not take it ("
                        + failure.getMessage() + "); the next 'mailroom contacts sync' brings the copy in step"));
    }
}
