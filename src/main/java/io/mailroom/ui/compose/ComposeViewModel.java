package io.mailroom.ui.compose;

import io.mailroom.api.Contact;
import io.mailroom.api.InputRules;
import io.mailroom.api.InvalidInputException;
import io.mailroom.api.SendOutcomeUnknownException;
import io.mailroom.service.Subscription;
import io.mailroom.service.compose.Draft;
import io.mailroom.service.compose.DraftStore;
import io.mailroom.service.compose.EmailSending;
import io.mailroom.service.compose.Placeholders;
import io.mailroom.service.compose.SentEmail;
import io.mailroom.service.compose.Unreadable;
import io.mailroom.service.profiles.Profile;
import io.mailroom.service.profiles.Session;
import io.mailroom.ui.common.Async;
import io.mailroom.ui.common.ContactName;
import io.mailroom.ui.common.Debouncer;
import io.mailroom.ui.common.KnownContacts;
import io.mailroom.ui.common.Problem;
import java.time.Clock;
import java.time.ZoneId;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CopyOnWriteArrayList;
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

    static final DateTimeFormatter DRAFT_NAME_TIME = DateTimeFormatter.ofPattern("yyyy-MM-dd HH:mm:ss");
    private static final DateTimeFormatter SAVED_TIME = DateTimeFormatter.ofPattern("HH:mm");

    private final Session session;
    private final Async async;
    private final EmailSending sending;
    private final KnownContacts known;
    private final Debouncer autosave;
    private final Clock clock;
    private final DraftWriter writer;

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

    /** "Email this contact" chosen while an email was being sent: started once that send has gone. */
    private Contact contactAfterSend;
    /** True while the form is filled by Mailroom rather than typed: that is no edit to keep. */
    private boolean filling;
    private boolean started;

    private final Subscription subscriptions;

    ComposeViewModel(Session session, Async async, DraftStore store, EmailSending sending, KnownContacts known,
                     Debouncer autosave, Clock clock) {
        this.session = session;
        this.async = async;
        this.sending = sending;
        this.known = known;
        this.autosave = autosave;
        this.clock = clock;
        this.writer = new DraftWriter(store, async);
        showSenders(session.profile(), true);
        for (Observable typed : List.of(from, to, subject, body, html, fields)) {
            typed.addListener(observable -> edited());
        }
        to.addListener((obs, old, now) -> recipientChanged(now));
        subscriptions = session.onSwitch(profile -> async.onUi(() -> showSenders(profile, false)));
    }

    /** Ends its subscriptions, when its screen stops: nothing calls it after that. */
    void close() {
        subscriptions.close();
    }

    /** What the last send came to: shown until the next send or until dismissed. */
    record SendNotice(Kind kind, String title, String text, String requestId, String to) {

        enum Kind { SENT, FAILED, MAY_HAVE_BEEN_SENT }
    }

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

    /** The screen came into view: the first time, list the drafts and reopen the newest one. */
    void start() {
        if (started) {
            return;
        }
        started = true;
        async.run(writer::list, listing -> {
            drafts.setAll(listing.drafts());
            reportUnreadable(listing.unreadable());
            if (draftName.get() == null && !hasContent() && !listing.drafts().isEmpty()) {
                show(listing.drafts().getFirst());
            }
        }, failure -> fileNotice.set("The drafts could not be listed: " + Problem.of(failure).text()));
    }

    /** The subject and body as the recipient will get them, with the placeholders filled. */
    Placeholders.Filled fill() {
        return Placeholders.fill(subject.get(), body.get(), html.get(), fields.get());
    }

    /** Who the placeholders are filled from, in words; empty when nobody. */
    String filledFrom() {
        Map<String, String> values = fields.get();
        if (values.isEmpty()) {
            return "";
        }
        String address = values.get("emailAddress");
        if (address == null) {
            return "values saved with the draft";
        }
        return ContactName.of(values.get("firstName"), values.get("lastName"), address);
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
        Draft email = snapshot();
        // Kept before it goes, so that a crash while it is on its way still leaves the draft.
        writer.write(email, this::written, this::writeFailed);
        sendingNow.set(true);
        notice.set(null);
        Profile profile = session.profile();
        return async.run(() -> sending.send(session.clientFor(profile), email, sendUnfilled),
                sent -> sent(email, sent), failure -> notSent(email, failure));
    }

    /** After "may have been sent": the person has checked and chooses to send it again. */
    CompletableFuture<?> sendAgain() {
        return send(true);
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
        Draft current = snapshotIfAny();
        if (current != null) {
            writer.writeHere(current);
        }
    }

    /** Writes the email being written at once rather than when typing pauses, before the form shows another. */
    private void keep() {
        Draft current = snapshotIfAny();
        if (current != null) {
            writer.write(current, this::written, this::writeFailed);
        }
    }

    private void edited() {
        if (filling) {
            return;
        }
        saveState.set(hasContent() || draftName.get() != null ? "Not saved yet" : "");
        autosave.schedule(() -> {
            Draft current = snapshotIfAny();
            if (current != null) {
                writer.write(current, this::written, this::writeFailed);
            }
        });
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

    private void writeFailed(Throwable failure) {
        saveState.set("Not saved: " + Problem.of(failure).text());
    }

    private void sent(Draft email, EmailSending.Sent sent) {
        sendingNow.set(false);
        String text = "To " + sent.entry().to() + ", requestId " + sent.entry().requestId() + "."
                + (sent.notRecorded() == null ? "" : " It is not in the history: " + sent.notRecorded());
        notice.set(new SendNotice(SendNotice.Kind.SENT, "Sent", text, sent.entry().requestId(), sent.entry().to()));
        writer.delete(email.name(), this::written, this::writeFailed);
        if (isCurrent(email.name())) {
            clear();
        }
        sendEnded.forEach(Runnable::run);
        Contact waiting = contactAfterSend;
        contactAfterSend = null;
        if (waiting != null) {
            emailContact(waiting);
        }
    }

    private void notSent(Draft email, Throwable failure) {
        sendingNow.set(false);
        contactAfterSend = null;
        Problem problem = Problem.of(failure);
        String requestId = problem.requestId().orElse(null);
        if (failure instanceof SendOutcomeUnknownException) {
            notice.set(new SendNotice(SendNotice.Kind.MAY_HAVE_BEEN_SENT, "The email may have been sent",
                    "The service did not confirm the email to " + email.to().strip() + ": " + problem.text()
                            + ". Check the history or the recipient before sending it again; Mailroom will not resend it by itself.",
                    requestId, email.to().strip()));
        } else {
            notice.set(new SendNotice(SendNotice.Kind.FAILED, problem.title(),
                    problem.text() + ". Nothing was sent; the email is kept as it is.", requestId, email.to().strip()));
        }
        if (!(failure instanceof InvalidInputException)) {
            sendEnded.forEach(Runnable::run);
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
        showAllErrors.set(false);
        saveState.set(draft.updated() == null ? "" : savedAt(draft));
    }

    private boolean isCurrent(String name) {
        return draftName.get() != null && draftName.get().equalsIgnoreCase(name);
    }

    private static String savedAt(Draft draft) {
        return "Draft saved at " + SAVED_TIME.format(draft.updated().atZone(ZoneId.systemDefault()));
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
        unreadable.forEach(u -> lines.add("A draft " + u.describe() + "."));
        fileNotice.set(String.join("\n", lines));
    }

    /** The one recipient the service takes: a list of addresses is refused with a reason, not as "not an address". */
    private static void recipient(String address) {
        if (address != null && address.strip().matches(".*[,;\\s].*") && address.contains("@")) {
            throw new InvalidInputException("to", "one address only: the service sends each email to one recipient");
        }
        InputRules.email("to", address);
    }

    private static StringBinding problem(Runnable check, Observable field) {
        return Bindings.createStringBinding(() -> {
            try {
                check.run();
                return "";
            } catch (InvalidInputException e) {
                return sentence(e);
            }
        }, field);
    }

    private static String sentence(InvalidInputException e) {
        if (e.rule().equals("is required")) {
            return switch (e.field()) {
                case "from" -> "Choose the sender";
                case "to" -> "Add the recipient's address";
                case "subject" -> "Add a subject";
                default -> "Write the email";
            };
        }
        return Character.toUpperCase(e.rule().charAt(0)) + e.rule().substring(1);
    }

    private static String text(String value) {
        return value == null ? "" : value;
    }
}
