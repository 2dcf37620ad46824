package io.mailroom.ui.contacts;

import io.mailroom.api.Contact;
import io.mailroom.service.profiles.AppRef;
import io.mailroom.ui.common.ContactName;
import io.mailroom.ui.common.Messages;
import java.util.List;
import java.util.stream.Collectors;

/**
 * The question before a delete, naming the contacts (a long selection by its first few) and the
 * application, and saying whether the trash will keep them (when the profile's journal records
 * the delete: docs/changes.md) or the delete cannot be undone.
 */
record DeleteQuestion(String title, String message) {

    static final int NAMED = 8;

    /** Contacts on view, named as the table names them. */
    static DeleteQuestion about(List<Contact> contacts, AppRef app, boolean toTrash) {
        return naming(contacts.size(), contacts.stream().limit(NAMED).map(ContactName::of).toList(), app, toTrash);
    }

    /** Every contact a query of the local copy matches, by their addresses: only the first few are named. */
    static DeleteQuestion aboutAll(List<String> addresses, AppRef app, boolean toTrash) {
        return naming(addresses.size(), addresses.subList(0, Math.min(NAMED, addresses.size())), app, toTrash);
    }

    private static DeleteQuestion naming(int count, List<String> firstNames, AppRef app, boolean toTrash) {
        String after = toTrash ? Messages.text("contacts.delete.toTrash", count) : Messages.text("contacts.delete.cannotUndo");
        if (count == 1) {
            String name = firstNames.getFirst();
            return new DeleteQuestion(Messages.text("contacts.delete.one.title", name),
                    Messages.text("contacts.delete.one.message", name, app.label()) + " " + after);
        }
        String named = firstNames.stream().map(name -> "• " + name).collect(Collectors.joining("\n"));
        int more = count - firstNames.size();
        return new DeleteQuestion(Messages.text("contacts.delete.many.title", count),
                Messages.text("contacts.delete.many.message", count, app.label()) + "\n\n" + named
                        + (more > 0 ? "\n" + Messages.text("contacts.delete.more", more) : "")
                        + "\n\n" + after);
    }
}
