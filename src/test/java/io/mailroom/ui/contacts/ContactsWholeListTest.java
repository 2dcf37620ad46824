package io.mailroom.ui.contacts;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.tuple;

import io.mailroom.api.Contact;
import io.mailroom.api.DataKey;
import io.mailroom.api.InputRules;
import io.mailroom.api.ServiceClient;
import io.mailroom.service.Background;
import io.mailroom.service.BulkExecutor;
import io.mailroom.service.FieldMeaning;
import io.mailroom.service.localcopy.ContactCopy;
import io.mailroom.service.localcopy.ContactQueries;
import io.mailroom.service.localcopy.ContactQuery;
import io.mailroom.service.localcopy.SyncProgress;
import io.mailroom.ui.common.Async;
import io.mailroom.ui.common.ContactName;
import io.mailroom.ui.common.HeldBackground;
import io.mailroom.ui.common.KnownContacts;
import io.mailroom.ui.common.Messages;
import io.mailroom.ui.common.RecordingDialogs;
import io.mailroom.ui.common.Settings;
import java.math.BigDecimal;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.MonthDay;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.concurrent.Callable;
import java.util.concurrent.TimeUnit;
import java.util.function.Function;
import java.util.stream.IntStream;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * The contacts screen over the whole list, without the FX thread: the local copy synchronised
 * from a real sandbox on loopback (5,000 seed contacts, 3,000 of them in the newsletter), and what
 * the screen does with it: every contact counted and listed, find as you type, sort across every
 * row, selection across the filter and its delete, the person's own saves and deletes shown at
 * once, a stale copy refreshed on opening, a damaged one reported, a sync cancelled and resumed.
 */
class ContactsWholeListTest {

    private static final int NEWSLETTER = 3000;

    private ContactsFixture fixture;
    private final RecordingDialogs dialogs = new RecordingDialogs();
    private ContactsViewModel model;

    @BeforeEach
    void start() {
        fixture = new ContactsFixture(5000);
        model = newModel(ContactsFixture.options(Settings.CopyRefresh.ONE_DAY, Clock.systemUTC()));
    }

    @AfterEach
    void stop() throws Exception {
        Messages.use(Locale.ENGLISH);
        fixture.close();
    }

    private ContactsViewModel newModel(CopyOptions options) {
        return new ContactsViewModel(fixture.session, Async.sameThread(), fixture.kept(), new BulkExecutor(), new KnownContacts(),
                dialogs, options);
    }

    /** The screen opened on the newsletter and its copy synchronised: the whole list on view. */
    private void synced() {
        model.start();
        model.synchronise();
        assertThat(model.whole().shownProperty().get()).isTrue();
    }

    /** Every row of the whole list, read (inline here) through the lazily read list the table shows. */
    private static List<Contact> rows(ContactsViewModel model) {
        LazyRows rows = model.whole().rows();
        return IntStream.range(0, rows.size()).mapToObj(rows::get).toList();
    }

    private static List<String> emails(List<Contact> contacts) {
        return contacts.stream().map(Contact::emailAddress).toList();
    }

    private long listings() {
        return fixture.server.stats().count("GET /v1/contact");
    }

    private void find(String words) {
        model.findProperty().set(words);
    }

    @Test
    void beforeAnySweepTheScreenPagesFromTheServiceAndOffersTheWholeList() {
        model.start();

        assertThat(listings()).isEqualTo(1);
        assertThat(model.whole().shownProperty().get()).isFalse();
        assertThat(emails(model.contacts())).isEqualTo(emails(fixture.page(ContactsFixture.NEWSLETTER, 1, 500).list()));
        assertThat(model.pageText().get()).isEqualTo(Messages.text("contacts.page", 1, 6));
        assertThat(model.offerShown().get()).isTrue();
        assertThat(model.offerText().get()).isEqualTo(Messages.text("contacts.offer", NEWSLETTER));
        assertThat(model.syncedText().get()).isEmpty();
    }

