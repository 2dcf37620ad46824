package io.mailroom.ui.contacts;

import io.mailroom.api.ApiException;
import io.mailroom.api.Contact;
import io.mailroom.api.ContactStatus;
import io.mailroom.api.DataKey;
import io.mailroom.api.InputRules;
import io.mailroom.api.InvalidInputException;
import io.mailroom.api.SaveContactRequest;
import io.mailroom.service.localcopy.ContactChanges;
import io.mailroom.service.localcopy.LocalCopyException;
import io.mailroom.service.profiles.AppRef;
import io.mailroom.service.profiles.ProfileException;
import io.mailroom.service.secrets.SecretStoreException;
import io.mailroom.ui.common.Async;
import io.mailroom.ui.common.FieldWords;
import io.mailroom.ui.common.Messages;
import io.mailroom.ui.common.Problem;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.concurrent.CancellationException;
import java.util.function.Consumer;
import java.util.function.Predicate;
import java.util.function.Supplier;
import javafx.beans.Observable;
import javafx.beans.binding.Bindings;
import javafx.beans.binding.BooleanBinding;
import javafx.beans.binding.StringBinding;
import javafx.beans.property.BooleanProperty;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.SimpleBooleanProperty;
import javafx.beans.property.SimpleObjectProperty;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;

/**
 * The save dialog's form: create a contact, or edit the {@code data} of one. Each field is
 * checked as it is typed by the one set of input rules, and the rule it breaks is what the
 * dialog shows. On edit only {@code data} applies (spec 3.2), so application, address and
 * status are fixed and only changed fields are sent and checked: a value the service sent in a
 * form the rules would refuse does not block saving the others. A failed save keeps the form.
 */
final class ContactEditorModel {

    enum Mode { CREATE, EDIT }

    /**
     * What a save sent, as the rules normalised it (a birthday typed 2000-02-29 went out as 29/02);
     * {@code status} is the one sent, which the service applies only on creation (spec 3.2).
     */
    record Saved(Mode mode, AppRef app, String emailAddress, ContactStatus status, Map<String, String> data) {

        Saved {
            data = Map.copyOf(data);
        }
    }

    static final String EMAIL = "emailAddress";

    private final Mode mode;
    private final Contact original;
    private final List<AppRef> apps;
    private final Predicate<String> onPage;
    private final Supplier<ContactChanges> changes;
    private final Async async;
    private final Consumer<Saved> onSaved;

    private final ObjectProperty<AppRef> app = new SimpleObjectProperty<>();
    private final StringProperty email = new SimpleStringProperty("");
    private final ObjectProperty<ContactStatus> status = new SimpleObjectProperty<>(ContactStatus.Confirmed);
    private final Map<DataKey, StringProperty> data = new EnumMap<>(DataKey.class);
    private final Map<String, StringBinding> rules = new LinkedHashMap<>();
    /** Fields the person has typed in or left; only their rules are shown until Save is pressed. */
    private final Map<String, BooleanProperty> touched = new LinkedHashMap<>();
    private final Map<String, StringBinding> shownRules = new LinkedHashMap<>();
    private final BooleanProperty saving = new SimpleBooleanProperty(false);
    private final BooleanProperty done = new SimpleBooleanProperty(false);
    private final ObjectProperty<Problem> problem = new SimpleObjectProperty<>();
    private final BooleanBinding valid;
    private final BooleanBinding changed;
    private final BooleanBinding canSave;
    private final StringBinding emailNote;

    private ContactEditorModel(Mode mode, AppRef app, Contact original, List<AppRef> apps, Predicate<String> onPage,
                               Supplier<ContactChanges> changes, Async async, Consumer<Saved> onSaved) {
        this.mode = mode;
        this.original = original;
        this.apps = List.copyOf(apps);
        this.onPage = onPage;
        this.changes = changes;
        this.async = async;
        this.onSaved = onSaved;
        this.app.set(app);
        for (DataKey key : DataKey.values()) {
            data.put(key, new SimpleStringProperty(originalText(key)));
        }
        if (original != null) {
            email.set(original.emailAddress());
            // A save must name one of the two; on an edit the service ignores it (spec 3, rule 2), so a
            // status it sent that is neither ("Bounced") stays as it is and is never sent back.
            status.set(original.status() == null ? ContactStatus.Confirmed : original.status());
        }
        rules.put(EMAIL, Bindings.createStringBinding(() -> ruleFor(EMAIL, email.get()).orElse(""), email));
        for (DataKey key : DataKey.values()) {
            StringProperty value = data.get(key);
            rules.put(key.name(), Bindings.createStringBinding(() -> ruleFor(key.name(), value.get()).orElse(""), value));
        }
        rules.forEach((field, rule) -> {
            BooleanProperty wasTouched = new SimpleBooleanProperty(false);
            touched.put(field, wasTouched);
            shownRules.put(field, Bindings.when(wasTouched).then(rule).otherwise(""));
        });
        email.addListener((obs, old, now) -> touch(EMAIL));
        data.forEach((key, value) -> value.addListener((obs, old, now) -> touch(key.name())));
        Observable[] ruleDependencies = rules.values().toArray(Observable[]::new);
        valid = Bindings.createBooleanBinding(
                () -> this.app.get() != null && status.get() != null && rules.values().stream().allMatch(r -> r.get().isEmpty()),
                dependencies(ruleDependencies, this.app, status));
        changed = Bindings.createBooleanBinding(() -> mode == Mode.CREATE || !dataToSend().isEmpty(),
                data.values().toArray(Observable[]::new));
        canSave = valid.and(changed).and(saving.not());
        emailNote = Bindings.createStringBinding(
                () -> mode == Mode.CREATE && onPage.test(email.get().strip()) ? Messages.text("contacts.editor.alreadyOnPage") : "",
                email);
    }

