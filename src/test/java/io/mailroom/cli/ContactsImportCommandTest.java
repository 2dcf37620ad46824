package io.mailroom.cli;

import static io.mailroom.cli.CopyAccount.APP;
import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import io.mailroom.api.ContactStatus;
import io.mailroom.api.Json;
import io.mailroom.api.SaveContactRequest;
import io.mailroom.service.transfer.FileEncoding;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/** 'mailroom contacts import --dry-run' with the profile "Production", against the sandbox over loopback: a preview, nothing sent. */
@Timeout(180)
class ContactsImportCommandTest {

    private static final String SAVE_ROUTE = "POST /v1/contact";

    private CopyAccount account;

    @TempDir
    Path dataDir;

    @TempDir
    Path files;

    @BeforeEach
    void account() {
        account = new CopyAccount(dataDir, 0, 20);
        account.someoneElse.saveContact(new SaveContactRequest(APP, "ada@example.com", ContactStatus.Confirmed,
                Map.of("firstName", "Ada", "lastName", "Lovelace")));
        account.someoneElse.saveContact(new SaveContactRequest(APP, "grace@example.com", ContactStatus.Unsubscribed,
                Map.of("firstName", "Grace")));
    }

    @AfterEach
    void stop() throws Exception {
        account.close();
    }

    private Path file(String name, String text) throws Exception {
        Path path = files.resolve(name);
        Files.writeString(path, text, StandardCharsets.UTF_8);
        return path;
    }

    private CliRun importing(String... args) {
        long saves = account.sandbox.stats().count(SAVE_ROUTE);
        CliRun run = account.production(args);
        assertThat(account.sandbox.stats().count(SAVE_ROUTE)).as("a dry run sends nothing").isEqualTo(saves);
        return run;
    }

    @Test
    void aDryRunSyncsFirstThenPrintsThePreviewAndExits7ForRejectedRows() throws Exception {
        Path csv = file("contacts.csv", """
                E-mail;Vorname;Nachname;Status
                ada@example.com;Ada;Lovelace;
                grace@example.com;Grace;Hopper;Confirmed
                new@example.com;New;;
                not-an-address;;;
                ada@example.com;Ada;;
                """);

        CliRun run = importing("contacts", "import", csv.toString(), "--status", "Confirmed", "--dry-run");

        assertThat(run.exitCode()).as(run.toString()).isEqualTo(ExitCode.ROWS_REJECTED).isEqualTo(7);
        assertThat(run.err()).endsWith("Synced newsletter for the first time (2 contacts)\n");
        assertThat(run.out()).isEqualTo("""
                File: contacts.csv (UTF-8, semicolon-delimited, 5 rows)
                Columns:
                  E-mail    -> emailAddress
                  Vorname   -> firstName
                  Nachname  -> lastName
                  Status    -> status
                Preview against the local copy of newsletter (nothing was sent):
                  create     1
                  update     1
                  unchanged  1 (not sent)
                  rejected   2
                1 row give a status other than the contact's: the service keeps a contact's status on update, so the file's is not applied:
                  line 3: grace@example.com stays Unsubscribed (the file says Confirmed)
                Rejected rows:
                  line 5: invalid email address: must be an email address like name@example.com
                  line 6: duplicate of line 2
                """);
    }

    @Test
    void withoutRejectedRowsItExits0AndJsonGivesTheCountsAndColumns() throws Exception {
        Path csv = file("mailchimp.csv", "\"Email Address\",\"First Name\",\"Address\",MEMBER_RATING\r\n"
                + "ada@example.com,Ada,\"1 Main St\",2\r\nnew@example.com,New,,1\r\n");

        CliRun run = importing("contacts", "import", csv.toString(), "--status", "unsubscribed", "--dry-run", "--json");

        assertThat(run.exitCode()).as(run.toString()).isZero();
        JsonNode json = Json.mapper().readTree(run.out());
        assertThat(json.get("create").asLong()).isEqualTo(1);
        assertThat(json.get("unchanged").asLong()).isEqualTo(1);
        assertThat(json.get("rejected").asLong()).isZero();
        assertThat(json.get("encoding").asText()).isEqualTo("UTF-8");
        assertThat(json.get("delimiter").asText()).isEqualTo(",");
        assertThat(json.get("columns").findValuesAsText("header")).containsExactly("Email Address", "First Name", "Address", "MEMBER_RATING");
        assertThat(json.get("columns").get(0).get("field").asText()).isEqualTo("emailAddress");
        assertThat(json.get("columns").get(2).get("field").isNull()).isTrue();
        assertThat(json.get("rejectsFile").isNull()).isTrue();
    }

