package io.mailroom.ui.contacts;

import static org.assertj.core.api.Assertions.assertThat;

import io.mailroom.api.Contact;
import io.mailroom.api.ContactStatus;
import io.mailroom.service.localcopy.ContactField;
import io.mailroom.service.localcopy.JobJournal;
import io.mailroom.service.localcopy.JobRow;
import io.mailroom.service.localcopy.JobSummary;
import io.mailroom.service.transfer.MappingMemory;
import io.mailroom.service.transfer.RejectedRow;
import io.mailroom.ui.common.LayoutChecks;
import io.mailroom.ui.common.Messages;
import java.io.File;
import java.lang.reflect.Proxy;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.function.Function;
import java.util.stream.Collectors;
import java.util.stream.IntStream;
import javafx.event.Event;
import javafx.scene.Scene;
import javafx.scene.control.TableView;
import javafx.scene.input.DataFormat;
import javafx.scene.input.DragEvent;
import javafx.scene.input.Dragboard;
import javafx.scene.input.TransferMode;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.util.WaitForAsyncUtils;

/**
 * File ▸ Import contacts… and a file dropped on the screen, in the real screen, headless, against a
 * sandbox of 1,000 seed contacts (600 in the newsletter): the wizard's steps as the app shows them,
 * the rows sent to the sandbox, and a job paused and resumed sending each row once.
 */
class ContactsImportScreenTest {

    @RegisterExtension
    final ScreenHarness ui = new ScreenHarness();

    @TempDir
    Path folder;

    private void getAll() {
        ui.robot.clickOn("#get-all-contacts");
        ui.waitUntil("the whole list is on view", () -> Messages.text("contacts.count", ui.newsletter()).equals(ui.text("#total-label"))
                && !ui.visible("#sync-strip"));
    }

    private Path csv(String name, List<String> lines) throws Exception {
        Path file = folder.resolve(name);
        Files.writeString(file, String.join("\n", lines) + "\n", StandardCharsets.UTF_8);
        return file;
    }

    private void waitForStep(ImportWizard.Step step) {
        String title = switch (step) {
            case FILE -> Messages.text("contacts.import.step.file");
            case MAPPING -> Messages.text("contacts.import.step.mapping");
            case PREVIEW -> Messages.text("contacts.import.step.preview");
            case RUN -> Messages.text("contacts.import.step.run");
            case SUMMARY -> Messages.text("contacts.import.step.summary");
        };
        ui.waitForText("#import-step-title", title);
        ui.waitUntil("the wizard is not busy", () -> !ui.visible("#import-busy"));
    }

    @SuppressWarnings("unchecked")
    private <T> List<T> tableRows(String id) {
        return ui.fx(() -> List.copyOf(((TableView<T>) ui.robot.lookup(id).queryAs(TableView.class)).getItems()));
    }

