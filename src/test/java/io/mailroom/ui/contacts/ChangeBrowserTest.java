package io.mailroom.ui.contacts;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.tuple;

import io.mailroom.api.Contact;
import io.mailroom.api.InputRules;
import io.mailroom.api.ServiceClient;
import io.mailroom.service.BulkExecutor;
import io.mailroom.service.localcopy.ChangeSummary;
import io.mailroom.service.localcopy.ContactCopy;
import io.mailroom.service.localcopy.LocalCopyException;
import io.mailroom.ui.common.Async;
import io.mailroom.ui.common.HeldBackground;
import io.mailroom.ui.common.KnownContacts;
import io.mailroom.ui.common.Messages;
import io.mailroom.ui.common.RecordingDialogs;
import java.io.IOException;
import java.time.Instant;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * What the syncs of the newsletter found changed, looked through without the FX thread: its local
 * copy synchronised from a real sandbox on loopback (500 seed contacts, 300 of them in the
 * newsletter), the list changed in the sandbox between syncs, and the sets the copy kept read back,
 * newest first, each one's contacts by kind and by a part of their address.
 */
class ChangeBrowserTest {

    private ContactsFixture fixture;
    private ContactsViewModel model;
    private ServiceClient service;

    @BeforeEach
    void start() {
        fixture = new ContactsFixture(500);
        model = new ContactsViewModel(fixture.session, Async.sameThread(), fixture.kept(), new BulkExecutor(), new KnownContacts(),
                new RecordingDialogs(), fixture.options());
        service = fixture.session.client();
        model.start();
        model.synchronise();
    }

    @AfterEach
    void stop() throws Exception {
        Messages.use(Locale.ENGLISH);
        fixture.close();
    }

    private ContactCopy copy() {
        return fixture.session.profiles().copies().of(fixture.profile.id(), fixture.profile.keepsCopyOnDisk());
    }

    /** The first sync, then one that finds a contact new and one removed, then one that finds one changed. */
    private List<Contact> twoSetsOfChanges() {
        List<Contact> everyone = fixture.everyone(ContactsFixture.NEWSLETTER);
        service.saveContact(InputRules.saveContact("newsletter", "ada@analytical.example", "Confirmed", Map.of("firstName", "Ada")));
        service.deleteContact("newsletter", everyone.get(10).emailAddress());
        model.synchronise();
        service.saveContact(InputRules.saveContact("newsletter", everyone.get(20).emailAddress(), "Confirmed",
                Map.of("company", "Elsewhere Ltd")));
        model.synchronise();
        return everyone;
    }

    @Test
    void theSetsAreListedNewestFirstWithWhenAndHowMuchTheLastSyncsChosen() {
        twoSetsOfChanges();
        ChangeBrowser browser = model.changes();

        browser.start();

        assertThat(browser.sets()).extracting(ChangeBrowser.SetLine::counts).containsExactly(
                Messages.text("contacts.changes.set.counts", 0, 0, 1), Messages.text("contacts.changes.set.counts", 1, 1, 0));
        String today = Messages.text("contacts.moment.today", "");
        String capitalised = today.substring(0, 1).toUpperCase(Locale.ROOT) + today.substring(1);
        assertThat(browser.sets()).allSatisfy(set -> assertThat(set.when()).startsWith(capitalised));
        assertThat(browser.chosenProperty().get()).isEqualTo(browser.sets().getFirst());
        assertThat(browser.chosenProperty().get().summary().id()).isEqualTo(model.syncOutcomeProperty().get().changes().id());
        assertThat(browser.summaryProperty().get()).isEqualTo(model.syncOutcomeProperty().get().text());
        assertThat(browser.readingProperty().get()).isFalse();
    }

    @Test
    void choosingTheOlderSetShowsItsChangesTheRemovedContactWithTheFieldsItHad() {
        List<Contact> everyone = twoSetsOfChanges();
        Contact removed = everyone.get(10);
        ChangeBrowser browser = model.changes();
        browser.start();

        browser.chosenProperty().set(browser.sets().get(1));

        ChangeSummary older = browser.sets().get(1).summary();
        assertThat(browser.summaryProperty().get())
                .isEqualTo(Messages.text("contacts.sync.changes", 1, 1, 0, RecentMoment.of(older.since(), Instant.now())));
        assertThat(browser.lines()).extracting(ChangeList.Line::kind, ChangeList.Line::address).containsExactly(
                tuple(Messages.text("contacts.changes.added"), "ada@analytical.example"),
                tuple(Messages.text("contacts.changes.removed"), removed.emailAddress()));
        assertThat(browser.lines().get(0).fields()).as("a new contact is in the list, every field with it").isEmpty();
        assertThat(browser.lines().get(1).fields())
                .contains(Messages.text("contacts.changes.was", ContactColumn.FIRST_NAME.title(), removed.firstName()))
                .contains(Messages.text("contacts.changes.was", ContactColumn.COMPANY.title(), removed.company()))
                .as("the status in the badge's words, the address in its own column")
                .contains(Messages.text("contacts.changes.was", ContactColumn.STATUS.title(), StatusWords.of(removed.statusText())))
                .doesNotContain(ContactColumn.EMAIL.title());

        browser.chosenProperty().set(browser.sets().get(0));

        assertThat(browser.lines()).singleElement().satisfies(line -> {
            assertThat(line.address()).isEqualTo(everyone.get(20).emailAddress());
            assertThat(line.fields()).contains(Messages.text("contacts.changes.field", ContactColumn.COMPANY.title(),
                    everyone.get(20).company(), "Elsewhere Ltd"));
        });
    }

