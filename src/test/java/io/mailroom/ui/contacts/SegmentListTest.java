package io.mailroom.ui.contacts;

import static org.assertj.core.api.Assertions.assertThat;

import io.mailroom.api.ApiKey;
import io.mailroom.api.Contact;
import io.mailroom.service.BulkExecutor;
import io.mailroom.service.localcopy.Filter;
import io.mailroom.service.localcopy.Segment;
import io.mailroom.service.localcopy.SegmentStore;
import io.mailroom.service.profiles.Profile;
import io.mailroom.ui.common.Async;
import io.mailroom.ui.common.DialogService;
import io.mailroom.ui.common.KnownContacts;
import io.mailroom.ui.common.Messages;
import io.mailroom.ui.common.RecordingDialogs;
import io.mailroom.ui.common.Settings;
import java.nio.file.Files;
import java.time.Clock;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.function.Predicate;
import java.util.stream.IntStream;
import java.util.stream.Stream;
import javafx.collections.ListChangeListener;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * The saved segments of the contacts screen without the FX thread: a real sandbox on loopback (1,000
 * seed contacts, 600 of them in the newsletter) synchronised into the local copy, a real segment
 * store in the profile's data directory, and what the list does with them: listed and counted, applied
 * to the whole list, marked modified and saved again, saved as, renamed, deleted, read again after
 * another process saved one, another application's and another profile's listed, and a damaged file
 * told once.
 */
class SegmentListTest {

    private static final int NEWSLETTER = 600;
    private static final Predicate<Contact> GERMAN_AT_FABRIKAM = c -> "de".equals(c.language()) && "Fabrikam".equals(c.company());
    private static final Predicate<Contact> UNSUBSCRIBED = c -> "Unsubscribed".equals(c.statusText());

    private ContactsFixture fixture;
    private final RecordingDialogs dialogs = new RecordingDialogs();
    private ContactsViewModel model;
    private SegmentList segments;
    /** The same file of segments as another Mailroom process, or {@code mailroom segment save}, writes it. */
    private SegmentStore elsewhere;

    @BeforeEach
    void start() {
        fixture = new ContactsFixture(1000);
        model = new ContactsViewModel(fixture.session, Async.sameThread(), fixture.kept(), new BulkExecutor(), new KnownContacts(), dialogs,
                ContactsFixture.options(Settings.CopyRefresh.ONE_DAY, Clock.systemUTC()));
        segments = new SegmentList(Async.sameThread(), dialogs, fixture.session.profiles().copies().files()::segmentsOf, model::profile,
                model.whole(), model.findProperty());
        elsewhere = fixture.profiles.copyFiles().segmentsOf(fixture.profile.id());
    }

    @AfterEach
    void stop() throws Exception {
        Messages.use(Locale.ENGLISH);
        fixture.close();
    }

    /** The screen opened on the newsletter and its copy synchronised: the whole list, and so the segments, on view. */
    private void synced() {
        model.start();
        model.synchronise();
        assertThat(model.whole().shownProperty().get()).isTrue();
    }

    private static Segment segment(String name, String find, String... filters) {
        return new Segment(name, "newsletter", find, Stream.of(filters).map(Filter::parse).toList());
    }

    private long expected(Predicate<Contact> which) {
        return fixture.everyone(ContactsFixture.NEWSLETTER).stream().filter(which).count();
    }

    private List<String> names() {
        return segments.entries().stream().map(entry -> entry.everyone() ? "*" : entry.segment().name()).toList();
    }

    private SegmentEntry entry(String name) {
        return segments.entries().stream().filter(e -> e.named(name)).findFirst().orElseThrow();
    }

    /** Every address the whole list shows, read through the lazily read rows the table shows. */
    private List<String> shownEmails() {
        LazyRows rows = model.whole().rows();
        return IntStream.range(0, rows.size()).mapToObj(i -> rows.get(i).emailAddress()).toList();
    }

    private List<String> expectedEmails(Predicate<Contact> which) {
        return fixture.everyone(ContactsFixture.NEWSLETTER).stream().filter(which).map(Contact::emailAddress).toList();
    }

    private void find(String words) {
        model.findProperty().set(words);
    }