    @Test
    void theWizardReadsMapsPreviewsAndImportsAFileIntoTheSandbox() throws Exception {
        getAll();
        Contact existing = ui.fixture.everyone(ContactsFixture.NEWSLETTER).getFirst();
        // "Recipient" is no header Mailroom knows: the person maps it. "Vorname" maps to the first name by itself.
        ui.fileChosen = csv("people.csv", List.of(
                "Recipient,Vorname,Notes",
                "new-one@example.com,Ada,met at the fair",
                "new-two@example.com,Grace,",
                "not-an-address,Linus,",
                "NEW-ONE@example.com,Again,",
                existing.emailAddress() + ",Renamed" + existing.firstName() + ","));

        ui.fileMenu("import-contacts");
        waitForStep(ImportWizard.Step.FILE);
        assertThat(ui.text("#import-encoding-note")).isEqualTo(Messages.text("contacts.import.encoding.utf8"));
        assertThat(ui.text("#import-headers")).isEqualTo(Messages.text("contacts.import.headers", 3, "Recipient, Vorname, Notes"));
        ui.robot.clickOn("#import-next");

        waitForStep(ImportWizard.Step.MAPPING);
        assertThat(ui.text("#import-samples-0")).isEqualTo("new-one@example.com · new-two@example.com · not-an-address");
        assertThat(ui.visible("#import-no-address")).as("no column gives the address yet").isTrue();
        assertThat(ui.fx(() -> ui.robot.lookup("#import-next").query().isDisabled())).isTrue();
        ui.choose("#import-field-0", RejectWords.field(ContactField.EMAIL_ADDRESS));
        ui.waitUntil("the address is mapped", () -> !ui.visible("#import-no-address"));
        ui.robot.clickOn("#import-status-confirmed");
        ui.robot.clickOn("#import-next");

        waitForStep(ImportWizard.Step.PREVIEW);
        assertThat(ui.text("#import-preview-counts")).isEqualTo(Messages.text("contacts.import.preview.counts", 2, 1, 0, 2));
        MappingMemory memory = new MappingMemory(ui.fixture.session.profiles().copies().files().dataDirectory());
        assertThat(memory.recall(List.of("Recipient", "Vorname", "Notes")).mapping()).as("the mapping changed is remembered")
                .hasValueSatisfying(mapping -> assertThat(mapping.columns().getFirst().field()).contains(ContactField.EMAIL_ADDRESS));
        List<String> reasons = this.<RejectedRow>tableRows("#import-rejects").stream()
                .map(row -> row.line() + ": " + RejectWords.of(row)).toList();
        assertThat(reasons).containsExactly(
                "4: " + Messages.text("contacts.import.reject.invalidAddress"),
                "5: " + Messages.text("contacts.import.reject.duplicate", 2));
        ui.fileChosen = folder.resolve("people-rejected.csv");
        ui.robot.clickOn("#import-save-rejects");
        ui.waitUntil("the rejected rows are written", () -> !ui.text("#import-rejects-note").isEmpty());
        assertThat(Files.readString(folder.resolve("people-rejected.csv"), StandardCharsets.UTF_8).lines().toList()).containsExactly(
                "\uFEFFRecipient,Vorname,Notes,\"Rejected because\"",
                "not-an-address,Linus,,\"" + Messages.text("contacts.import.reject.invalidAddress") + "\"",
                "NEW-ONE@example.com,Again,,\"" + Messages.text("contacts.import.reject.duplicate", 2) + "\"");
        ui.robot.clickOn("#import-next");

        waitForStep(ImportWizard.Step.SUMMARY);
        assertThat(ui.text("#import-summary-counts")).isEqualTo(Messages.text("contacts.import.summary.counts", 2, 1, 0, 2, 0));
        assertThat(ui.visible("#import-resume-failed")).isFalse();
        Map<String, Contact> held = ui.fixture.everyone(ContactsFixture.NEWSLETTER).stream()
                .collect(Collectors.toMap(contact -> contact.emailAddress().toLowerCase(), Function.identity()));
        assertThat(held.get("new-one@example.com").firstName()).isEqualTo("Ada");
        assertThat(held.get("new-one@example.com").status()).isEqualTo(ContactStatus.Confirmed);
        assertThat(held.get("new-two@example.com").firstName()).isEqualTo("Grace");
        assertThat(held.get(existing.emailAddress().toLowerCase()).firstName()).isEqualTo("Renamed" + existing.firstName());
        assertThat(held.get(existing.emailAddress().toLowerCase()).status()).as("kept on update").isEqualTo(existing.status());
        assertThat(held).doesNotContainKey("not-an-address");
        // The list on view read the copy again as the rows were accepted.
        ui.waitForText("#total-label", Messages.text("contacts.count", ui.newsletter() + 2));

        ui.robot.clickOn("#import-close");
        ui.waitUntil("the wizard is closed", () -> !ui.visible("#import-wizard"));
        ui.assertNoDialogOpen();
    }

    @Test
    void thePreviewWaitsForTheSyncUnderWayAndComparingWithoutWaitingStopsIt() throws Exception {
        getAll();
        ui.fileChosen = csv("one.csv", List.of("Email", "someone-new@example.com"));
        // Slow pages keep the screen's sync under way while the wizard is asked for its preview.
        ui.fixture.server.faults().latency(Duration.ofSeconds(2));
        ui.robot.clickOn("#synchronise");
        ui.waitUntil("the sync is under way", () -> ui.visible("#sync-progress"));

        ui.fileMenu("import-contacts");
        waitForStep(ImportWizard.Step.FILE);
        ui.robot.clickOn("#import-next");
        waitForStep(ImportWizard.Step.MAPPING);
        ui.robot.clickOn("#import-status-confirmed");
        ui.robot.clickOn("#import-next");
        ui.waitUntil("the wizard waits for the sync", () -> ui.visible("#import-stop-sync"));
        assertThat(ui.text("#import-step-title")).isEqualTo(Messages.text("contacts.import.step.mapping"));
        ui.robot.clickOn("#import-stop-sync");

        waitForStep(ImportWizard.Step.PREVIEW);
        ui.fixture.server.faults().clear();
        assertThat(ui.visible("#import-stop-sync")).isFalse();
        Instant syncedAt = ui.fx(() -> ui.screen.whole().syncedAtProperty().get());
        assertThat(ui.text("#import-copy-note")).as("compared with the copy as it was, and why").isEqualTo(
                Messages.text("contacts.import.preview.staleCopy", ui.text("#sync-outcome-text"), RecentMoment.of(syncedAt, Instant.now())));
        assertThat(ui.text("#sync-outcome-text")).startsWith("Synchronising stopped");
        assertThat(ui.text("#import-preview-counts")).isEqualTo(Messages.text("contacts.import.preview.counts", 1, 0, 0, 0));
        ui.robot.clickOn("#import-cancel");
        ui.waitUntil("the wizard is closed", () -> !ui.visible("#import-wizard"));
    }