    @Test
    void synchronisingBringsEveryContactIntoTheCopyAndShowsThemAllWithItsProgressOnTheWay() {
        model.start();
        List<SyncProgress> seen = new ArrayList<>();
        List<String> said = new ArrayList<>();
        model.sync().progressProperty().addListener((obs, old, now) -> {
            if (now != null) {
                seen.add(now);
                said.add(model.sync().text().get());
            }
        });

        model.synchronise();

        assertThat(seen).isNotEmpty();
        SyncProgress first = seen.getFirst();
        assertThat(said.getFirst()).isEqualTo(Messages.text("contacts.sync.withTimeLeft",
                Messages.text("contacts.sync.progress", ContactsFixture.NEWSLETTER.label(), first.pagesDone(), first.pagesTotal(),
                        first.contacts(), first.total()),
                Synchronisation.timeLeft(first.timeLeft())));
        assertThat(seen.getLast().contacts()).isEqualTo(NEWSLETTER);
        assertThat(model.sync().runningProperty().get()).isFalse();
        assertThat(model.whole().shownProperty().get()).isTrue();
        assertThat(model.offerShown().get()).isFalse();
        assertThat(model.contacts()).as("no page of the service is held").isEmpty();
        assertThat(rows(model)).extracting(Contact::emailAddress)
                .containsExactlyInAnyOrderElementsOf(emails(fixture.everyone(ContactsFixture.NEWSLETTER)));
        assertThat(model.totalText().get()).isEqualTo(Messages.text("contacts.count", NEWSLETTER));
        assertThat(model.syncedText().get()).startsWith(Messages.text("contacts.copy.synced", Messages.text("contacts.moment.today", "")));
        assertThat(model.syncOutcomeProperty().get().text()).isEqualTo(Messages.text("contacts.sync.first", NEWSLETTER,
                ContactsFixture.NEWSLETTER.label()));
        assertThat(model.hasRows().get()).isTrue();

        long asked = listings();
        ContactsViewModel reopened = newModel(fixture.options());
        reopened.start();
        assertThat(reopened.whole().matchingProperty().get()).isEqualTo(NEWSLETTER);
        assertThat(listings()).as("the copy answers a new start; the service is not asked").isEqualTo(asked);
    }

    @Test
    void findRunsAcrossEveryContactAsTypedIgnoringCaseAndAccents() {
        synced();
        List<Contact> everyone = fixture.everyone(ContactsFixture.NEWSLETTER);
        Contact accented = everyone.stream().filter(c -> !ContactsFixture.fold(c.lastName()).equals(c.lastName().toLowerCase(Locale.ROOT))
                && c.lastName().matches("\\p{L}+")).findFirst().orElseThrow();
        String typed = ContactsFixture.fold(accented.lastName()).toUpperCase(Locale.ROOT);

        model.findProperty().set(typed);

        List<Contact> found = rows(model);
        assertThat(found).contains(accented);
        assertThat(found).allSatisfy(c -> assertThat(ContactsFixture.findWords(c)).anyMatch(word -> word.startsWith(ContactsFixture.fold(typed))));
        assertThat(found).hasSize((int) everyone.stream().filter(c -> ContactsFixture.findWords(c).anyMatch(word -> word.startsWith(ContactsFixture.fold(typed)))).count());
        assertThat(model.totalText().get()).isEqualTo(Messages.text("contacts.matching", found.size(), NEWSLETTER));

        find("");
        assertThat(model.whole().matchingProperty().get()).isEqualTo(NEWSLETTER);
        assertThat(model.totalText().get()).isEqualTo(Messages.text("contacts.count", NEWSLETTER));
    }

