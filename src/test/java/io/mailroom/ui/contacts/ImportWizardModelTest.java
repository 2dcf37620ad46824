package io.mailroom.ui.contacts;

import static org.assertj.core.api.Assertions.assertThat;

import io.mailroom.api.ContactStatus;
import io.mailroom.api.InputRules;
import io.mailroom.service.BulkExecutor;
import io.mailroom.service.MutableClock;
import io.mailroom.service.localcopy.ContactCopy;
import io.mailroom.service.localcopy.JobSummary;
import io.mailroom.service.transfer.ColumnMapping;
import io.mailroom.service.transfer.EmptyCells;
import io.mailroom.service.transfer.ImportChoices;
import io.mailroom.service.transfer.ImportFile;
import io.mailroom.service.transfer.ImportJobs;
import io.mailroom.service.transfer.ImportListener;
import io.mailroom.ui.common.Async;
import io.mailroom.ui.common.KnownContacts;
import io.mailroom.ui.common.Messages;
import io.mailroom.ui.common.RecordingDialogs;
import io.mailroom.ui.common.Settings;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The import as the contacts view-model offers it, without the FX thread, against a sandbox of
 * 1,000 seed contacts: the file is compared with a copy as fresh as the setting asks, and an
 * interrupted import the person put away is not offered again.
 */
class ImportWizardModelTest {

    @TempDir
    Path folder;

    private ContactsFixture fixture;
    private final RecordingDialogs dialogs = new RecordingDialogs();
    private final MutableClock clock = new MutableClock(Instant.now());
    private ContactsViewModel model;
    private Path file;

    @BeforeEach
    void start() throws Exception {
        fixture = new ContactsFixture(1000);
        model = new ContactsViewModel(fixture.session, Async.sameThread(), fixture.kept(), new BulkExecutor(), new KnownContacts(),
                dialogs, ContactsFixture.options(Settings.CopyRefresh.ONE_DAY, clock));
        model.start();
        model.synchronise();
        assertThat(model.whole().shownProperty().get()).isTrue();
        // Saved past Mailroom: the copy learns of it only from a sync.
        fixture.session.client().saveContact(InputRules.saveContact("newsletter", "late@example.com", "Confirmed", Map.of("firstName", "Late")));
        file = folder.resolve("late.csv");
        Files.writeString(file, "Email,First name\nlate@example.com,Late\n", StandardCharsets.UTF_8);
    }

    @AfterEach
    void stop() throws Exception {
        fixture.close();
    }

    private long listings() {
        return fixture.server.stats().count("GET /v1/contact");
    }

    /** The wizard of the screen, taken through its steps up to the preview. */
    private ImportWizard previewed() {
        ImportWizard wizard = model.importWizard().orElseThrow();
        wizard.open(file);
        wizard.newStatusProperty().set(ContactStatus.Confirmed);
        wizard.next();
        wizard.next();
        assertThat(wizard.stepProperty().get()).isEqualTo(ImportWizard.Step.PREVIEW);
        return wizard;
    }

    @Test
    void aCopyYoungerThanTheSettingIsComparedAsItIs() {
        long before = listings();

        ImportWizard wizard = previewed();

        assertThat(listings()).as("nothing asked of the service").isEqualTo(before);
        assertThat(wizard.previewProperty().get().creates()).as("the copy does not know the contact saved past it").isEqualTo(1);
        assertThat(wizard.copyNoteProperty().get())
                .isEqualTo(Messages.text("contacts.import.preview.copyAt", RecentMoment.of(model.whole().syncedAtProperty().get(), clock.instant())));
    }

    @Test
    void aCopyOlderThanTheSettingIsSynchronisedBeforeTheFileIsComparedWithIt() {
        long before = listings();
        clock.advance(Duration.ofDays(2));

        ImportWizard wizard = previewed();

        assertThat(listings()).as("a sync first").isGreaterThan(before);
        assertThat(wizard.previewProperty().get().creates()).isZero();
        assertThat(wizard.previewProperty().get().unchanged()).as("the contact saved past Mailroom is in the copy now").isEqualTo(1);
        assertThat(model.whole().syncedAtProperty().get()).isAfter(Instant.now().minusSeconds(60));
        assertThat(wizard.copyNoteProperty().get())
                .isEqualTo(Messages.text("contacts.import.preview.copyAt", RecentMoment.of(model.whole().syncedAtProperty().get(), clock.instant())));
        assertThat(wizard.busyProperty().get()).isFalse();
    }

    @Test
    void aSyncThatFailsLeavesTheCopyAsItWasAndThePreviewSaysWhy() {
        Instant syncedAt = model.whole().syncedAtProperty().get();
        clock.advance(Duration.ofDays(2));
        fixture.server.faults().on("/v1/contact").failNext(1, 409, 40900, "Contact lists are being migrated");

        ImportWizard wizard = previewed();

        assertThat(wizard.previewProperty().get().creates()).as("compared with the copy as it was").isEqualTo(1);
        String failed = Messages.text("contacts.sync.failed", ContactsFixture.NEWSLETTER.label(), "");
        assertThat(model.syncOutcomeProperty().get().text()).startsWith(failed.substring(0, failed.length() - 1));
        assertThat(wizard.copyNoteProperty().get()).isEqualTo(Messages.text("contacts.import.preview.staleCopy",
                model.syncOutcomeProperty().get().text(), RecentMoment.of(syncedAt, clock.instant())));
        assertThat(dialogs.problems()).as("said in the preview, not in a dialog over it").isEmpty();
    }

    @Test
    void anInterruptedImportPutAwayIsNotOfferedAgainWhenTheListIsReadAgain() throws Exception {
        String first = interruptedImport();
        model.refresh();
        assertThat(model.interruptedImportProperty().get()).isNotNull().extracting(JobSummary::id).isEqualTo(first);

        model.dismissInterruptedImport();
        model.refresh();
        assertThat(model.interruptedImportProperty().get()).as("put away stays away").isNull();

        String second = interruptedImport();
        model.refresh();
        assertThat(model.interruptedImportProperty().get()).as("another import is offered").isNotNull()
                .extracting(JobSummary::id).isEqualTo(second);
    }

    /** An import of the file planned and left, as by a process that ended before it sent anything; its job's id. */
    private String interruptedImport() throws Exception {
        ContactCopy copy = fixture.session.profiles().copies().of(fixture.profile.id(), fixture.profile.keepsCopyOnDisk());
        ImportJobs jobs = new ImportJobs(copy);
        ImportFile opened = ImportFile.open(file, Optional.empty(), Optional.empty());
        ImportJobs.Planned planned = jobs.plan("newsletter", opened, ColumnMapping.suggested(opened.headers()),
                new ImportChoices(Optional.of(ContactStatus.Confirmed), EmptyCells.KEEP), ImportListener.NONE);
        jobs.journal().release(planned.claim());
        return planned.claim().jobId();
    }
}
