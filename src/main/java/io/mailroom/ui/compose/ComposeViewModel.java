package io.mailroom.ui.compose;

import io.mailroom.api.ApiException;
import io.mailroom.api.Contact;
import io.mailroom.api.ContactStatus;
import io.mailroom.api.InputRule;
import io.mailroom.api.InputRules;
import io.mailroom.api.InvalidInputException;
import io.mailroom.api.SendOutcomeUnknownException;
import io.mailroom.service.Subscription;
import io.mailroom.service.Unreadable;
import io.mailroom.service.compose.Draft;
import io.mailroom.service.compose.DraftStore;
import io.mailroom.service.compose.EmailSending;
import io.mailroom.service.compose.LocalDataException;
import io.mailroom.service.compose.Placeholders;
import io.mailroom.service.compose.SentEmail;
import io.mailroom.service.localcopy.ContactQueries;
import io.mailroom.service.localcopy.LocalCopyException;
import io.mailroom.service.profiles.Profile;
import io.mailroom.service.profiles.Session;
import io.mailroom.ui.common.Async;
import io.mailroom.ui.common.ContactName;
import io.mailroom.ui.common.Debouncer;
import io.mailroom.ui.common.DialogService.Choice;
import io.mailroom.ui.common.DialogService;
import io.mailroom.ui.common.FieldWords;
import io.mailroom.ui.common.Formats;
import io.mailroom.ui.common.KnownContacts;
import io.mailroom.ui.common.Messages;
import io.mailroom.ui.common.Problem;
import io.mailroom.ui.common.ProblemWords;
import java.text.ListFormat;
import java.time.Clock;
import java.time.ZoneId;
import java.time.format.DateTimeFormatter;
import java.time.format.DateTimeFormatterBuilder;
import java.time.temporal.ChronoField;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.function.Consumer;
import javafx.beans.Observable;
import javafx.beans.binding.Bindings;
import javafx.beans.binding.BooleanBinding;
import javafx.beans.binding.ObjectBinding;
import javafx.beans.binding.StringBinding;
import javafx.beans.property.BooleanProperty;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.SimpleBooleanProperty;
import javafx.beans.property.SimpleObjectProperty;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;
import javafx.beans.value.ObservableValue;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;

/**
 * The email being written and what can be done with it, without any view. Everything typed is
 * kept as a named draft a moment after typing pauses ({@link DraftWriter}), so a crash, a failed
 * request or a closed window loses nothing. A send goes out once: the form is locked while it
 * runs, and an answer that never came is reported as "may have been sent", never sent again
 * unless the person says so. State changes only on the UI thread.
 */
final class ComposeViewModel {

    /** A new draft's name, which is also its file's: the moment it was named, sortable. */
    static final DateTimeFormatter DRAFT_NAME_TIME = new DateTimeFormatterBuilder().append(DateTimeFormatter.ISO_LOCAL_DATE)
            .appendLiteral(' ').appendValue(ChronoField.HOUR_OF_DAY, 2).appendLiteral(':').appendValue(ChronoField.MINUTE_OF_HOUR, 2)
            .appendLiteral(':').appendValue(ChronoField.SECOND_OF_MINUTE, 2).toFormatter(Locale.ROOT);

    private final Session session;
    private final Async async;
    private final EmailSending sending;
    private final KnownContacts known;
    private final Debouncer autosave;
    private final Clock clock;
    private final DraftWriter writer;
    private final DialogService dialogs;

    private final StringProperty from = new SimpleStringProperty("");
    private final StringProperty to = new SimpleStringProperty("");
    private final StringProperty subject = new SimpleStringProperty("");
    private final StringProperty body = new SimpleStringProperty("");
    private final BooleanProperty html = new SimpleBooleanProperty(false);
    private final ObjectProperty<Map<String, String>> fields = new SimpleObjectProperty<>(Map.of());
    private final ObservableList<String> senders = FXCollections.observableArrayList();

    private final StringBinding fromError = problem(() -> InputRules.email("from", from.get()), from);
    private final StringBinding toError = problem(() -> recipient(to.get()), to);
    private final StringBinding subjectError = problem(() -> InputRules.subject(subject.get()), subject);
    private final StringBinding bodyError = problem(() -> InputRules.body(body.get()), body);
    private final BooleanBinding valid = Bindings.createBooleanBinding(
            () -> fromError.get().isEmpty() && toError.get().isEmpty() && subjectError.get().isEmpty() && bodyError.get().isEmpty(),
            fromError, toError, subjectError, bodyError);
    private final ObjectBinding<List<String>> unfilled = Bindings.createObjectBinding(
            () -> fill().unfilled(), subject, body, html, fields);
    private final BooleanProperty showAllErrors = new SimpleBooleanProperty(false);

