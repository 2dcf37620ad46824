package io.mailroom.ui.contacts;

import io.mailroom.api.ApiException;
import io.mailroom.api.Contact;
import io.mailroom.api.ContactLimits;
import io.mailroom.api.ContactPage;
import io.mailroom.api.ServiceClient;
import io.mailroom.service.BulkExecutor;
import io.mailroom.service.localcopy.ChangeJournal;
import io.mailroom.service.localcopy.ContactChanges;
import io.mailroom.service.localcopy.ContactCopy;
import io.mailroom.service.localcopy.ContactField;
import io.mailroom.service.localcopy.DamagedCopy;
import io.mailroom.service.localcopy.LocalCopyException;
import io.mailroom.service.localcopy.Sort;
import io.mailroom.service.localcopy.SyncReport;
import io.mailroom.service.localcopy.JobJournal;
import io.mailroom.service.localcopy.JobSummary;
import io.mailroom.service.localcopy.JournalEntry;
import io.mailroom.service.localcopy.SyncStamp;
import io.mailroom.service.transfer.MappingMemory;
import io.mailroom.service.Subscription;
import io.mailroom.service.profiles.AppRef;
import io.mailroom.service.profiles.Profile;
import io.mailroom.service.profiles.ProfileException;
import io.mailroom.service.profiles.Session;
import io.mailroom.service.secrets.SecretStoreException;
import io.mailroom.ui.common.Async;
import io.mailroom.ui.common.DialogService;
import io.mailroom.ui.common.KnownContacts;
import io.mailroom.ui.common.Messages;
import io.mailroom.ui.common.Problem;
import io.mailroom.ui.common.Settings;
import java.nio.file.Path;
import java.time.Instant;
import java.util.Collections;
import java.util.HashMap;
import java.util.HashSet;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.CancellationException;
import java.util.concurrent.CompletableFuture;
import java.util.function.Consumer;
import java.util.function.Supplier;
import javafx.beans.binding.Bindings;
import javafx.beans.binding.BooleanBinding;
import javafx.beans.binding.StringBinding;
import javafx.beans.property.BooleanProperty;
import javafx.beans.property.IntegerProperty;
import javafx.beans.property.LongProperty;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyIntegerProperty;
import javafx.beans.property.ReadOnlyLongProperty;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.SimpleBooleanProperty;
import javafx.beans.property.SimpleIntegerProperty;
import javafx.beans.property.SimpleLongProperty;
import javafx.beans.property.SimpleObjectProperty;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;
import javafx.beans.value.ObservableValue;
import javafx.collections.FXCollections;
import javafx.collections.ListChangeListener;
import javafx.collections.ObservableList;
import javafx.collections.transformation.FilteredList;

/**
 * The state of the contacts workspace and what can be done there, without any view: the
 * application, and either every one of its contacts from the local copy ({@link WholeList}, once a
 * sweep has completed) or one page of them as the service served it with the find filter over
 * that page; the sync of the copy ({@link Synchronisation}), and the requests that change the
 * contacts. Every request and every read of the copy runs through {@link Async}; answers that
 * arrive after a newer request was made are dropped, so what is shown is always what was last
 * asked for. What to ask the person before a delete and what to tell them after it is decided
 * here and put to them through the {@link DialogService}. State changes only on the UI thread.
 */
final class ContactsViewModel {

    /** What the table area shows when it is not loading. */
    enum Phase { READY, EMPTY, FAILED, NO_APP }

    static final List<Integer> PAGE_SIZES = List.of(50, 100, 200, ContactLimits.MAX_PAGE_SIZE);

    private final Session session;
    private final Async async;
    private final Settings.ContactsChoices kept;
    private final BulkChanges bulkChanges;
    private final Restoring restoring;
    private final ContactExporting exporting;
    private final KnownContacts known;
    private final DialogService dialogs;

    private final ObservableList<AppRef> apps = FXCollections.observableArrayList();
    private final ObjectProperty<AppRef> app = new SimpleObjectProperty<>();
    private final ObservableList<Contact> contacts = FXCollections.observableArrayList();
    private final FilteredList<Contact> found = new FilteredList<>(contacts);
    private final StringProperty find = new SimpleStringProperty("");
    private final IntegerProperty page = new SimpleIntegerProperty(1);
    private final ObjectProperty<Integer> pageSize = new SimpleObjectProperty<>(ContactLimits.DEFAULT_PAGE_SIZE);
    private final LongProperty total = new SimpleLongProperty(0);
    private final LongProperty pageCount = new SimpleLongProperty(1);
    private final BooleanProperty loading = new SimpleBooleanProperty(false);
    private final BooleanProperty loaded = new SimpleBooleanProperty(false);
    private final ObjectProperty<Phase> phase = new SimpleObjectProperty<>(Phase.READY);
    private final ObjectProperty<Problem> problem = new SimpleObjectProperty<>();
    private final StringProperty notice = new SimpleStringProperty("");
    private final StringProperty pagingNote = new SimpleStringProperty("");
    private final ObjectProperty<PageBreakdown> breakdown = new SimpleObjectProperty<>(PageBreakdown.EMPTY);
    private final WholeList whole;
    private final Synchronisation sync;
    private final ObjectProperty<SyncOutcome> syncOutcome = new SimpleObjectProperty<>();
    /** An import into the application on view that stopped before its every row was sent, and runs nowhere: offered to resume. */
    private final ObjectProperty<JobSummary> interruptedImport = new SimpleObjectProperty<>();
    /** Interrupted imports the person put away: not offered again while the screen lives, unless resumed and interrupted anew. */
    private final Set<String> importsPutAway = new HashSet<>();
    private final CopyOptions options;
    /** Copies whose damaged file was set aside and the person told: once each (docs/local-copy.md, "A damaged file"). */
    private final Set<ContactCopy> damageTold = Collections.newSetFromMap(new IdentityHashMap<>());
    /** Copies that could not be opened or read and the person told: the screen pages from the service instead. */
    private final Set<String> failureTold = new HashSet<>();

