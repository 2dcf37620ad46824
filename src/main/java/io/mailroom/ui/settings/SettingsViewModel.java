package io.mailroom.ui.settings;

import io.mailroom.api.ApiKey;
import io.mailroom.api.InvalidInputException;
import io.mailroom.service.ConnectionCheck;
import io.mailroom.service.Subscription;
import io.mailroom.service.profiles.FieldError;
import io.mailroom.service.profiles.InvalidProfileException;
import io.mailroom.service.profiles.KeyState;
import io.mailroom.service.profiles.Profile;
import io.mailroom.service.profiles.ProfileRules;
import io.mailroom.service.profiles.ProfileService;
import io.mailroom.service.profiles.Session;
import io.mailroom.ui.common.Async;
import io.mailroom.ui.common.Problem;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.function.Consumer;
import javafx.beans.binding.Bindings;
import javafx.beans.binding.BooleanBinding;
import javafx.beans.binding.StringBinding;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;

/**
 * The settings screen's state and commands: the profiles, the one being edited, its key and
 * its connection test. Everything that reads the preferences or the keychain or talks to the
 * service runs through {@link Async}; the properties change on the UI thread only.
 */
final class SettingsViewModel {

    static final String READ_ONLY_REASON = "Built in: the Sandbox runs on this computer with sample contacts and "
            + "delivers nothing. It cannot be changed or deleted; add a profile for a real account.";

    /** Where a connection test is. */
    enum TestState { IDLE, RUNNING, PASSED, FAILED }

    /** The profiles as stored, the one to show and where its key is: read together, off the UI thread. */
    private record Loaded(List<Profile> profiles, Profile selected, KeyState keyState) {
    }

    private final Session session;
    private final ProfileService service;
    private final Async async;
    private final ProfileForm form = new ProfileForm();
    private final FieldErrors errors = new FieldErrors();
    private final ObservableList<ProfileEntry> entries = FXCollections.observableArrayList();
    private List<Profile> profiles = List.of();
    private final ReadOnlyObjectWrapper<Profile> editing = new ReadOnlyObjectWrapper<>(this, "editing");
    private final ReadOnlyStringWrapper currentId = new ReadOnlyStringWrapper(this, "currentId");
    /** The key being typed; a plain StringProperty would print it in its toString, which may reach a log. */
    private final StringProperty apiKey = new SimpleStringProperty(this, "apiKey", "") {
        @Override
        public String toString() {
            return "StringProperty [name: apiKey, value: ••••]";
        }
    };
    private final ReadOnlyStringWrapper keyState = new ReadOnlyStringWrapper(this, "keyState", "");
    private final ReadOnlyObjectWrapper<TestState> testState = new ReadOnlyObjectWrapper<>(this, "testState", TestState.IDLE);
    private final ReadOnlyStringWrapper testResult = new ReadOnlyStringWrapper(this, "testResult", "");
    private final ReadOnlyBooleanWrapper busy = new ReadOnlyBooleanWrapper(this, "busy");
    private final ReadOnlyStringWrapper notice = new ReadOnlyStringWrapper(this, "notice", "");
    private Consumer<Problem> onProblem = problem -> { };

    private final BooleanBinding readOnly = Bindings.createBooleanBinding(
            () -> editing.get() != null && editing.get().isSandbox(), editing);
    private final BooleanBinding unsaved = Bindings.createBooleanBinding(
            () -> editing.get() != null && editing.get().id() == null, editing);
    private final BooleanBinding current = Bindings.createBooleanBinding(
            () -> editing.get() != null && Objects.equals(editing.get().id(), currentId.get()), editing, currentId);
    private final BooleanBinding dirty = form.changed().or(apiKey.isNotEmpty());
    private final BooleanBinding canDelete = editing.isNotNull().and(readOnly.not()).and(unsaved.not()).and(busy.not());
    private final BooleanBinding canSave = editing.isNotNull().and(readOnly.not()).and(busy.not()).and(unsaved.or(dirty));
    private final BooleanBinding canSaveKey = canDelete.and(Bindings.createBooleanBinding(() -> !apiKey.get().isBlank(), apiKey));
    private final BooleanBinding canTest = editing.isNotNull().and(unsaved.not()).and(dirty.not())
            .and(testState.isNotEqualTo(TestState.RUNNING));
    private final BooleanBinding canUse = editing.isNotNull().and(unsaved.not()).and(dirty.not()).and(current.not()).and(busy.not());

    private final Subscription subscriptions;

    SettingsViewModel(Session session, Async async) {
        this.session = session;
        this.service = session.profiles();
        this.async = async;
        currentId.set(session.profile().id());
        subscriptions = session.onSwitch(next -> async.onUi(() -> {
            currentId.set(next.id());
            rebuildEntries();
        }));
    }

    /** Ends its subscriptions, when its screen stops: nothing calls it after that. */
    void close() {
        subscriptions.close();
    }