    @Test
    void aKindAndAPartOfAnAddressNarrowWhatIsListed() {
        List<Contact> everyone = twoSetsOfChanges();
        ChangeBrowser browser = model.changes();
        browser.start();
        browser.chosenProperty().set(browser.sets().get(1));
        assertThat(browser.shownText(ChangeBrowser.Shown.ALL)).isEqualTo(Messages.text("contacts.changes.show.all", 2));
        assertThat(browser.shownText(ChangeBrowser.Shown.REMOVED)).isEqualTo(Messages.text("contacts.changes.show.removed", 1));

        browser.shownProperty().set(ChangeBrowser.Shown.REMOVED);
        assertThat(browser.lines()).extracting(ChangeList.Line::address).containsExactly(everyone.get(10).emailAddress());

        browser.shownProperty().set(ChangeBrowser.Shown.ALL);
        browser.findProperty().set(" ANALYTICAL ");
        assertThat(browser.lines()).extracting(ChangeList.Line::address).containsExactly("ada@analytical.example");

        browser.shownProperty().set(ChangeBrowser.Shown.CHANGED);
        assertThat(browser.lines()).isEmpty();
        assertThat(browser.emptyText().get()).isEqualTo(Messages.text("contacts.changes.noneShown"));
    }

    @Test
    void beforeASecondSyncNothingIsRecordedAndASyncThatFoundNothingSaysSo() {
        ChangeBrowser first = model.changes();
        first.start();
        assertThat(first.sets()).isEmpty();
        assertThat(first.emptyText().get()).isEqualTo(Messages.text("contacts.changes.noSets"));

        model.synchronise();
        ChangeBrowser unchanged = model.changes();
        unchanged.start();

        assertThat(unchanged.sets()).singleElement().extracting(ChangeBrowser.SetLine::counts)
                .isEqualTo(Messages.text("contacts.changes.set.none"));
        assertThat(unchanged.chosenProperty().get()).as("the newest, though the last sync listed nothing").isNotNull();
        assertThat(unchanged.lines()).isEmpty();
        assertThat(unchanged.emptyText().get()).isEqualTo(Messages.text("contacts.changes.nothingInSet"));
        assertThat(unchanged.summaryProperty().get()).isEqualTo(Messages.text("contacts.sync.unchanged",
                RecentMoment.of(unchanged.sets().getFirst().summary().since(), Instant.now())));
    }

    /** Reads held until the test runs them: the older set's answer comes after the newer's, and is dropped. */
    @Test
    void anAnswerForASetNoLongerChosenIsDropped() {
        twoSetsOfChanges();
        HeldBackground held = new HeldBackground();
        ChangeBrowser browser = new ChangeBrowser(new Async(held, Runnable::run), copy(), "newsletter", null, Instant.now());
        browser.start();
        held.runOldest();
        held.runOldest();
        assertThat(browser.lines()).hasSize(1);

        browser.chosenProperty().set(browser.sets().get(1));
        browser.chosenProperty().set(browser.sets().get(0));
        assertThat(browser.readingProperty().get()).isTrue();
        assertThat(browser.emptyText().get()).isEqualTo(Messages.text("contacts.changes.reading"));
        held.runNewest();
        held.runOldest();

        assertThat(browser.lines()).as("the newer set's one change, not the older's two").hasSize(1);
        assertThat(browser.readingProperty().get()).isFalse();
    }

    @Test
    void aCopyThatCannotBeReadIsSaidInPlaceInThePersonsLanguage() {
        twoSetsOfChanges();
        Messages.use(Locale.GERMAN);
        HeldBackground held = new HeldBackground();
        held.release();
        held.failWith(new LocalCopyException("the change sets could not be read", new IOException("disk I/O error")));
        ChangeBrowser browser = new ChangeBrowser(new Async(held, Runnable::run), copy(), "newsletter", null, Instant.now());

        browser.start();

        assertThat(browser.problemProperty().get().title()).isEqualTo(Messages.text("problem.localCopy.title"));
        assertThat(browser.problemProperty().get().detail()).isEqualTo(Messages.text("problem.localCopy.said", "disk I/O error"));
        assertThat(browser.readingProperty().get()).isFalse();
        assertThat(browser.sets()).isEmpty();
    }
}