    /** The profile whose applications are offered; requests made for it never go to another. */
    private Profile shownProfile;
    /** The application the rows in {@link #contacts} belong to; null when none are shown. */
    private AppRef loadedApp;
    /**
     * The size the service paged the rows on view by, which need not be the size asked
     * (docs/decisions/020-paging-follows-the-service.md), and the application and size asked it was learnt for; null before a page.
     */
    private ServedSize served;
    private long generation;
    private boolean started;
    private boolean switching;
    private String revealAfterLoad;
    private Consumer<String> reveal = email -> { };
    /** The shown profile's local copy, once it was opened; null before, or when it could not be. */
    private ContactCopy copy;

    private final Subscription subscriptions;

    ContactsViewModel(Session session, Async async, Settings.ContactsChoices kept, BulkExecutor bulk, KnownContacts known,
                      DialogService dialogs, CopyOptions options) {
        this.session = session;
        this.dialogs = dialogs;
        this.known = known;
        this.async = async;
        this.kept = kept;
        this.options = options;
        this.bulkChanges = new BulkChanges(async, bulk);
        this.restoring = new Restoring(async, dialogs, bulkChanges, notice::set, this::refresh);
        this.exporting = new ContactExporting(async, dialogs, notice::set);
        this.whole = new WholeList(async, this::copyFailed);
        this.sync = new Synchronisation(async);
        int remembered = kept.pageSize().get();
        pageSize.set(PAGE_SIZES.contains(remembered) ? remembered : ContactLimits.DEFAULT_PAGE_SIZE);
        showProfile(session.profile());
        found.predicateProperty().bind(Bindings.createObjectBinding(() -> ContactSearch.matching(find.get()), find));
        contacts.addListener((ListChangeListener<Contact>) change -> {
            if (!whole.shownProperty().get()) {
                breakdown.set(PageBreakdown.of(contacts));
            }
        });
        whole.breakdownProperty().addListener((obs, old, now) ->
                breakdown.set(now == null ? PageBreakdown.of(contacts) : PageBreakdown.of(now, whole.filteredProperty().get())));
        find.addListener((obs, old, now) -> whole.find(now));
        whole.countedProperty().addListener((obs, old, now) -> wholeCounted());
        whole.totalProperty().addListener((obs, old, now) -> wholeCounted());
        app.addListener((obs, old, now) -> {
            if (!switching && now != null) {
                kept.app(profileKey(shownProfile), now.appId());
                notice.set("");
                load(1);
            }
        });
        pageSize.addListener((obs, old, now) -> pageSizeChanged(old, now));
        subscriptions = session.onSwitch(profile -> async.onUi(() -> profileSwitched(profile)));
    }

    /** Ends its subscriptions, when its screen stops: nothing calls it after that. A sync stops, to go on next time. */
    void close() {
        subscriptions.close();
        sync.cancel();
    }

    /** The screen came into view: the first time, load the first page. */
    void start() {
        if (!started) {
            started = true;
            load(1);
        }
    }

    void refresh() {
        load(page.get());
    }

    void firstPage() {
        goTo(1);
    }

    void previousPage() {
        goTo(Math.max(1, page.get() - 1));
    }

    void nextPage() {
        goTo((int) Math.min(pageCount.get(), page.get() + 1L));
    }

    void lastPage() {
        goTo((int) pageCount.get());
    }

    /** The person leaves the page: what the notice said ("…lists it on another page") was about the one left. */
    private void goTo(int requested) {
        if (requested != page.get()) {
            notice.set("");
        }
        load(requested);
    }