    @Test
    void pausedAndResumedTheImportSendsEveryRowExactlyOnce() throws Exception {
        getAll();
        List<String> addresses = IntStream.range(0, 40).mapToObj(i -> "paused-" + i + "@example.com").toList();
        List<String> lines = new ArrayList<>(List.of("Email,Status"));
        addresses.forEach(address -> lines.add(address + ",Confirmed"));
        ui.fileChosen = csv("forty.csv", lines);

        ui.fileMenu("import-contacts");
        waitForStep(ImportWizard.Step.FILE);
        ui.robot.clickOn("#import-next");
        waitForStep(ImportWizard.Step.MAPPING);
        ui.robot.clickOn("#import-next");
        waitForStep(ImportWizard.Step.PREVIEW);
        assertThat(ui.text("#import-preview-counts")).isEqualTo(Messages.text("contacts.import.preview.counts", 40, 0, 0, 0));
        ui.robot.clickOn("#import-next");

        // At the profile's rate limit (5 a second) forty rows take seconds: paused once a few were answered.
        ui.waitUntil("some rows are answered", () -> !ui.robot.lookup("#import-pause").query().isDisabled()
                && !ui.fixture.server.savesOf("newsletter").isEmpty());
        ui.robot.clickOn("#import-pause");
        ui.waitUntil("the import is paused", () -> ui.visible("#import-resume"));
        int savedWhilePaused = ui.fixture.server.savesOf("newsletter").size();
        assertThat(savedWhilePaused).isPositive().isLessThan(40);
        assertThat(ui.text("#import-progress-text")).isEqualTo(Messages.text("contacts.import.run.paused", savedWhilePaused, 40));

        ui.robot.clickOn("#import-resume");
        waitForStep(ImportWizard.Step.SUMMARY);

        assertThat(ui.text("#import-summary-counts")).isEqualTo(Messages.text("contacts.import.summary.counts", 40, 0, 0, 0, 0));
        Map<String, Long> saves = ui.fixture.server.savesOf("newsletter");
        assertThat(saves.keySet()).containsExactlyInAnyOrderElementsOf(addresses);
        assertThat(saves.values()).as("no row sent twice").allMatch(count -> count == 1);
    }

    /**
     * An import cancelled part-way stays a job: the screen opened again offers to resume it, File ▸
     * Past imports lists it as interrupted, and Resume there sends the rest, each row once.
     */
    /** Starts the import of {@code addresses} (thirty.csv) and cancels it once some rows are answered: the notice offers it again. */
    private void cancelledImportOf(List<String> addresses) throws Exception {
        getAll();
        List<String> lines = new ArrayList<>(List.of("Email,Status"));
        addresses.forEach(address -> lines.add(address + ",Unsubscribed"));
        ui.fileChosen = csv("thirty.csv", lines);
        ui.fileMenu("import-contacts");
        waitForStep(ImportWizard.Step.FILE);
        ui.robot.clickOn("#import-next");
        waitForStep(ImportWizard.Step.MAPPING);
        ui.robot.clickOn("#import-next");
        waitForStep(ImportWizard.Step.PREVIEW);
        ui.robot.clickOn("#import-next");
        ui.waitUntil("some rows are answered", () -> !ui.fixture.server.savesOf("newsletter").isEmpty());
        ui.robot.clickOn("#import-cancel");
        ui.waitUntil("the wizard is closed", () -> !ui.visible("#import-wizard"));
        ui.waitUntil("the interrupted import is offered", () -> ui.visible("#import-notice"));
    }

    /** Resumes the one past import from File ▸ Past imports… and waits for the summary. */
    private void resumeFromPastImports() {
        ui.fileMenu("past-imports");
        ui.waitUntil("the past imports are listed", () -> ui.visible("#past-imports") && !tableRows("#past-imports-table").isEmpty());
        ui.fxRun(() -> ui.robot.lookup("#past-imports-table").queryAs(TableView.class).getSelectionModel().select(0));
        ui.robot.clickOn("#past-imports-resume");
        waitForStep(ImportWizard.Step.SUMMARY);
    }

