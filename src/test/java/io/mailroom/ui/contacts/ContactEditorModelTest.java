package io.mailroom.ui.contacts;

import static org.assertj.core.api.Assertions.assertThat;

import io.mailroom.api.Contact;
import io.mailroom.api.ContactStatus;
import io.mailroom.api.DataKey;
import io.mailroom.service.localcopy.ContactChanges;
import io.mailroom.ui.common.Async;
import io.mailroom.ui.common.Messages;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/** The save dialog's form without a dialog: rules as typed, what is sent, and what a failure keeps. */
class ContactEditorModelTest {

    private ContactsFixture fixture;
    private final List<ContactEditorModel.Saved> saved = new ArrayList<>();

    @BeforeEach
    void start() {
        fixture = new ContactsFixture(50);
    }

    @AfterEach
    void stop() throws Exception {
        fixture.close();
    }

    private ContactChanges changes() {
        return new ContactChanges(fixture.session.client(), Optional.empty(), failure -> {
            throw failure;
        });
    }

    private ContactEditorModel creating() {
        return ContactEditorModel.create(ContactsFixture.NEWSLETTER,
                List.of(ContactsFixture.NEWSLETTER, ContactsFixture.ONBOARDING),
                email -> email.equalsIgnoreCase("taken@example.com"), this::changes, Async.sameThread(), saved::add);
    }

    private ContactEditorModel editing(Contact contact) {
        return ContactEditorModel.edit(ContactsFixture.NEWSLETTER, contact, this::changes, Async.sameThread(),
                saved::add);
    }

    private Contact someone() {
        return fixture.page(ContactsFixture.NEWSLETTER, 1, 10).list().get(2);
    }

    @Test
    void aNewFormSaysNothingUntilAFieldIsTouchedOrSaveIsPressed() {
        ContactEditorModel form = creating();
        assertThat(form.ruleProperty(ContactEditorModel.EMAIL).get()).as("nothing typed yet").isEmpty();
        assertThat(form.canSave().get()).as("still, nothing to save").isFalse();

        form.touch(ContactEditorModel.EMAIL);
        assertThat(form.ruleProperty(ContactEditorModel.EMAIL).get()).as("left empty").isEqualTo(Messages.text("problem.rule.required"));
        assertThat(form.ruleProperty("vipLevel").get()).isEmpty();

        form.dataProperty(DataKey.vipLevel).set("gold");
        assertThat(form.ruleProperty("vipLevel").get()).as("typed in").isEqualTo(Messages.text("problem.rule.notAWholeNumber"));

        ContactEditorModel untouched = creating();
        untouched.save();
        assertThat(untouched.ruleProperty(ContactEditorModel.EMAIL).get()).as("Save pressed").isEqualTo(Messages.text("problem.rule.required"));
        assertThat(fixture.server.stats().count("POST /v1/contact")).isZero();
    }

    @Test
    void eachFieldNamesTheRuleItsValueBreaksAsItIsTyped() {
        ContactEditorModel form = creating();
        assertThat(form.canSave().get()).isFalse();

        form.emailProperty().set("ada@");
        assertThat(form.ruleProperty(ContactEditorModel.EMAIL).get()).isEqualTo(Messages.text("problem.rule.notAnEmail"));
        form.emailProperty().set("ada@analytical.example");
        assertThat(form.ruleProperty(ContactEditorModel.EMAIL).get()).isEmpty();
        assertThat(form.canSave().get()).isTrue();

        form.dataProperty(DataKey.birthday).set("31/02");
        assertThat(form.ruleProperty("birthday").get()).isEqualTo(Messages.text("problem.rule.noSuchDate"));
        form.dataProperty(DataKey.vipLevel).set("-1");
        assertThat(form.ruleProperty("vipLevel").get()).isEqualTo(Messages.text("problem.rule.notAWholeNumber"));
        form.dataProperty(DataKey.company).set("x".repeat(256));
        assertThat(form.ruleProperty("company").get()).isEqualTo(Messages.text("problem.rule.tooLong", 255))
                .isEqualTo("Use at most 255 characters.");
        assertThat(form.canSave().get()).isFalse();

        form.dataProperty(DataKey.birthday).set("29/02");
        form.dataProperty(DataKey.vipLevel).set("3");
        form.dataProperty(DataKey.company).set("Analytical Engines");
        assertThat(form.canSave().get()).isTrue();
    }

