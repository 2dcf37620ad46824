package io.mailroom.ui.contacts;

import io.mailroom.api.Contact;
import io.mailroom.service.profiles.AppRef;
import io.mailroom.ui.common.ContactName;
import java.util.List;
import java.util.stream.Collectors;

/** The question before a delete, naming the contacts (a long selection by its first few). */
record DeleteQuestion(String title, String message) {

    static final int NAMED = 8;

    static DeleteQuestion about(List<Contact> contacts, AppRef app) {
        String from = app == null ? "" : " from " + app.label();
        if (contacts.size() == 1) {
            String name = ContactName.of(contacts.getFirst());
            return new DeleteQuestion("Delete " + name + "?", "Delete " + name + from + "? This cannot be undone.");
        }
        String named = contacts.stream().limit(NAMED).map(c -> "• " + ContactName.of(c)).collect(Collectors.joining("\n"));
        int more = contacts.size() - NAMED;
        return new DeleteQuestion("Delete " + ContactsViewModel.count(contacts.size()) + "?",
                "Delete these " + ContactsViewModel.count(contacts.size()) + from + "?\n\n" + named
                        + (more > 0 ? "\n… and " + more + " more" : "") + "\n\nThis cannot be undone.");
    }
}
