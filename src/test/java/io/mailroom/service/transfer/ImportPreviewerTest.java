package io.mailroom.service.transfer;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.tuple;

import io.mailroom.api.ApiKey;
import io.mailroom.api.ClientConfig;
import io.mailroom.api.Contact;
import io.mailroom.api.ContactStatus;
import io.mailroom.api.SaveContactRequest;
import io.mailroom.api.ServiceClient;
import io.mailroom.api.VipLevel;
import io.mailroom.sandbox.SandboxOptions;
import io.mailroom.sandbox.SandboxServer;
import io.mailroom.service.Connections;
import io.mailroom.service.localcopy.CompletedSweeps;
import io.mailroom.service.localcopy.ContactCopy;
import io.mailroom.service.localcopy.ContactField;
import io.mailroom.service.localcopy.ContactQueries;
import io.mailroom.service.localcopy.ContactSync;
import io.mailroom.service.localcopy.LocalCopies;
import io.mailroom.service.localcopy.SyncListener;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.stream.LongStream;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/** The preview of an import, against a local copy synced from the sandbox over loopback. */
@Timeout(120)
class ImportPreviewerTest {

    private static final String KEY = "import-preview-key";
    private static final String APP = "newsletter";
    private static final String LONG = "x".repeat(256);

    /** Lines 4–5 are one row: its company has a line break. */
    static final String FILE = """
            email,status,firstName,lastName,birthday,vipLevel,company
            ada@example.com,Confirmed,Ada,Lovelace,2000-12-10,003,
            GRACE@example.com,Confirmed,Grace,Hopper,,,
            linus@example.com,,Linus,Torvalds,,,"Linux
            Foundation"
            new1@example.com,,New,One,,,
            new2@example.com,unsubscribed,New,Two,25/12/1985,,
            ,Confirmed,No,Address,,,
            not-an-address,Confirmed,,,,,
            New1@Example.com,,Again,,,,
            status@example.com,Maybe,,,,,
            birthday@example.com,,,,31/04,,
            ambiguous@example.com,,,,03/04/1990,,
            vip@example.com,,,,,gold,
            long@example.com,,%s,,,,
            """.formatted(LONG);

    @TempDir
    Path folder;

    private SandboxServer sandbox;
    private ServiceClient client;
    private ContactCopy copy;

    @BeforeEach
    void syncedCopy() {
        sandbox = SandboxServer.start(SandboxOptions.defaults().withApiKey(KEY).withRateLimit(1000).withSeedContacts(0));
        client = new Connections().open(ClientConfig.of(sandbox.baseUrl().toString(), ApiKey.of(KEY)).withRateLimit(1000));
        client.saveContact(new SaveContactRequest(APP, "ada@example.com", ContactStatus.Confirmed,
                Map.of("firstName", "Ada", "lastName", "Lovelace", "birthday", "10/12", "vipLevel", "3", "company", "Analytical Engines")));
        client.saveContact(new SaveContactRequest(APP, "grace@example.com", ContactStatus.Unsubscribed,
                Map.of("firstName", "Grace", "lastName", "Hopper")));
        client.saveContact(new SaveContactRequest(APP, "linus@example.com", ContactStatus.Confirmed, Map.of("firstName", "Linus")));
        copy = new LocalCopies(folder.resolve("data"), Clock.systemUTC()).open("p1", true);
        new ContactSync(copy, client).run(APP, SyncListener.NONE);
    }

    @AfterEach
    void stop() {
        copy.close();
        client.close();
        sandbox.close();
    }

    private ImportFile file(String text) throws IOException {
        Path path = folder.resolve("contacts.csv");
        Files.writeString(path, text, StandardCharsets.UTF_8);
        return ImportFile.open(path, Optional.empty(), Optional.empty());
    }

    /** Every row the listener heard, in the order it heard them. */
    private static final class Heard implements ImportListener {
        final List<PlannedRow> planned = new ArrayList<>();
        final List<RejectedRow> rejected = new ArrayList<>();
        final List<Long> lines = new ArrayList<>();

        @Override
        public void planned(PlannedRow row) {
            planned.add(row);
            lines.add(row.line());
        }