    /** Asks for one page; an answer to an older request is dropped when it comes. */
    void load(int requested) {
        long ticket = ++generation;
        AppRef current = app.get();
        if (current == null) {
            showRows(null, List.of());
            loading.set(false);
            phase.set(Phase.NO_APP);
            return;
        }
        if (!current.equals(loadedApp)) {
            // Rows of another application must not stay on view (nor be edited or deleted) while this one loads.
            whole.hide();
            showRows(null, List.of());
            total.set(0);
            pageCount.set(1);
        }
        int size = pageSize.get();
        page.set(requested);
        loading.set(true);
        Profile profile = shownProfile;
        Supplier<ServiceClient> client = clientFor(profile);
        // The copy is looked at first: once a sweep has completed it answers, and the service is not asked.
        async.task(() -> {
                    CopyLook look = CopyLook.at(() -> copies(profile), current.appId());
                    return new Loaded(look, look.synced() ? null : client.get().listContacts(current.appId(), requested, size).data());
                })
                .onSuccess(result -> {
                    if (ticket == generation) {
                        copyLooked(profile, result.look());
                        if (result.page() == null) {
                            showWhole(current, result.look());
                        } else {
                            pageArrived(current, requested, size, result.page());
                        }
                    }
                })
                .onFailure(ApiException.class, failure -> failedUnlessOvertaken(ticket, failure))
                .onFailure(ProfileException.class, failure -> failedUnlessOvertaken(ticket, failure))
                .onFailure(SecretStoreException.class, failure -> failedUnlessOvertaken(ticket, failure))
                .onFailure(CancellationException.class, failure -> failedUnlessOvertaken(ticket, failure))
                .andFinally(() -> {
                    // A newer request (the nearest page after a delete among them) keeps its own progress.
                    if (ticket == generation) {
                        loading.set(false);
                    }
                })
                .start();
    }

    private void failedUnlessOvertaken(long ticket, RuntimeException failure) {
        if (ticket == generation) {
            whole.hide();
            showRows(null, List.of());
            problem.set(Problem.of(failure));
            phase.set(Phase.FAILED);
        }
    }

    private void pageArrived(AppRef from, int requested, int asked, ContactPage result) {
        // A last or empty page may not tell the size served on its own: the one an earlier page showed then stands.
        int earlier = served != null && served.app().equals(from) && served.asked() == asked ? served.size() : asked;
        int servedSize = result.servedPageSize(asked, earlier);
        long pages = result.pagesAt(servedSize);
        if (result.list().isEmpty() && requested > 1 && requested > pages) {
            // The list got shorter (a delete, here or elsewhere): the last page is now the nearest one.
            load((int) pages);
            return;
        }
        whole.hide();
        showRows(from, result.list());
        known.remember(shownProfile, result.list());
        total.set(result.total());
        pageCount.set(pages);
        served = new ServedSize(from, asked, servedSize);
        // The whole page is shown and paging follows the service; the person learns why the count differs.
        pagingNote.set(servedSize == asked ? "" : Messages.text("contacts.pagingNote", servedSize, asked));
        problem.set(null);
        phase.set(result.total() == 0 && result.list().isEmpty() ? Phase.EMPTY : Phase.READY);
        if (revealAfterLoad != null) {
            String email = revealAfterLoad;
            revealAfterLoad = null;
            if (indexOf(email) >= 0) {
                reveal.accept(email);
            } else {
                notice.set(Messages.text("contacts.saved.elsewhere", email));
            }
        }
    }

    private void showRows(AppRef from, List<Contact> rows) {
        loadedApp = from;
        if (from == null) {
            pagingNote.set("");
        }
        contacts.setAll(rows);
        loaded.set(from != null);
    }

    /** Keeps the first contact of the current page in view: page 3 of 50 is page 2 of 100. */
    private void pageSizeChanged(Integer old, Integer now) {
        if (now == null || now.equals(old)) {
            return;
        }
        kept.pageSize().set(now);
        if (started) {
            long firstRow = (long) (page.get() - 1) * (old == null ? now : served == null ? old : served.size());
            load((int) (firstRow / now) + 1);
        }
    }

    private void profileSwitched(Profile profile) {
        bulkChanges.cancel();
        restoring.dismiss();
        sync.cancel();
        showProfile(profile);
        if (started) {
            load(1);
        }
    }

    private void showProfile(Profile profile) {
        switching = true;
        try {
            ++generation;
            shownProfile = profile;
            copy = null;
            syncOutcome.set(null);
            whole.hide();
            showRows(null, List.of());
            total.set(0);
            pageCount.set(1);
            page.set(1);
            served = null;
            problem.set(null);
            notice.set("");
            apps.setAll(profile.apps());
            String remembered = kept.app(profileKey(profile)).orElse(null);
            app.set(profile.apps().stream().filter(a -> a.appId().equals(remembered)).findFirst()
                    .orElse(profile.apps().isEmpty() ? null : profile.apps().getFirst()));
            phase.set(app.get() == null ? Phase.NO_APP : Phase.READY);
        } finally {
            switching = false;
        }
    }

    /**
     * The session's client, for requests meant for {@code profile}: once the session has switched
     * to another profile it refuses, so that a request meant for one account (a delete above all)
     * never reaches another.
     */
    private Supplier<ServiceClient> clientFor(Profile profile) {
        return () -> session.clientFor(profile);
    }

    /**
     * The same, for changes: each journalled in the profile's copy (docs/changes.md), opened if it
     * was not yet, and taken by it with its answer; a copy that cannot be opened stops the change
     * before it is sent. Called in the background only.
     */
    private Supplier<ContactChanges> changesFor(Profile profile) {
        return () -> new ContactChanges(session.clientFor(profile), Optional.of(new ChangeJournal(copies(profile))),
                failure -> async.onUi(() -> ownChangeNotKept(failure)));
    }

    private record ServedSize(AppRef app, int asked, int size) {
    }

    /** What {@link #load} found: the copy as looked at, and the page asked for when the copy had no completed sweep. */
    private record Loaded(CopyLook look, ContactPage page) {
    }

