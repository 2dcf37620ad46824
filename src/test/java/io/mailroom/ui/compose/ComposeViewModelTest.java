package io.mailroom.ui.compose;

import static io.mailroom.ui.compose.ComposeFixture.OTHER_SENDER;
import static io.mailroom.ui.compose.ComposeFixture.SENDER;
import static org.assertj.core.api.Assertions.assertThat;

import io.mailroom.api.Contact;
import io.mailroom.api.ContactStatus;
import io.mailroom.api.InputRules;
import io.mailroom.api.SaveContactRequest;
import io.mailroom.api.ServiceClient;
import io.mailroom.api.VipLevel;
import io.mailroom.sandbox.CapturedEmail;
import io.mailroom.service.compose.Draft;
import io.mailroom.service.compose.SendFailure;
import io.mailroom.service.compose.SendResult;
import io.mailroom.service.compose.SentEmail;
import io.mailroom.service.localcopy.ContactCopy;
import io.mailroom.service.localcopy.ContactSync;
import io.mailroom.service.localcopy.SyncListener;
import io.mailroom.ui.common.Async;
import io.mailroom.ui.common.Debouncer;
import io.mailroom.ui.common.HeldBackground;
import io.mailroom.ui.common.Messages;
import io.mailroom.ui.common.RecordingDialogs;
import io.mailroom.ui.compose.ComposeViewModel.SendNotice.Kind;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.util.WaitForAsyncUtils;

/** The compose pane's state and commands, without a window, sending to a sandbox over loopback HTTP. */
class ComposeViewModelTest {

    private static final Contact ADA = new Contact("ada@example.com", ContactStatus.Confirmed, "en", "Ada", "Lovelace",
            null, null, "", VipLevel.of(2), null, null, null, null, null);

    @TempDir
    Path data;
    private ComposeFixture fixture;
    private final Debouncer autosave = Debouncer.manual();
    private ComposeViewModel model;

    @BeforeEach
    void open() {
        fixture = new ComposeFixture(data);
        model = fixture.model(Async.sameThread(), autosave);
        model.start();
    }

    @AfterEach
    void close() throws Exception {
        fixture.close();
    }

    private void write(String to, String subject, String body) {
        model.toProperty().set(to);
        model.subjectProperty().set(subject);
        model.bodyProperty().set(body);
    }

    /** A model whose background work waits for the test once it holds it, with an email to Grace written in it. */
    private ComposeViewModel writtenOn(HeldBackground background, String subject) {
        background.release();
        ComposeViewModel held = fixture.model(new Async(background, Runnable::run), autosave);
        held.start();
        held.toProperty().set("grace@example.com");
        held.subjectProperty().set(subject);
        held.bodyProperty().set("Now.");
        return held;
    }

    private static void runAll(HeldBackground background) {
        while (background.held() > 0) {
            background.runOldest();
        }
    }

    private List<Draft> draftsOnDisk() {
        return fixture.drafts.list().drafts();
    }

    @Test
    void theProfilesDefaultSenderIsOfferedAndEachFieldSaysWhatIsMissing() {
        assertThat(model.senders()).containsExactly(SENDER, OTHER_SENDER);
        assertThat(model.fromProperty().get()).isEqualTo(SENDER);
        assertThat(model.fromError().get()).isEmpty();
        assertThat(model.toError().get()).isEqualTo(Messages.text("problem.rule.required.to"));
        assertThat(model.subjectError().get()).isEqualTo(Messages.text("problem.rule.required.subject"));
        assertThat(model.bodyError().get()).isEqualTo(Messages.text("problem.rule.required.body"));
        assertThat(model.validProperty().get()).isFalse();

        write("ada@example.com, bob@example.com", "Line one\nline two", "Hello");
        assertThat(model.toError().get()).isEqualTo(Messages.text("problem.rule.oneRecipient"));
        assertThat(model.subjectError().get()).isEqualTo(Messages.text("problem.rule.singleLine"));

        model.toProperty().set("ada@example");
        assertThat(model.toError().get()).isEqualTo(Messages.text("problem.rule.notAnEmail"));

        write("ada@example.com", "Your ticket", "Hello");
        assertThat(model.validProperty().get()).isTrue();
    }