    /**
     * Reads end when the test says: a key is read at once, keys typed while it runs wait, only the
     * last of them is read next, and the first one's answer, no longer what was typed, is dropped.
     */
    @Test
    void keysTypedWhileFindRunsAreReadAsOneTheLastTextShownTheOlderAnswerDropped() {
        synced();
        Contact someone = fixture.everyone(ContactsFixture.NEWSLETTER).get(1234);
        HeldBackground held = new HeldBackground();
        ContactsViewModel queued = new ContactsViewModel(fixture.session, new Async(held, Runnable::run), fixture.kept(), new BulkExecutor(),
                new KnownContacts(), dialogs, fixture.options());
        queued.start();
        while (held.held() > 0) {
            held.runOldest();
        }
        assertThat(queued.whole().matchingProperty().get()).isEqualTo(NEWSLETTER);

        queued.findProperty().set("no-such-word-anywhere");
        assertThat(held.held()).as("read at once, without a pause").isEqualTo(1);
        queued.findProperty().set("no-such");
        queued.findProperty().set(someone.emailAddress());
        assertThat(held.held()).as("the keys after it wait for it").isEqualTo(1);

        held.runOldest();
        assertThat(queued.whole().matchingProperty().get()).as("the first text's answer is dropped").isEqualTo(NEWSLETTER);
        assertThat(held.held()).as("only the last text is read next").isEqualTo(1);
        held.runOldest();
        assertThat(queued.whole().matchingProperty().get()).isEqualTo(1);
        assertThat(queued.whole().rows().get(0)).isEqualTo(someone);
        // What is left is the chart of that last find.
        while (held.held() > 0) {
            held.runOldest();
        }
        assertThat(queued.whole().matchingProperty().get()).isEqualTo(1);
        assertThat(queued.whole().breakdownProperty().get().count()).as("the chart of the last find").isEqualTo(1);
    }

    /** Backspace goes back to a text just answered: shown at once from what was read, until the copy changes. */
    @Test
    void aQueryAnsweredAMomentAgoIsShownAgainAtOnceUntilTheCopyChanges() {
        synced();
        HeldBackground held = new HeldBackground();
        ContactsViewModel queued = new ContactsViewModel(fixture.session, new Async(held, Runnable::run), fixture.kept(), new BulkExecutor(),
                new KnownContacts(), dialogs, fixture.options());
        queued.start();
        runAll(held);
        queued.findProperty().set("garcia");
        runAll(held);
        long garcias = queued.whole().matchingProperty().get();
        Contact first = queued.whole().rows().get(0);
        assertThat(garcias).isBetween(2L, NEWSLETTER - 1L);
        queued.findProperty().set("garcia m");
        runAll(held);
        assertThat(queued.whole().matchingProperty().get()).isLessThan(garcias);

        queued.findProperty().set("garcia");

        assertThat(queued.whole().matchingProperty().get()).as("shown before anything runs").isEqualTo(garcias);
        assertThat(queued.whole().rows().get(0)).isEqualTo(first);
        assertThat(held.held()).as("only the chart of it is read").isEqualTo(1);
        held.runOldest();
        assertThat(queued.whole().breakdownProperty().get().count()).isEqualTo(garcias);

        queued.whole().reload();
        queued.findProperty().set("garcia m");
        assertThat(held.held()).as("the copy changed: read again").isEqualTo(1);
        runAll(held);
        queued.findProperty().set("garcia");
        assertThat(held.held()).as("and so is the text before it").isEqualTo(1);
        runAll(held);
        assertThat(queued.whole().matchingProperty().get()).isEqualTo(garcias);
    }

    private static void runAll(HeldBackground held) {
        while (held.held() > 0) {
            held.runOldest();
        }
    }

    @Test
    void sortingByAColumnSortsEveryContactByWhatItsValuesMeanInTheCopy() {
        synced();

        model.sortWhole(ContactColumn.BIRTHDAY, true);
        List<MonthDay> birthdays = meanings(rows(model), c -> FieldMeaning.monthDay(c.birthday()));
        assertThat(birthdays).hasSizeGreaterThan(100).isSorted();

        model.sortWhole(ContactColumn.AMOUNT, false);
        List<BigDecimal> amounts = meanings(rows(model), c -> FieldMeaning.decimal(c.amount()));
        assertThat(amounts).hasSizeGreaterThan(100).isSortedAccordingTo(Comparator.reverseOrder());

        model.sortWhole(ContactColumn.REGISTER_DATE, true);
        List<Instant> registered = meanings(rows(model), c -> FieldMeaning.moment(c.registerDate()));
        assertThat(registered).hasSizeGreaterThan(100).isSorted();
        assertThat(listings()).as("sorted by the copy, not by asking the service").isEqualTo(1 + 6);
    }

    /** The values that read as what their column means, in the order of the rows (the others sort after them). */
    private static <K> List<K> meanings(List<Contact> rows, Function<Contact, K> meaning) {
        return rows.stream().map(meaning).filter(Objects::nonNull).toList();
    }