    /** The profile's local copy, opened on first use (docs/local-copy.md). Blocks: never on the UI thread. */
    private ContactCopy copies(Profile profile) {
        return session.profiles().copies().of(profile.id(), profile.keepsCopyOnDisk());
    }

    /** The copy was looked at: a damaged file set aside, or a copy that cannot be opened, is said once. */
    private void copyLooked(Profile profile, CopyLook look) {
        copy = look.copy();
        look.failure().ifPresent(failure -> {
            // The screen pages from the service as before; the person learns why the whole list is not offered.
            if (failureTold.add(profileKey(profile))) {
                dialogs.problem(Problem.of(failure));
            }
        });
        if (copy != null && copy.damaged().isPresent() && damageTold.add(copy)) {
            DamagedCopy damaged = copy.damaged().get();
            dialogs.info(Messages.text("contacts.copy.damaged.title"), Messages.text("contacts.copy.damaged.setAside",
                    damaged.file().toString(), damaged.setAsideAs().getFileName().toString(), damaged.reason()));
        }
    }

    /** Every contact of {@code current} from its copy, the last sweep complete; a copy older than the setting is refreshed meanwhile. */
    private void showWhole(AppRef current, CopyLook look) {
        SyncStamp stamp = look.stamp().orElseThrow();
        served = null;
        pagingNote.set("");
        problem.set(null);
        phase.set(Phase.READY);
        showRows(current, List.of());
        whole.show(look.copy(), current.appId(), stamp.syncedAt(), find.get());
        wholeCounted();
        lookForInterruptedImport();
        if (!sync.runningProperty().get() && options.refresh().getValue().due(stamp.syncedAt(), options.clock().instant())) {
            synchronise();
        }
    }

    private void wholeCounted() {
        if (whole.shownProperty().get() && phase.get() != Phase.FAILED) {
            phase.set(whole.countedProperty().get() && whole.totalProperty().get() == 0 ? Phase.EMPTY : Phase.READY);
        }
    }

    /**
     * A change the service took could not be written into the copy. Over the whole list, which
     * would not show it, that is said; under a page from the service the copy is not on view, and
     * the next sync puts it right.
     */
    private void ownChangeNotKept(LocalCopyException failure) {
        if (whole.shownProperty().get()) {
            copyFailed(failure);
        }
    }

    /** The copy could not be read: said in place of the rows, with Retry, like a page that failed. */
    private void copyFailed(LocalCopyException failure) {
        problem.set(Problem.of(failure));
        phase.set(Phase.FAILED);
    }

    /**
     * Gets every contact of the application on view into its local copy, in the background, while
     * the person goes on working on what is shown; a sweep cancelled earlier goes on where it stopped.
     */
    void synchronise() {
        startSync();
    }

    /** The same, with the sync's end (on the UI thread); empty when none was started: one runs already, or no application is on view. */
    private Optional<CompletableFuture<SyncReport>> startSync() {
        AppRef target = app.get();
        if (target == null || sync.runningProperty().get()) {
            return Optional.empty();
        }
        Profile profile = shownProfile;
        syncOutcome.set(null);
        CompletableFuture<SyncReport> started = sync.start(() -> copies(profile), target, clientFor(profile));
        started.whenComplete((report, failure) -> syncEnded(profile, target, report, failure));
        return Optional.of(started);
    }

    void cancelSync() {
        sync.cancel();
    }

    private void syncEnded(Profile profile, AppRef target, SyncReport report, Throwable failure) {
        if (profile != shownProfile) {
            // The switch cancelled it: nothing to say about another account's copy.
            return;
        }
        Instant now = options.clock().instant();
        if (failure == null) {
            syncOutcome.set(SyncOutcome.completed(report, target, now));
            if (target.equals(loadedApp) && whole.shownProperty().get()) {
                whole.show(copy, target.appId(), report.stamp().syncedAt(), find.get());
            } else if (target.equals(app.get())) {
                // The screen paged from the service until now: the whole list takes its place.
                load(1);
            }
        } else {
            syncOutcome.set(SyncOutcome.notCompleted(failure, target));
        }
    }

    /** Puts away what the last sync said. */
    void dismissSyncOutcome() {
        syncOutcome.set(null);
    }

    /** Shows why the last sync failed, with its requestId. */
    void explainSyncFailure() {
        SyncOutcome outcome = syncOutcome.get();
        if (outcome != null && outcome.problem() != null) {
            dialogs.problem(outcome.problem());
        }
    }

    /**
     * What the syncs of the application on view found changed, to look through: the sets its copy
     * keeps, the last sync's chosen first when it changed something, else the newest.
     */
    ChangeBrowser changes() {
        SyncOutcome outcome = syncOutcome.get();
        Long last = outcome == null || outcome.changes() == null ? null : outcome.changes().id();
        AppRef on = app.get();
        return new ChangeBrowser(async, on == null ? null : copy, on == null ? "" : on.appId(), last, options.clock().instant());
    }

    /** The selection becomes every contact the whole list's query matches, not only the rows selected. */
    void selectAllMatching() {
        if (whole.shownProperty().get()) {
            whole.allMatchingProperty().set(true);
        }
    }

    void clearAllMatching() {
        whole.allMatchingProperty().set(false);
    }

