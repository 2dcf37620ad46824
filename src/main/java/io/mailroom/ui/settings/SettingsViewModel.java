package io.mailroom.ui.settings;

import io.mailroom.api.ApiException;
import io.mailroom.api.ApiKey;
import io.mailroom.api.InvalidInputException;
import io.mailroom.service.ConnectionCheck;
import io.mailroom.service.Subscription;
import io.mailroom.service.localcopy.LocalCopyException;
import io.mailroom.service.localcopy.SegmentException;
import io.mailroom.service.localcopy.SyncRunningException;
import io.mailroom.service.profiles.FieldError;
import io.mailroom.service.profiles.InvalidProfileException;
import io.mailroom.service.profiles.KeyState;
import io.mailroom.service.profiles.Profile;
import io.mailroom.service.profiles.ProfileException;
import io.mailroom.service.profiles.ProfileRules;
import io.mailroom.service.profiles.ProfileService;
import io.mailroom.service.profiles.ProfileStoreException;
import io.mailroom.service.profiles.Session;
import io.mailroom.service.secrets.SecretStoreException;
import io.mailroom.service.secrets.SecretStoreKind;
import io.mailroom.ui.common.Async;
import io.mailroom.ui.common.DialogService;
import io.mailroom.ui.common.Messages;
import io.mailroom.ui.common.Problem;
import io.mailroom.ui.common.Task;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
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
import javafx.beans.value.ObservableValue;
import javafx.collections.FXCollections;
import javafx.collections.ListChangeListener;
import javafx.collections.ObservableList;

/**
 * The settings screen's state and commands: the profiles, the one being edited, its key and
 * its connection test, and what to ask the person before something is lost. Everything that
 * reads the preferences or the keychain or talks to the service runs through {@link Async};
 * the properties change on the UI thread only.
 */
final class SettingsViewModel {

    /** Where a connection test is. */
    enum TestState { IDLE, RUNNING, PASSED, FAILED }

    /** The answers to "Save your changes?": the same question whether the person switches profile or closes the window. */
    enum UnsavedEdits { SAVE, DISCARD, KEEP_EDITING }

    /**
     * How long closing the window waits for the save the person asked for: a keychain that hangs
     * must not hang the window, which then stays open and shows the save's outcome when it comes.
     */
    private static final Duration SAVE_BEFORE_CLOSING = Duration.ofSeconds(10);

    /** The profiles as stored, the one to show and where its key is: read together, off the UI thread. */
    private record Loaded(List<Profile> profiles, Profile selected, KeyState keyState) {
    }

    /** A save: what is stored now, and the keychain's failure when the profile was saved but its key was not. */
    private record Saved(Loaded loaded, Optional<SecretStoreException> keyFailure) {
    }

    private final Session session;
    private final ProfileService service;
    private final Async async;
    private final DialogService dialogs;
    private final ProfileForm form = new ProfileForm();
    private final LocalCopyModel copy;
    private final FieldErrors errors = new FieldErrors();
    private final ObservableList<ProfileEntry> entries = FXCollections.observableArrayList();
    private List<Profile> profiles = List.of();
    private final ReadOnlyObjectWrapper<Profile> editing = new ReadOnlyObjectWrapper<>(this, "editing");
    private final ReadOnlyStringWrapper currentId = new ReadOnlyStringWrapper(this, "currentId");
    /** The key being typed; a plain StringProperty would print it in its toString, which may reach a log. */
    private final StringProperty apiKey = new SimpleStringProperty(this, "apiKey", "") {
        @Override
        public String toString() {
            return "StringProperty[apiKey=••••]";
        }
    };
    private final ReadOnlyStringWrapper keyState = new ReadOnlyStringWrapper(this, "keyState", "");
    private final ReadOnlyObjectWrapper<TestState> testState = new ReadOnlyObjectWrapper<>(this, "testState", TestState.IDLE);
    private final ReadOnlyStringWrapper testResult = new ReadOnlyStringWrapper(this, "testResult", "");
    private final ReadOnlyObjectWrapper<Problem> testProblem = new ReadOnlyObjectWrapper<>(this, "testProblem");
    private final ReadOnlyBooleanWrapper busy = new ReadOnlyBooleanWrapper(this, "busy");
    private final ReadOnlyStringWrapper notice = new ReadOnlyStringWrapper(this, "notice", "");
    /** True while the form is filled from a profile: that is no typing, and touches no field. */
    private boolean loading;

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
    private final StringBinding testHint = Bindings.createStringBinding(() -> unsaved.get() ? Messages.text("settings.test.hintNew")
            : dirty.get() ? Messages.text("settings.test.hintDirty") : "", unsaved, dirty);