    @Test
    void everyMatchingContactCanBeSelectedAndDeletedTheQuestionNamingHowManyAndTheFirstEight() throws Exception {
        // Twelve contacts of a company no seed contact works for: what the find will match.
        ServiceClient service = fixture.session.client();
        for (int i = 1; i <= 12; i++) {
            service.saveContact(InputRules.saveContact("newsletter", "engineer" + i + "@analytical.example", "Confirmed",
                    Map.of("company", "Analytical Engines")));
        }
        synced();
        find("analytical");
        List<Contact> matching = rows(model);
        assertThat(matching).hasSize(12);
        int all = NEWSLETTER + 12;

        model.selectAllMatching();
        dialogs.answer(true);
        DeleteSummary summary = model.askToDeleteAllMatching().get(60, TimeUnit.SECONDS).orElseThrow();

        RecordingDialogs.Asked question = dialogs.asked().getFirst();
        assertThat(question.title()).isEqualTo(Messages.text("contacts.delete.many.title", matching.size()));
        assertThat(question.message()).contains(emails(matching.subList(0, DeleteQuestion.NAMED)))
                .doesNotContain(matching.get(DeleteQuestion.NAMED).emailAddress())
                .contains(Messages.text("contacts.delete.more", matching.size() - DeleteQuestion.NAMED));
        assertThat(summary.title()).isEqualTo(Messages.text("contacts.deleted.all", matching.size()));
        assertThat(dialogs.kinds()).containsExactly("confirm", "summary");
        assertThat(emails(fixture.everyone(ContactsFixture.NEWSLETTER))).hasSize(all - matching.size())
                .doesNotContainAnyElementsOf(emails(matching));
        assertThat(model.whole().matchingProperty().get()).as("the copy drops them at once").isZero();
        assertThat(model.whole().totalProperty().get()).isEqualTo(NEWSLETTER);
        assertThat(model.whole().allMatchingProperty().get()).isFalse();
    }

    @Test
    void theirOwnSaveAndDeleteShowAtOnceWithoutASync() throws Exception {
        synced();
        long afterSync = listings();
        Contact someone = rows(model).get(42);

        ContactEditorModel editor = model.edit(someone);
        editor.dataProperty(DataKey.company).set("Analytical Engines Ltd");
        editor.save();
        find("analytical engines");

        assertThat(rows(model)).singleElement().satisfies(c -> {
            assertThat(c.emailAddress()).isEqualTo(someone.emailAddress());
            assertThat(c.company()).isEqualTo("Analytical Engines Ltd");
            assertThat(c.lastName()).isEqualTo(someone.lastName());
            assertThat(c.statusText()).isEqualTo(someone.statusText());
        });

        ContactEditorModel created = model.newContact();
        created.emailProperty().set("ada@analytical.example");
        created.dataProperty(DataKey.company).set("Analytical Engines Ltd");
        created.save();
        assertThat(rows(model)).extracting(Contact::emailAddress).containsExactlyInAnyOrder(someone.emailAddress(), "ada@analytical.example");
        assertThat(model.whole().totalProperty().get()).isEqualTo(NEWSLETTER + 1);

        int place = emails(rows(model)).indexOf(someone.emailAddress());
        dialogs.answer(true);
        model.askToDeleteRows(List.of(place)).get(30, TimeUnit.SECONDS).orElseThrow();

        assertThat(dialogs.last().title()).as("the question names the contact")
                .isEqualTo(Messages.text("contacts.delete.one.title", ContactName.of(someone)));
        assertThat(rows(model)).extracting(Contact::emailAddress).containsExactly("ada@analytical.example");
        assertThat(model.whole().totalProperty().get()).isEqualTo(NEWSLETTER);
        assertThat(listings()).as("no sync, no page: the copy took their work").isEqualTo(afterSync);
    }