    @Test
    void nothingIsListedUntilTheWholeListIsShownThenAllContactsAndEachSegmentByNameInTheLanguagesOrderEachCounted() {
        elsewhere.save(segment("Zeta", "", "status=Unsubscribed"));
        elsewhere.save(segment("Ärzte", "fabrikam", "language=de"));
        elsewhere.save(segment("Alpha", "", "language=de"));
        elsewhere.save(new Segment("Onboarding only", "onboarding", "", List.of()));
        model.start();
        assertThat(segments.availableProperty().get()).as("the screen pages from the service").isFalse();
        assertThat(segments.entries()).isEmpty();

        model.synchronise();

        assertThat(names()).as("ä sorts with a, not after z").containsExactly("*", "Alpha", "Ärzte", "Zeta");
        assertThat(segments.entries()).extracting(SegmentEntry::count).containsExactly((long) NEWSLETTER,
                expected(c -> "de".equals(c.language())), expected(GERMAN_AT_FABRIKAM), expected(UNSUBSCRIBED));
        assertThat(expected(GERMAN_AT_FABRIKAM)).as("a segment that picks some").isBetween(1L, 40L);
        assertThat(segments.markedProperty().get()).as("nothing found or filtered: all contacts").isZero();
        assertThat(segments.chosenProperty().get()).isNull();
        assertThat(segments.canSaveAs().get()).as("nothing to save").isFalse();
    }

    @Test
    void applyingASegmentPutsItsFindAndFiltersOnTheWholeListAndMarksItChosen() {
        elsewhere.save(segment("Germans at Fabrikam", "fabrikam", "language=de"));
        elsewhere.save(segment("Gone", "", "status=Unsubscribed"));
        synced();

        segments.apply(entry("Germans at Fabrikam"));

        assertThat(model.findProperty().get()).isEqualTo("fabrikam");
        assertThat(model.whole().filters()).containsExactly(Filter.parse("language=de"));
        assertThat(shownEmails()).containsExactlyInAnyOrderElementsOf(expectedEmails(GERMAN_AT_FABRIKAM));
        assertThat(model.totalText().get()).isEqualTo(Messages.text("contacts.matching", expected(GERMAN_AT_FABRIKAM), NEWSLETTER));
        assertThat(segments.markedProperty().get()).isEqualTo(names().indexOf("Germans at Fabrikam"));
        assertThat(segments.modifiedProperty().get()).isFalse();
        List<Object> changes = new ArrayList<>();
        model.whole().filters().addListener((ListChangeListener<Filter>) changes::add);
        segments.apply(entry("Germans at Fabrikam"));
        assertThat(changes).as("applied already: the copy is not asked again").isEmpty();

        segments.apply(segments.entries().getFirst());

        assertThat(model.findProperty().get()).isEmpty();
        assertThat(model.whole().filters()).isEmpty();
        assertThat(shownEmails()).hasSize(NEWSLETTER);
        assertThat(segments.markedProperty().get()).isZero();
    }

    @Test
    void changingTheFindOrTheFiltersMarksTheSegmentModifiedAndSaveUpdatesIt() {
        elsewhere.save(segment("Germans", "", "language=de"));
        synced();
        segments.apply(entry("Germans"));

        model.whole().filters().add(Filter.parse("status=Unsubscribed"));
        assertThat(segments.modifiedProperty().get()).isTrue();
        assertThat(segments.canSave().get()).isTrue();
        assertThat(segments.markedProperty().get()).as("still the one chosen").isEqualTo(1);

        model.whole().filters().setAll(List.of(Filter.parse("language=de")));
        find("  ");
        assertThat(segments.modifiedProperty().get()).as("the same contacts again").isFalse();

        model.whole().filters().add(0, Filter.parse("status=Unsubscribed"));
        segments.save();

        Segment saved = elsewhere.find("newsletter", "Germans").orElseThrow();
        assertThat(saved.filters()).containsExactly(Filter.parse("status=Unsubscribed"), Filter.parse("language=de"));
        assertThat(segments.modifiedProperty().get()).isFalse();
        assertThat(segments.chosenProperty().get()).isEqualTo(saved);
        assertThat(entry("Germans").count()).isEqualTo(expected(UNSUBSCRIBED.and(c -> "de".equals(c.language()))));
    }

