package io.mailroom.ui.contacts;

import io.mailroom.api.ContactStatus;
import io.mailroom.ui.common.Messages;

/**
 * A contact's status in the person's words: the spec's two are Mailroom's to translate; any
 * other text the service sent is shown as it came (docs/decisions/016-empty-and-mistyped-fields.md).
 */
final class StatusWords {

    private StatusWords() {
    }

    static String of(ContactStatus status) {
        return switch (status) {
            case Confirmed -> Messages.text("contacts.status.confirmed");
            case Unsubscribed -> Messages.text("contacts.status.unsubscribed");
        };
    }

    /** The words for a status as sent: one of the two by its meaning, else the text itself. */
    static String of(String sent) {
        return ContactStatus.parse(sent).map(StatusWords::of).orElse(sent);
    }
}