    // --- commands

    /** Reads the profiles again and the key state of the one shown; unsaved edits stay as typed. */
    void refresh() {
        Profile shown = editing.get();
        async.run(() -> load(shown != null ? shown : session.profile()), loaded -> {
            showList(loaded);
            if (editing.get() != shown) {
                return;
            }
            if (shown == null || !Objects.equals(shown.id(), loaded.selected().id()) || !dirty.get()) {
                showProfile(loaded.selected());
            }
            keyState.set(describe(loaded.keyState()));
        }, this::problem);
    }

    /** Shows {@code profile} as saved, dropping whatever was typed for the one shown before. */
    void select(Profile profile) {
        showProfile(profile);
        apiKey.set("");
        keyState.set("");
        async.run(() -> service.keyState(profile), state -> {
            if (editing.get() == profile) {
                keyState.set(describe(state));
            }
        }, this::problem);
    }

    void newProfile() {
        showProfile(Profile.draft("", "", List.of(), List.of()));
        apiKey.set("");
        keyState.set(describe(KeyState.MISSING));
    }

    /**
     * Saves the profile as typed, then the key typed with it. Refused, each field shows its
     * problem and everything typed stays. An edit of the profile in use reaches the session.
     */
    void save() {
        Profile target = editing.get();
        Profile candidate = form.toProfile(target.id());
        Optional<ApiKey> key;
        try {
            key = typedKey();
        } catch (InvalidInputException e) {
            refuseWithKeyProblem(target, candidate, new FieldError("apiKey", e.rule()));
            return;
        }
        boolean inUse = current.get();
        busy.set(true);
        async.run(() -> load(service.save(candidate)), loaded -> {
            busy.set(false);
            showList(loaded);
            if (editing.get() == target) {
                showProfile(loaded.selected());
                keyState.set(describe(loaded.keyState()));
            }
            notice.set("Saved “" + loaded.selected().name() + "”.");
            if (key.isPresent()) {
                storeKey(loaded.selected(), key.get(), inUse);
            } else if (inUse) {
                switchTo(loaded.selected());
            }
        }, failure -> {
            busy.set(false);
            if (!(failure instanceof InvalidProfileException invalid)) {
                problem(failure);
            } else if (editing.get() == target && !errors.show(invalid.errors()).isEmpty()) {
                problem(failure);
            }
        });
    }

    /** Stores the typed key for the saved profile shown, then clears the field. */
    void saveKey() {
        try {
            storeKey(editing.get(), ApiKey.of(apiKey.get()), current.get());
        } catch (InvalidInputException e) {
            errors.show(List.of(new FieldError("apiKey", e.rule())));
        }
    }

    /** Deletes the profile shown and its key; when it was in use, Mailroom goes back to the Sandbox. */
    void delete() {
        Profile target = editing.get();
        boolean inUse = current.get();
        busy.set(true);
        async.run(() -> {
            service.remove(target);
            if (inUse) {
                session.switchTo(service.profiles().getFirst());
            }
            return load(session.profile());
        }, loaded -> {
            busy.set(false);
            showList(loaded);
            if (editing.get() == target) {
                showProfile(loaded.selected());
                apiKey.set("");
                keyState.set(describe(loaded.keyState()));
            }
            notice.set("Deleted “" + target.name() + "” and its API key.");
        }, failure -> {
            busy.set(false);
            problem(failure);
        });
    }

    /** One cheap request with the saved profile and key; the outcome names the requestId either way. */
    void testConnection() {
        Profile target = editing.get();
        testState.set(TestState.RUNNING);
        testResult.set("Testing the connection…");
        async.run(() -> service.test(target), result -> {
            if (editing.get() == target) {
                testState.set(TestState.PASSED);
                testResult.set(passed(result));
            }
        }, failure -> {
            if (editing.get() == target) {
                Problem problem = Problem.of(failure);
                testState.set(TestState.FAILED);
                testResult.set(problem.title() + ": " + problem.text());
            }
        });
    }

    /** Makes the profile shown the one Mailroom works with. */
    void use() {
        Profile target = editing.get();
        busy.set(true);
        async.run(() -> {
            session.switchTo(target);
            return target;
        }, used -> {
            busy.set(false);
            notice.set("Mailroom now works with “" + used.name() + "”.");
        }, failure -> {
            busy.set(false);
            problem(failure);
        });
    }

    void onProblem(Consumer<Problem> handler) {
        this.onProblem = handler;
    }

    // --- state

    ObservableList<ProfileEntry> entries() {
        return entries;
    }

    ReadOnlyObjectProperty<Profile> editing() {
        return editing.getReadOnlyProperty();
    }

    ProfileForm form() {
        return form;
    }

    FieldErrors errors() {
        return errors;
    }

    /** The key as typed; never shown unmasked, cleared once stored. */
    StringProperty apiKey() {
        return apiKey;
    }