    @Test
    void saveAsAsksForANameThatItChecksAndListsTheNewSegmentChosenAndCounted() {
        synced();
        find("Fabrikam");
        model.whole().filters().add(Filter.parse("language=de"));
        assertThat(segments.canSaveAs().get()).isTrue();
        assertThat(segments.markedProperty().get()).as("found, and no segment").isEqualTo(-1);

        dialogs.answer("  Germans at Fabrikam ");
        segments.saveAs();

        RecordingDialogs.Asked asked = dialogs.last();
        assertThat(asked.kind()).isEqualTo("ask");
        assertThat(asked.title()).isEqualTo(Messages.text("contacts.segments.saveAs.title"));
        assertThat(asked.items()).containsExactly("", Messages.text("contacts.segments.saveAs.action"));
        Segment saved = elsewhere.find("newsletter", "germans at fabrikam").orElseThrow();
        assertThat(saved).isEqualTo(segment("Germans at Fabrikam", "Fabrikam", "language=de"));
        assertThat(names()).containsExactly("*", "Germans at Fabrikam");
        assertThat(segments.chosenProperty().get()).isEqualTo(saved);
        assertThat(segments.markedProperty().get()).isEqualTo(1);
        assertThat(entry("Germans at Fabrikam").count()).isEqualTo(expected(GERMAN_AT_FABRIKAM));

        DialogService.TextQuestion question = dialogs.questions().getLast();
        assertThat(question.check().apply(" ")).contains(Messages.text("contacts.segments.name.blank"));
        assertThat(question.check().apply("two\nlines")).contains(Messages.text("contacts.segments.name.oneLine"));
        assertThat(question.check().apply("x".repeat(65))).contains(Messages.text("contacts.segments.name.tooLong", 64));
        assertThat(question.check().apply("x".repeat(64))).isEmpty();
        Messages.use(Locale.GERMAN);
        assertThat(question.check().apply("x".repeat(65))).contains("Ein Name hat höchstens 64 Zeichen.");
    }

    @Test
    void aNameTakenIgnoringCaseAsksBeforeReplacingAndDecliningAsksForTheNameAgain() {
        elsewhere.save(segment("Germans", "", "language=de"));
        synced();
        model.whole().filters().add(Filter.parse("status=Unsubscribed"));

        dialogs.answer("germans").answer(false).answer("GERMANS").answer(true);
        segments.saveAs();

        assertThat(dialogs.kinds()).containsExactly("ask", "confirm", "ask", "confirm");
        assertThat(dialogs.asked().get(1).title()).isEqualTo(Messages.text("contacts.segments.replace.title", "Germans"));
        assertThat(dialogs.asked().get(2).items().getFirst()).as("the name declined, to change").isEqualTo("germans");
        assertThat(names()).containsExactly("*", "GERMANS");
        assertThat(elsewhere.find("newsletter", "Germans").orElseThrow().filters()).containsExactly(Filter.parse("status=Unsubscribed"));
    }

    @Test
    void renameRefusesAnotherSegmentsNameAsTypedAndTheChosenSegmentKeepsBeingChosen() {
        elsewhere.save(segment("Germans", "", "language=de"));
        elsewhere.save(segment("Gone", "", "status=Unsubscribed"));
        synced();
        segments.apply(entry("Germans"));

        dialogs.answer("Deutsche Kontakte");
        segments.rename(entry("Germans"));

        DialogService.TextQuestion question = dialogs.questions().getLast();
        assertThat(question.initial()).isEqualTo("Germans");
        assertThat(question.check().apply(" GONE")).contains(Messages.text("contacts.segments.name.taken", "Gone"));
        assertThat(question.check().apply("germans")).as("its own name, in other letters").isEmpty();
        assertThat(names()).containsExactly("*", "Deutsche Kontakte", "Gone");
        assertThat(elsewhere.find("newsletter", "Germans")).isEmpty();
        assertThat(segments.chosenProperty().get().name()).isEqualTo("Deutsche Kontakte");
        assertThat(segments.markedProperty().get()).isEqualTo(1);
    }

    @Test
    void deleteAsksFirstAndLeavesTheFindAndFiltersOnView() {
        elsewhere.save(segment("Germans", "", "language=de"));
        synced();
        segments.apply(entry("Germans"));

        dialogs.answer(false);
        segments.delete(entry("Germans"));
        assertThat(names()).containsExactly("*", "Germans");
        assertThat(dialogs.last().title()).isEqualTo(Messages.text("contacts.segments.delete.title", "Germans"));

        dialogs.answer(true);
        segments.delete(entry("Germans"));

        assertThat(names()).containsExactly("*");
        assertThat(elsewhere.list("newsletter").segments()).isEmpty();
        assertThat(segments.chosenProperty().get()).isNull();
        assertThat(model.whole().filters()).as("the contacts on view stay").containsExactly(Filter.parse("language=de"));
        assertThat(segments.markedProperty().get()).isEqualTo(-1);
    }

