package io.mailroom.ui.compose;

import io.mailroom.api.Contact;
import io.mailroom.ui.common.ContactName;
import java.util.List;
import javafx.scene.control.TextField;
import javafx.util.StringConverter;
import org.controlsfx.control.textfield.AutoCompletionBinding;
import org.controlsfx.control.textfield.TextFields;

/**
 * Completes the recipient from the contacts already loaded in this window, by address, name or
 * company. Choosing one puts its address in the field and its fields behind the placeholders.
 */
final class RecipientCompletion {

    static final int SUGGESTIONS = 8;

    private RecipientCompletion() {
    }

    static void attach(TextField to, ComposeViewModel model) {
        AutoCompletionBinding<Contact> binding = TextFields.bindAutoCompletion(to,
                request -> request.getUserText().isBlank() ? List.of() : model.suggestions(request.getUserText(), SUGGESTIONS),
                new StringConverter<>() {
                    @Override
                    public String toString(Contact contact) {
                        return RecipientCompletion.toString(contact);
                    }

                    @Override
                    public Contact fromString(String text) {
                        return null;
                    }
                });
        binding.setVisibleRowCount(SUGGESTIONS);
        // As wide as the field, so a name and its address fit on one line.
        binding.prefWidthProperty().bind(to.widthProperty());
        // The list shows names; the field gets the bare address, which is what the service takes.
        binding.setOnAutoCompleted(event -> model.chooseRecipient(event.getCompletion()));
    }

    static String toString(Contact contact) {
        String company = contact.company() == null || contact.company().isBlank() ? "" : " (" + contact.company() + ")";
        return ContactName.of(contact) + company;
    }
}