    private final BooleanProperty sendingNow = new SimpleBooleanProperty(false);
    private final ObjectProperty<SendNotice> notice = new SimpleObjectProperty<>();
    private final ObservableList<Draft> drafts = FXCollections.observableArrayList();
    private final StringProperty draftName = new SimpleStringProperty();
    private final StringProperty saveState = new SimpleStringProperty("");
    private final StringProperty fileNotice = new SimpleStringProperty("");
    private final List<Runnable> sendEnded = new CopyOnWriteArrayList<>();
    private final List<Consumer<String>> historyWanted = new CopyOnWriteArrayList<>();

    /** "Email this contact" chosen while an email was being sent: started once that send has gone. */
    private Contact contactAfterSend;
    /** True while the form is filled by Mailroom rather than typed: that is no edit to keep. */
    private boolean filling;
    /** True once the person changed the form since it was last shown or kept: only then is it written again. */
    private boolean dirty;
    private boolean started;

    private final Subscription subscriptions;

    ComposeViewModel(Session session, Async async, DraftStore store, EmailSending sending, KnownContacts known,
                     Debouncer autosave, Clock clock, DialogService dialogs) {
        this.session = session;
        this.async = async;
        this.sending = sending;
        this.known = known;
        this.autosave = autosave;
        this.clock = clock;
        this.writer = new DraftWriter(store, async);
        this.dialogs = dialogs;
        showSenders(session.profile(), true);
        // Change listeners, not invalidation ones: an invalidation listener is not told again until someone reads the value.
        for (ObservableValue<?> typed : List.<ObservableValue<?>>of(from, to, subject, body, html, fields)) {
            typed.addListener((observable, before, now) -> edited());
        }
        to.addListener((obs, old, now) -> recipientChanged(now));
        subscriptions = session.onSwitch(profile -> async.onUi(() -> showSenders(profile, false)));
    }

    /** Ends its subscriptions, when its screen stops: nothing calls it after that. */
    void close() {
        subscriptions.close();
    }

    /**
     * What the last send came to, shown until the next send or until dismissed: sent, failed (with
     * the problem to show), or may have been sent.
     */
    record SendNotice(Kind kind, String title, String text, Problem problem, String requestId, String to) {

        enum Kind { SENT, FAILED, MAY_HAVE_BEEN_SENT }
    }

    /** The answers to "send the email again?" after an outcome nobody knows. */
    enum Again { CHECK_HISTORY, KEEP_EDITING, SEND_AGAIN }

    StringProperty fromProperty() {
        return from;
    }

    StringProperty toProperty() {
        return to;
    }

    StringProperty subjectProperty() {
        return subject;
    }

    StringProperty bodyProperty() {
        return body;
    }

    BooleanProperty htmlProperty() {
        return html;
    }

    ObservableList<String> senders() {
        return senders;
    }

    StringBinding fromError() {
        return fromError;
    }

    StringBinding toError() {
        return toError;
    }

    StringBinding subjectError() {
        return subjectError;
    }

    StringBinding bodyError() {
        return bodyError;
    }

    BooleanBinding validProperty() {
        return valid;
    }

    /** Set once a send was tried with something missing: from then on every problem shows, typed in or not. */
    ReadOnlyBooleanProperty showAllErrorsProperty() {
        return showAllErrors;
    }

    ObjectBinding<List<String>> unfilledProperty() {
        return unfilled;
    }

    ReadOnlyObjectProperty<Map<String, String>> fieldsProperty() {
        return fields;
    }

    ReadOnlyBooleanProperty sendingProperty() {
        return sendingNow;
    }

    ReadOnlyObjectProperty<SendNotice> noticeProperty() {
        return notice;
    }

    ObservableList<Draft> drafts() {
        return drafts;
    }

    ReadOnlyStringProperty draftNameProperty() {
        return draftName;
    }

    ReadOnlyStringProperty saveStateProperty() {
        return saveState;
    }

    /** Draft files that could not be read and were set aside: said once, kept until dismissed. */
    ReadOnlyStringProperty fileNoticeProperty() {
        return fileNotice;
    }