    /**
     * Sorts every contact of the whole list by {@code column}; the page's own sort is the
     * table's. Null keeps the copy's order.
     */
    void sortWhole(ContactColumn column, boolean ascending) {
        whole.sort(column == null ? null : new Sort(ContactField.ofSpecName(column.id).orElseThrow(), ascending));
    }

    private static String profileKey(Profile profile) {
        return profile.id() == null ? profile.name() : profile.id();
    }

    /** A dialog for a new contact in the application on view. */
    ContactEditorModel newContact() {
        return ContactEditorModel.create(app.get(), List.copyOf(apps), email -> indexOf(email) >= 0,
                changesFor(shownProfile), async, this::saved);
    }

    /** A dialog for one of the rows on view. */
    ContactEditorModel edit(Contact contact) {
        return ContactEditorModel.edit(loadedApp, contact, changesFor(shownProfile), async, this::saved);
    }

    /**
     * A save went through, and the local copy took it with its answer: an edit updates its row in
     * place, a new contact is looked for on a fresh page (over the whole list, the copy shows both).
     */
    void saved(ContactEditorModel.Saved saved) {
        notice.set(saved.app().equals(app.get()) ? Messages.text("contacts.saved", saved.emailAddress())
                : Messages.text("contacts.saved.inApp", saved.emailAddress(), saved.app().displayName()));
        if (whole.shownProperty().get() && saved.app().equals(loadedApp)) {
            whole.reload();
        }
        if (whole.shownProperty().get() || !saved.app().equals(loadedApp)) {
            return;
        }
        int index = indexOf(saved.emailAddress());
        if (saved.mode() == ContactEditorModel.Mode.EDIT && index >= 0) {
            contacts.set(index, contacts.get(index).withData(saved.data()));
            reveal.accept(saved.emailAddress());
        } else {
            revealAfterLoad = saved.emailAddress();
            refresh();
        }
    }

    /**
     * Asks before deleting the contacts chosen, naming them and their application, and deletes
     * them if the person says so. A delete of several, or one that did not go through, ends with
     * its summary; a single contact deleted says so in the notice only. Empty when nothing was
     * deleted: nothing chosen, a delete already running, or the person declined.
     */
    CompletableFuture<Optional<DeleteSummary>> askToDelete(List<Contact> chosen) {
        if (chosen.isEmpty() || loadedApp == null || bulkChanges.state().runningProperty().get()) {
            return CompletableFuture.completedFuture(Optional.empty());
        }
        return askThenDelete(DeleteQuestion.about(chosen, loadedApp, shownProfile.keepsCopyOnDisk()), chosen.stream().map(Contact::emailAddress).toList(), chosen);
    }

    /**
     * The same for rows of the whole list, by their places in it: a selection may span rows not
     * read (or no longer held), so they are read from the copy first.
     */
    CompletableFuture<Optional<DeleteSummary>> askToDeleteRows(List<Integer> indices) {
        if (indices.isEmpty() || !whole.shownProperty().get() || bulkChanges.state().runningProperty().get()) {
            return CompletableFuture.completedFuture(Optional.empty());
        }
        CompletableFuture<Optional<DeleteSummary>> asked = new CompletableFuture<>();
        WholeList.Reader reader = whole.reader();
        async.task(() -> reader.rowsAt(indices))
                .onSuccess(rows -> askToDelete(rows).thenAccept(asked::complete))
                .onFailure(LocalCopyException.class, failure -> {
                    copyFailed(failure);
                    asked.complete(Optional.empty());
                })
                .start();
        return asked;
    }

    /**
     * The same for every contact the whole list's query matches ("select all 4,312 matching"):
     * the question names how many and the first few addresses.
     */
    CompletableFuture<Optional<DeleteSummary>> askToDeleteAllMatching() {
        if (!whole.shownProperty().get() || bulkChanges.state().runningProperty().get()) {
            return CompletableFuture.completedFuture(Optional.empty());
        }
        return addressesOfAllMatching().thenCompose(addresses -> addresses.isEmpty()
                ? CompletableFuture.completedFuture(Optional.empty())
                : askThenDelete(DeleteQuestion.aboutAll(addresses, loadedApp, shownProfile.keepsCopyOnDisk()), addresses, List.of()));
    }

    /** Exports what the screen shows: every contact the whole list's query matches (docs/contacts.md, "Export"). */
    void exportList() {
        if (loadedApp != null) {
            exporting.exportList(whole, loadedApp.appId());
        }
    }

    /**
     * Exports the selection: every matching contact, the whole list's rows at {@code indices}, or,
     * when a page from the service is on view, the {@code pageRows} selected of it.
     */
    void exportSelected(List<Integer> indices, List<Contact> pageRows) {
        if (loadedApp == null) {
            return;
        }
        if (!whole.shownProperty().get()) {
            exporting.exportContacts(pageRows, loadedApp.appId());
        } else if (whole.allMatchingProperty().get()) {
            exporting.exportAllMatching(whole, loadedApp.appId());
        } else {
            exporting.exportRows(whole, loadedApp.appId(), indices);
        }
    }

