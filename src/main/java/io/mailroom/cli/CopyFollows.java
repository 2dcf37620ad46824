package io.mailroom.cli;

import io.mailroom.service.localcopy.ContactCopy;
import io.mailroom.service.localcopy.CopyUpdates;
import io.mailroom.service.localcopy.LocalCopyException;
import java.util.Optional;
import java.util.function.Consumer;

/**
 * A change the service accepted from a command reaches the profile's local copy at once
 * (docs/local-copy.md, "Your own changes"), when it holds the application: a copy is never begun
 * for it, and one that cannot be written fails nothing, since the service has the change.
 */
final class CopyFollows {

    private CopyFollows() {
    }

    static void change(MailroomCommand root, String appId, Consumer<CopyUpdates> change) {
        try {
            Optional<ContactCopy> copy = CommandCopy.existing(root);
            if (copy.isPresent() && copy.get().holds(appId)) {
                change.accept(new CopyUpdates(copy.get()));
            }
        } catch (LocalCopyException e) {
            root.context.err().println("mailroom: warning: the service made the change, but the local copy could not take it ("
                    + e.getMessage() + "); the next 'mailroom contacts sync' brings it in step");
        }
    }
}