    @Test
    void controlCharactersAreShownAsProblemsWhileTyping() {
        write("ada@example.com", "Invoice\u0001", "Hello Ada,\u0000\n\tthanks");

        assertThat(model.subjectError().get()).isEqualTo(Messages.text("problem.rule.controlCharacter", "U+0001", 8))
                .isEqualTo("Remove the invisible control character U+0001 at position 8.");
        assertThat(model.bodyError().get()).isEqualTo(Messages.text("problem.rule.controlCharacterOnLine", "U+0000", 1));
        assertThat(model.validProperty().get()).isFalse();
    }

    @Test
    void aBodyOverTheLimitIsShownAndNotSavedAndTheTextStaysInTheForm() {
        String huge = "x".repeat(InputRules.MAX_BODY_LENGTH + 1);
        write("ada@example.com", "Huge", huge);

        autosave.flush();

        String tooLong = Messages.text("problem.rule.tooManyCharacters", InputRules.MAX_BODY_LENGTH, InputRules.MAX_BODY_LENGTH + 1);
        assertThat(model.bodyError().get()).isEqualTo(tooLong).isEqualTo("Use at most 10,000,000 characters; this text has 10,000,001.");
        assertThat(model.validProperty().get()).isFalse();
        assertThat(model.saveStateProperty().get()).startsWith("Not saved: ")
                .endsWith(Messages.text("problem.input.message", Messages.text("problem.field.body"), tooLong));
        assertThat(draftsOnDisk()).isEmpty();
        assertThat(model.bodyProperty().get()).isSameAs(huge);
    }

    @Test
    void anInvalidEmailIsNotSentAndEveryProblemIsShown() {
        model.subjectProperty().set("Only a subject");

        model.send(false);

        assertThat(model.showAllErrorsProperty().get()).isTrue();
        assertThat(model.noticeProperty().get()).isNull();
        assertThat(fixture.server.outbox()).isEmpty();
        assertThat(fixture.history.entries().entries()).isEmpty();
    }

    @Test
    void aSentEmailReachesTheServiceOnceIsInTheHistoryAndClearsAllButFrom() {
        model.fromProperty().set(OTHER_SENDER);
        write("ada@example.com", "Your ticket", "It is fixed.");

        model.send(false);

        CapturedEmail captured = fixture.server.outbox().getFirst();
        assertThat(fixture.server.outbox()).hasSize(1);
        assertThat(captured).extracting(CapturedEmail::from, CapturedEmail::to, CapturedEmail::subject, CapturedEmail::body)
                .containsExactly(OTHER_SENDER, "ada@example.com", "Your ticket", "It is fixed.");
        ComposeViewModel.SendNotice notice = model.noticeProperty().get();
        assertThat(notice.kind()).isEqualTo(Kind.SENT);
        assertThat(notice.requestId()).isEqualTo(captured.requestId());
        assertThat(notice.text()).as("the requestId has its own field").isEqualTo(Messages.text("compose.sent.text", "ada@example.com"));
        assertThat(fixture.history.entries().entries()).singleElement()
                .extracting(SentEmail::result, SentEmail::requestId).containsExactly(SendResult.SENT, captured.requestId());

        assertThat(model.fromProperty().get()).isEqualTo(OTHER_SENDER);
        assertThat(List.of(model.toProperty().get(), model.subjectProperty().get(), model.bodyProperty().get())).containsOnly("");
        assertThat(model.draftNameProperty().get()).isNull();
        assertThat(draftsOnDisk()).as("the draft of a sent email is gone").isEmpty();
        assertThat(model.drafts()).isEmpty();
        assertThat(model.sendingProperty().get()).isFalse();
    }