    /**
     * The import wizard for the application on view (docs/import.md, "Desktop"), or empty when there
     * is nothing to import into: without a completed sync of its local copy the person is told to
     * synchronise first, as for an export, since the file is compared with the whole list.
     */
    Optional<ImportWizard> importWizard() {
        if (!copyOnView()) {
            return Optional.empty();
        }
        AppRef target = loadedApp;
        ContactCopy into = copy;
        return Optional.of(new ImportWizard(async, dialogs, into, clientFor(shownProfile), freshCopyOf(target),
                new MappingMemory(session.profiles().copies().files().dataDirectory()), target.appId(), () -> {
                    if (copy == into && target.equals(loadedApp) && whole.shownProperty().get()) {
                        whole.reload();
                    }
                }, this::lookForInterruptedImport));
    }

    /**
     * The copy of {@code target} made as fresh as the setting asks before the wizard compares a file
     * with it (docs/import.md, "Desktop"): the sync under way is waited for; a copy older than the
     * setting is synchronised first, as on opening; a sync that does not complete leaves the copy as
     * it was, and the preview says so.
     */
    private ImportWizard.FreshCopy freshCopyOf(AppRef target) {
        return new ImportWizard.FreshCopy() {
            /** One sync started per wizard: offline, each Back and Next would start another that fails. */
            private boolean started;

            @Override
            public CompletableFuture<String> refreshed() {
                Instant now = options.clock().instant();
                Instant syncedAt = whole.syncedAtProperty().get();
                Optional<CompletableFuture<SyncReport>> underWay = sync.underWay().filter(running -> target.equals(sync.appProperty().get()));
                if (underWay.isEmpty() && !started && target.equals(app.get()) && syncedAt != null
                        && options.refresh().getValue().due(syncedAt, now)) {
                    started = true;
                    underWay = startSync();
                }
                if (underWay.isEmpty()) {
                    return CompletableFuture.completedFuture(Messages.text("contacts.import.preview.copyAt", RecentMoment.of(syncedAt, now)));
                }
                return underWay.get().handle((report, failure) -> failure == null
                        ? Messages.text("contacts.import.preview.copyAt", RecentMoment.of(report.stamp().syncedAt(), options.clock().instant()))
                        : Messages.text("contacts.import.preview.staleCopy", SyncOutcome.notCompleted(failure, target).text(),
                                RecentMoment.of(syncedAt, options.clock().instant())));
            }

            @Override
            public CompletableFuture<Void> synchronised() {
                CompletableFuture<Void> ended = new CompletableFuture<>();
                syncAfresh(target, ended);
                return ended;
            }

            @Override
            public ObservableValue<String> progress() {
                return sync.text();
            }

            @Override
            public void stopSync() {
                cancelSync();
            }
        };
    }

    /**
     * Synchronises {@code target} once no sync runs, completing {@code ended} with its end: a sync
     * under way may have read the list too early for whoever asks, so it is let finish first.
     */
    private void syncAfresh(AppRef target, CompletableFuture<Void> ended) {
        Optional<CompletableFuture<SyncReport>> running = sync.underWay();
        if (running.isPresent()) {
            // A sync's run ends just after its future completed: look again once the UI thread is free.
            running.get().whenComplete((report, failure) -> async.onUi(() -> syncAfresh(target, ended)));
            return;
        }
        Optional<CompletableFuture<SyncReport>> begun = target.equals(app.get()) ? startSync() : Optional.empty();
        if (begun.isEmpty()) {
            ended.completeExceptionally(new IllegalStateException(target.appId() + " is not the application on view"));
            return;
        }
        begun.get().whenComplete((report, failure) -> {
            if (failure == null) {
                ended.complete(null);
            } else {
                ended.completeExceptionally(failure);
            }
        });
    }

    /**
     * Looks in the job journal of the copy on view for an import into its application that was
     * interrupted (paused, cancelled, or its process ended) and that no run holds now, to offer it.
     */
    void lookForInterruptedImport() {
        interruptedImport.set(null);
        AppRef target = loadedApp;
        ContactCopy on = copy;
        if (target == null || on == null || !whole.shownProperty().get()) {
            return;
        }
        Set<String> putAway = Set.copyOf(importsPutAway);
        async.task(() -> new JobJournal(on).list(Optional.of(target.appId())).stream()
                        .filter(job -> job.state() == JobSummary.State.INTERRUPTED && !putAway.contains(job.id())).findFirst())
                .onSuccess(found -> {
                    if (target.equals(loadedApp) && on == copy) {
                        interruptedImport.set(found.orElse(null));
                    }
                })
                .onFailure(LocalCopyException.class, this::copyFailed)
                .start();
    }

    void dismissInterruptedImport() {
        JobSummary offered = interruptedImport.get();
        if (offered != null) {
            importsPutAway.add(offered.id());
        }
        interruptedImport.set(null);
    }

    ReadOnlyObjectProperty<JobSummary> interruptedImportProperty() {
        return interruptedImport;
    }

    /** Whether the whole list of an application is on view from its copy; if not, the person is told to synchronise first. */
    private boolean copyOnView() {
        if (loadedApp == null) {
            return false;
        }
        if (!whole.shownProperty().get() || copy == null) {
            dialogs.info(Messages.text("contacts.import.needsCopy.title"),
                    Messages.text("contacts.import.needsCopy", loadedApp.appId(), Synchronisation.shortcutText()));
            return false;
        }
        return true;
    }

