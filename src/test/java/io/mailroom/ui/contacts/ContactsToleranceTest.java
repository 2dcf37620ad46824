package io.mailroom.ui.contacts;

import static org.assertj.core.api.Assertions.assertThat;

import io.mailroom.api.Contact;
import io.mailroom.api.DataKey;
import io.mailroom.service.BulkExecutor;
import io.mailroom.ui.common.Async;
import io.mailroom.ui.common.KnownContacts;
import io.mailroom.ui.common.Messages;
import io.mailroom.ui.common.RecordingDialogs;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.stream.Collectors;
import java.util.stream.IntStream;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * The contacts workspace given what the service may send where its interface is silent
 * (docs/decisions/014-vip-level-read-as-sent.md to 020-paging-follows-the-service.md), against the sandbox over loopback.
 */
class ContactsToleranceTest {

    private static final String ODD_CONTACTS = """
            [{"emailAddress":"half@example.com","status":"Confirmed","firstName":"Half","vipLevel":2.5,"tags":["a"]},
             {"emailAddress":"text@example.com","status":"Confirmed","firstName":null,"vipLevel":"3"},
             {"emailAddress":"gold@example.com","status":"Unsubscribed","vipLevel":"gold"},
             {"emailAddress":"none@example.com","vipLevel":null,"company":""},
             {"emailAddress":"ten@example.com","status":"Confirmed","vipLevel":10}]""";

    private ContactsFixture fixture;
    private ContactsViewModel model;
    private final RecordingDialogs dialogs = new RecordingDialogs();

    @BeforeEach
    void start() {
        fixture = new ContactsFixture(1000);
        model = new ContactsViewModel(fixture.session, Async.sameThread(), fixture.kept(), new BulkExecutor(), new KnownContacts(), dialogs,
                fixture.options());
    }

    @AfterEach
    void stop() throws Exception {
        fixture.close();
    }

    private static List<String> vipTexts(List<Contact> contacts) {
        return contacts.stream().map(ContactColumn.VIP_LEVEL::text).toList();
    }

    @Test
    void oddValuesLoadAndShowAsSentAndVipLevelsSortAsNumbers() {
        fixture.server.storeContacts(ContactsFixture.EMPTY_APP.appId(), ODD_CONTACTS);
        model.start();
        model.appProperty().set(ContactsFixture.EMPTY_APP);

        assertThat(model.phaseProperty().get()).isEqualTo(ContactsViewModel.Phase.READY);
        assertThat(vipTexts(model.contacts())).containsExactly("2.5", "3", "gold", "", "10");
        assertThat(model.contacts()).extracting(ContactColumn.FIRST_NAME::text).containsExactly("Half", "", "", "", "");
        assertThat(model.contacts()).extracting(ContactColumn.STATUS::text).contains("");

        List<Contact> sorted = new ArrayList<>(model.contacts());
        sorted.sort(ContactColumn.VIP_LEVEL.order);
        assertThat(vipTexts(sorted)).containsExactly("2.5", "3", "10", "gold", "");
        assertThat(model.breakdownProperty().get().byVipLevel()).containsExactly(Map.entry("2.5", 1L), Map.entry("3", 1L),
                Map.entry("10", 1L), Map.entry("gold", 1L), Map.entry(PageBreakdown.NO_VIP_LEVEL, 1L));
    }