    /** Called on the UI thread after every send that reached the service or may have: the history has a new entry. */
    void onSendEnded(Runnable listener) {
        sendEnded.add(listener);
    }

    /** Called with the recipient when the person wants the history searched for them ("Check the history"). */
    void onHistoryWanted(Consumer<String> listener) {
        historyWanted.add(listener);
    }

    /** The screen came into view: the first time, list the drafts and reopen the newest one. */
    void start() {
        if (started) {
            return;
        }
        started = true;
        async.task(writer::list).onSuccess(listing -> {
            drafts.setAll(listing.drafts());
            reportUnreadable(listing.unreadable());
            if (draftName.get() == null && !hasContent() && !listing.drafts().isEmpty()) {
                show(listing.drafts().getFirst());
            }
        }).onFailure(LocalDataException.class, failure -> fileNotice.set(Messages.text("compose.drafts.notListed", Problem.of(failure).text())))
                .start();
    }

    /** The subject and body as the recipient will get them, with the placeholders filled. */
    Placeholders.Filled fill() {
        return Placeholders.fill(subject.get(), body.get(), html.get(), fields.get());
    }

    /** Who the placeholders are filled from, in words, "Ada Lovelace <ada@example.com>"; empty when nobody. */
    String filledFrom() {
        return filledFrom(ContactName::of);
    }

    /** The same with the name alone, "Ada Lovelace", for a line under the To field (the address is in the field). */
    String filledFromName() {
        return filledFrom(ContactName::shortOf);
    }

    private String filledFrom(ContactNaming naming) {
        Map<String, String> values = fields.get();
        if (values.isEmpty()) {
            return "";
        }
        String address = values.get("emailAddress");
        if (address == null) {
            return Messages.text("compose.filledFrom.draft");
        }
        return naming.name(values.get("firstName"), values.get("lastName"), address);
    }

    /** {@link ContactName#of} or {@link ContactName#shortOf}. */
    private interface ContactNaming {
        String name(String firstName, String lastName, String emailAddress);
    }

    /**
     * Send, as the person asks for it. To an address the profile's local copy holds as
     * Unsubscribed in any application, it goes only once the person confirms (docs/changes.md,
     * "Unsubscribed contacts"); the copy is read in the background, and one that cannot be read
     * stops nothing. An email whose placeholders are not all filled goes only once they agree that
     * those go out as typed. An invalid one, or one asked while a send runs, goes to
     * {@link #send(boolean)}, which shows its problems or ignores it.
     */
    CompletableFuture<?> send() {
        if (!valid.get() || sendingNow.get()) {
            return send(false);
        }
        // The email is on its way from the click: the form stays as it is while the copy is read and questions asked.
        sendingNow.set(true);
        Profile profile = session.profile();
        String recipient = to.get().strip();
        CompletableFuture<Object> sent = new CompletableFuture<>();
        async.task(() -> unsubscribedIn(profile, recipient))
                .onSuccess(apps -> askThenSend(recipient, apps).whenComplete((done, failure) -> sent.complete(done)))
                .onFailure(LocalCopyException.class, unread -> askThenSend(recipient, List.of()).whenComplete((done, failure) -> sent.complete(done)))
                .start();
        return sent;
    }

    /** The applications whose contact at {@code address} the profile's local copy holds as Unsubscribed; none without a copy. Blocks. */
    private List<String> unsubscribedIn(Profile profile, String address) {
        if (profile.id() == null) {
            return List.of();
        }
        return session.profiles().copies().existing(profile.id(), profile.keepsCopyOnDisk())
                .map(copy -> new ContactQueries(copy).inEveryApp(address).entrySet().stream()
                        .filter(held -> held.getValue().status() == ContactStatus.Unsubscribed)
                        .map(Map.Entry::getKey)
                        .toList())
                .orElse(List.of());
    }

    private CompletableFuture<?> askThenSend(String recipient, List<String> unsubscribedIn) {
        if (!unsubscribedIn.isEmpty() && !dialogs.confirm(Messages.text("compose.unsubscribed.title"),
                Messages.text("compose.unsubscribed.message", recipient, String.join(", ", unsubscribedIn)),
                Messages.text("compose.unsubscribed.action"))) {
            sendingNow.set(false);
            return CompletableFuture.completedFuture(null);
        }
        List<String> missing = unfilled.get();
        boolean sendUnfilled = !missing.isEmpty();
        if (sendUnfilled && !dialogs.confirm(Messages.text("compose.unfilled.title"),
                Messages.text("compose.unfilled.message", missing.size(), braced(missing), recipient),
                Messages.text("compose.unfilled.action"))) {
            sendingNow.set(false);
            return CompletableFuture.completedFuture(null);
        }
        return sendNow(sendUnfilled);
    }