    private final Subscription subscriptions;

    SettingsViewModel(Session session, Async async, DialogService dialogs) {
        this.session = session;
        this.service = session.profiles();
        this.async = async;
        this.dialogs = dialogs;
        this.copy = new LocalCopyModel(service.copies(), async, dialogs, notice::set);
        currentId.set(session.profile().id());
        // A notice tells what was just done; once the profile in use changes, by this screen or
        // another, "Mailroom now works with …" would no longer be true. A save that follows the
        // switch says so after it.
        subscriptions = session.onSwitch(next -> async.onUi(() -> {
            currentId.set(next.id());
            rebuildEntries();
            notice.set("");
        }));
        // "Saved …" is not true any more once something is typed again.
        dirty.addListener((observable, was, now) -> {
            if (now) {
                notice.set("");
            }
        });
        checkWhileTyping();
    }

    /** Ends its subscriptions, when its screen stops: nothing calls it after that. */
    void close() {
        subscriptions.close();
    }

    // --- commands

    /** Reads the profiles again and the key state of the one shown; unsaved edits stay as typed. */
    void refresh() {
        Profile shown = editing.get();
        expecting(async.task(() -> load(shown != null ? shown : session.profile())).onSuccess(loaded -> {
            showList(loaded);
            if (editing.get() != shown) {
                return;
            }
            if (shown == null || !Objects.equals(shown.id(), loaded.selected().id()) || !dirty.get()) {
                showProfile(loaded.selected());
            } else {
                copy.show(shown);
            }
            keyState.set(describe(loaded.keyState()));
        })).start();
    }

    /** Shows {@code profile} as saved, once what was typed for the one shown is saved or discarded as the person says. */
    void select(Profile profile) {
        leaveEditsThen(() -> open(profile));
    }

    /** An empty profile to fill in, once what was typed for the one shown is saved or discarded as the person says. */
    void newProfile() {
        leaveEditsThen(() -> {
            showProfile(Profile.draft("", "", List.of(), List.of()));
            apiKey.set("");
            keyState.set(describe(KeyState.MISSING));
        });
    }

    /**
     * Saves the profile as typed, with the key typed with it. Refused, each field shows its
     * problem and everything typed stays. An edit of the profile in use reaches the session.
     */
    void save() {
        save(() -> { });
    }

    /** Stores the typed key for the saved profile shown, then clears the field. */
    void saveKey() {
        Profile target = editing.get();
        ApiKey key;
        try {
            key = ApiKey.of(apiKey.get());
        } catch (InvalidInputException e) {
            errors.show(List.of(FieldError.of(e)));
            return;
        }
        boolean inUse = current.get();
        start();
        expecting(async.task(() -> {
            service.storeKey(target, key);
            if (inUse) {
                session.switchTo(target);
            }
            return service.keyState(target);
        }).onSuccess(state -> {
            if (editing.get() == target) {
                apiKey.set("");
                errors.clear("apiKey");
                keyState.set(describe(state));
            }
            notice.set(Messages.text("settings.notice.keySaved", target.name()));
        })).andFinally(() -> busy.set(false)).start();
    }

    /** Deletes the profile shown and its key, when the person confirms; when it was in use, Mailroom goes back to the Sandbox. */
    void delete() {
        Profile target = editing.get();
        if (!dialogs.confirm(Messages.text("settings.delete.title", target.name()), Messages.text("settings.delete.message"),
                Messages.text("settings.delete.action"))) {
            return;
        }
        boolean inUse = current.get();
        start();
        expecting(async.task(() -> {
            service.remove(target);
            if (inUse) {
                session.switchTo(service.profiles().getFirst());
            }
            return load(session.profile());
        }).onSuccess(loaded -> {
            showList(loaded);
            if (editing.get() == target) {
                showProfile(loaded.selected());
                apiKey.set("");
                keyState.set(describe(loaded.keyState()));
            }
            notice.set(Messages.text("settings.notice.deleted", target.name()));
        })).andFinally(() -> busy.set(false)).start();
    }