    @Test
    void aRefusedSendKeepsEverythingAndSaysWhy() {
        model.fromProperty().set("nobody@unverified.example");
        write("ada@example.com", "Your ticket", "It is fixed.");

        model.send(false);

        ComposeViewModel.SendNotice notice = model.noticeProperty().get();
        assertThat(notice.kind()).isEqualTo(Kind.FAILED);
        assertThat(notice.requestId()).isNotBlank();
        assertThat(notice.text()).contains(notice.requestId());
        assertThat(notice.problem().remedy()).contains(Messages.text("compose.failed.remedy"));
        assertThat(fixture.server.outbox()).isEmpty();
        assertThat(List.of(model.fromProperty().get(), model.toProperty().get(), model.subjectProperty().get(), model.bodyProperty().get()))
                .containsExactly("nobody@unverified.example", "ada@example.com", "Your ticket", "It is fixed.");
        assertThat(draftsOnDisk()).as("kept on disk before it went").singleElement()
                .extracting(Draft::subject).isEqualTo("Your ticket");
        assertThat(fixture.history.entries().entries()).singleElement().extracting(SentEmail::result).isEqualTo(SendResult.FAILED);
    }

    @Test
    void anAnswerThatNeverCameIsMayHaveBeenSentReachedTheServiceOnceAndIsResentOnlyWhenAsked() throws Exception {
        fixture.server.faults().answerLateNext(1, Duration.ofSeconds(2));
        write("ada@example.com", "Your refund", "Refunded.");

        model.send(false);

        ComposeViewModel.SendNotice notice = model.noticeProperty().get();
        assertThat(notice.kind()).isEqualTo(Kind.MAY_HAVE_BEEN_SENT);
        assertThat(notice.title()).isEqualTo("The email may have been sent");
        assertThat(notice.text()).contains("ada@example.com").contains("will not resend it by itself");
        assertThat(fixture.server.outbox()).as("the sandbox processed it before answering late").hasSize(1);
        assertThat(fixture.server.stats().count("POST /v1/send")).isEqualTo(1);
        assertThat(model.subjectProperty().get()).as("the form is kept").isEqualTo("Your refund");
        assertThat(fixture.history.entries().entries()).singleElement().extracting(SentEmail::result).isEqualTo(SendResult.OUTCOME_UNKNOWN);
        Thread.sleep(2_500);
        assertThat(fixture.server.stats().count("POST /v1/send")).as("nothing was resent by itself").isEqualTo(1);

        model.send(true);

        assertThat(fixture.server.outbox()).hasSize(2);
        assertThat(model.noticeProperty().get().kind()).isEqualTo(Kind.SENT);
    }

    @Test
    void placeholdersAreFilledFromTheChosenContactAndAnUnfilledOneIsReported() {
        model.emailContact(ADA);
        model.subjectProperty().set("Hello {{firstName}}");
        model.bodyProperty().set("VIP {{vipLevel}} at {{company}}");

        assertThat(model.toProperty().get()).isEqualTo("ada@example.com");
        assertThat(model.filledFrom()).isEqualTo("Ada Lovelace <ada@example.com>");
        assertThat(model.filledFromName()).isEqualTo("Ada Lovelace");
        assertThat(model.unfilledProperty().get()).containsExactly("company");
        assertThat(model.fill().subject()).isEqualTo("Hello Ada");

        model.send(false);
        assertThat(model.noticeProperty().get().kind()).as("refused before any request").isEqualTo(Kind.FAILED);
        assertThat(model.noticeProperty().get().text()).contains("{{company}} has no value");
        assertThat(fixture.server.outbox()).isEmpty();

        model.send(true);
        assertThat(fixture.server.outbox()).singleElement().satisfies(email -> {
            assertThat(email.subject()).isEqualTo("Hello Ada");
            assertThat(email.body()).isEqualTo("VIP 2 at {{company}}");
        });
    }