    @Test
    void aSaveBeforeAnySyncBeginsNoCopy() {
        model.start();
        ContactEditorModel created = model.newContact();
        created.emailProperty().set("ada@analytical.example");
        created.save();

        assertThat(created.doneProperty().get()).isTrue();
        ContactCopy copy = fixture.session.profiles().copies().of(fixture.profile.id(), fixture.profile.keepsCopyOnDisk());
        assertThat(new ContactQueries(copy).count(ContactQuery.all("newsletter")))
                .as("the copy of an application is begun by a sync, never by the person's own change").isZero();
        assertThat(model.offerShown().get()).isTrue();
    }

    @Test
    void aSecondSyncSaysWhatChangedSinceTheFirstAndListsEachChange() throws Exception {
        synced();
        List<Contact> everyone = fixture.everyone(ContactsFixture.NEWSLETTER);
        Contact leaving = everyone.get(10);
        Contact moving = everyone.get(20);
        ServiceClient service = fixture.session.client();
        service.saveContact(InputRules.saveContact("newsletter", "new.one@example.com", "Confirmed", Map.of("firstName", "New")));
        service.deleteContact("newsletter", leaving.emailAddress());
        service.saveContact(InputRules.saveContact("newsletter", moving.emailAddress(), "Confirmed", Map.of("company", "Elsewhere Ltd")));

        model.synchronise();

        SyncOutcome outcome = model.syncOutcomeProperty().get();
        assertThat(outcome.text()).isEqualTo(Messages.text("contacts.sync.changes", 1, 1, 1,
                RecentMoment.of(outcome.changes().since(), Instant.now())));
        ChangeBrowser changes = model.changes();
        changes.start();
        assertThat(changes.summaryProperty().get()).isEqualTo(outcome.text());
        assertThat(changes.lines()).extracting(ChangeList.Line::kind, ChangeList.Line::address).containsExactlyInAnyOrder(
                tuple(Messages.text("contacts.changes.added"), "new.one@example.com"),
                tuple(Messages.text("contacts.changes.removed"), leaving.emailAddress()),
                tuple(Messages.text("contacts.changes.changed"), moving.emailAddress()));
        // The service also moves the contact's last activity on a save: that change is listed too.
        assertThat(changes.lines()).filteredOn(line -> line.address().equals(moving.emailAddress())).singleElement()
                .extracting(ChangeList.Line::fields).asString().startsWith(Messages.text("contacts.changes.field",
                        ContactColumn.COMPANY.title(), moving.company().isEmpty() ? Messages.text("contacts.changes.empty") : moving.company(),
                        "Elsewhere Ltd"));
        assertThat(model.whole().totalProperty().get()).isEqualTo(NEWSLETTER);

        model.dismissSyncOutcome();
        assertThat(model.syncOutcomeProperty().get()).isNull();
    }

    @Test
    void aCopyOlderThanTheSettingIsRefreshedOnOpeningTheOldOneShownMeanwhile() {
        synced();
        fixture.session.client().saveContact(InputRules.saveContact("newsletter", "late@example.com", "Confirmed", Map.of()));
        long before = listings();

        ContactsViewModel soon = newModel(ContactsFixture.options(Settings.CopyRefresh.ONE_DAY,
                Clock.offset(Clock.systemUTC(), Duration.ofHours(2))));
        soon.start();
        assertThat(soon.whole().totalProperty().get()).isEqualTo(NEWSLETTER);
        assertThat(listings()).as("younger than a day: shown as it is").isEqualTo(before);

        ContactsViewModel never = newModel(ContactsFixture.options(Settings.CopyRefresh.NEVER,
                Clock.offset(Clock.systemUTC(), Duration.ofDays(30))));
        never.start();
        assertThat(listings()).as("never refreshed on opening").isEqualTo(before);

        ContactsViewModel later = newModel(ContactsFixture.options(Settings.CopyRefresh.ONE_DAY,
                Clock.offset(Clock.systemUTC(), Duration.ofDays(2))));
        List<Long> totals = new ArrayList<>();
        later.whole().totalProperty().addListener((obs, old, now) -> totals.add(now.longValue()));
        later.start();

        assertThat(totals).as("the old copy first, then the refreshed one").containsExactly((long) NEWSLETTER, NEWSLETTER + 1L);
        assertThat(listings()).isGreaterThan(before);
        assertThat(later.syncOutcomeProperty().get().changes().added()).isEqualTo(1);
    }

