package io.mailroom.cli;

import io.mailroom.api.ServiceClient;
import io.mailroom.service.localcopy.ChangeJournal;
import io.mailroom.service.localcopy.ContactChanges;
import io.mailroom.service.localcopy.ContactCopy;
import io.mailroom.service.profiles.Profile;
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
        Optional<ChangeJournal> journal = root.profile().map(profile -> new ChangeJournal(copyOf(root, profile)));
        return new ContactChanges(client, journal, failure -> root.context.err().println(
                "mailroom: warning: the service made the change, but the journal and local copy could not take it ("
                        + failure.getMessage() + "); the next 'mailroom contacts sync' brings the copy in step"));
    }

    private static ContactCopy copyOf(MailroomCommand root, Profile profile) {
        ContactCopy copy = root.context.profiles().get().copies().of(profile.id(), profile.keepsCopyOnDisk());
        CommandCopy.damageOf(copy).ifPresent(damage -> root.context.err().println("mailroom: warning: " + damage));
        return copy;
    }
}