    static ContactEditorModel create(AppRef app, List<AppRef> apps, Predicate<String> onPage,
                                     Supplier<ContactChanges> changes, Async async, Consumer<Saved> onSaved) {
        return new ContactEditorModel(Mode.CREATE, app, null, apps, onPage, changes, async, onSaved);
    }

    static ContactEditorModel edit(AppRef app, Contact contact, Supplier<ContactChanges> changes, Async async,
                                   Consumer<Saved> onSaved) {
        return new ContactEditorModel(Mode.EDIT, app, Objects.requireNonNull(contact, "contact"), List.of(app),
                email -> false, changes, async, onSaved);
    }

    /**
     * The rule {@code value} breaks for {@code field} ({@link #EMAIL} or a data key's name), if
     * any. On edit, the address and unchanged values are the service's and are not judged.
     */
    Optional<String> ruleFor(String field, String value) {
        try {
            if (field.equals(EMAIL)) {
                if (mode == Mode.CREATE) {
                    InputRules.email(EMAIL, value);
                }
                return Optional.empty();
            }
            DataKey key = DataKey.of(field).orElseThrow(() -> new IllegalArgumentException("no such field: " + field));
            if (mode == Mode.EDIT && Objects.equals(value, originalText(key))) {
                return Optional.empty();
            }
            InputRules.dataValue(key, value);
            return Optional.empty();
        } catch (InvalidInputException e) {
            return Optional.of(words(e));
        }
    }

    /** The one place a broken input rule becomes the words shown beside its field, in the person's language. */
    static String words(InvalidInputException broken) {
        return FieldWords.of(broken);
    }

    /** The person has typed in {@code field} or left it: from now on its rule is shown. */
    void touch(String field) {
        Objects.requireNonNull(touched.get(field), field).set(true);
    }

    /**
     * The {@code data} to send: on create every filled-in field; on edit every changed field,
     * where an emptied one goes out empty, which clears it.
     */
    Map<String, String> dataToSend() {
        Map<String, String> sent = new LinkedHashMap<>();
        for (DataKey key : DataKey.values()) {
            String value = data.get(key).get() == null ? "" : data.get(key).get();
            boolean include = mode == Mode.CREATE ? !value.isBlank() : !value.equals(originalText(key));
            if (include) {
                sent.put(key.name(), value);
            }
        }
        return sent;
    }

    /** Sends the save; on success the dialog is done, on failure everything typed stays and the problem shows. */
    void save() {
        // Pressing Save shows every rule still broken, also of fields not visited yet.
        touched.keySet().forEach(this::touch);
        if (!canSave.get()) {
            return;
        }
        AppRef target = app.get();
        String address = email.get();
        ContactStatus chosen = status.get();
        Map<String, String> sent = dataToSend();
        saving.set(true);
        problem.set(null);
        async.task(() -> {
                    SaveContactRequest request = InputRules.saveContact(target.appId(), address, chosen.name(), sent);
                    changes.get().save(request, original);
                    return new Saved(mode, target, request.emailAddress(), request.status(),
                            request.data() == null ? Map.of() : request.data());
                })
                .onSuccess(saved -> {
                    done.set(true);
                    onSaved.accept(saved);
                })
                .onFailure(ApiException.class, this::failed)
                .onFailure(ProfileException.class, this::failed)
                .onFailure(SecretStoreException.class, this::failed)
                .onFailure(LocalCopyException.class, this::failed)
                .onFailure(CancellationException.class, this::failed)
                .andFinally(() -> saving.set(false))
                .start();
    }

    private void failed(RuntimeException failure) {
        problem.set(Problem.of(failure));
    }

    private String originalText(DataKey key) {
        return original == null ? "" : ContactColumn.of(key).text(original);
    }

    private static Observable[] dependencies(Observable[] first, Observable... more) {
        List<Observable> all = new ArrayList<>(List.of(first));
        all.addAll(List.of(more));
        return all.toArray(Observable[]::new);
    }

    Mode mode() {
        return mode;
    }

    List<AppRef> apps() {
        return apps;
    }

    ObjectProperty<AppRef> appProperty() {
        return app;
    }

    StringProperty emailProperty() {
        return email;
    }

    /** The edited contact's status as the service sent it; empty for a new one. */
    String statusAsSent() {
        return original == null ? "" : original.statusText();
    }

    ObjectProperty<ContactStatus> statusProperty() {
        return status;
    }

    StringProperty dataProperty(DataKey key) {
        return data.get(key);
    }

    /** The rule the field's value breaks, once the field was touched or Save pressed; else empty text. */
    StringBinding ruleProperty(String field) {
        return Objects.requireNonNull(shownRules.get(field), field);
    }

    /** On create, a note when the address typed is already on the page: saving it will not create a second one. */
    StringBinding emailNote() {
        return emailNote;
    }

    BooleanBinding validProperty() {
        return valid;
    }

    /** Valid, changed (on edit) and not already saving. */
    BooleanBinding canSave() {
        return canSave;
    }

    ReadOnlyBooleanProperty savingProperty() {
        return saving;
    }

    /** True once the save went through: the dialog closes. */
    ReadOnlyBooleanProperty doneProperty() {
        return done;
    }

    ReadOnlyObjectProperty<Problem> problemProperty() {
        return problem;
    }
}