    /**
     * Sends the email as it stands, once. Nothing happens while a send runs or when the email is
     * not valid (then every problem is shown). {@code sendUnfilled}: the person agreed that
     * placeholders without a value go out as typed.
     */
    CompletableFuture<?> send(boolean sendUnfilled) {
        if (sendingNow.get()) {
            return CompletableFuture.completedFuture(null);
        }
        if (!valid.get()) {
            showAllErrors.set(true);
            return CompletableFuture.completedFuture(null);
        }
        return sendNow(sendUnfilled);
    }

    private CompletableFuture<?> sendNow(boolean sendUnfilled) {
        Draft email = snapshot();
        // Kept before it goes, so that a crash while it is on its way still leaves the draft.
        writer.write(email, this::written, this::writeFailed);
        sendingNow.set(true);
        notice.set(null);
        Profile profile = session.profile();
        return async.task(() -> sending.send(session.clientFor(profile), email, sendUnfilled))
                .onSuccess(sent -> sent(email, sent))
                .onFailure(ApiException.class, failure -> notSent(email, failure))
                .andFinally(this::sendEnded)
                .start();
    }

    /**
     * "Send again…" after an email that may have been sent: the person chooses between checking the
     * history (the default, the safe way), going on editing, and sending it again knowing it may arrive twice.
     */
    CompletableFuture<?> askToSendAgain() {
        SendNotice shown = notice.get();
        String recipient = shown == null ? to.get().strip() : shown.to();
        Optional<Again> answer = dialogs.choose(Messages.text("compose.again.title"), Messages.text("compose.again.message", recipient),
                List.of(new Choice<>(Again.CHECK_HISTORY, Messages.text("compose.again.check"), true),
                        new Choice<>(Again.KEEP_EDITING, Messages.text("compose.again.keep"), false),
                        new Choice<>(Again.SEND_AGAIN, Messages.text("compose.again.send"), false)));
        switch (answer.orElse(Again.KEEP_EDITING)) {
            case CHECK_HISTORY -> checkHistory();
            case SEND_AGAIN -> {
                return send(true);
            }
            case KEEP_EDITING -> {
                // The notice stays: the question is still open until the person has checked.
            }
        }
        return CompletableFuture.completedFuture(null);
    }

    /** "Check the history" after an uncertain send: the history, searched for its recipient. */
    void checkHistory() {
        SendNotice shown = notice.get();
        String recipient = shown == null ? to.get().strip() : shown.to();
        historyWanted.forEach(listener -> listener.accept(recipient));
    }

    /** Asks before deleting a draft, which cannot be undone; true when it was deleted. */
    boolean deleteAsked(Draft draft) {
        if (sendingNow.get()) {
            return false;
        }
        String title = draft.subject() == null || draft.subject().isBlank() ? Messages.text("compose.noSubject") : draft.subject();
        if (!dialogs.confirm(Messages.text("compose.deleteDraft.title"), Messages.text("compose.deleteDraft.message", title),
                Messages.text("compose.deleteDraft.action"))) {
            return false;
        }
        delete(draft);
        return true;
    }

    void dismissNotice() {
        notice.set(null);
    }

    void dismissFileNotice() {
        fileNotice.set("");
    }

    /** A fresh email; the one being written stays in the drafts. From is kept. */
    void newDraft() {
        if (sendingNow.get()) {
            return;
        }
        keep();
        clear();
    }

    /** Opens a draft for editing; the one being written is kept first. */
    void open(Draft draft) {
        if (sendingNow.get() || isCurrent(draft.name())) {
            return;
        }
        keep();
        show(draft);
    }

    /** Deletes a draft; deleting the one being written starts a fresh email. */
    void delete(Draft draft) {
        if (sendingNow.get()) {
            return;
        }
        boolean current = isCurrent(draft.name());
        writer.delete(draft.name(), this::written, failure -> fileNotice.set(Problem.of(failure).text()));
        if (current) {
            clear();
        }
    }

    /**
     * "Email this contact": a new email to them, their fields ready for the placeholders. While an
     * email is being sent, the new one waits until that one has gone; if that one fails, it stays in
     * the form with its notice, and the contact is dropped rather than pushing it aside.
     */
    void emailContact(Contact contact) {
        if (sendingNow.get()) {
            contactAfterSend = contact;
            return;
        }
        if (hasContent()) {
            keep();
            clear();
        }
        chooseRecipient(contact);
    }