    @Test
    void rejectsAreWrittenWithTheFilesColumnsAndAReasonInUtf8WithABom() throws Exception {
        Path csv = file("contacts.csv", "email\tfirstName\tbirthday\nada@example.com\tAda\t03/04/1990\nnobody\tNo\t\n");
        Path rejects = files.resolve("rejects.csv");

        CliRun run = importing("contacts", "import", csv.toString(), "--dry-run", "--rejects", rejects.toString());

        assertThat(run.exitCode()).as(run.toString()).isEqualTo(7);
        assertThat(run.out()).contains("Rejected rows written to " + rejects);
        byte[] bytes = Files.readAllBytes(rejects);
        assertThat(bytes).startsWith(0xEF, 0xBB, 0xBF);
        assertThat(new String(bytes, 3, bytes.length - 3, StandardCharsets.UTF_8)).isEqualTo(
                "email\tfirstName\tbirthday\t\"Rejected because\"\r\n"
                        + "ada@example.com\tAda\t03/04/1990\t\"ambiguous date in birthday: the day and the month could be either way round; "
                        + "write it as DD/MM or YYYY-MM-DD\"\r\n"
                        + "nobody\tNo\t\t\"invalid email address: must be an email address like name@example.com\"\r\n");
    }

    @Test
    void rejectsThatCannotBeWrittenAreSaidNamingTheFileAndLeaveNothingBehind() throws Exception {
        Path csv = file("contacts.csv", "email,firstName\nnot-an-address,Ada\n");
        Path notAFolder = file("plain.txt", "not a folder");
        Path rejects = notAFolder.resolve("rejects.csv");

        CliRun run = importing("contacts", "import", csv.toString(), "--dry-run", "--rejects", rejects.toString());

        assertThat(run.exitCode()).as(run.toString()).isEqualTo(ExitCode.OTHER);
        assertThat(run.err()).contains("mailroom: could not write " + rejects + ": a file has the name of its folder").doesNotContain(".tmp", "Exception");
        try (Stream<Path> left = Files.list(notAFolder.getParent())) {
            assertThat(left).containsExactlyInAnyOrder(csv, notAFolder);
        }
    }

    @Test
    void aBirthdayColumnWrittenMonthFirstIsSaidAndReadSo() throws Exception {
        Path csv = file("mailchimp.csv", "Email Address,Birthday\nm1@example.com,12/25\nm2@example.com,03/04\n");

        CliRun run = importing("contacts", "import", csv.toString(), "--status", "Confirmed", "--dry-run");
        CliRun json = importing("contacts", "import", csv.toString(), "--status", "Confirmed", "--dry-run", "--json");

        assertThat(run.exitCode()).as(run.toString()).isZero();
        assertThat(run.out()).contains("Birthdays are read month first (MM/DD), as the column's values show (one has a second number above 12).\n"
                + "Preview against the local copy of newsletter (nothing was sent):");
        assertThat(Json.mapper().readTree(json.out()).get("birthdays").asText()).isEqualTo("MM/DD");
    }

    @Test
    void itsHelpSaysHowToCheckResumeAndWhatTheExitCodesMean() {
        CliRun help = account.run("contacts", "import", "--help");

        assertThat(help.exitCode()).isZero();
        assertThat(help.out()).contains("--dry-run prints the check and sends nothing.").contains("--resume=JOB").contains("--rejects=PATH")
                .contains("--empty-cells=keep|clear").contains("Exit 7 when rows are rejected or not accepted, 130 when stopped by Ctrl+C.");
        assertThat(account.run("--help").out()).contains("  7  some items of a bulk command failed, or an import rejects rows");
    }