    @Test
    void theContactsValuesFollowTheAddress() {
        Contact grace = new Contact("grace@example.com", ContactStatus.Confirmed, null, "Grace", "Hopper", null, null, "Navy",
                null, null, null, null, null, null);
        fixture.known.remember(fixture.profile, List.of(grace));
        model.chooseRecipient(ADA);

        model.toProperty().set("GRACE@example.com");
        assertThat(model.fieldsProperty().get()).containsEntry("company", "Navy");

        model.toProperty().set("someone@else.example");
        assertThat(model.fieldsProperty().get()).as("nobody known: no values").isEmpty();
        assertThat(model.suggestions("hopp", 8)).containsExactly(grace);
    }

    @Test
    void whatIsTypedIsKeptAsADraftAndReopenedAfterARestart() {
        write("ada@example.com", "Half written", "Dear Ada,");
        model.htmlProperty().set(true);
        model.chooseRecipient(ADA);
        assertThat(draftsOnDisk()).as("nothing until typing pauses").isEmpty();

        autosave.flush();

        Draft kept = draftsOnDisk().getFirst();
        assertThat(kept).extracting(Draft::from, Draft::to, Draft::subject, Draft::body, Draft::html)
                .containsExactly(SENDER, "ada@example.com", "Half written", "Dear Ada,", true);
        assertThat(kept.fields()).containsEntry("firstName", "Ada");
        assertThat(model.saveStateProperty().get()).startsWith("Draft saved at");

        ComposeViewModel restarted = fixture.model(Async.sameThread(), Debouncer.manual());
        restarted.start();
        assertThat(restarted.draftNameProperty().get()).isEqualTo(kept.name());
        assertThat(List.of(restarted.toProperty().get(), restarted.subjectProperty().get(), restarted.bodyProperty().get()))
                .containsExactly("ada@example.com", "Half written", "Dear Ada,");
        assertThat(restarted.htmlProperty().get()).isTrue();
        assertThat(restarted.filledFrom()).isEqualTo("Ada Lovelace <ada@example.com>");
    }

    @Test
    void severalDraftsAreKeptAndReopened() {
        write("ada@example.com", "First", "one");
        model.newDraft();
        assertThat(model.subjectProperty().get()).isEmpty();
        write("bob@example.com", "Second", "two");
        autosave.flush();

        assertThat(draftsOnDisk()).extracting(Draft::subject).containsExactlyInAnyOrder("First", "Second");
        Draft first = model.drafts().stream().filter(d -> d.subject().equals("First")).findFirst().orElseThrow();

        model.open(first);

        assertThat(model.subjectProperty().get()).isEqualTo("First");
        assertThat(model.toProperty().get()).isEqualTo("ada@example.com");
        model.delete(first);
        assertThat(draftsOnDisk()).extracting(Draft::subject).containsExactly("Second");
        assertThat(model.subjectProperty().get()).as("deleting the open draft starts afresh").isEmpty();
    }

    @Test
    void clearingEverythingTypedDeletesTheDraftRatherThanKeepItEmpty() {
        write("ada@example.com", "Oops", "x");
        autosave.flush();
        write("", "", "");
        autosave.flush();

        assertThat(draftsOnDisk()).isEmpty();
    }

    @Test
    void aDamagedDraftIsReportedAndSetAsideNeverLost() throws Exception {
        Path folder = Files.createDirectories(data.resolve("drafts"));
        Files.writeString(folder.resolve("broken-000000000000.json"), "{\"name\": \"cut sh");

        ComposeViewModel reopened = fixture.model(Async.sameThread(), Debouncer.manual());
        reopened.start();

        assertThat(reopened.fileNoticeProperty().get()).contains("could not be read").contains("kept as broken-000000000000.json.corrupt-");
        try (var files = Files.list(folder)) {
            assertThat(files.map(f -> f.getFileName().toString())).anyMatch(name -> name.contains(".corrupt-"));
        }
        reopened.dismissFileNotice();
        assertThat(reopened.fileNoticeProperty().get()).isEmpty();
    }