    /** Contacts loaded in this window that match what was typed; called off the UI thread by the completion. */
    List<Contact> suggestions(String typed, int limit) {
        return known.matching(session.profile(), typed, limit);
    }

    /** The recipient chosen from the suggestions: their address, and their fields behind the placeholders. */
    void chooseRecipient(Contact contact) {
        fields.set(Placeholders.of(contact));
        to.set(contact.emailAddress());
    }

    /** "Open as new draft" from the history: the email again, to be checked and sent on purpose; not while one is sent. */
    boolean openAsNewDraft(SentEmail sent) {
        if (sendingNow.get()) {
            return false;
        }
        keep();
        clear();
        show(sent.asDraft(uniqueName()));
        edited();
        return true;
    }

    /** The window is closing: write the email being written now, on this thread (a local file, quickly). */
    void keepHere() {
        autosave.cancel();
        Draft current = dirty ? snapshotIfAny() : null;
        if (current != null) {
            dirty = false;
            writer.writeHere(current);
        }
    }

    /**
     * Writes the email being written at once rather than when typing pauses, before the form shows
     * another; one only looked at is left as it is, so viewing a draft neither dates it anew nor moves it.
     */
    private void keep() {
        autosave.cancel();
        if (dirty) {
            writeIfAny();
        }
    }

    private void writeIfAny() {
        Draft current = snapshotIfAny();
        dirty = false;
        if (current != null) {
            writer.write(current, this::written, this::writeFailed);
        }
    }

    private void edited() {
        if (filling) {
            return;
        }
        dirty = true;
        saveState.set(hasContent() || draftName.get() != null ? Messages.text("compose.notSavedYet") : "");
        autosave.schedule(this::writeIfAny);
    }

    private void written(DraftWriter.Written written) {
        drafts.removeIf(d -> d.name().equalsIgnoreCase(written.name()));
        if (!written.deleted()) {
            drafts.addFirst(written.draft());
        }
        if (isCurrent(written.name())) {
            saveState.set(written.deleted() ? "" : savedAt(written.draft()));
        }
        reportUnreadable(written.setAside());
    }

    private void writeFailed(RuntimeException failure) {
        saveState.set(Messages.text("compose.notSaved", Problem.of(failure).text()));
    }

    private void sent(Draft email, EmailSending.Sent sent) {
        String text = sent.notRecorded() == null
                ? Messages.text("compose.sent.text", sent.entry().to())
                : Messages.text("compose.sent.notRecorded", sent.entry().to(), Problem.of(sent.notRecorded()).detail());
        notice.set(new SendNotice(SendNotice.Kind.SENT, Messages.text("compose.sent.title"), text, null,
                sent.entry().requestId(), sent.entry().to()));
        writer.delete(email.name(), this::written, this::writeFailed);
        if (isCurrent(email.name())) {
            clear();
        }
        sendEnded.forEach(Runnable::run);
    }

    private void notSent(Draft email, ApiException failure) {
        contactAfterSend = null;
        String recipient = email.to().strip();
        if (failure instanceof SendOutcomeUnknownException) {
            // Said once, in the title; the text says what the person can do, not the client's wording of the timeout again.
            notice.set(new SendNotice(SendNotice.Kind.MAY_HAVE_BEEN_SENT, Messages.text("compose.unknown.title"),
                    Messages.text("compose.unknown.text", recipient), null, failure.requestId().orElse(null), recipient));
        } else {
            Problem problem = Problem.of(failure);
            Problem shown = new Problem(problem.title(), problem.detail(), problem.requestId(),
                    Optional.of(Messages.text("compose.failed.remedy")));
            notice.set(new SendNotice(SendNotice.Kind.FAILED, shown.title(), shown.text(), shown,
                    problem.requestId().orElse(null), recipient));
        }
        if (!(failure instanceof InvalidInputException)) {
            sendEnded.forEach(Runnable::run);
        }
    }

    /** The end of every send: the form is free again, and a contact emailed meanwhile gets their email now. */
    private void sendEnded() {
        sendingNow.set(false);
        Contact waiting = contactAfterSend;
        contactAfterSend = null;
        if (waiting != null) {
            emailContact(waiting);
        }
    }