    @Test
    void aFileWithoutAnAddressColumnIsRefusedAndAMapGivenIsRememberedForTheNextRun() throws Exception {
        Path csv = file("kunden.csv", "Kontakt,Vorname\nada@example.com,Ada\n");

        CliRun refused = importing("contacts", "import", csv.toString(), "--dry-run");
        assertThat(refused.exitCode()).isEqualTo(ExitCode.INVALID_INPUT);
        assertThat(refused.err()).isEqualTo("mailroom: " + csv + " has no column of email addresses: map one with --map "
                + "COLUMN=emailAddress (its columns: Kontakt, Vorname)\n");

        CliRun mapped = importing("contacts", "import", csv.toString(), "--dry-run", "--map", "kontakt=emailAddress", "--map", "2=ignore");
        assertThat(mapped.exitCode()).as(mapped.toString()).isZero();
        assertThat(mapped.out()).contains("  Kontakt  -> emailAddress\n  Vorname  -> (ignored)\n").contains("unchanged  1 (not sent)");

        Path again = file("kunden-2.csv", "KONTAKT,vorname\nada@example.com,Augusta\n");
        CliRun remembered = importing("contacts", "import", again.toString(), "--dry-run");
        assertThat(remembered.exitCode()).as(remembered.toString()).isZero();
        assertThat(remembered.out()).contains("  KONTAKT  -> emailAddress\n  vorname  -> (ignored)\n").contains("unchanged  1 (not sent)");
        assertThat(remembered.err()).startsWith("mailroom: note: the columns are mapped as chosen before for these headers\n");
    }

    @Test
    void aQuoteNeverClosedIsRefusedWithTheLineOfItsRow() throws Exception {
        Path csv = file("broken.csv", "email,name\nada@example.com,\"Ada\nnew@example.com,New\n");

        CliRun run = importing("contacts", "import", csv.toString(), "--dry-run", "--status", "Confirmed");

        assertThat(run.exitCode()).isEqualTo(ExitCode.INVALID_INPUT);
        assertThat(run.err()).endsWith("mailroom: " + csv + " cannot be read as CSV from line 2 on (is a quote opened there and never closed?)\n");
    }

    @Test
    void theDelimiterEncodingAndEmptyCellsCanBeChosen() throws Exception {
        // Read by itself the comma splits this file best; the person says it is semicolons, UTF-8 read as Windows-1252.
        Path csv = file("chosen.csv", "email;firstName,lastName\nada@example.com;Ada,Zoë\n");

        CliRun found = importing("contacts", "import", csv.toString(), "--dry-run", "--json");
        CliRun chosen = importing("contacts", "import", csv.toString(), "--dry-run", "--json", "--delimiter", ";", "--encoding", "windows-1252");
        Path empty = file("empty.csv", "email,firstName\nada@example.com,\n");
        CliRun kept = importing("contacts", "import", empty.toString(), "--dry-run", "--json");
        CliRun cleared = importing("contacts", "import", empty.toString(), "--dry-run", "--json", "--empty-cells", "clear");

        assertThat(found.exitCode()).isEqualTo(ExitCode.INVALID_INPUT);
        assertThat(found.err()).endsWith("(its columns: email;firstName, lastName)\n");
        JsonNode json = Json.mapper().readTree(chosen.out());
        assertThat(json.get("delimiter").asText()).isEqualTo(";");
        assertThat(json.get("encoding").asText()).isEqualTo("windows-1252");
        assertThat(json.get("encodingFound").asText()).isEqualTo("CHOSEN");
        assertThat(json.get("columns").findValuesAsText("header")).containsExactly("email", "firstName,lastName");
        assertThat(json.get("unchanged").asLong()).as("the second column maps to nothing").isEqualTo(1);
        assertThat(Json.mapper().readTree(kept.out()).get("unchanged").asLong()).as("an empty cell keeps Ada").isEqualTo(1);
        assertThat(Json.mapper().readTree(cleared.out()).get("update").asLong()).as("an empty cell clears Ada").isEqualTo(1);

        CliRun wrong = importing("contacts", "import", csv.toString(), "--dry-run", "--delimiter", "ab");
        assertThat(wrong.exitCode()).isEqualTo(ExitCode.INVALID_INPUT);
        assertThat(wrong.err()).isEqualTo("mailroom: --delimiter must be one character other than a quote, or 'tab'\n");
        CliRun missing = importing("contacts", "import", files.resolve("none.csv").toString(), "--dry-run");
        assertThat(missing.err()).isEqualTo("mailroom: there is no file " + files.resolve("none.csv") + "\n");
    }