    @Test
    void anEditShowsTheVipLevelAsSentAndLeavesItAsItWas() {
        fixture.server.storeContacts(ContactsFixture.EMPTY_APP.appId(), ODD_CONTACTS);
        model.start();
        model.appProperty().set(ContactsFixture.EMPTY_APP);
        Contact half = model.contacts().getFirst();

        ContactEditorModel editor = model.edit(half);
        assertThat(editor.dataProperty(DataKey.vipLevel).get()).isEqualTo("2.5");
        assertThat(editor.ruleProperty("vipLevel").get()).as("the service's own value is not judged").isEmpty();
        editor.dataProperty(DataKey.company).set("Halfway Ltd");
        assertThat(editor.dataToSend()).containsExactly(Map.entry("company", "Halfway Ltd"));
        editor.save();

        assertThat(editor.doneProperty().get()).isTrue();
        assertThat(ContactColumn.VIP_LEVEL.text(model.contacts().getFirst())).isEqualTo("2.5");
        Contact stored = fixture.everyone(ContactsFixture.EMPTY_APP).getFirst();
        assertThat(stored.company()).isEqualTo("Halfway Ltd");
        assertThat(stored.vipLevel().text()).isEqualTo("2.5");
        assertThat(stored.extra()).containsKey("tags");
    }

    @Test
    void aStatusNeitherOfTheSpecsTwoIsShownAsSentAndAnEditLeavesIt() {
        fixture.server.storeContacts(ContactsFixture.EMPTY_APP.appId(), """
                [{"emailAddress":"bounced@example.com","status":"Bounced","company":"Old"},
                 {"emailAddress":"fine@example.com","status":"Confirmed"}]""");
        model.start();
        model.appProperty().set(ContactsFixture.EMPTY_APP);

        assertThat(model.contacts()).extracting(ContactColumn.STATUS::text).containsExactly("Bounced", "Confirmed");
        assertThat(model.breakdownProperty().get().byStatus()).containsExactly(Map.entry("Confirmed", 1L),
                Map.entry("Unsubscribed", 0L), Map.entry("Bounced", 1L));
        ContactEditorModel editor = model.edit(model.contacts().getFirst());
        assertThat(editor.statusAsSent()).isEqualTo("Bounced");
        editor.dataProperty(DataKey.company).set("New");
        editor.save();

        assertThat(editor.doneProperty().get()).isTrue();
        assertThat(ContactColumn.STATUS.text(model.contacts().getFirst())).isEqualTo("Bounced");
        Contact stored = fixture.everyone(ContactsFixture.EMPTY_APP).getFirst();
        assertThat(stored.company()).isEqualTo("New");
        assertThat(stored.statusText()).isEqualTo("Bounced");
    }

    @Test
    void aContactWithAnInternationalAddressIsCreatedAndAMalformedOneRefusedBeforeSending() {
        model.start();
        model.appProperty().set(ContactsFixture.EMPTY_APP);
        ContactEditorModel editor = model.newContact();
        editor.emailProperty().set("anna @exämple.de");
        assertThat(editor.ruleProperty(ContactEditorModel.EMAIL).get()).isEqualTo(Messages.text("problem.rule.notAnEmail"));
        assertThat(editor.canSave().get()).isFalse();

        editor.emailProperty().set("anna@exämple.de");
        assertThat(editor.ruleProperty(ContactEditorModel.EMAIL).get()).isEmpty();
        editor.save();

        assertThat(editor.doneProperty().get()).isTrue();
        assertThat(model.contacts()).extracting(Contact::emailAddress).containsExactly("anna@exämple.de");
        assertThat(fixture.everyone(ContactsFixture.EMPTY_APP)).extracting(Contact::emailAddress)
                .containsExactly("anna@exämple.de");
    }

    @Test
    void aPageLargerThanAskedIsShownWholeAndPagingFollowsTheService() {
        fixture.server.faults().servePageSize(100);
        model.pageSizeProperty().set(50);
        model.start();

        assertThat(model.contacts()).hasSize(100);
        assertThat(model.pageText().get()).isEqualTo(Messages.text("contacts.page", 1, 6));
        assertThat(model.pagingNoteProperty().get()).isEqualTo(Messages.text("contacts.pagingNote", 100, 50));

        model.nextPage();
        assertThat(model.pageText().get()).isEqualTo(Messages.text("contacts.page", 2, 6));
        assertThat(model.contacts()).map(Contact::emailAddress)
                .isEqualTo(fixture.page(ContactsFixture.NEWSLETTER, 2, 100).list().stream().map(Contact::emailAddress).toList());
        model.lastPage();
        assertThat(model.pageText().get()).isEqualTo(Messages.text("contacts.page", 6, 6));
        assertThat(model.contacts()).hasSize(100);
    }