    @Test
    void aCancelledImportIsOfferedAgainAndResumedFromPastImports() throws Exception {
        List<String> addresses = IntStream.range(0, 30).mapToObj(i -> "later-" + i + "@example.com").toList();
        cancelledImportOf(addresses);
        int sentBefore = ui.fixture.server.savesOf("newsletter").size();
        assertThat(sentBefore).isLessThan(30);

        ui.open(ui.fixture.prefs);
        ui.waitUntil("the reopened screen offers the import", () -> ui.visible("#import-notice"));
        assertThat(ui.text("#import-notice-text")).startsWith(Messages.text("contacts.import.interrupted", "thirty.csv", "", sentBefore, 30)
                .substring(0, Messages.text("contacts.import.interrupted", "thirty.csv", "", sentBefore, 30).indexOf('(')));

        ui.fileMenu("past-imports");
        ui.waitUntil("the past imports are listed", () -> ui.visible("#past-imports") && !tableRows("#past-imports-table").isEmpty());
        List<JobSummary> jobs = tableRows("#past-imports-table");
        assertThat(jobs).hasSize(1);
        assertThat(jobs.getFirst().state()).isEqualTo(JobSummary.State.INTERRUPTED);
        assertThat(PastImports.state(jobs.getFirst())).isEqualTo(Messages.text("contacts.import.state.interrupted", sentBefore, 30));
        ui.fxRun(() -> ui.robot.lookup("#past-imports-table").queryAs(TableView.class).getSelectionModel().select(0));
        ui.robot.clickOn("#past-imports-resume");

        waitForStep(ImportWizard.Step.SUMMARY);
        assertThat(ui.text("#import-summary-counts")).isEqualTo(Messages.text("contacts.import.summary.counts", 30, 0, 0, 0, 0));
        Map<String, Long> saves = ui.fixture.server.savesOf("newsletter");
        assertThat(saves.keySet()).containsExactlyInAnyOrderElementsOf(addresses);
        assertThat(saves.values()).as("no row sent twice").allMatch(count -> count == 1);
        ui.robot.clickOn("#import-close");
        ui.waitUntil("the wizard is closed", () -> !ui.visible("#import-wizard"));
        assertThat(ui.visible("#import-notice")).as("nothing left to resume").isFalse();
    }

    /**
     * A row whose request was on the wire when Mailroom ended (marked as going, its answer never
     * recorded) and that reached the service: resuming looks for it in the synced list and does not
     * send it again; every other row is sent once.
     */
    @Test
    void aRowWhoseAnswerWasLostIsNotSentAgainWhenTheImportIsResumed() throws Exception {
        List<String> addresses = IntStream.range(0, 30).mapToObj(i -> "lost-" + i + "@example.com").toList();
        cancelledImportOf(addresses);
        JobJournal journal = new JobJournal(ui.fixture.service.copies().of(ui.fixture.profile.id(), ui.fixture.profile.keepsCopyOnDisk()));
        JobJournal.Claim claim = journal.resume(journal.list(Optional.of("newsletter")).getFirst().id());
        JobRow arrived = journal.toSend(claim).getFirst();
        journal.sending(claim, arrived, java.time.Instant.now());
        ui.fixture.session.client().saveContact(arrived.request());
        journal.release(claim);

        resumeFromPastImports();

        Map<String, Long> saves = ui.fixture.server.savesOf("newsletter");
        assertThat(saves.keySet()).containsExactlyInAnyOrderElementsOf(addresses);
        assertThat(saves.values()).as("no row sent twice, the one whose answer was lost included").allMatch(count -> count == 1);
        assertThat(journal.summary(claim.jobId()).state()).isEqualTo(JobSummary.State.DONE);
    }