    @Test
    void anAddressAlreadyOnThePageIsSaidToUpdateRatherThanCreate() {
        ContactEditorModel form = creating();
        var note = form.emailNote();

        form.emailProperty().set("someone@example.com");
        assertThat(note.get()).isEmpty();
        form.emailProperty().set(" Taken@Example.com ");
        assertThat(note.get()).isEqualTo(Messages.text("contacts.editor.alreadyOnPage"));
    }

    @Test
    void anEditSendsOnlyWhatChangedAndAnEmptiedFieldClearsIt() {
        Contact contact = someone();
        ContactEditorModel form = editing(contact);
        assertThat(form.dataToSend()).isEmpty();
        assertThat(form.canSave().get()).isFalse();

        form.dataProperty(DataKey.lastName).set("Byron");
        form.dataProperty(DataKey.amount).set("");

        assertThat(form.dataToSend()).containsExactly(Map.entry("lastName", "Byron"), Map.entry("amount", ""));
        assertThat(form.canSave().get()).isTrue();
    }

    @Test
    void onEditTheServicesOwnValuesAreNotJudgedUntilChanged() {
        Contact odd = new Contact("odd@example.com", ContactStatus.Confirmed, "en", "Odd", "One", "", "sometime in spring",
                "", null, "", "", "", "", "");
        ContactEditorModel form = editing(odd);

        assertThat(form.ruleProperty("birthday").get()).isEmpty();
        assertThat(form.validProperty().get()).isTrue();
        form.dataProperty(DataKey.birthday).set("sometime in summer");
        assertThat(form.ruleProperty("birthday").get()).isEqualTo(Messages.text("problem.rule.birthdayFormat"));
        assertThat(form.validProperty().get()).isFalse();
    }

    @Test
    void aFailedSaveKeepsEverythingTypedAndShowsTheServicesMessageAndRequestId() {
        ContactEditorModel form = creating();
        form.emailProperty().set("ada@analytical.example");
        form.statusProperty().set(ContactStatus.Unsubscribed);
        form.dataProperty(DataKey.firstName).set("Ada");
        form.dataProperty(DataKey.company).set("Analytical Engines");
        fixture.server.faults().on("/v1/contact").failNext(1, 400, 40001, "company: is on the blocklist");
        List<Boolean> canSaveWhenSaving = new ArrayList<>();
        form.savingProperty().addListener((obs, was, now) -> {
            if (now) {
                canSaveWhenSaving.add(form.canSave().get());
            }
        });

        form.save();

        assertThat(canSaveWhenSaving).containsExactly(false);
        assertThat(form.doneProperty().get()).isFalse();
        assertThat(form.problemProperty().get().detail()).contains("company: is on the blocklist", "code 40001");
        assertThat(form.problemProperty().get().requestId()).hasValueSatisfying(id -> assertThat(id).startsWith("req_"));
        assertThat(form.emailProperty().get()).isEqualTo("ada@analytical.example");
        assertThat(form.statusProperty().get()).isEqualTo(ContactStatus.Unsubscribed);
        assertThat(form.dataProperty(DataKey.firstName).get()).isEqualTo("Ada");
        assertThat(form.dataProperty(DataKey.company).get()).isEqualTo("Analytical Engines");
        assertThat(form.canSave().get()).isTrue();
        assertThat(saved).isEmpty();

        form.save();

        assertThat(form.doneProperty().get()).isTrue();
        assertThat(form.problemProperty().get()).isNull();
        assertThat(saved).containsExactly(new ContactEditorModel.Saved(ContactEditorModel.Mode.CREATE,
                ContactsFixture.NEWSLETTER, "ada@analytical.example", ContactStatus.Unsubscribed,
                Map.of("firstName", "Ada", "company", "Analytical Engines")));
        assertThat(fixture.everyone(ContactsFixture.NEWSLETTER)).filteredOn(c -> c.emailAddress().equals("ada@analytical.example"))
                .singleElement().satisfies(c -> assertThat(c.status()).isEqualTo(ContactStatus.Unsubscribed));
    }

    @Test
    void aNewContactCanGoToAnotherApplicationOfTheProfile() {
        ContactEditorModel form = creating();
        form.appProperty().set(ContactsFixture.ONBOARDING);
        form.emailProperty().set("grace@navy.example");

        form.save();

        assertThat(saved).singleElement().satisfies(s -> assertThat(s.app()).isEqualTo(ContactsFixture.ONBOARDING));
        assertThat(fixture.everyone(ContactsFixture.ONBOARDING)).extracting(Contact::emailAddress).contains("grace@navy.example");
        assertThat(fixture.everyone(ContactsFixture.NEWSLETTER)).extracting(Contact::emailAddress).doesNotContain("grace@navy.example");
    }
}