    /** The past imports of the application on view, from the journal in its copy; empty without a copy on view. */
    Optional<PastImports> pastImports() {
        return copyOnView() ? Optional.of(new PastImports(async, copy, loadedApp.appId())) : Optional.empty();
    }

    /** The wizard on the run step, sending what the job {@code jobId} has not sent and its failed rows again. */
    Optional<ImportWizard> resumeImport(String jobId) {
        importsPutAway.remove(jobId);
        Optional<ImportWizard> wizard = importWizard();
        wizard.ifPresent(resumed -> resumed.resume(jobId));
        return wizard;
    }

    /**
     * Starts an import into the application on view: of {@code dropped} when a file was dropped on
     * the screen, else of the file the person chooses. Empty when there is nothing to import into
     * or no file was chosen; else the wizard, already reading the file in the background.
     */
    Optional<ImportWizard> importFile(Optional<Path> dropped) {
        Optional<ImportWizard> wizard = importWizard();
        if (wizard.isEmpty()) {
            return Optional.empty();
        }
        Optional<Path> file = dropped.or(() -> dialogs.pickFile(new DialogService.FileRequest(Messages.text("contacts.import.choose"), false,
                null, List.of(new DialogService.FileKind(Messages.text("contacts.import.kind"), List.of("*.csv", "*.txt"))))));
        file.ifPresent(wizard.get()::open);
        return file.isPresent() ? wizard : Optional.empty();
    }

    void cancelExport() {
        exporting.cancel();
    }

    ContactExporting exporting() {
        return exporting;
    }

    /** Every address the whole list's query matches, in its order, read in the background; none when the copy could not be read. */
    CompletableFuture<List<String>> addressesOfAllMatching() {
        CompletableFuture<List<String>> read = new CompletableFuture<>();
        WholeList.Reader reader = whole.reader();
        async.task(reader::addresses)
                .onSuccess(read::complete)
                .onFailure(LocalCopyException.class, failure -> {
                    copyFailed(failure);
                    read.complete(List.of());
                })
                .start();
        return read;
    }

    private CompletableFuture<Optional<DeleteSummary>> askThenDelete(DeleteQuestion question, List<String> addresses, List<Contact> shown) {
        if (!dialogs.confirm(question.title(), question.message(), Messages.text("contacts.delete.action"))) {
            return CompletableFuture.completedFuture(Optional.empty());
        }
        return deleteAddresses(addresses, shown).thenApply(summary -> {
            if (addresses.size() > 1 || !summary.allDeleted()) {
                dialogs.summary(summary.title(), summary.message(), summary.problems());
            }
            return Optional.of(summary);
        });
    }

    /**
     * Deletes the contacts through the bulk executor, then reloads the page where it was. The
     * future completes on the UI thread once the page has been asked for again.
     */
    CompletableFuture<DeleteSummary> delete(List<Contact> chosen) {
        if (loadedApp == null || chosen.isEmpty()) {
            throw new IllegalStateException("nothing on view to delete");
        }
        return deleteAddresses(chosen.stream().map(Contact::emailAddress).toList(), chosen);
    }

    /**
     * Deletes these addresses of the application on view, each journalled with what the copy, or
     * else {@code shown}, held (the trash keeps it), and dropped from the copy as the service
     * deletes it; then what is shown is read again where it was (the page, or the whole list).
     */
    private CompletableFuture<DeleteSummary> deleteAddresses(List<String> addresses, List<Contact> shown) {
        AppRef from = loadedApp;
        // The last delete's result is not this one's.
        notice.set("");
        Map<String, Contact> byAddress = new HashMap<>();
        shown.forEach(contact -> byAddress.put(contact.emailAddress(), contact));
        String jobId = ContactChanges.newJobId("delete");
        Supplier<ContactChanges> changes = changesFor(shownProfile);
        return bulkChanges.start(BulkChanges.DELETING, List.copyOf(addresses),
                address -> changes.get().delete(from.appId(), address, byAddress.get(address), jobId)).thenApply(report -> {
            DeleteSummary summary = DeleteSummary.of(report);
            restoring.deleted(jobId, from.appId(), report);
            notice.set(summary.title());
            whole.allMatchingProperty().set(false);
            if (from.equals(app.get())) {
                refresh();
            }
            return summary;
        });
    }

    /** Stops the delete or restore running: what is on the wire finishes. */
    void cancelBulkChange() {
        bulkChanges.cancel();
    }

    /** Undoes the last delete, offered after it: its contacts are made again from the journal. */
    void undoLastDelete() {
        Profile profile = shownProfile;
        restoring.undo(() -> copies(profile), changesFor(profile));
    }

    /** Restores the trash's deletes chosen (docs/changes.md, "The trash"). */
    CompletableFuture<Void> restore(List<JournalEntry> deletes) {
        return restoring.restore(deletes, changesFor(shownProfile));
    }

    /** The trash of the application on view, from the journal in the profile's copy, opened in the background if need be. */
    Optional<DeletedContacts> deletedContacts() {
        Profile profile = shownProfile;
        return loadedApp == null ? Optional.empty() : Optional.of(new DeletedContacts(async, () -> copies(profile), loadedApp.appId()));
    }

