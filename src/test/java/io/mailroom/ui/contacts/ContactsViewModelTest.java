package io.mailroom.ui.contacts;

import static org.assertj.core.api.Assertions.assertThat;

import io.mailroom.api.ApiKey;
import io.mailroom.api.Contact;
import io.mailroom.api.ContactPage;
import io.mailroom.api.ContactStatus;
import io.mailroom.api.DataKey;
import io.mailroom.api.ServiceClient;
import io.mailroom.api.VipLevel;
import io.mailroom.sandbox.SandboxOptions;
import io.mailroom.sandbox.SandboxServer;
import io.mailroom.service.BulkExecutor;
import io.mailroom.service.profiles.AppRef;
import io.mailroom.service.profiles.Profile;
import io.mailroom.ui.common.Async;
import io.mailroom.ui.common.ContactName;
import io.mailroom.ui.common.HeldBackground;
import io.mailroom.ui.common.KnownContacts;
import io.mailroom.ui.common.Messages;
import io.mailroom.ui.common.RecordingDialogs;
import java.text.Normalizer;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * The workspace's state and requests without the FX thread: work and outcomes run inline
 * ({@link Async#sameThread()}), every request goes to a real sandbox over loopback HTTP.
 */
class ContactsViewModelTest {

    private ContactsFixture fixture;
    private ContactsViewModel model;
    private final List<String> revealed = new ArrayList<>();
    private final RecordingDialogs dialogs = new RecordingDialogs();

    @BeforeEach
    void start() {
        fixture = new ContactsFixture(1000);
        model = newModel();
    }

    @AfterEach
    void stop() throws Exception {
        fixture.close();
    }

    private ContactsViewModel newModel() {
        ContactsViewModel created = new ContactsViewModel(fixture.session, Async.sameThread(), fixture.kept(), new BulkExecutor(), new KnownContacts(), dialogs,
                fixture.options());
        created.onReveal(revealed::add);
        return created;
    }

    private static List<String> emails(List<Contact> contacts) {
        return contacts.stream().map(Contact::emailAddress).toList();
    }

    @Test
    void loadsNothingUntilShownThenTheFirstPageAndTheTotal() {
        assertThat(model.contacts()).isEmpty();
        assertThat(fixture.server.stats().count("GET /v1/contact")).isZero();

        model.start();

        ContactPage expected = fixture.page(ContactsFixture.NEWSLETTER, 1, 500);
        assertThat(emails(model.contacts())).isEqualTo(emails(expected.list()));
        assertThat(model.totalProperty().get()).isEqualTo(600);
        assertThat(model.pageText().get()).isEqualTo(Messages.text("contacts.page", 1, 2));
        assertThat(model.totalText().get()).isEqualTo(Messages.text("contacts.count", 600));
        assertThat(model.phaseProperty().get()).isEqualTo(ContactsViewModel.Phase.READY);
        assertThat(model.loadingProperty().get()).isFalse();
    }

    @Test
    void pagesLikeTheServiceAndKeepsTheFirstRowInViewWhenThePageSizeChanges() {
        model.start();
        model.pageSizeProperty().set(50);
        assertThat(model.pageText().get()).isEqualTo(Messages.text("contacts.page", 1, 12));

        model.nextPage();
        model.nextPage();
        assertThat(emails(model.contacts())).isEqualTo(emails(fixture.page(ContactsFixture.NEWSLETTER, 3, 50).list()));
        assertThat(model.canGoBack().get()).isTrue();

        Contact firstOfPage3 = model.contacts().getFirst();
        model.pageSizeProperty().set(100);
        assertThat(model.pageText().get()).isEqualTo(Messages.text("contacts.page", 2, 6));
        assertThat(emails(model.contacts())).contains(firstOfPage3.emailAddress());

        model.lastPage();
        assertThat(model.pageText().get()).isEqualTo(Messages.text("contacts.page", 6, 6));
        assertThat(model.canGoForward().get()).isFalse();
        assertThat(emails(model.contacts())).isEqualTo(emails(fixture.page(ContactsFixture.NEWSLETTER, 6, 100).list()));
        model.previousPage();
        assertThat(model.pageText().get()).isEqualTo(Messages.text("contacts.page", 5, 6));
        model.firstPage();
        assertThat(model.pageText().get()).isEqualTo(Messages.text("contacts.page", 1, 6));
        assertThat(model.canGoBack().get()).isFalse();

        ContactsViewModel reopened = newModel();
        assertThat(reopened.pageSizeProperty().get()).isEqualTo(100);
    }

    @Test
    void anApplicationWithoutContactsIsAnEmptyStateNotAnError() {
        model.start();
        model.appProperty().set(ContactsFixture.EMPTY_APP);

        assertThat(model.phaseProperty().get()).isEqualTo(ContactsViewModel.Phase.EMPTY);
        assertThat(model.contacts()).isEmpty();
        assertThat(model.totalText().get()).isEqualTo(Messages.text("contacts.count", 0));
        assertThat(model.emptyText().get()).isEqualTo(Messages.text("contacts.empty.app", ContactsFixture.EMPTY_APP.label()));
        assertThat(model.hasRows().get()).isFalse();
    }

    @Test
    void aFailedLoadShowsTheServicesMessageAndRequestIdAndARetryRecovers() {
        fixture.server.faults().on("/v1/contact").failNext(1, 409, 40900, "Contact lists are being migrated");

        model.start();

        assertThat(model.phaseProperty().get()).isEqualTo(ContactsViewModel.Phase.FAILED);
        assertThat(model.problemProperty().get().title()).isEqualTo("The service refused the request");
        assertThat(model.problemProperty().get().detail()).contains("Contact lists are being migrated", "code 40900");
        assertThat(model.problemProperty().get().requestId()).hasValueSatisfying(id -> assertThat(id).matches("req_[0-9a-f]{16}"));
        assertThat(model.hasRows().get()).isFalse();

        model.refresh();

        assertThat(model.phaseProperty().get()).isEqualTo(ContactsViewModel.Phase.READY);
        assertThat(model.problemProperty().get()).isNull();
        assertThat(model.contacts()).hasSize(500);
    }

    @Test
    void anAnswerThatContradictsItselfIsCalledSo() {
        fixture.server.faults().on("/v1/contact").failNext(1, 400, 0, "OK");

        model.start();

        assertThat(model.phaseProperty().get()).isEqualTo(ContactsViewModel.Phase.FAILED);
        assertThat(model.problemProperty().get().title()).isEqualTo(Messages.text("problem.contradiction.title"));
        assertThat(model.problemProperty().get().detail())
                .startsWith(Messages.text("problem.contradiction.failureWithCodeZero", "HTTP 400, code 0"))
                .contains(Messages.text("problem.service.said", "OK"));
    }

    /** "asked to wait 1 hour, until Nov 24, 2026, 1:05 PM", in the words of the English bundle. */
    private static final String AN_HOUR_FROM_NOW = "asked to wait 1 hour, until \\w{3} \\d{1,2}, \\d{4}, \\d{1,2}:\\d\\d\\h?[AP]M";

    @Test
    void aServiceAskingToWaitAnHourSaysWhenToTryAgainAtOnce() {
        fixture.server.faults().on("/v1/contact").failNext(1, 429, 42900, "Too many requests", Duration.ofHours(1));

        model.start();

        assertThat(model.phaseProperty().get()).isEqualTo(ContactsViewModel.Phase.FAILED);
        assertThat(model.problemProperty().get().title()).isEqualTo(Messages.text("problem.rateLimited.title"));
        assertThat(model.problemProperty().get().detail()).containsPattern(AN_HOUR_FROM_NOW).endsWith("nothing more was sent (HTTP 429, code 42900).");
        assertThat(model.problemProperty().get().remedy()).get().asString().startsWith("Try again after ");
        assertThat(fixture.server.stats().count("GET /v1/contact")).isEqualTo(1);
    }

    @Test
    void aDeleteTheServiceAsksToPutOffForAnHourSaysUntilWhen() throws Exception {
        model.start();
        Contact chosen = model.contacts().getFirst();
        fixture.server.faults().on("/v1/contact").failNext(1, 429, 42900, "Too many requests", Duration.ofHours(1));

        DeleteSummary summary = model.delete(List.of(chosen)).get(30, TimeUnit.SECONDS);

        assertThat(summary.allDeleted()).isFalse();
        assertThat(summary.problems()).singleElement().asString().startsWith(Messages.text("contacts.deleted.failed", chosen.emailAddress(), ""))
                .containsPattern(AN_HOUR_FROM_NOW);
        assertThat(fixture.server.stats().count("DELETE /v1/contact")).isEqualTo(1);
    }

    /** Answers are handed over in the order the test chooses: the older one comes last, and is dropped. */
    @Test
    void anAnswerOvertakenByANewerRequestIsDropped() {
        HeldBackground background = new HeldBackground();
        ContactsViewModel queued = new ContactsViewModel(fixture.session, new Async(background, Runnable::run), fixture.kept(),
                new BulkExecutor(), new KnownContacts(), dialogs,
                fixture.options());
        queued.pageSizeProperty().set(50);
        queued.start();
        background.runOldest();
        assertThat(queued.pageText().get()).isEqualTo(Messages.text("contacts.page", 1, 12));

        queued.nextPage();
        queued.lastPage();
        assertThat(queued.loadingProperty().get()).isTrue();
        background.runNewest();
        background.runOldest();

        assertThat(queued.pageText().get()).isEqualTo(Messages.text("contacts.page", 12, 12));
        assertThat(emails(queued.contacts())).isEqualTo(emails(fixture.page(ContactsFixture.NEWSLETTER, 12, 50).list()));
        assertThat(queued.loadingProperty().get()).isFalse();
        assertThat(background.held()).isZero();
    }

    @Test
    void findFiltersTheLoadedPageByAddressNamesAndCompanyIgnoringCaseAndAccents() {
        model.start();
        Contact accented = model.contacts().stream()
                .filter(c -> !c.firstName().equals(Normalizer.normalize(c.firstName(), Normalizer.Form.NFD)))
                .findFirst().orElseThrow();
        String plain = Normalizer.normalize(accented.firstName(), Normalizer.Form.NFD)
                .replaceAll("\\p{M}", "").toUpperCase(Locale.ROOT);

        model.findProperty().set(plain);

        assertThat(model.found()).contains(accented);
        assertThat(model.found().size()).isLessThan(model.contacts().size());
        model.findProperty().set(accented.lastName() + " " + accented.company());
        assertThat(model.found()).contains(accented).allSatisfy(c -> assertThat(c.lastName()).isEqualTo(accented.lastName()));
        model.findProperty().set("");
        assertThat(model.found()).hasSize(500);
    }

    @Test
    void switchingProfileOffersItsApplicationsAndLoadsTheirFirstPage() {
        model.start();
        Profile other = fixture.service.save(Profile.draft("Second account", fixture.server.baseUrl().toString(),
                List.of(ContactsFixture.ONBOARDING), List.of()));
        fixture.service.storeKey(other, ApiKey.of(ContactsFixture.KEY));

        fixture.session.switchTo(other);

        assertThat(model.apps()).containsExactly(ContactsFixture.ONBOARDING);
        assertThat(model.appProperty().get()).isEqualTo(ContactsFixture.ONBOARDING);
        assertThat(model.totalProperty().get()).isEqualTo(300);
        assertThat(emails(model.contacts())).isEqualTo(emails(fixture.page(ContactsFixture.ONBOARDING, 1, 500).list()));
    }

    @Test
    void aClosedModelNoLongerHearsTheSessionSwitch() {
        model.start();
        List<Contact> before = List.copyOf(model.contacts());
        List<AppRef> appsBefore = List.copyOf(model.apps());
        Profile other = fixture.service.save(Profile.draft("Third account", fixture.server.baseUrl().toString(),
                List.of(ContactsFixture.ONBOARDING), List.of()));
        fixture.service.storeKey(other, ApiKey.of(ContactsFixture.KEY));

        model.close();
        fixture.session.switchTo(other);

        assertThat(model.apps()).isEqualTo(appsBefore).hasSize(3);
        assertThat(model.contacts()).isEqualTo(before);
    }

    @Test
    void aProfileWithoutAKeyIsAFailureShownLikeAnyOther() {
        model.start();
        Profile keyless = fixture.service.save(Profile.draft("No key yet", fixture.server.baseUrl().toString(),
                List.of(ContactsFixture.NEWSLETTER), List.of()));

        fixture.session.switchTo(keyless);

        assertThat(model.phaseProperty().get()).isEqualTo(ContactsViewModel.Phase.FAILED);
        assertThat(model.problemProperty().get().title()).isEqualTo("No API key for this profile");
        assertThat(model.contacts()).isEmpty();
    }

    @Test
    void theApplicationChosenIsRememberedPerProfile() {
        model.start();
        model.appProperty().set(ContactsFixture.ONBOARDING);

        ContactsViewModel reopened = newModel();

        assertThat(reopened.appProperty().get()).isEqualTo(ContactsFixture.ONBOARDING);
    }

    @Test
    void anEditUpdatesItsRowInPlaceAndTheService() {
        model.start();
        Contact before = model.contacts().get(7);
        ContactEditorModel editor = model.edit(before);
        assertThat(editor.canSave().get()).as("nothing changed yet").isFalse();

        editor.dataProperty(DataKey.company).set("Analytical Engines Ltd");
        editor.dataProperty(DataKey.phoneNumber).set("");
        editor.save();

        assertThat(editor.doneProperty().get()).isTrue();
        Contact after = model.contacts().get(7);
        assertThat(after.emailAddress()).isEqualTo(before.emailAddress());
        assertThat(after.company()).isEqualTo("Analytical Engines Ltd");
        assertThat(after.phoneNumber()).isEmpty();
        assertThat(after.firstName()).isEqualTo(before.firstName());
        Contact stored = fixture.everyone(ContactsFixture.NEWSLETTER).stream()
                .filter(c -> c.emailAddress().equals(before.emailAddress())).findFirst().orElseThrow();
        assertThat(stored.company()).isEqualTo("Analytical Engines Ltd");
        assertThat(stored.phoneNumber()).isEmpty();
        assertThat(stored.lastName()).isEqualTo(before.lastName());
        assertThat(revealed).containsExactly(before.emailAddress());
        assertThat(model.noticeProperty().get()).isEqualTo(Messages.text("contacts.saved", before.emailAddress()));
    }

    @Test
    void aNewContactIsCreatedNormalisedAndBroughtIntoView() {
        model.start();
        model.appProperty().set(ContactsFixture.ONBOARDING);
        ContactEditorModel editor = model.newContact();
        editor.emailProperty().set("ada@analytical.example");
        editor.dataProperty(DataKey.firstName).set("Ada");
        editor.dataProperty(DataKey.birthday).set("1815-12-10");
        editor.dataProperty(DataKey.vipLevel).set("007");
        editor.statusProperty().set(ContactStatus.Unsubscribed);

        editor.save();

        assertThat(editor.doneProperty().get()).isTrue();
        assertThat(model.totalProperty().get()).isEqualTo(301);
        Contact created = model.contacts().stream().filter(c -> c.emailAddress().equals("ada@analytical.example"))
                .findFirst().orElseThrow();
        assertThat(created.birthday()).isEqualTo("10/12");
        assertThat(created.vipLevel()).isEqualTo(VipLevel.of(7));
        assertThat(created.status()).isEqualTo(ContactStatus.Unsubscribed);
        assertThat(revealed).containsExactly("ada@analytical.example");
    }

    @Test
    void aNewContactTheServiceListsOnAnotherPageIsSaidToBeThere() {
        model.start();
        ContactEditorModel editor = model.newContact();
        editor.emailProperty().set("grace@navy.example");

        editor.save();

        assertThat(model.pageText().get()).isEqualTo(Messages.text("contacts.page", 1, 2));
        assertThat(model.noticeProperty().get()).isEqualTo(Messages.text("contacts.saved.elsewhere", "grace@navy.example"));
        assertThat(revealed).isEmpty();
        assertThat(fixture.page(ContactsFixture.NEWSLETTER, 2, 500).list()).extracting(Contact::emailAddress)
                .contains("grace@navy.example");
    }

    @Test
    void deletingKeepsThePlaceAndReportsExactlyWhichContactsFailedAndWhy() throws Exception {
        model.start();
        List<Contact> chosen = List.copyOf(model.contacts().subList(10, 15));
        // Someone else deletes two of them first: the service refuses those two.
        fixture.session.client().deleteContact("newsletter", chosen.get(1).emailAddress());
        fixture.session.client().deleteContact("newsletter", chosen.get(3).emailAddress());

        DeleteSummary summary = model.delete(chosen).get(30, TimeUnit.SECONDS);

        assertThat(summary.title()).isEqualTo(Messages.text("contacts.deleted.some", 3, 5));
        assertThat(summary.allDeleted()).isFalse();
        assertThat(summary.problems()).hasSize(2);
        assertThat(summary.problems().get(0)).startsWith(Messages.text("contacts.deleted.failed", chosen.get(1).emailAddress(), ""))
                .contains("“Contact not found: " + chosen.get(1).emailAddress()).containsPattern("requestId req_[0-9a-f]{16}");
        assertThat(summary.problems().get(1)).startsWith(Messages.text("contacts.deleted.failed", chosen.get(3).emailAddress(), ""))
                .contains("“Contact not found: " + chosen.get(3).emailAddress());
        assertThat(model.totalProperty().get()).isEqualTo(595);
        assertThat(model.pageText().get()).isEqualTo(Messages.text("contacts.page", 1, 2));
        assertThat(emails(model.contacts())).doesNotContainAnyElementsOf(emails(chosen));
        assertThat(emails(fixture.everyone(ContactsFixture.NEWSLETTER))).doesNotContainAnyElementsOf(emails(chosen));
        assertThat(model.bulkChanges().state().runningProperty().get()).isFalse();
    }

    @Test
    void aDeleteIsAskedFirstNamingTheContactAndItsApplicationAndNothingGoesWhenDeclined() throws Exception {
        model.start();
        Contact chosen = model.contacts().get(4);

        assertThat(model.askToDelete(List.of(chosen)).get(30, TimeUnit.SECONDS)).isEmpty();

        RecordingDialogs.Asked question = dialogs.last();
        assertThat(question.kind()).isEqualTo("confirm");
        assertThat(question.title()).isEqualTo(Messages.text("contacts.delete.one.title", ContactName.of(chosen)));
        assertThat(question.message()).isEqualTo(Messages.text("contacts.delete.one.message", ContactName.of(chosen),
                ContactsFixture.NEWSLETTER.label()) + " " + Messages.text("contacts.delete.toTrash", 1));
        assertThat(question.items()).containsExactly(Messages.text("contacts.delete.action"));
        assertThat(fixture.server.stats().count("DELETE /v1/contact")).as("declined").isZero();

        dialogs.answer(true);
        assertThat(model.askToDelete(List.of(chosen)).get(30, TimeUnit.SECONDS)).hasValueSatisfying(s -> assertThat(s.allDeleted()).isTrue());

        assertThat(dialogs.kinds()).as("one contact gone needs no summary").containsExactly("confirm", "confirm");
        assertThat(model.noticeProperty().get()).isEqualTo(Messages.text("contacts.deleted.all", 1));
        assertThat(emails(model.contacts())).doesNotContain(chosen.emailAddress());
    }

    @Test
    void aDeleteOfSeveralNamesTheFirstFewAndEndsWithItsSummary() throws Exception {
        model.start();
        List<Contact> chosen = List.copyOf(model.contacts().subList(0, DeleteQuestion.NAMED + 2));
        fixture.session.client().deleteContact("newsletter", chosen.get(5).emailAddress());
        dialogs.answer(true);

        DeleteSummary summary = model.askToDelete(chosen).get(60, TimeUnit.SECONDS).orElseThrow();

        RecordingDialogs.Asked question = dialogs.asked().getFirst();
        assertThat(question.title()).isEqualTo(Messages.text("contacts.delete.many.title", 10));
        assertThat(question.message()).startsWith(Messages.text("contacts.delete.many.message", 10, ContactsFixture.NEWSLETTER.label()))
                .contains(ContactName.of(chosen.get(7)), Messages.text("contacts.delete.more", 2))
                .doesNotContain(chosen.get(8).emailAddress())
                .endsWith(Messages.text("contacts.delete.toTrash", 10));
        assertThat(dialogs.kinds()).containsExactly("confirm", "summary");
        RecordingDialogs.Asked told = dialogs.last();
        assertThat(told.title()).isEqualTo(summary.title()).isEqualTo(Messages.text("contacts.deleted.some", 9, 10));
        assertThat(told.message()).isEqualTo(Messages.text("contacts.deleted.counts", 9, 1, 0) + " "
                + Messages.text("contacts.deleted.stillThere"));
        assertThat(told.items()).singleElement().asString().startsWith(chosen.get(5).emailAddress());
    }

    @Test
    void aNoticeGoesWhenWhatItDescribesEnds() throws Exception {
        model.start();
        List<String> notices = new ArrayList<>();
        model.noticeProperty().addListener((obs, old, now) -> notices.add(now));
        model.delete(List.of(model.contacts().getFirst())).get(30, TimeUnit.SECONDS);
        model.delete(List.of(model.contacts().getFirst())).get(30, TimeUnit.SECONDS);
        String deletedOne = Messages.text("contacts.deleted.all", 1);
        assertThat(notices).as("the next delete does not run under the last one's result")
                .containsExactly(deletedOne, "", deletedOne);

        ContactEditorModel editor = model.newContact();
        editor.emailProperty().set("grace@navy.example");
        editor.save();
        assertThat(model.noticeProperty().get()).isEqualTo(Messages.text("contacts.saved.elsewhere", "grace@navy.example"));
        model.nextPage();
        assertThat(model.noticeProperty().get()).as("on the other page now").isEmpty();
    }

    @Test
    void deletingAWholeLastPageLandsOnTheNewLastPage() throws Exception {
        model.start();
        model.pageSizeProperty().set(50);
        model.lastPage();
        assertThat(model.pageText().get()).isEqualTo(Messages.text("contacts.page", 12, 12));

        DeleteSummary summary = model.delete(List.copyOf(model.contacts())).get(60, TimeUnit.SECONDS);

        assertThat(summary.allDeleted()).isTrue();
        assertThat(summary.title()).isEqualTo(Messages.text("contacts.deleted.all", 50));
        assertThat(model.pageText().get()).isEqualTo(Messages.text("contacts.page", 11, 11));
        assertThat(model.contacts()).hasSize(50);
        assertThat(model.totalText().get()).isEqualTo(Messages.text("contacts.count", 550));
    }

    /**
     * Cancelling interrupts the job's threads, and the last of them ends the job: outcomes go to
     * a UI thread of their own here, as they go to the FX thread in the app, not on inline.
     */
    @Test
    void cancellingADeleteStopsWhatWasNotSentAndSaysSo() throws Exception {
        try (UiThread ui = new UiThread()) {
            ContactsViewModel onUi = new ContactsViewModel(fixture.session, ui.async(), fixture.kept(), new BulkExecutor(), new KnownContacts(), dialogs,
                fixture.options());
            ui.run(onUi::start);
            // The profile's own limit, 5 requests a second, keeps most of these waiting for their turn.
            List<Contact> chosen = List.copyOf(onUi.contacts().subList(0, 60));
            CompletableFuture<CompletableFuture<DeleteSummary>> started = new CompletableFuture<>();

            ui.run(() -> started.complete(onUi.delete(chosen)));
            AtomicInteger done = new AtomicInteger();
            while (done.get() == 0) {
                Thread.sleep(10);
                ui.run(() -> done.set((int) onUi.bulkChanges().state().doneProperty().get()));
            }
            ui.run(onUi::cancelBulkChange);
            DeleteSummary summary = started.get().get(60, TimeUnit.SECONDS);
            ui.run(() -> { }); // the page asked for again has arrived

            long notDeleted = summary.problems().size();
            assertThat(notDeleted).as("still waiting for their turn").isPositive();
            assertThat(summary.problems()).allSatisfy(line -> assertThat(line).contains(Messages.text("contacts.deleted.notDeleted", "", "")));
            long deleted = 60 - notDeleted;
            assertThat(deleted).as("sent before the cancel").isPositive();
            assertThat(summary.title()).isEqualTo(Messages.text("contacts.deleted.some", deleted, 60));
            assertThat(onUi.totalProperty().get()).isEqualTo(600 - deleted);
            assertThat(onUi.phaseProperty().get()).isEqualTo(ContactsViewModel.Phase.READY);
            assertThat(fixture.everyone(ContactsFixture.NEWSLETTER)).hasSize((int) (600 - deleted));
        }
    }

    /**
     * Another account with the same application and the same addresses: a delete started on one
     * must not go on against the other when the session switches profile half-way.
     */
    @Test
    void aDeleteNeverReachesTheAccountSwitchedTo() throws Exception {
        try (UiThread ui = new UiThread();
             SandboxServer otherServer = SandboxServer.start(SandboxOptions.defaults().withApiKey(ContactsFixture.KEY)
                     .withRateLimit(1000).withSeedContacts(1000))) {
            Profile other = fixture.service.save(Profile.draft("Twin account", otherServer.baseUrl().toString(),
                    List.of(ContactsFixture.NEWSLETTER), List.of()));
            fixture.service.storeKey(other, ApiKey.of(ContactsFixture.KEY));
            ContactsViewModel onUi = new ContactsViewModel(fixture.session, ui.async(), fixture.kept(), new BulkExecutor(), new KnownContacts(), dialogs,
                fixture.options());
            ui.run(onUi::start);
            List<Contact> chosen = List.copyOf(onUi.contacts().subList(0, 60));
            assertThat(emails(fixture.page(ContactsFixture.NEWSLETTER, 1, 60).list())).isEqualTo(emails(chosen));
            CompletableFuture<CompletableFuture<DeleteSummary>> started = new CompletableFuture<>();

            ui.run(() -> started.complete(onUi.delete(chosen)));
            fixture.session.switchTo(other);
            DeleteSummary summary = started.get().get(60, TimeUnit.SECONDS);

            assertThat(summary.allDeleted()).isFalse();
            assertThat(summary.problems()).allSatisfy(line -> assertThat(line).contains(Messages.text("contacts.deleted.notDeleted", "", "")));
            try (ServiceClient twin = fixture.service.connect(other, Optional.empty())) {
                assertThat(twin.listContacts("newsletter", 1, 500).data().total()).as("the other account").isEqualTo(600);
            }
        }
    }

    @Test
    void theChartCountsTheLoadedPage() {
        model.start();

        PageBreakdown breakdown = model.breakdownProperty().get();

        long confirmed = model.contacts().stream().filter(c -> c.status() == ContactStatus.Confirmed).count();
        assertThat(breakdown.byStatus()).containsEntry("Confirmed", confirmed).containsEntry("Unsubscribed", 500 - confirmed);
        assertThat(breakdown.byVipLevel().values().stream().mapToLong(Long::longValue).sum()).isEqualTo(500);
        long level0 = model.contacts().stream().filter(c -> VipLevel.of(0).equals(c.vipLevel())).count();
        assertThat(breakdown.byVipLevel()).containsEntry("0", level0);
        assertThat(List.copyOf(breakdown.byVipLevel().keySet())).isSortedAccordingTo(Comparator.comparingLong(Long::parseLong));
    }

    @Test
    void whatIsShownBelongsToTheApplicationChosen() {
        model.start();
        AppRef before = model.appProperty().get();
        model.appProperty().set(ContactsFixture.ONBOARDING);

        assertThat(before).isEqualTo(ContactsFixture.NEWSLETTER);
        assertThat(emails(model.contacts())).isEqualTo(emails(fixture.page(ContactsFixture.ONBOARDING, 1, 500).list()));
        assertThat(model.pageText().get()).isEqualTo(Messages.text("contacts.page", 1, 1));
    }
}
