package io.mailroom.ui.contacts;

import io.mailroom.api.ApiException;
import io.mailroom.api.Contact;
import io.mailroom.api.ContactLimits;
import io.mailroom.api.ContactPage;
import io.mailroom.api.ServiceClient;
import io.mailroom.service.BulkExecutor;
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
import java.util.List;
import java.util.Optional;
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
import javafx.collections.FXCollections;
import javafx.collections.ListChangeListener;
import javafx.collections.ObservableList;
import javafx.collections.transformation.FilteredList;

/**
 * The state of the contacts workspace and what can be done there, without any view: the
 * application, one page of its contacts as the service served it, the find filter over that
 * page, and the requests that change it. Every request runs through {@link Async}; answers
 * that arrive after a newer request was made are dropped, so the page shown is always the
 * one last asked for. What to ask the person before a delete and what to tell them after it is
 * decided here and put to them through the {@link DialogService}. State changes only on the UI thread.
 */
final class ContactsViewModel {

    /** What the table area shows when it is not loading. */
    enum Phase { READY, EMPTY, FAILED, NO_APP }

    static final List<Integer> PAGE_SIZES = List.of(50, 100, 200, ContactLimits.MAX_PAGE_SIZE);

    private final Session session;
    private final Async async;
    private final Settings.ContactsChoices kept;
    private final ContactDeletion deletion;
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

    private final Subscription subscriptions;

    ContactsViewModel(Session session, Async async, Settings.ContactsChoices kept, BulkExecutor bulk, KnownContacts known,
                      DialogService dialogs) {
        this.session = session;
        this.dialogs = dialogs;
        this.known = known;
        this.async = async;
        this.kept = kept;
        this.deletion = new ContactDeletion(async, bulk);
        int remembered = kept.pageSize().get();
        pageSize.set(PAGE_SIZES.contains(remembered) ? remembered : ContactLimits.DEFAULT_PAGE_SIZE);
        showProfile(session.profile());
        found.predicateProperty().bind(Bindings.createObjectBinding(() -> ContactSearch.matching(find.get()), find));
        contacts.addListener((ListChangeListener<Contact>) change -> breakdown.set(PageBreakdown.of(contacts)));
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

    /** Ends its subscriptions, when its screen stops: nothing calls it after that. */
    void close() {
        subscriptions.close();
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
            showRows(null, List.of());
            total.set(0);
            pageCount.set(1);
        }
        int size = pageSize.get();
        page.set(requested);
        loading.set(true);
        Supplier<ServiceClient> client = clientFor(shownProfile);
        async.task(() -> client.get().listContacts(current.appId(), requested, size).data())
                .onSuccess(result -> {
                    if (ticket == generation) {
                        pageArrived(current, requested, size, result);
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
        deletion.cancel();
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

    private record ServedSize(AppRef app, int asked, int size) {
    }

    private static String profileKey(Profile profile) {
        return profile.id() == null ? profile.name() : profile.id();
    }

    /** A dialog for a new contact in the application on view. */
    ContactEditorModel newContact() {
        return ContactEditorModel.create(app.get(), List.copyOf(apps), email -> indexOf(email) >= 0,
                clientFor(shownProfile), async, this::saved);
    }

    /** A dialog for one of the rows on view. */
    ContactEditorModel edit(Contact contact) {
        return ContactEditorModel.edit(loadedApp, contact, clientFor(shownProfile), async, this::saved);
    }

    /** A save went through: an edit updates its row in place, a new contact is looked for on a fresh page. */
    void saved(ContactEditorModel.Saved saved) {
        notice.set(saved.app().equals(app.get()) ? Messages.text("contacts.saved", saved.emailAddress())
                : Messages.text("contacts.saved.inApp", saved.emailAddress(), saved.app().displayName()));
        if (!saved.app().equals(loadedApp)) {
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
        if (chosen.isEmpty() || loadedApp == null || deletion.runningProperty().get()) {
            return CompletableFuture.completedFuture(Optional.empty());
        }
        DeleteQuestion question = DeleteQuestion.about(chosen, loadedApp);
        if (!dialogs.confirm(question.title(), question.message(), Messages.text("contacts.delete.action"))) {
            return CompletableFuture.completedFuture(Optional.empty());
        }
        return delete(chosen).thenApply(summary -> {
            if (chosen.size() > 1 || !summary.allDeleted()) {
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
        AppRef from = loadedApp;
        if (from == null || chosen.isEmpty()) {
            throw new IllegalStateException("nothing on view to delete");
        }
        // The last delete's result is not this one's.
        notice.set("");
        return deletion.start(from.appId(), List.copyOf(chosen), clientFor(shownProfile)).thenApply(report -> {
            DeleteSummary summary = DeleteSummary.of(report);
            notice.set(summary.title());
            if (from.equals(app.get())) {
                refresh();
            }
            return summary;
        });
    }

    void cancelDelete() {
        deletion.cancel();
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

    ContactDeletion deletion() {
        return deletion;
    }

    /** Rows of an application are on view: they can be edited and deleted. */
    BooleanBinding hasRows() {
        return Bindings.createBooleanBinding(() -> loaded.get() && !contacts.isEmpty(), loaded, contacts);
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

    StringBinding totalText() {
        return Bindings.createStringBinding(() -> loaded.get() ? Messages.text("contacts.count", total.get()) : "", loaded, total);
    }

    StringBinding emptyText() {
        return Bindings.createStringBinding(() -> phase.get() == Phase.NO_APP || app.get() == null
                        ? Messages.text("contacts.empty.noApp", shownProfile.name())
                        : Messages.text("contacts.empty.app", app.get().label()),
                phase, app);
    }
}