        @Override
        public void rejected(RejectedRow row) {
            rejected.add(row);
            lines.add(row.line());
        }

        PlannedRow plannedFor(String address) {
            return planned.stream().filter(row -> row.address().equalsIgnoreCase(address)).findFirst().orElseThrow();
        }
    }

    private ImportPreview preview(ImportFile file, ImportChoices choices, ImportListener listener) throws IOException {
        return new ImportPreviewer(new ContactQueries(copy), APP).preview(file, ColumnMapping.suggested(file.headers()), choices, listener);
    }

    @Test
    void countsEachRowAndNamesEveryRejectedRowByItsLineAndReason() throws IOException {
        Heard heard = new Heard();

        ImportPreview preview = preview(file(FILE), new ImportChoices(Optional.of(ContactStatus.Confirmed), EmptyCells.KEEP), heard);

        assertThat(preview.rows()).isEqualTo(13);
        assertThat(preview.creates()).isEqualTo(2);
        assertThat(preview.updates()).isEqualTo(1);
        assertThat(preview.unchanged()).isEqualTo(2);
        assertThat(preview.rejected()).isEqualTo(8);
        assertThat(preview.toSend()).isEqualTo(3);
        assertThat(preview.rejects()).extracting(RejectedRow::line, RejectedRow::reason).containsExactly(
                tuple(8L, RejectReason.MISSING_ADDRESS),
                tuple(9L, RejectReason.INVALID_ADDRESS),
                tuple(10L, RejectReason.DUPLICATE),
                tuple(11L, RejectReason.UNKNOWN_STATUS),
                tuple(12L, RejectReason.BAD_BIRTHDAY),
                tuple(13L, RejectReason.AMBIGUOUS_DATE),
                tuple(14L, RejectReason.BAD_VIP_LEVEL),
                tuple(15L, RejectReason.TOO_LONG));
    }

    @Test
    void whatEachRowDoesIsHeardInFileOrder() throws IOException {
        Heard heard = new Heard();

        ImportPreview preview = preview(file(FILE), new ImportChoices(Optional.of(ContactStatus.Confirmed), EmptyCells.KEEP), heard);

        assertThat(heard.lines).containsExactly(2L, 3L, 4L, 6L, 7L, 8L, 9L, 10L, 11L, 12L, 13L, 14L, 15L);
        assertThat(heard.plannedFor("ada@example.com").action()).as("the same birthday and VIP level written another way").isEqualTo(RowAction.UNCHANGED);
        assertThat(heard.plannedFor("linus@example.com").action()).isEqualTo(RowAction.UPDATE);
        assertThat(heard.plannedFor("linus@example.com").data()).containsEntry("lastName", "Torvalds").containsEntry("company", "Linux\nFoundation");
        PlannedRow new1 = heard.plannedFor("new1@example.com");
        assertThat(new1.action()).isEqualTo(RowAction.CREATE);
        assertThat(new1.status()).as("the status chosen for new contacts").contains(ContactStatus.Confirmed);
        PlannedRow new2 = heard.plannedFor("new2@example.com");
        assertThat(new2.status()).as("the row's own status").contains(ContactStatus.Unsubscribed);
        assertThat(new2.data()).containsEntry("birthday", "25/12");
        RejectedRow duplicate = heard.rejected.stream().filter(row -> row.reason() == RejectReason.DUPLICATE).findFirst().orElseThrow();
        assertThat(duplicate.duplicateOf()).isEqualTo(6);
        assertThat(duplicate.english()).isEqualTo("duplicate of line 6");
        assertThat(preview.rejectedBy()).isEqualTo(Map.of(RejectReason.MISSING_ADDRESS, 1L, RejectReason.INVALID_ADDRESS, 1L,
                RejectReason.DUPLICATE, 1L, RejectReason.UNKNOWN_STATUS, 1L, RejectReason.BAD_BIRTHDAY, 1L,
                RejectReason.AMBIGUOUS_DATE, 1L, RejectReason.BAD_VIP_LEVEL, 1L, RejectReason.TOO_LONG, 1L));
    }