    @Test
    void aDamagedMappingFileIsSetAsideAndSaid() throws Exception {
        Files.writeString(dataDir.resolve("import-mappings.json"), "[1, 2");
        Path csv = file("contacts.csv", "email\nada@example.com\n");

        CliRun run = importing("contacts", "import", csv.toString(), "--dry-run");

        assertThat(run.exitCode()).as(run.toString()).isZero();
        assertThat(run.err()).contains("mailroom: warning: " + dataDir.resolve("import-mappings.json") + " could not be read (")
                .contains("it was kept as import-mappings.json.corrupt-");
        assertThat(Files.exists(dataDir.resolve("import-mappings.json"))).isFalse();
    }

    @Test
    void aWindows1252FileIsSaidAndReadAndAnUnknownMapFieldIsRefused() throws Exception {
        Path csv = files.resolve("excel.csv");
        Files.writeString(csv, "email;Nachname\nada@example.com;Müller\n", FileEncoding.WINDOWS_1252);

        CliRun run = importing("contacts", "import", csv.toString(), "--dry-run", "--json");
        assertThat(run.exitCode()).as(run.toString()).isZero();
        assertThat(run.err()).contains("mailroom: note: excel.csv is not UTF-8 (byte 33 is not UTF-8 text): read as windows-1252; "
                + "--encoding NAME reads it as another\n");
        assertThat(Json.mapper().readTree(run.out()).get("update").asLong()).isEqualTo(1);

        CliRun wrong = importing("contacts", "import", csv.toString(), "--dry-run", "--map", "Nachname=registerDate");
        assertThat(wrong.exitCode()).isEqualTo(ExitCode.INVALID_INPUT);
        assertThat(wrong.err()).endsWith("\nmailroom: --map Nachname=registerDate: registerDate is not a field a file can give; one of "
                + "emailAddress, status, language, firstName, lastName, phoneNumber, birthday, company, vipLevel, amount, or ignore\n");
    }

    @Test
    void offlineItPreviewsAgainstTheCopyAsLastSyncedAndRefusesWhenThereIsNone() throws Exception {
        Path csv = file("contacts.csv", "email,firstName\nada@example.com,Ada\n");

        CliRun none = importing("contacts", "import", csv.toString(), "--dry-run", "--offline");
        assertThat(none.exitCode()).isEqualTo(ExitCode.INVALID_INPUT);
        assertThat(none.err()).isEqualTo("mailroom: there is no local copy of newsletter yet: run 'mailroom contacts sync --app newsletter' "
                + "first, or leave out --offline\n");

        assertThat(account.production("contacts", "sync").exitCode()).isZero();
        long lists = account.listRequests();
        CliRun offline = importing("contacts", "import", csv.toString(), "--dry-run", "--offline");
        assertThat(offline.exitCode()).as(offline.toString()).isZero();
        assertThat(offline.err()).startsWith("mailroom: note: previewing against the local copy of newsletter synced ");
        assertThat(offline.out()).contains("unchanged  1 (not sent)");
        assertThat(account.listRequests()).isEqualTo(lists);
    }
}