    Restoring restoring() {
        return restoring;
    }

    /** Told which contact to bring into view after a save. */
    void onReveal(Consumer<String> listener) {
        this.reveal = listener;
    }

    private int indexOf(String email) {
        for (int i = 0; i < contacts.size(); i++) {
            if (contacts.get(i).emailAddress().equalsIgnoreCase(email)) {
                return i;
            }
        }
        return -1;
    }

    /** The profile whose applications are offered; requests made for it never go to another. */
    Profile profile() {
        return shownProfile;
    }

    ObservableList<AppRef> apps() {
        return apps;
    }

    ObjectProperty<AppRef> appProperty() {
        return app;
    }

    /** The loaded page, as the service served it. */
    ObservableList<Contact> contacts() {
        return contacts;
    }

    /** The loaded page, filtered by {@link #findProperty()}. */
    FilteredList<Contact> found() {
        return found;
    }

    StringProperty findProperty() {
        return find;
    }

    ReadOnlyIntegerProperty pageProperty() {
        return page;
    }

    ObjectProperty<Integer> pageSizeProperty() {
        return pageSize;
    }

    ReadOnlyLongProperty totalProperty() {
        return total;
    }

    ReadOnlyLongProperty pageCountProperty() {
        return pageCount;
    }

    ReadOnlyBooleanProperty loadingProperty() {
        return loading;
    }

    ReadOnlyObjectProperty<Phase> phaseProperty() {
        return phase;
    }

    ReadOnlyObjectProperty<Problem> problemProperty() {
        return problem;
    }

    ReadOnlyStringProperty noticeProperty() {
        return notice;
    }

    /** How the service pages, when not by the size asked; empty when it pages as asked or no rows are on view. */
    ReadOnlyStringProperty pagingNoteProperty() {
        return pagingNote;
    }

    ReadOnlyObjectProperty<PageBreakdown> breakdownProperty() {
        return breakdown;
    }

    /** The delete or restore of many contacts, one at a time. */
    BulkChanges bulkChanges() {
        return bulkChanges;
    }

    /** Every contact of the application from its local copy, when a sweep has completed. */
    WholeList whole() {
        return whole;
    }

    Synchronisation sync() {
        return sync;
    }

    /** What the last sync of the copy said, until put away; null when there is nothing to say. */
    ReadOnlyObjectProperty<SyncOutcome> syncOutcomeProperty() {
        return syncOutcome;
    }

    /** The offer to get the whole list, while the screen pages from the service and no sync runs. */
    BooleanBinding offerShown() {
        return Bindings.createBooleanBinding(() -> loaded.get() && !whole.shownProperty().get() && !sync.runningProperty().get()
                        && total.get() > 0 && syncOutcome.get() == null,
                loaded, whole.shownProperty(), sync.runningProperty(), total, syncOutcome);
    }

    StringBinding offerText() {
        return Bindings.createStringBinding(() -> Messages.text("contacts.offer", total.get()), total);
    }

    /** "Synchronised today at 10:04": when the whole list on view was last made the service's. */
    StringBinding syncedText() {
        return Bindings.createStringBinding(() -> whole.shownProperty().get() && whole.syncedAtProperty().get() != null
                        ? Messages.text("contacts.copy.synced", RecentMoment.of(whole.syncedAtProperty().get(), options.clock().instant()))
                        : "",
                whole.shownProperty(), whole.syncedAtProperty());
    }

    /** Rows of an application are on view: they can be edited and deleted. */
    BooleanBinding hasRows() {
        return Bindings.createBooleanBinding(() -> loaded.get()
                        && (whole.shownProperty().get() ? whole.matchingProperty().get() > 0 : !contacts.isEmpty()),
                loaded, contacts, whole.shownProperty(), whole.matchingProperty());
    }

    BooleanBinding canGoBack() {
        return page.greaterThan(1);
    }

    BooleanBinding canGoForward() {
        return Bindings.createBooleanBinding(() -> page.get() < pageCount.get(), page, pageCount);
    }

    StringBinding pageText() {
        return Bindings.createStringBinding(() -> Messages.text("contacts.page", page.get(), pageCount.get()), page, pageCount);
    }

    /** The total, or over the whole list what matches of it: "4,312 of 100,000 contacts", always in view. */
    StringBinding totalText() {
        return Bindings.createStringBinding(() -> {
            if (!loaded.get()) {
                return "";
            }
            if (!whole.shownProperty().get()) {
                return Messages.text("contacts.count", total.get());
            }
            if (!whole.countedProperty().get()) {
                return "";
            }
            long all = whole.totalProperty().get();
            return whole.filteredProperty().get() ? Messages.text("contacts.matching", whole.matchingProperty().get(), all)
                    : Messages.text("contacts.count", all);
        }, loaded, total, whole.shownProperty(), whole.countedProperty(), whole.totalProperty(), whole.matchingProperty(),
                whole.filteredProperty());
    }

    StringBinding emptyText() {
        return Bindings.createStringBinding(() -> phase.get() == Phase.NO_APP || app.get() == null
                        ? Messages.text("contacts.empty.noApp", shownProfile.name())
                        : Messages.text("contacts.empty.app", app.get().label()),
                phase, app);
    }
}