    /** The profile's senders; From follows to its default unless the person typed an address of their own. */
    private void showSenders(Profile profile, boolean first) {
        String typed = from.get().strip();
        boolean offered = first || typed.isEmpty() || senders.contains(typed);
        senders.setAll(profile.senders());
        if (offered) {
            filling = true;
            try {
                from.set(profile.defaultSender() == null ? "" : profile.defaultSender());
            } finally {
                filling = false;
            }
        }
    }

    /** A contact's values follow the address: another known contact's, or none when the address is nobody known. */
    private void recipientChanged(String address) {
        if (filling || address == null) {
            return;
        }
        String owner = fields.get().get("emailAddress");
        if (owner != null && owner.equalsIgnoreCase(address.strip())) {
            return;
        }
        known.find(session.profile(), address).ifPresentOrElse(contact -> fields.set(Placeholders.of(contact)), () -> {
            if (owner != null) {
                fields.set(Map.of());
            }
        });
    }

    private void show(Draft draft) {
        filling = true;
        try {
            draftName.set(draft.name());
            from.set(draft.from() == null || draft.from().isBlank() ? from.get() : draft.from());
            fields.set(draft.fields());
            to.set(text(draft.to()));
            subject.set(text(draft.subject()));
            body.set(text(draft.body()));
            html.set(draft.html());
        } finally {
            filling = false;
        }
        dirty = false;
        showAllErrors.set(false);
        saveState.set(draft.updated() == null ? "" : savedAt(draft));
    }

    private boolean isCurrent(String name) {
        return draftName.get() != null && draftName.get().equalsIgnoreCase(name);
    }

    private static String savedAt(Draft draft) {
        return Messages.text("compose.saved", Formats.time(draft.updated()));
    }

    private void clear() {
        filling = true;
        try {
            draftName.set(null);
            fields.set(Map.of());
            to.set("");
            subject.set("");
            body.set("");
        } finally {
            filling = false;
        }
        dirty = false;
        showAllErrors.set(false);
        saveState.set("");
    }

    /** The form as a draft, named now if it has none yet. */
    private Draft snapshot() {
        if (draftName.get() == null) {
            draftName.set(uniqueName());
        }
        return new Draft(draftName.get(), session.profile().name(), from.get(), to.get(), subject.get(), body.get(),
                html.get(), fields.get(), null);
    }

    /** The form as a draft, or null when there is nothing to keep: nothing typed and no draft yet. */
    private Draft snapshotIfAny() {
        return hasContent() || draftName.get() != null ? snapshot() : null;
    }

    private boolean hasContent() {
        return !to.get().isBlank() || !subject.get().isBlank() || !body.get().isBlank();
    }

    private String uniqueName() {
        String base = "Draft " + DRAFT_NAME_TIME.format(clock.instant().atZone(ZoneId.systemDefault()));
        String name = base;
        for (int n = 2; taken(name); n++) {
            name = base + " (" + n + ")";
        }
        return name;
    }

    private boolean taken(String name) {
        return drafts.stream().anyMatch(d -> d.name().equalsIgnoreCase(name)) || writer.known(name);
    }

    private void reportUnreadable(List<Unreadable> unreadable) {
        if (unreadable.isEmpty()) {
            return;
        }
        List<String> lines = new ArrayList<>();
        if (!fileNotice.get().isEmpty()) {
            lines.add(fileNotice.get());
        }
        unreadable.forEach(u -> lines.add(ProblemWords.unreadableDraft(u)));
        fileNotice.set(String.join("\n", lines));
    }

    /** The one recipient the service takes: a list of addresses is refused with a reason, not as "not an address". */
    private static void recipient(String address) {
        if (address != null && address.strip().matches(".*[,;\\s].*") && address.contains("@")) {
            throw new InvalidInputException("to", InputRule.ONE_RECIPIENT);
        }
        InputRules.email("to", address);
    }

    private static StringBinding problem(Runnable check, Observable field) {
        return Bindings.createStringBinding(() -> {
            try {
                check.run();
                return "";
            } catch (InvalidInputException e) {
                return FieldWords.of(e);
            }
        }, field);
    }

    /** Placeholders as they are typed, listed as the language lists things: "{{firstName}} and {{company}}". */
    static String braced(List<String> names) {
        return ListFormat.getInstance(Messages.locale(), ListFormat.Type.STANDARD, ListFormat.Style.FULL)
                .format(names.stream().map(name -> "{{" + name + "}}").toList());
    }

    private static String text(String value) {
        return value == null ? "" : value;
    }
}