    @Test
    void openAsNewDraftGivesTheEmailBackToEditAndKeepsIt() {
        SentEmail sent = new SentEmail(Instant.parse("2026-11-20T10:00:00Z"), "Support desk", OTHER_SENDER, "ada@example.com",
                "Again", "<p>Body</p>", true, "req-1", SendResult.OUTCOME_UNKNOWN, "timed out",
                new SendFailure(SendFailure.Kind.CONNECTION_LOST, null, null, null));

        model.openAsNewDraft(sent);
        autosave.flush();

        assertThat(List.of(model.fromProperty().get(), model.toProperty().get(), model.subjectProperty().get(), model.bodyProperty().get()))
                .containsExactly(OTHER_SENDER, "ada@example.com", "Again", "<p>Body</p>");
        assertThat(model.htmlProperty().get()).isTrue();
        assertThat(draftsOnDisk()).singleElement().extracting(Draft::subject).isEqualTo("Again");
    }

    @Test
    void nothingOpensAsANewDraftWhileAnEmailIsBeingSent() {
        HeldBackground background = new HeldBackground();
        ComposeViewModel held = writtenOn(background, "Being sent");
        SentEmail earlier = new SentEmail(Instant.parse("2026-11-20T10:00:00Z"), "Support desk", SENDER, "ada@example.com",
                "Earlier", "Before.", false, "req-1", SendResult.SENT, null, null);

        background.hold();
        held.send(false);
        int underWay = background.held();

        assertThat(held.sendingProperty().get()).isTrue();
        assertThat(held.openAsNewDraft(earlier)).isFalse();
        assertThat(held.subjectProperty().get()).isEqualTo("Being sent");
        assertThat(background.held()).as("nothing kept or written for the refused draft").isEqualTo(underWay);
        runAll(background);
        assertThat(fixture.server.outbox()).extracting(CapturedEmail::subject).containsExactly("Being sent");
        assertThat(held.openAsNewDraft(earlier)).isTrue();
        assertThat(held.subjectProperty().get()).isEqualTo("Earlier");
    }

    @Test
    void aContactEmailedWhileAnEmailIsBeingSentGetsANewEmailOnceThatOneHasGone() {
        HeldBackground background = new HeldBackground();
        ComposeViewModel held = writtenOn(background, "Being sent");

        background.hold();
        held.send(false);
        held.emailContact(ADA);

        assertThat(held.toProperty().get()).as("the form is the email being sent").isEqualTo("grace@example.com");
        runAll(background);
        assertThat(fixture.server.outbox()).extracting(CapturedEmail::subject).containsExactly("Being sent");
        assertThat(List.of(held.toProperty().get(), held.subjectProperty().get(), held.bodyProperty().get()))
                .containsExactly("ada@example.com", "", "");
        assertThat(held.fieldsProperty().get()).containsEntry("firstName", "Ada");
    }

    @Test
    void aContactEmailedWhileASendFailsLeavesTheFailedEmailInView() {
        HeldBackground background = new HeldBackground();
        ComposeViewModel held = writtenOn(background, "Refused");
        held.fromProperty().set("nobody@unverified.example");

        background.hold();
        held.send(false);
        held.emailContact(ADA);
        runAll(background);

        assertThat(held.noticeProperty().get().kind()).isEqualTo(Kind.FAILED);
        assertThat(List.of(held.toProperty().get(), held.subjectProperty().get())).containsExactly("grace@example.com", "Refused");
        held.fromProperty().set(SENDER);
        held.send(false);
        runAll(background);
        assertThat(fixture.server.outbox()).extracting(CapturedEmail::subject).containsExactly("Refused");
        assertThat(held.toProperty().get()).as("the dropped contact does not come back after a later send").isEmpty();
    }

