package io.mailroom.ui.contacts;

import io.mailroom.service.localcopy.ContactCopy;
import io.mailroom.service.localcopy.LocalCopyException;
import io.mailroom.service.localcopy.SyncStamp;
import java.util.Optional;
import java.util.function.Supplier;

/**
 * What a look at a profile's local copy found for one application: the copy, when its last sweep
 * completed (none yet: the screen pages from the service), or why the copy could not be opened.
 */
record CopyLook(ContactCopy copy, Optional<SyncStamp> stamp, Optional<LocalCopyException> failure) {

    /** Opens the copy if need be and reads its stamp; blocks, so never on the UI thread. Never throws for the copy's sake. */
    static CopyLook at(Supplier<ContactCopy> opening, String appId) {
        try {
            ContactCopy copy = opening.get();
            return new CopyLook(copy, copy.lastSync(appId), Optional.empty());
        } catch (LocalCopyException failure) {
            return new CopyLook(null, Optional.empty(), Optional.of(failure));
        }
    }

    /** A sweep of the application has completed: its copy is whole. */
    boolean synced() {
        return stamp.isPresent();
    }
}