    /** German takes a third more room than English: each step of the wizard shows every word whole in a window of 1024×700. */
    @Test
    void inGermanEveryStepShowsEveryWordWhole() throws Exception {
        Messages.use(Locale.GERMAN);
        try {
            ui.open(ui.fixture.prefs, 1024, 700);
            getAllIn(Locale.GERMAN);
            ui.fileChosen = csv("kunden.csv", List.of(
                    "E-Mail;Vorname;Geburtstag;Status",
                    "ada.lovelace@example.com;Ada;10/12/1815;Confirmed",
                    "grace.hopper@example.com;Grace;1906-12-09;Confirmed",
                    "not-an-address;Linus;28/12;Confirmed",
                    "ada.lovelace@example.com;Ada;;Confirmed"));
            ui.fileMenu("import-contacts");
            for (ImportWizard.Step step : List.of(ImportWizard.Step.FILE, ImportWizard.Step.MAPPING, ImportWizard.Step.PREVIEW)) {
                waitForStep(step);
                Scene wizard = ui.fx(() -> ui.robot.lookup("#import-wizard").query().getScene());
                assertThat(ui.fx(() -> LayoutChecks.problems(wizard))).as(step.name()).isEmpty();
                ui.robot.clickOn("#import-next");
            }
            waitForStep(ImportWizard.Step.SUMMARY);
            Scene wizard = ui.fx(() -> ui.robot.lookup("#import-wizard").query().getScene());
            assertThat(ui.fx(() -> LayoutChecks.problems(wizard))).as("SUMMARY").isEmpty();
            ui.robot.clickOn("#import-close");
            ui.waitUntil("the wizard is closed", () -> !ui.visible("#import-wizard"));
            ui.fileMenu("past-imports");
            ui.waitUntil("the past imports are listed", () -> ui.visible("#past-imports") && !tableRows("#past-imports-table").isEmpty());
            WaitForAsyncUtils.waitForFxEvents();
            Scene past = ui.fx(() -> ui.robot.lookup("#past-imports").query().getScene());
            assertThat(ui.fx(() -> LayoutChecks.problems(past))).as("past imports").isEmpty();
        } finally {
            Messages.use(Locale.ENGLISH);
        }
    }

    private void getAllIn(Locale language) {
        ui.robot.clickOn("#get-all-contacts");
        ui.waitUntil("the whole list is on view in " + language, () -> ui.fx(() -> ui.screen.whole().shownProperty().get())
                && !ui.visible("#sync-strip"));
    }

    /**
     * A drop is not made headless by TestFX (Monocle has no platform drag gesture): the screen is handed
     * the DRAG_OVER and DRAG_DROPPED events a real drop brings, with a dragboard holding the file.
     */
    @Test
    void aCsvFileDroppedOnTheScreenStartsTheWizardAndOtherFilesAreRefused() throws Exception {
        getAll();
        Path file = csv("dropped.csv", List.of("Email", "dropped@example.com"));
        Path picture = folder.resolve("photo.png");
        Files.write(picture, new byte[] {1, 2, 3});

        assertThat(drop(DragEvent.DRAG_OVER, List.of(picture.toFile()))).as("a picture is not taken").isNull();
        assertThat(drop(DragEvent.DRAG_OVER, List.of(file.toFile(), file.toFile()))).as("two files are not taken").isNull();
        assertThat(drop(DragEvent.DRAG_OVER, List.of(file.toFile()))).isEqualTo(TransferMode.COPY);

        drop(DragEvent.DRAG_DROPPED, List.of(file.toFile()));
        waitForStep(ImportWizard.Step.FILE);
        assertThat(ui.text("#import-file-name")).isEqualTo(file.toString());
        assertThat(ui.text("#import-headers")).isEqualTo(Messages.text("contacts.import.headers", 1, "Email"));
    }

    /** Fires a drag event of {@code type} carrying {@code files} at the screen; the transfer mode it accepted, if any. */
    private TransferMode drop(javafx.event.EventType<DragEvent> type, List<File> files) {
        return ui.fx(() -> {
            DragEvent event = new DragEvent(type, dragboard(files), 300, 300, 300, 300, TransferMode.COPY, null, null, null);
            Event.fireEvent(ui.screen.view(), event);
            return event.getAcceptedTransferMode();
        });
    }

    /**
     * A dragboard holding {@code files}, as the platform fills one: JavaFX makes dragboards only
     * inside a platform gesture, so its own factory is handed a clipboard of those files.
     */
    private static Dragboard dragboard(List<File> files) throws Exception {
        Class<?> peerType = Class.forName("com.sun.javafx.tk.TKClipboard");
        Object peer = Proxy.newProxyInstance(peerType.getClassLoader(), new Class<?>[] {peerType}, (proxy, method, arguments) ->
                switch (method.getName()) {
                    case "getContentTypes" -> Set.of(DataFormat.FILES);
                    case "hasContent" -> DataFormat.FILES.equals(arguments[0]);
                    case "getContent" -> DataFormat.FILES.equals(arguments[0]) ? files : null;
                    case "getTransferModes" -> Set.of(TransferMode.COPY);
                    case "putContent" -> false;
                    case "getDragViewOffsetX", "getDragViewOffsetY" -> 0.0;
                    default -> null;
                });
        return (Dragboard) Class.forName("com.sun.javafx.scene.input.DragboardHelper").getMethod("createDragboard", peerType).invoke(null, peer);
    }
}