    /**
     * A service that pages by 100 but echoes the 50 asked: page 1 (100 rows) shows it pages by 100,
     * but the last page (20 of 120) fits 50 as well and cannot tell; the count must not grow to a
     * third, empty page, and an emptied last page leads back to the one before.
     */
    @Test
    void aLastPageThatCannotTellTheSizeServedKeepsTheCountTheFirstPageShowed() {
        fixture.server.storeContacts(ContactsFixture.EMPTY_APP.appId(), IntStream.rangeClosed(1, 120)
                .mapToObj(i -> "{\"emailAddress\":\"c" + i + "@example.com\",\"status\":\"Confirmed\"}")
                .collect(Collectors.joining(",", "[", "]")));
        fixture.server.faults().servePageSize(100).reportPageSize(50);
        model.pageSizeProperty().set(50);
        model.start();
        model.appProperty().set(ContactsFixture.EMPTY_APP);
        assertThat(model.pageText().get()).isEqualTo(Messages.text("contacts.page", 1, 2));

        model.nextPage();
        assertThat(model.contacts()).hasSize(20);
        assertThat(model.pageText().get()).isEqualTo(Messages.text("contacts.page", 2, 2));
        assertThat(model.canGoForward().get()).isFalse();

        for (Contact contact : List.copyOf(model.contacts())) {
            fixture.session.client().deleteContact(ContactsFixture.EMPTY_APP.appId(), contact.emailAddress());
        }
        model.refresh();
        assertThat(model.pageText().get()).isEqualTo(Messages.text("contacts.page", 1, 1));
        assertThat(model.contacts()).hasSize(100);
    }

    @Test
    void aPageSizeFieldThatContradictsThePageDoesNotHidePages() {
        fixture.server.faults().reportPageSize(500);
        model.pageSizeProperty().set(50);
        model.start();

        assertThat(model.contacts()).hasSize(50);
        assertThat(model.pageText().get()).isEqualTo(Messages.text("contacts.page", 1, 12));
        model.lastPage();
        assertThat(model.pageText().get()).isEqualTo(Messages.text("contacts.page", 12, 12));
        assertThat(model.contacts()).hasSize(50);
        assertThat(model.pagingNoteProperty().get()).isEmpty();
    }

    /**
     * The paging note and the notice of what was just done are apart: the reload after a delete
     * or a save keeps "Deleted …" and "Saved …", and the note goes once the service pages by the
     * size asked.
     */
    @Test
    void thePagingNoteLeavesNoticesAloneAndGoesWhenTheServicePagesAsAsked() throws Exception {
        fixture.server.faults().servePageSize(100);
        model.pageSizeProperty().set(50);
        model.start();
        String note = Messages.text("contacts.pagingNote", 100, 50);
        assertThat(model.pagingNoteProperty().get()).isEqualTo(note);

        model.delete(List.of(model.contacts().get(3))).get(30, TimeUnit.SECONDS);
        assertThat(model.noticeProperty().get()).isEqualTo(Messages.text("contacts.deleted.all", 1));
        assertThat(model.pagingNoteProperty().get()).isEqualTo(note);

        ContactEditorModel creator = model.newContact();
        creator.emailProperty().set("paged@example.com");
        creator.save();
        assertThat(model.noticeProperty().get()).startsWith(Messages.text("contacts.saved", "paged@example.com"));
        assertThat(model.pagingNoteProperty().get()).isEqualTo(note);

        model.pageSizeProperty().set(100);
        assertThat(model.contacts()).hasSize(100);
        assertThat(model.pagingNoteProperty().get()).isEmpty();
        assertThat(model.noticeProperty().get()).startsWith(Messages.text("contacts.saved", "paged@example.com"));
    }
}
