package io.mailroom.cli;

import static io.mailroom.cli.CopyAccount.APP;
import static org.assertj.core.api.Assertions.assertThat;

import io.mailroom.api.Contact;
import io.mailroom.service.localcopy.ContactField;
import io.mailroom.service.transfer.ExportedCsv;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.function.Predicate;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/** 'mailroom contacts export' from the local copy of the profile "Production", against the sandbox over loopback. */
@Timeout(180)
class ContactsExportCommandTest {

    private static final String BOM = "\uFEFF";
    private static final String HEADER = String.join(",", Arrays.stream(ContactField.values()).map(ContactField::specName).toList());

    @TempDir
    Path dataDir;

    @TempDir
    Path folder;

    private CopyAccount account;

    @BeforeEach
    void start() {
        // 120 seeded contacts, 72 of newsletter, paged by 20.
        account = new CopyAccount(dataDir, 120, 20);
    }

    @AfterEach
    void stop() throws Exception {
        account.close();
    }

    private List<Contact> listedWhere(Predicate<Contact> test) {
        return account.listed().stream().filter(test).toList();
    }

    @Test
    void exportSyncsFirstAndWritesEveryContactToTheFileWithAByteOrderMark() throws Exception {
        Path file = folder.resolve("newsletter.csv");

        CliRun export = account.production("contacts", "export", "--output", file.toString());

        assertThat(export.exitCode()).as(export.toString()).isZero();
        assertThat(export.out()).isEmpty();
        assertThat(export.err()).contains("Synced newsletter for the first time (72 contacts)\n")
                .endsWith("Exported 72 contacts of newsletter to " + file + "\n");
        String text = Files.readString(file, StandardCharsets.UTF_8);
        assertThat(text).startsWith(BOM + HEADER + "\n");
        assertThat(ExportedCsv.read(text.substring(1), ',').rows()).isEqualTo(ExportedCsv.fields(account.listed()));
    }

    @Test
    void whereAndSegmentChooseTheContactsAndTheDelimiterAndByteOrderMarkAreChosen() throws Exception {
        assertThat(account.production("segment", "save", "Germans", "--where", "language=de").exitCode()).isZero();
        Path file = folder.resolve("germans.csv");

        CliRun export = account.production("contacts", "export", "--segment", "Germans", "--where", "status=Confirmed",
                "--delimiter", ";", "--no-bom", "--output", file.toString());

        assertThat(export.exitCode()).as(export.toString()).isZero();
        String text = Files.readString(file, StandardCharsets.UTF_8);
        assertThat(text).startsWith(HEADER.replace(',', ';') + "\n");
        List<Contact> expected = listedWhere(c -> c.language().equalsIgnoreCase("de") && "Confirmed".equals(c.statusText()));
        assertThat(expected).isNotEmpty();
        assertThat(ExportedCsv.read(text, ';').rows()).isEqualTo(ExportedCsv.fields(expected));
    }

    @Test
    void withoutOutputTheCsvGoesToStdoutWithoutAByteOrderMarkAndOfflineReadsTheCopyAsSynced() throws Exception {
        assertThat(account.production("contacts", "sync").exitCode()).isZero();
        long requests = account.listRequests();

        CliRun export = account.production("contacts", "export", "--offline", "--delimiter", "tab", "--where", "language=fr");

        assertThat(export.exitCode()).as(export.toString()).isZero();
        assertThat(account.listRequests()).as("offline asks the service nothing").isEqualTo(requests);
        assertThat(export.err()).startsWith("mailroom: note: exporting from the local copy of newsletter synced ");
        assertThat(export.out()).startsWith(HEADER.replace(',', '\t') + "\n");
        assertThat(ExportedCsv.read(export.out(), '\t').rows())
                .isEqualTo(ExportedCsv.fields(listedWhere(c -> c.language().equalsIgnoreCase("fr"))));
    }

    @Test
    void anExistingFileIsReplacedWhole() throws Exception {
        Path file = folder.resolve("contacts.csv");
        Files.writeString(file, "an older export\n".repeat(1_000));

        CliRun export = account.production("contacts", "export", "--output", file.toString());

        assertThat(export.exitCode()).as(export.toString()).isZero();
        assertThat(Files.readString(file)).doesNotContain("an older export").startsWith(BOM + HEADER);
        assertThat(files()).containsExactly(file);
    }

    @Test
    void aFolderThatIsNotThereIsSaidAndNothingIsWritten() throws Exception {
        Path file = folder.resolve("missing").resolve("contacts.csv");

        CliRun export = account.production("contacts", "export", "--output", file.toString());

        assertThat(export.exitCode()).isEqualTo(ExitCode.OTHER);
        assertThat(export.err()).endsWith("mailroom: could not write " + file + ": no such folder\n");
        assertThat(files()).isEmpty();
    }

    @Test
    void aDelimiterOtherThanTheThreeIsRefused() {
        CliRun export = account.production("contacts", "export", "--delimiter", "|");

        assertThat(export.exitCode()).isEqualTo(ExitCode.INVALID_INPUT);
        assertThat(export.err()).contains("'|' is no delimiter: use ',', ';' or 'tab'");
    }

    @Test
    void onlyTheCsvFormatIsWrittenAndXlsxIsRefusedBeforeAnythingIsAsked() {
        long lists = account.listRequests();

        CliRun xlsx = account.production("contacts", "export", "--format", "xlsx", "--output", folder.resolve("out.xlsx").toString());

        assertThat(xlsx.exitCode()).isEqualTo(ExitCode.INVALID_INPUT);
        assertThat(xlsx.err()).isEqualTo("mailroom: --format xlsx: Mailroom exports CSV only, which Excel opens with its accents right"
                + " (the byte order mark); leave out --format or give csv\n");
        assertThat(account.listRequests()).isEqualTo(lists);
        assertThat(account.production("contacts", "export", "--format", "CSV").exitCode()).isZero();
    }

    @Test
    void offlineWithoutACopySaysHowToMakeOne() {
        CliRun export = account.production("contacts", "export", "--offline");

        assertThat(export.exitCode()).isEqualTo(ExitCode.INVALID_INPUT);
        assertThat(export.err()).isEqualTo("mailroom: there is no local copy of " + APP + " yet: run 'mailroom contacts sync --app "
                + APP + "' first, or leave out --offline\n");
    }

    @Test
    void helpSaysEveryOption() {
        CliRun help = account.run("contacts", "export", "--help");

        assertThat(help.exitCode()).isZero();
        assertThat(help.out()).contains("--output=PATH", "--no-bom", "--delimiter=C", "--segment=NAME", "--where=FIELD=VALUE", "--offline",
                "byte order mark");
    }

    private List<Path> files() throws Exception {
        try (Stream<Path> files = Files.list(folder)) {
            return files.toList();
        }
    }
}
