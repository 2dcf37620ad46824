package io.mailroom.cli;

import static io.mailroom.cli.CopyAccount.addresses;
import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import io.mailroom.api.Contact;
import io.mailroom.api.Json;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * 'mailroom trash list|restore' and 'mailroom undo JOB' in the profile "Production", against the
 * sandbox over loopback: the service is read back by someone else (docs/changes.md).
 */
@Timeout(180)
class TrashAndUndoCommandTest {

    private static final Pattern IMPORT_JOB = Pattern.compile("import job (import-[0-9]{8}-[0-9]{6}-[0-9a-f]{4})");

    @TempDir
    Path dataDir;

    private CopyAccount account;

    @BeforeEach
    void start() {
        account = new CopyAccount(dataDir, 60, 100);
    }

    @AfterEach
    void stop() throws Exception {
        account.close();
    }

    private CliRun ok(String... args) {
        CliRun run = account.production(args);
        assertThat(run.exitCode()).as(run.toString()).isZero();
        return run;
    }

    /** The service's contacts without what it sets itself on creation and on every save. */
    private List<Contact> restorable(List<Contact> contacts) {
        return contacts.stream().map(c -> new Contact(c.emailAddress(), c.statusText(), c.language(), c.firstName(), c.lastName(),
                c.phoneNumber(), c.birthday(), c.company(), c.vipLevel(), c.amount(), "", "", "", "", c.extra())).toList();
    }

    @Test
    void deletedContactsAreInTheTrashAndComeBackOneByOneOrByUndoingTheirJob() throws Exception {
        ok("contacts", "sync");
        List<Contact> before = account.listed();
        List<Contact> gone = List.of(before.get(1), before.get(4), before.get(9));
        ok("contacts", "delete", "--email", gone.get(0).emailAddress(), "--email", gone.get(1).emailAddress(),
                "--email", gone.get(2).emailAddress());

        JsonNode trash = Json.mapper().readTree(ok("trash", "list", "--json").out());
        assertThat(trash).extracting(item -> item.get("emailAddress").asText())
                .containsExactlyInAnyOrderElementsOf(addresses(gone));
        assertThat(trash.get(0).get("contact").get("firstName").asText()).isNotEmpty();
        String job = trash.get(0).get("jobId").asText();
        assertThat(ok("trash", "list").out()).contains(gone.get(2).emailAddress(), job);

        CliRun one = ok("trash", "restore", "--email", gone.get(1).emailAddress().toUpperCase());
        assertThat(one.err()).contains("a contact created again gets a new registerDate, source");
        assertThat(one.out()).contains("undone      " + gone.get(1).emailAddress()).contains("1 of 1 undone (job undo-");
        assertThat(Json.mapper().readTree(ok("trash", "list", "--json").out())).hasSize(2);

        CliRun undo = account.production("undo", job);
        assertThat(undo.exitCode()).as("one of the three was restored already").isEqualTo(ExitCode.BULK_PARTIAL);
        assertThat(undo.out()).contains("not undone  " + gone.get(1).emailAddress()).contains("it was undone already")
                .contains("2 of 3 undone");

        assertThat(restorable(account.listed())).isEqualTo(restorable(before));
        assertThat(ok("trash", "list").out().lines()).as("a header and nothing else").hasSize(2);
        assertThat(ok("changes", "--kind", "restore").out().lines()).hasSize(2 + 3);
        CliRun notThere = account.production("trash", "restore", "--email", "nobody@example.com");
        assertThat(notThere.exitCode()).isEqualTo(ExitCode.INVALID_INPUT);
        assertThat(notThere.err()).contains("not in the trash: nobody@example.com");
    }

    @Test
    void undoingAnImportSetsBackWhatItChangedAndDeletesWhatItCreated() throws Exception {
        ok("contacts", "sync");
        List<Contact> before = account.listed();
        Contact changed = before.get(2);
        Path csv = dataDir.resolve("people.csv");
        Files.writeString(csv, "email,company,firstName\n" + changed.emailAddress() + ",Imported Co,\nnewcomer@example.com,Newco,Newt\n");
        CliRun imported = ok("contacts", "import", csv.toString(), "--status", "Confirmed", "--empty-cells", "clear");
        Matcher job = IMPORT_JOB.matcher(imported.out() + imported.err());
        assertThat(job.find()).as(imported.toString()).isTrue();
        assertThat(account.listed()).hasSize(before.size() + 1);

        CliRun undo = ok("undo", job.group(1));

        assertThat(undo.out()).contains("2 of 2 undone");
        assertThat(restorable(account.listed())).isEqualTo(restorable(before));
        assertThat(account.copied(CopyAccount.APP).stream().map(Contact::emailAddress).toList())
                .as("the copy followed").doesNotContain("newcomer@example.com");
    }

    @Test
    void undoNeedsAJobTheJournalHas() {
        CliRun unknown = account.production("undo", "delete-20260101-000000-abcd");
        assertThat(unknown.exitCode()).isEqualTo(ExitCode.INVALID_INPUT);
        assertThat(unknown.err()).contains("the journal has no job delete-20260101-000000-abcd");
        CliRun noProfile = account.run("trash", "list");
        assertThat(noProfile.exitCode()).isEqualTo(ExitCode.INVALID_INPUT);
        assertThat(noProfile.err()).contains("the trash is kept per profile");
    }
}