    @Test
    void anUpdateWhoseFileStatusDiffersIsShownWithTheStatusTheContactKeeps() throws IOException {
        ImportPreview preview = preview(file(FILE), new ImportChoices(Optional.of(ContactStatus.Confirmed), EmptyCells.KEEP), ImportListener.NONE);

        assertThat(preview.statusKept()).isEqualTo(1);
        PlannedRow grace = preview.statusKeptRows().getFirst();
        assertThat(grace.line()).isEqualTo(3);
        assertThat(grace.action()).as("the status is all that differs, and a save would not change it").isEqualTo(RowAction.UNCHANGED);
        assertThat(grace.status()).contains(ContactStatus.Confirmed);
        assertThat(grace.statusKept()).contains("Unsubscribed");
    }

    @Test
    void withoutAStatusChosenANewContactWithoutOneIsRejectedAndUpdatesNeedNone() throws IOException {
        ImportPreview preview = preview(file(FILE), ImportChoices.defaults(), ImportListener.NONE);

        assertThat(preview.rejects()).filteredOn(row -> row.reason() == RejectReason.MISSING_STATUS)
                .extracting(RejectedRow::line).containsExactly(6L);
        assertThat(preview.creates()).isEqualTo(1);
        assertThat(preview.updates()).isEqualTo(1);
        assertThat(preview.rejectedBy()).containsEntry(RejectReason.MISSING_STATUS, 1L)
                .as("the duplicate still names the line it repeats").containsEntry(RejectReason.DUPLICATE, 1L);
    }

    @Test
    void emptyCellsKeepTheContactsValuesOrClearThemWhenChosen() throws IOException {
        String text = "email,firstName,company\nada@example.com,Ada,\n";
        Heard kept = new Heard();
        Heard cleared = new Heard();

        ImportPreview keep = preview(file(text), new ImportChoices(Optional.empty(), EmptyCells.KEEP), kept);
        ImportPreview clear = preview(file(text), new ImportChoices(Optional.empty(), EmptyCells.CLEAR), cleared);

        assertThat(keep.unchanged()).isEqualTo(1);
        assertThat(kept.plannedFor("ada@example.com").data()).isEqualTo(Map.of("firstName", "Ada"));
        assertThat(clear.updates()).isEqualTo(1);
        assertThat(cleared.plannedFor("ada@example.com").data()).isEqualTo(Map.of("firstName", "Ada", "company", ""));
    }

    @Test
    void aFileWithoutAnAddressColumnIsRefusedWhole() throws IOException {
        ImportFile file = file("Name,Phone\nAda,123\n");

        assertThatThrownBy(() -> preview(file, ImportChoices.defaults(), ImportListener.NONE))
                .isInstanceOfSatisfying(ImportFileException.class,
                        e -> assertThat(e.reason()).isEqualTo(ImportFileException.Reason.NO_ADDRESS_COLUMN));
    }

    @Test
    void aFileLongerThanABatchIsComparedWithEveryContact() throws IOException {
        // 1,200 contacts in the copy; the file has them all (every third with a new company) and 300 new ones.
        List<Contact> contacts = new ArrayList<>();
        StringBuilder text = new StringBuilder("email;company\n");
        for (int i = 0; i < 1_200; i++) {
            contacts.add(new Contact("p" + i + "@example.com", ContactStatus.Confirmed, "", "", "", "", "", "Old", (VipLevel) null, "", "", "", "", ""));
            text.append("p").append(i).append("@example.com;").append(i % 3 == 0 ? "New" : "Old").append('\n');
        }
        for (int i = 0; i < 300; i++) {
            text.append("n").append(i).append("@example.com;Old\n");
        }
        CompletedSweeps.fill(copy, "big", contacts, Instant.now());

        ImportFile file = file(text.toString());
        ImportPreview preview = new ImportPreviewer(new ContactQueries(copy), "big").preview(file, ColumnMapping.suggested(file.headers()),
                new ImportChoices(Optional.of(ContactStatus.Confirmed), EmptyCells.KEEP), ImportListener.NONE);

        assertThat(preview.updates()).isEqualTo(400);
        assertThat(preview.unchanged()).isEqualTo(800);
        assertThat(preview.creates()).isEqualTo(300);
        assertThat(preview.rejected()).isZero();
    }