    @Test
    void switchingProfilesOffersTheNewSendersUnlessAnAddressWasTypedByHand() throws Exception {
        model.fromProperty().set(OTHER_SENDER);
        fixture.session.switchTo(fixture.service.find("Sandbox").orElseThrow());
        WaitForAsyncUtils.waitFor(5, TimeUnit.SECONDS, () -> !model.senders().contains(OTHER_SENDER));
        assertThat(model.fromProperty().get()).isEqualTo(fixture.service.find("Sandbox").orElseThrow().defaultSender());

        model.fromProperty().set("me@own.example");
        fixture.session.switchTo(fixture.profile);
        WaitForAsyncUtils.waitFor(5, TimeUnit.SECONDS, () -> model.senders().contains(OTHER_SENDER));
        assertThat(model.fromProperty().get()).isEqualTo("me@own.example");
        assertThat(Map.copyOf(model.fieldsProperty().get())).isEmpty();
    }

    @Test
    void sendingWithAnUnfilledPlaceholderAsksFirstAndSendsOnlyWhenTheyAgree() {
        RecordingDialogs dialogs = new RecordingDialogs();
        ComposeViewModel asking = fixture.model(Async.sameThread(), autosave, dialogs);
        asking.emailContact(ADA);
        asking.subjectProperty().set("Hello {{firstName}}");
        asking.bodyProperty().set("At {{company}}");

        asking.send();
        assertThat(dialogs.last()).extracting(RecordingDialogs.Asked::kind, RecordingDialogs.Asked::title)
                .containsExactly("confirm", Messages.text("compose.unfilled.title"));
        assertThat(dialogs.last().message()).isEqualTo(Messages.text("compose.unfilled.message", 1, "{{company}}", "ada@example.com"));
        assertThat(fixture.server.outbox()).as("declined: nothing sent").isEmpty();

        dialogs.answer(true);
        asking.send();
        assertThat(fixture.server.outbox()).singleElement().extracting(CapturedEmail::body).isEqualTo("At {{company}}");
    }

    @Test
    void writingToAContactTheLocalCopyHoldsAsUnsubscribedAsksFirst() {
        ServiceClient client = fixture.session.clientFor(fixture.profile);
        client.saveContact(new SaveContactRequest("newsletter", "gone@example.com", ContactStatus.Unsubscribed, Map.of("firstName", "Gone")));
        client.saveContact(new SaveContactRequest("newsletter", "here@example.com", ContactStatus.Confirmed, Map.of("firstName", "Here")));
        ContactCopy copy = fixture.service.copies().of(fixture.profile.id(), fixture.profile.keepsCopyOnDisk());
        new ContactSync(copy, client).run("newsletter", SyncListener.NONE);
        RecordingDialogs dialogs = new RecordingDialogs();
        ComposeViewModel asking = fixture.model(Async.sameThread(), autosave, dialogs);
        asking.toProperty().set("GONE@example.com");
        asking.subjectProperty().set("Your question");
        asking.bodyProperty().set("The answer.");

        asking.send();
        assertThat(dialogs.last()).extracting(RecordingDialogs.Asked::kind, RecordingDialogs.Asked::title)
                .containsExactly("confirm", Messages.text("compose.unsubscribed.title"));
        assertThat(dialogs.last().message()).isEqualTo(Messages.text("compose.unsubscribed.message", "GONE@example.com", "newsletter"));
        assertThat(fixture.server.outbox()).as("declined: nothing sent").isEmpty();

        dialogs.answer(true);
        asking.send();
        assertThat(fixture.server.outbox()).singleElement().extracting(CapturedEmail::subject).isEqualTo("Your question");

        int asked = dialogs.asked().size();
        asking.toProperty().set("here@example.com");
        asking.subjectProperty().set("Welcome");
        asking.bodyProperty().set("Hello.");
        asking.send();
        assertThat(dialogs.asked()).as("a confirmed contact is written to without a question").hasSize(asked);
        assertThat(fixture.server.outbox()).hasSize(2);
    }