    @Test
    void aDamagedCopyIsSetAsideAndSaidOnceInThePersonsLanguageWhileTheServiceIsPaged() throws Exception {
        Messages.use(Locale.GERMAN);
        Path file = fixture.profiles.copyFiles().fileOf(fixture.profile.id());
        Files.createDirectories(file.getParent());
        Files.writeString(file, "These bytes were never an SQLite database. ".repeat(200));

        model.start();

        List<Path> setAside;
        try (Stream<Path> files = Files.list(file.getParent())) {
            setAside = files.filter(f -> f.getFileName().toString().startsWith(file.getFileName() + ".corrupt-")).toList();
        }
        assertThat(setAside).hasSize(1);
        assertThat(dialogs.kinds()).containsExactly("info");
        assertThat(dialogs.last().title()).isEqualTo(Messages.text("contacts.copy.damaged.title")).isEqualTo("Die lokale Kopie war beschädigt");
        assertThat(dialogs.last().message()).startsWith("Mailroom konnte die lokale Kopie der Kontakte nicht lesen: " + file)
                .contains(setAside.getFirst().getFileName().toString());
        assertThat(model.contacts()).hasSize(500);
        assertThat(model.offerShown().get()).isTrue();

        model.refresh();
        model.appProperty().set(ContactsFixture.ONBOARDING);
        assertThat(dialogs.kinds()).as("said once").containsExactly("info");
    }

    /**
     * A sync runs in the background while the person pages on; cancelled, it stops and says so,
     * and the next one goes on from the pages stored. Outcomes go to a UI thread of their own here,
     * as they go to the FX thread in the app; the work runs on virtual threads.
     */
    @Test
    void aCancelledSyncStopsAndTheNextGoesOnFromThePagesItStored() throws Exception {
        fixture.close();
        fixture = new ContactsFixture(20_000);
        int newsletter = 12_000;
        int pages = newsletter / 500;
        try (UiThread ui = new UiThread(); Background background = Background.virtualThreads()) {
            ContactsViewModel onUi = new ContactsViewModel(fixture.session, ui.async(background), fixture.kept(), new BulkExecutor(),
                    new KnownContacts(), dialogs, fixture.options());
            ui.run(onUi::start);
            waitFor(ui, () -> !onUi.loadingProperty().get());

            ui.run(onUi::synchronise);
            waitFor(ui, () -> onUi.sync().progressProperty().get() != null);
            // The person works on meanwhile: the service's pages, while the copy is built.
            ui.run(onUi::nextPage);
            waitFor(ui, () -> !onUi.loadingProperty().get());
            assertThat(onUi.pageText().get()).isEqualTo(Messages.text("contacts.page", 2, pages));
            ui.run(onUi::cancelSync);
            waitFor(ui, () -> !onUi.sync().runningProperty().get());

            SyncOutcome stopped = onUi.syncOutcomeProperty().get();
            assertThat(IntStream.range(1, pages).mapToObj(stored -> Messages.text("contacts.sync.stopped", stored, pages)))
                    .contains(stopped.text());
            assertThat(onUi.whole().shownProperty().get()).as("no sweep has completed").isFalse();

            long before = listings();
            ui.run(onUi::synchronise);
            waitFor(ui, () -> !onUi.sync().runningProperty().get() && onUi.whole().countedProperty().get());

            assertThat(listings() - before).as("the pages stored are not asked for again").isLessThan(pages);
            assertThat(onUi.whole().totalProperty().get()).isEqualTo(newsletter);
            assertThat(onUi.syncOutcomeProperty().get().text()).isEqualTo(Messages.text("contacts.sync.first", newsletter,
                    ContactsFixture.NEWSLETTER.label()));
        }
    }

    private static void waitFor(UiThread ui, Callable<Boolean> condition) throws Exception {
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(60);
        boolean[] met = {false};
        while (!met[0]) {
            assertThat(System.nanoTime()).as("waited a minute in vain").isLessThan(deadline);
            ui.run(() -> {
                try {
                    met[0] = condition.call();
                } catch (Exception e) {
                    throw new IllegalStateException(e);
                }
            });
            if (!met[0]) {
                Thread.sleep(20);
            }
        }
    }
}