    @Test
    void rowsWithoutAnAddressAreHeardInBatchesAsTheFileIsRead() throws IOException {
        // 3,000 rows without a valid address, then a quote never closed: the file fails at its end,
        // so whatever was heard by then was heard while the file was still being read.
        StringBuilder text = new StringBuilder("email,firstName\n");
        for (int i = 0; i < 3_000; i++) {
            text.append("nobody-").append(i).append(",Name\n");
        }
        text.append("\"never closed,Name\n");
        Heard heard = new Heard();

        assertThatThrownBy(() -> preview(file(text.toString()), ImportChoices.defaults(), heard))
                .isInstanceOfSatisfying(ImportFileException.class, e -> assertThat(e.reason()).isEqualTo(ImportFileException.Reason.NOT_CSV));

        assertThat(heard.lines).as("rows held unheard never exceed a batch").hasSizeGreaterThanOrEqualTo(3_000 - ImportPreviewer.MOST_HELD);
        assertThat(heard.lines).as("in file order").isEqualTo(LongStream.rangeClosed(2, heard.lines.size() + 1).boxed().toList());
        assertThat(heard.rejected).allMatch(row -> row.reason() == RejectReason.INVALID_ADDRESS);
    }

    @Test
    void theMailroomExportOfTheCopyReimportsChangingNothing() throws IOException {
        ImportFile file = ImportFile.open(ColumnMappingTest.sample("mailroom.csv"), Optional.empty(), Optional.empty());
        client.saveContact(new SaveContactRequest(APP, "ada@example.com", ContactStatus.Confirmed, Map.of("language", "en",
                "phoneNumber", "+44 20 7946 0018", "company", "Analytical Engines", "amount", "120.50")));
        client.saveContact(new SaveContactRequest(APP, "grace@example.com", ContactStatus.Unsubscribed, Map.of("language", "en",
                "birthday", "09/12", "company", "Navy")));
        new ContactSync(copy, client).run(APP, SyncListener.NONE);

        ImportPreview preview = new ImportPreviewer(new ContactQueries(copy), APP).preview(file, ColumnMapping.suggested(file.headers()),
                ImportChoices.defaults(), ImportListener.NONE);

        assertThat(preview.unchanged()).isEqualTo(2);
        assertThat(preview.toSend()).isZero();
        assertThat(preview.statusKept()).isZero();
        assertThat(ColumnMapping.suggested(file.headers()).columnOf(ContactField.STATUS)).isPresent();
    }

    /**
     * A column whose values show month first (Mailchimp writes its birthday field MM/DD) is read month
     * first throughout, 03/04 as the 4th of March; read day first, its days and months would be swapped
     * wherever both are 12 or less. A column that shows day first, or both, or neither, is read day first.
     */
    @Test
    void birthdaysAreReadMonthFirstWhenTheirColumnShowsIt() throws IOException {
        Heard monthFirst = new Heard();
        ImportPreview read = preview(file("""
                Email Address,Birthday
                m1@example.com,12/25
                m2@example.com,03/04
                m3@example.com,
                """), new ImportChoices(Optional.of(ContactStatus.Confirmed), EmptyCells.KEEP), monthFirst);
        Heard dayFirst = new Heard();
        ImportPreview asDialog = preview(file("""
                Email Address,Birthday
                d1@example.com,25/12
                d2@example.com,03/04
                d3@example.com,12/25
                """), new ImportChoices(Optional.of(ContactStatus.Confirmed), EmptyCells.KEEP), dayFirst);

        assertThat(read.birthdays()).isEqualTo(BirthdayOrder.MONTH_FIRST);
        assertThat(monthFirst.plannedFor("m1@example.com").data()).containsEntry("birthday", "25/12");
        assertThat(monthFirst.plannedFor("m2@example.com").data()).containsEntry("birthday", "04/03");
        assertThat(asDialog.birthdays()).isEqualTo(BirthdayOrder.DAY_FIRST);
        assertThat(dayFirst.plannedFor("d2@example.com").data()).containsEntry("birthday", "03/04");
        assertThat(dayFirst.rejected).extracting(RejectedRow::line, RejectedRow::reason).containsExactly(tuple(4L, RejectReason.BAD_BIRTHDAY));
    }
}
