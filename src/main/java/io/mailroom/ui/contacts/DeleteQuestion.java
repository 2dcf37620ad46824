package io.mailroom.ui.contacts;

import io.mailroom.api.Contact;
import io.mailroom.service.profiles.AppRef;
import io.mailroom.ui.common.ContactName;
import io.mailroom.ui.common.Messages;
import java.util.List;
import java.util.stream.Collectors;

/** The question before a delete, naming the contacts (a long selection by its first few) and the application. */
record DeleteQuestion(String title, String message) {

    static final int NAMED = 8;

    static DeleteQuestion about(List<Contact> contacts, AppRef app) {
        if (contacts.size() == 1) {
            String name = ContactName.of(contacts.getFirst());
            return new DeleteQuestion(Messages.text("contacts.delete.one.title", name),
                    Messages.text("contacts.delete.one.message", name, app.label()));
        }
        String named = contacts.stream().limit(NAMED).map(c -> "• " + ContactName.of(c)).collect(Collectors.joining("\n"));
        int more = contacts.size() - NAMED;
        return new DeleteQuestion(Messages.text("contacts.delete.many.title", contacts.size()),
                Messages.text("contacts.delete.many.message", contacts.size(), app.label()) + "\n\n" + named
                        + (more > 0 ? "\n" + Messages.text("contacts.delete.more", more) : "")
                        + "\n\n" + Messages.text("contacts.delete.cannotUndo"));
    }
}