    /** One cheap request with the saved profile and key; the outcome names the requestId either way. */
    void testConnection() {
        Profile target = editing.get();
        testState.set(TestState.RUNNING);
        testResult.set(Messages.text("settings.test.running"));
        testProblem.set(null);
        async.task(() -> service.test(target)).onSuccess(result -> {
            if (target.equals(editing.get())) {
                testState.set(TestState.PASSED);
                testResult.set(passed(result));
            }
        }).onFailure(ApiException.class, failure -> testFailed(target, failure))
                .onFailure(ProfileException.class, failure -> testFailed(target, failure))
                .onFailure(SecretStoreException.class, failure -> testFailed(target, failure))
                .andFinally(() -> {
                    // A failure no handler took is shown by the app; the test is over either way.
                    if (testState.get() == TestState.RUNNING && target.equals(editing.get())) {
                        testState.set(TestState.IDLE);
                        testResult.set("");
                    }
                })
                .start();
    }

    /** Makes the profile shown the one Mailroom works with. */
    void use() {
        Profile target = editing.get();
        start();
        expecting(async.task(() -> {
            session.switchTo(target);
            return target;
        }).onSuccess(used -> notice.set(Messages.text("settings.notice.using", used.name()))))
                .andFinally(() -> busy.set(false)).start();
    }

    /**
     * Asked before the window closes: with unsaved edits, the person saves them, discards them
     * or goes on editing, the same question as before switching profile. True when the window
     * may close: nothing was unsaved, the edits were discarded, or they were saved whole.
     */
    boolean mayClose() {
        if (!dirty.get()) {
            return true;
        }
        return switch (askAboutEdits()) {
            case DISCARD -> true;
            case KEEP_EDITING -> false;
            case SAVE -> saveBeforeClosing();
        };
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

    /** The local copy of the contacts of the profile shown, as stored. */
    LocalCopyModel copy() {
        return copy;
    }

    /** The key as typed; never shown unmasked, cleared once stored. */
    StringProperty apiKey() {
        return apiKey;
    }

    ReadOnlyStringProperty keyState() {
        return keyState.getReadOnlyProperty();
    }

    /** Whether keys last only as long as Mailroom runs, for want of a keychain: the person must be told. */
    boolean noKeychain() {
        return service.keychainNotice().isPresent();
    }

    ReadOnlyObjectProperty<TestState> testState() {
        return testState.getReadOnlyProperty();
    }

    /** The test under way or passed, in words; empty when it failed, which {@link #testProblem} tells. */
    ReadOnlyStringProperty testResult() {
        return testResult.getReadOnlyProperty();
    }

    /** Why the last test failed, with the requestId when the service gave one; null otherwise. */
    ReadOnlyObjectProperty<Problem> testProblem() {
        return testProblem.getReadOnlyProperty();
    }

    /** What was last done, in a few words ("Saved “Production”."), empty once it no longer holds. */
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

    /** Something typed is not saved yet: a field or a key. What closing the window asks about. */
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
        return testHint;
    }

    // --- helpers

    /** Runs {@code next} when nothing typed is unsaved, or once the person had it saved or discarded. */
    private void leaveEditsThen(Runnable next) {
        if (!dirty.get()) {
            next.run();
            return;
        }
        switch (askAboutEdits()) {
            case SAVE -> save(next);
            case DISCARD -> next.run();
            case KEEP_EDITING -> { }
        }
    }

    private UnsavedEdits askAboutEdits() {
        Profile shown = editing.get();
        String message = shown.id() == null ? Messages.text("settings.unsaved.messageNew")
                : Messages.text("settings.unsaved.message", shown.name());
        return dialogs.choose(Messages.text("settings.unsaved.title"), message, List.of(
                new DialogService.Choice<>(UnsavedEdits.SAVE, Messages.text("settings.unsaved.save"), true),
                new DialogService.Choice<>(UnsavedEdits.DISCARD, Messages.text("settings.unsaved.discard"), false),
                new DialogService.Choice<>(UnsavedEdits.KEEP_EDITING, Messages.text("common.cancel"), false)))
                .orElse(UnsavedEdits.KEEP_EDITING);
    }