    @Test
    void aSegmentSavedByAnotherProcessShowsWhenTheListIsReadAgain() {
        synced();
        assertThat(names()).containsExactly("*");

        elsewhere.save(segment("Gone", "", "status=Unsubscribed"));
        assertThat(names()).containsExactly("*");
        segments.reload();

        assertThat(names()).containsExactly("*", "Gone");
        assertThat(entry("Gone").count()).isEqualTo(expected(UNSUBSCRIBED));
    }

    @Test
    void anotherApplicationListsItsOwnSegmentsWithNothingChosen() {
        elsewhere.save(segment("Germans", "", "language=de"));
        elsewhere.save(new Segment("Everyone onboarding", "onboarding", "", List.of()));
        synced();
        segments.apply(entry("Germans"));

        model.appProperty().set(ContactsFixture.ONBOARDING);
        assertThat(segments.availableProperty().get()).as("no copy of onboarding yet").isFalse();
        model.synchronise();

        assertThat(names()).containsExactly("*", "Everyone onboarding");
        assertThat(segments.chosenProperty().get()).isNull();
        assertThat(segments.entries().getFirst().count()).isEqualTo(fixture.everyone(ContactsFixture.ONBOARDING).size());
    }

    @Test
    void anotherProfileListsItsOwnSegmentsOfTheSameApplication() {
        elsewhere.save(segment("Germans", "", "language=de"));
        synced();
        Profile other = fixture.service.save(Profile.draft("Second account", fixture.server.baseUrl().toString(),
                List.of(ContactsFixture.NEWSLETTER), List.of()));
        fixture.service.storeKey(other, ApiKey.of(ContactsFixture.KEY));
        fixture.profiles.copyFiles().segmentsOf(other.id()).save(segment("Gone", "", "status=Unsubscribed"));

        fixture.session.switchTo(other);
        assertThat(segments.entries()).as("its copy is not synchronised yet").isEmpty();
        model.synchronise();

        assertThat(names()).containsExactly("*", "Gone");
        assertThat(entry("Gone").count()).isEqualTo(expected(UNSUBSCRIBED));
    }

    @Test
    void aDamagedFileIsSetAsideAndToldOnceInThePersonsLanguage() throws Exception {
        elsewhere.save(segment("Germans", "", "language=de"));
        synced();
        Files.writeString(elsewhere.file(), "{\"segments\": [");
        Messages.use(Locale.GERMAN);

        segments.reload();
        segments.reload();

        assertThat(dialogs.kinds()).containsExactly("info");
        assertThat(dialogs.last().title()).isEqualTo("Die gespeicherten Segmente waren beschädigt");
        assertThat(dialogs.last().message()).startsWith("Mailroom konnte die gespeicherten Segmente nicht lesen: " + elsewhere.file())
                .contains(elsewhere.file().getFileName() + ".corrupt-");
        assertThat(names()).containsExactly("*");
    }

    @Test
    void aChangeThatMeetsADamagedFileIsNotMadeAndSaysWhyThenTheNextBeginsANewList() throws Exception {
        elsewhere.save(segment("Germans", "", "language=de"));
        synced();
        model.whole().filters().add(Filter.parse("status=Unsubscribed"));
        Files.writeString(elsewhere.file(), "not segments");

        dialogs.answer("Gone");
        segments.saveAs();

        assertThat(dialogs.kinds()).containsExactly("ask", "problem");
        assertThat(dialogs.problems().getLast().title()).isEqualTo(Messages.text("problem.file.title"));
        assertThat(dialogs.problems().getLast().detail()).contains(elsewhere.file().toString());
        assertThat(names()).containsExactly("*");

        dialogs.answer("Gone");
        segments.saveAs();

        assertThat(names()).containsExactly("*", "Gone");
    }

    @Test
    void aSegmentOfANewerMailroomIsCountedAsNotShownAndKeepsItsName() throws Exception {
        elsewhere.save(segment("Germans", "", "language=de"));
        String written = Files.readString(elsewhere.file());
        Files.writeString(elsewhere.file(), written.replace("\"language=de\"", "\"opened=2026-01-01..\""));
        synced();

        assertThat(names()).containsExactly("*");
        assertThat(segments.notShownProperty().get()).isEqualTo(1);
    }
}
