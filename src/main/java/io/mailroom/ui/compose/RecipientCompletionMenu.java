package io.mailroom.ui.compose;

import io.mailroom.api.Contact;
import io.mailroom.ui.common.ContactName;
import io.mailroom.ui.common.Messages;
import java.util.List;
import java.util.Objects;
import javafx.scene.Parent;
import javafx.scene.control.PopupControl;
import javafx.scene.control.TextField;
import javafx.util.StringConverter;
import org.controlsfx.control.textfield.AutoCompletionBinding;
import org.controlsfx.control.textfield.TextFields;

/**
 * Completes the recipient from the contacts already loaded in this window, by address, name or
 * company. Choosing one puts its address in the field and its fields behind the placeholders.
 */
final class RecipientCompletionMenu {

    static final int SUGGESTIONS = 8;
    private static final String STYLE = Objects.requireNonNull(RecipientCompletionMenu.class.getResource("completion.css")).toExternalForm();

    private RecipientCompletionMenu() {
    }

    static void attach(TextField to, ComposeViewModel model) {
        AutoCompletionBinding<Contact> binding = TextFields.bindAutoCompletion(to,
                request -> request.getUserText().isBlank() ? List.of() : model.suggestions(request.getUserText(), SUGGESTIONS),
                new StringConverter<>() {
                    @Override
                    public String toString(Contact contact) {
                        return RecipientCompletionMenu.toString(contact);
                    }

                    @Override
                    public Contact fromString(String text) {
                        return null;
                    }
                });
        binding.setVisibleRowCount(SUGGESTIONS);
        // ControlsFX styles its popup in Modena's looked-up colours, which the AtlantaFX theme does not define:
        // converting them logged a ClassCastException at every opening. completion.css restyles the popup's list
        // (a popup's own scene takes its owner's stylesheets when shown, so the list carries this one itself).
        PopupControl popup = binding.getAutoCompletionPopup();
        popup.skinProperty().subscribe(skin -> {
            if (skin != null && skin.getNode() instanceof Parent list) {
                list.getStylesheets().add(STYLE);
            }
        });
        // As wide as the field, so a name and its address fit on one line.
        binding.prefWidthProperty().bind(to.widthProperty());
        // The list shows names; the field gets the bare address, which is what the service takes.
        binding.setOnAutoCompleted(event -> model.chooseRecipient(event.getCompletion()));
    }

    static String toString(Contact contact) {
        return contact.company() == null || contact.company().isBlank() ? ContactName.of(contact)
                : Messages.text("compose.contact.withCompany", ContactName.of(contact), contact.company());
    }
}