    /**
     * Saves, then runs {@code then}; returns the save under way, or empty when the rules refused
     * what was typed before anything was sent.
     */
    private Optional<CompletableFuture<Saved>> save(Runnable then) {
        Profile target = editing.get();
        Profile candidate = form.toProfile(target.id());
        List<FieldError> problems = problems(candidate);
        if (!problems.isEmpty()) {
            refuse(problems);
            return Optional.empty();
        }
        Optional<ApiKey> key = typedKey();
        boolean inUse = current.get();
        start();
        Task<Saved> saving = async.task(() -> store(candidate, key, inUse)).onSuccess(saved -> {
            Loaded loaded = saved.loaded();
            showList(loaded);
            if (editing.get() == target) {
                showProfile(loaded.selected());
                keyState.set(describe(loaded.keyState()));
                if (saved.keyFailure().isEmpty()) {
                    apiKey.set("");
                }
            }
            saved.keyFailure().ifPresentOrElse(this::problem, () -> {
                notice.set(stoppedKeepingCopyOnDisk(target, loaded.selected())
                        ? Messages.text("settings.notice.savedCopyInMemory", loaded.selected().name())
                        : Messages.text("settings.notice.saved", loaded.selected().name()));
                then.run();
            });
        }).onFailure(InvalidProfileException.class, invalid -> {
            // The rules were met here; the stored profiles changed meanwhile (a name taken elsewhere).
            if (editing.get() == target && !errors.show(invalid.errors()).isEmpty()) {
                problem(invalid);
            }
        });
        return Optional.of(expecting(saving).andFinally(() -> busy.set(false)).start());
    }

    /** Runs off the UI thread: the profile, then its key, then the session when it uses the profile. */
    private Saved store(Profile candidate, Optional<ApiKey> key, boolean inUse) {
        Profile stored = service.save(candidate);
        Optional<SecretStoreException> keyFailure = Optional.empty();
        if (key.isPresent()) {
            try {
                service.storeKey(stored, key.get());
            } catch (SecretStoreException e) {
                keyFailure = Optional.of(e);
            }
        }
        if (inUse) {
            session.switchTo(stored);
        }
        return new Saved(load(stored), keyFailure);
    }

    /**
     * The window closes only once the edits are stored, so this waits for the save: what is
     * written is a preference and a keychain entry, and a person who chose Save at Quit waits for it.
     */
    private boolean saveBeforeClosing() {
        Optional<CompletableFuture<Saved>> saving = save(() -> { });
        if (saving.isEmpty()) {
            return false;
        }
        try {
            return saving.get().get(SAVE_BEFORE_CLOSING.toMillis(), TimeUnit.MILLISECONDS).keyFailure().isEmpty();
        } catch (ExecutionException | TimeoutException e) {
            // The window stays open; the save's own handlers show its failure or its outcome.
            return false;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return false;
        }
    }

    /** What the profile's rules and the key's rule find wrong with what is typed. */
    private List<FieldError> problems(Profile candidate) {
        List<FieldError> found = new ArrayList<>();
        try {
            ProfileRules.check(candidate, profiles);
        } catch (InvalidProfileException invalid) {
            found.addAll(invalid.errors());
        }
        if (!apiKey.get().isBlank()) {
            try {
                ApiKey.of(apiKey.get());
            } catch (InvalidInputException e) {
                found.add(FieldError.of(e));
            }
        }
        return found;
    }

    /** Shows every problem at once; from then on each field's problem follows the typing. */
    private void refuse(List<FieldError> problems) {
        errors.touchAll();
        errors.show(problems);
    }

    /**
     * Each field's problem appears once the field was typed in and goes as soon as it is fixed, as
     * in the contact dialog; the rules are the service's own, checked here on what is typed.
     */
    private void checkWhileTyping() {
        whenTyped(form.name(), "name");
        whenTyped(form.baseUrl(), "baseUrl");
        whenTyped(form.apps(), "apps");
        whenTyped(form.senders(), "senders", "defaultSender");
        whenTyped(form.defaultSender(), "defaultSender");
        whenTyped(form.rateLimit(), "rateLimit");
        whenTyped(form.connectTimeout(), "connectTimeout");
        whenTyped(form.requestTimeout(), "requestTimeout");
        whenTyped(apiKey, "apiKey");
    }