    ReadOnlyStringProperty keyState() {
        return keyState.getReadOnlyProperty();
    }

    Optional<String> keychainNotice() {
        return service.keychainNotice();
    }

    ReadOnlyObjectProperty<TestState> testState() {
        return testState.getReadOnlyProperty();
    }

    ReadOnlyStringProperty testResult() {
        return testResult.getReadOnlyProperty();
    }

    /** What was last done, in a few words: "Saved “Production”." */
    ReadOnlyStringProperty notice() {
        return notice.getReadOnlyProperty();
    }

    /** The built-in Sandbox: shown, never changed. */
    BooleanBinding readOnly() {
        return readOnly;
    }

    /** A new profile, not saved yet. */
    BooleanBinding unsaved() {
        return unsaved;
    }

    /** The profile shown is the one Mailroom works with. */
    BooleanBinding current() {
        return current;
    }

    /** Something typed is not saved yet: a field or a key. */
    BooleanBinding dirty() {
        return dirty;
    }

    BooleanBinding canSave() {
        return canSave;
    }

    BooleanBinding canDelete() {
        return canDelete;
    }

    BooleanBinding canSaveKey() {
        return canSaveKey;
    }

    /** A test uses what is saved, so it waits until what is typed is saved. */
    BooleanBinding canTest() {
        return canTest;
    }

    BooleanBinding canUse() {
        return canUse;
    }

    /** Why the test cannot run now, when it cannot. */
    StringBinding testHint() {
        return Bindings.createStringBinding(() -> unsaved.get() ? "Save the new profile to test it."
                : dirty.get() ? "Save your changes to test them: the test uses the saved profile and key." : "",
                unsaved, dirty);
    }

    // --- helpers

    /** Runs off the UI thread: the preferences and the keychain are read here. */
    private Loaded load(Profile wanted) {
        List<Profile> all = service.profiles();
        if (wanted.id() == null) {
            return new Loaded(all, wanted, KeyState.MISSING);
        }
        Profile selected = all.stream().filter(p -> p.id().equals(wanted.id())).findFirst().orElse(all.getFirst());
        return new Loaded(all, selected, service.keyState(selected));
    }

    private void showList(Loaded loaded) {
        profiles = loaded.profiles();
        rebuildEntries();
    }

    private void rebuildEntries() {
        entries.setAll(profiles.stream().map(p -> new ProfileEntry(p, p.id().equals(currentId.get()))).toList());
    }

    private void showProfile(Profile profile) {
        editing.set(profile);
        form.load(profile);
        errors.clear();
        testState.set(TestState.IDLE);
        testResult.set("");
    }

    private void storeKey(Profile target, ApiKey key, boolean inUse) {
        busy.set(true);
        async.run(() -> {
            service.storeKey(target, key);
            if (inUse) {
                session.switchTo(target);
            }
            return service.keyState(target);
        }, state -> {
            busy.set(false);
            if (editing.get() == target) {
                apiKey.set("");
                errors.clear("apiKey");
                keyState.set(describe(state));
            }
            notice.set("Saved the API key of “" + target.name() + "”.");
        }, failure -> {
            busy.set(false);
            problem(failure);
        });
    }

    /** Checks the rest of the profile too, without saving it, so that every problem shows at once. */
    private void refuseWithKeyProblem(Profile target, Profile candidate, FieldError keyProblem) {
        async.run(() -> {
            try {
                ProfileRules.check(candidate, service.profiles());
                return List.<FieldError>of();
            } catch (InvalidProfileException invalid) {
                return invalid.errors();
            }
        }, profileProblems -> {
            if (editing.get() == target) {
                List<FieldError> all = new ArrayList<>(profileProblems);
                all.add(keyProblem);
                errors.show(all);
            }
        }, this::problem);
    }

    private void switchTo(Profile profile) {
        async.run(() -> {
            session.switchTo(profile);
            return profile;
        }, used -> { }, this::problem);
    }

    /** The key typed, if any; spaces alone are no key. */
    private Optional<ApiKey> typedKey() {
        if (apiKey.get().isBlank()) {
            apiKey.set("");
            return Optional.empty();
        }
        return Optional.of(ApiKey.of(apiKey.get()));
    }

    private String describe(KeyState state) {
        return switch (state) {
            case IN_KEYCHAIN -> "Stored in " + service.secrets().description();
            case SESSION_ONLY -> "Kept for this session only";
            case MISSING -> "No key stored";
            case NOT_NEEDED -> "Not needed (the sandbox has its own)";
        };
    }

    private static String passed(ConnectionCheck.Result result) {
        return "OK — " + result.total() + (result.total() == 1 ? " contact" : " contacts") + " in app " + result.appId()
                + " (requestId " + result.requestId() + ")";
    }

    private void problem(Throwable failure) {
        onProblem.accept(Problem.of(failure));
    }
}