    @Test
    void sendAgainAfterAnUnknownOutcomeIsAChoiceAndOnlySendAgainSends() {
        fixture.server.faults().answerLateNext(1, Duration.ofSeconds(2));
        RecordingDialogs dialogs = new RecordingDialogs();
        ComposeViewModel asking = fixture.model(Async.sameThread(), autosave, dialogs);
        List<String> searched = new ArrayList<>();
        asking.onHistoryWanted(searched::add);
        asking.toProperty().set("ada@example.com");
        asking.subjectProperty().set("Refund");
        asking.bodyProperty().set("Refunded.");
        asking.send();
        assertThat(asking.noticeProperty().get().kind()).isEqualTo(Kind.MAY_HAVE_BEEN_SENT);
        assertThat(asking.noticeProperty().get().title() + asking.noticeProperty().get().text())
                .as("said once").containsOnlyOnce("may have been sent".substring(4));

        dialogs.answer(ComposeViewModel.Again.CHECK_HISTORY);
        asking.askToSendAgain();
        assertThat(dialogs.last().kind()).isEqualTo("choose");
        assertThat(dialogs.last().items()).containsExactly(Messages.text("compose.again.check"), Messages.text("compose.again.keep"),
                Messages.text("compose.again.send"));
        assertThat(searched).containsExactly("ada@example.com");

        dialogs.answer(ComposeViewModel.Again.KEEP_EDITING);
        asking.askToSendAgain();
        assertThat(fixture.server.stats().count("POST /v1/send")).as("not resent by checking or editing").isEqualTo(1);
        assertThat(asking.noticeProperty().get().kind()).isEqualTo(Kind.MAY_HAVE_BEEN_SENT);

        dialogs.answer(ComposeViewModel.Again.SEND_AGAIN);
        asking.askToSendAgain();
        assertThat(fixture.server.stats().count("POST /v1/send")).isEqualTo(2);
        assertThat(asking.noticeProperty().get().kind()).isEqualTo(Kind.SENT);
    }

    @Test
    void aDraftIsDeletedOnlyWhenThePersonConfirms() {
        RecordingDialogs dialogs = new RecordingDialogs();
        ComposeViewModel asking = fixture.model(Async.sameThread(), autosave, dialogs);
        asking.toProperty().set("ada@example.com");
        asking.subjectProperty().set("Keep me");
        autosave.flush();
        Draft kept = asking.drafts().getFirst();

        assertThat(asking.deleteAsked(kept)).isFalse();
        assertThat(dialogs.last().message()).isEqualTo(Messages.text("compose.deleteDraft.message", "Keep me"));
        assertThat(draftsOnDisk()).hasSize(1);

        dialogs.answer(true);
        assertThat(asking.deleteAsked(kept)).isTrue();
        assertThat(draftsOnDisk()).isEmpty();
    }

    @Test
    void viewingADraftNeitherDatesItAnewNorMovesItInTheList() {
        write("ada@example.com", "First", "one");
        autosave.flush();
        model.newDraft();
        write("bob@example.com", "Second", "two");
        autosave.flush();
        List<Draft> before = draftsOnDisk();
        Draft first = model.drafts().stream().filter(d -> d.subject().equals("First")).findFirst().orElseThrow();
        Draft second = model.drafts().stream().filter(d -> d.subject().equals("Second")).findFirst().orElseThrow();

        model.open(first);
        model.open(second);
        model.open(first);
        model.keepHere();

        assertThat(draftsOnDisk()).extracting(Draft::subject, Draft::updated)
                .containsExactlyElementsOf(before.stream().map(d -> org.assertj.core.groups.Tuple.tuple(d.subject(), d.updated())).toList());
        assertThat(model.drafts()).extracting(Draft::subject).containsExactly("Second", "First");

        model.subjectProperty().set("First, edited");
        model.open(second);
        assertThat(model.drafts()).extracting(Draft::subject).as("an edited one is kept and comes first")
                .containsExactly("First, edited", "Second");
    }
}