    private void whenTyped(ObservableValue<?> value, String... fields) {
        value.addListener((observable, before, now) -> typed(fields));
    }

    private void whenTyped(ObservableList<?> rows, String... fields) {
        rows.addListener((ListChangeListener<Object>) change -> typed(fields));
    }

    private void typed(String... fields) {
        if (loading || editing.get() == null || readOnly.get()) {
            return;
        }
        errors.touch(fields);
        errors.follow(problems(form.toProfile(editing.get().id())));
    }

    /** Shows {@code profile} as saved, dropping whatever was typed for the one shown before. */
    private void open(Profile profile) {
        showProfile(profile);
        apiKey.set("");
        keyState.set("");
        expecting(async.task(() -> service.keyState(profile)).onSuccess(state -> {
            if (editing.get() == profile) {
                keyState.set(describe(state));
            }
        })).start();
    }

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

    /** A notice is about the profile it names: showing another one, or this one again from the store, ends it. */
    private void showProfile(Profile profile) {
        // The same profile read again from the store (after a save or a switch) keeps its connection
        // test, which may still be running: the test is about exactly these settings.
        boolean sameSettings = profile != null && profile.id() != null && profile.equals(editing.get());
        loading = true;
        try {
            editing.set(profile);
            form.load(profile);
        } finally {
            loading = false;
        }
        errors.reset();
        notice.set("");
        copy.show(profile);
        if (!sameSettings) {
            testState.set(TestState.IDLE);
            testResult.set("");
            testProblem.set(null);
        }
    }

    /** The save of {@code before} deleted its copy on disk (ProfileService.save): the person is told. */
    private static boolean stoppedKeepingCopyOnDisk(Profile before, Profile saved) {
        return before.id() != null && before.keepsCopyOnDisk() && !saved.keepsCopyOnDisk();
    }

    /** A command begins: the last one's notice no longer describes what is going on. */
    private void start() {
        notice.set("");
        busy.set(true);
    }

    /** The failures the profiles, their store and the keychain report, shown to the person in a dialog. */
    private <T> Task<T> expecting(Task<T> task) {
        return task.onFailure(ProfileException.class, this::problem)
                .onFailure(ProfileStoreException.class, this::problem)
                .onFailure(SecretStoreException.class, this::problem)
                .onFailure(SyncRunningException.class, this::problem)
                .onFailure(LocalCopyException.class, this::problem)
                .onFailure(SegmentException.class, this::problem);
    }

    /** The key typed, if any; spaces alone are no key. Checked by {@link #problems} before this. */
    private Optional<ApiKey> typedKey() {
        if (apiKey.get().isBlank()) {
            apiKey.set("");
            return Optional.empty();
        }
        return Optional.of(ApiKey.of(apiKey.get()));
    }

    private void testFailed(Profile target, RuntimeException failure) {
        if (target.equals(editing.get())) {
            testState.set(TestState.FAILED);
            testResult.set("");
            testProblem.set(Problem.of(failure));
        }
    }

    private String describe(KeyState state) {
        return switch (state) {
            case IN_KEYCHAIN -> Messages.text("settings.key.inKeychain", keychain(service.secrets().kind()));
            case SESSION_ONLY -> Messages.text("settings.key.sessionOnly");
            case MISSING -> Messages.text("settings.key.missing");
            case NOT_NEEDED -> Messages.text("settings.key.notNeeded");
        };
    }

    /** The store's name, to follow "Stored in". */
    static String keychain(SecretStoreKind kind) {
        return switch (kind) {
            case SECRET_SERVICE -> Messages.text("settings.keychain.secretService");
            case MACOS_KEYCHAIN -> Messages.text("settings.keychain.macos");
            case WINDOWS_CREDENTIAL_MANAGER -> Messages.text("settings.keychain.windows");
            case SESSION_MEMORY -> Messages.text("settings.keychain.sessionMemory");
        };
    }

    private static String passed(ConnectionCheck.Result result) {
        return Messages.text("settings.test.passed", result.total(), result.appId(), result.requestId());
    }

    private void problem(Throwable failure) {
        dialogs.problem(Problem.of(failure));
    }
}
