package io.mailroom.cli;

import static io.mailroom.cli.CopyAccount.APP;
import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.MappingIterator;
import com.fasterxml.jackson.dataformat.csv.CsvMapper;
import com.fasterxml.jackson.dataformat.csv.CsvSchema;
import io.mailroom.api.Contact;
import io.mailroom.api.Json;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * 'mailroom changes': what 'contacts save' and 'contacts delete' journalled in the profile
 * "Production", against the sandbox over loopback (docs/changes.md).
 */
@Timeout(180)
class ChangesCommandTest {

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

    @Test
    void savesAndDeletesAreListedWithTheirFieldsRequestIdsAndJob() throws Exception {
        ok("contacts", "sync");
        List<Contact> listed = account.listed();
        Contact renamed = listed.get(0);
        CliRun saved = ok("contacts", "save", "--email", renamed.emailAddress(), "--status", "Confirmed", "--set", "company=Fabrikam");
        String saveRequest = saved.out().replaceAll("(?s).*requestId (\\S+)\\).*", "$1");
        ok("contacts", "delete", "--email", listed.get(1).emailAddress(), "--email", listed.get(2).emailAddress());

        JsonNode changes = Json.mapper().readTree(ok("changes", "--json").out());

        assertThat(changes).hasSize(3);
        JsonNode save = changes.get(2);
        assertThat(save.get("kind").asText()).isEqualTo("save");
        assertThat(save.get("emailAddress").asText()).isEqualTo(renamed.emailAddress());
        assertThat(save.get("requestId").asText()).isEqualTo(saveRequest);
        assertThat(save.get("answered").asBoolean()).isTrue();
        assertThat(save.get("jobId").isNull()).isTrue();
        assertThat(save.get("before").get("company").asText()).isEqualTo(renamed.company());
        assertThat(save.get("after").get("company").asText()).isEqualTo("Fabrikam");
        assertThat(save.get("fields")).singleElement().satisfies(field -> {
            assertThat(field.get("field").asText()).isEqualTo("company");
            assertThat(field.get("after").asText()).isEqualTo("Fabrikam");
        });
        List<JsonNode> deletes = List.of(changes.get(0), changes.get(1));
        assertThat(deletes).allSatisfy(delete -> {
            assertThat(delete.get("kind").asText()).isEqualTo("delete");
            assertThat(delete.get("after").isNull()).isTrue();
            assertThat(delete.get("requestId").asText()).isNotBlank();
        });
        assertThat(deletes.get(0).get("jobId").asText()).matches("delete-.*").isEqualTo(deletes.get(1).get("jobId").asText());
        assertThat(deletes).extracting(delete -> delete.get("before").get("emailAddress").asText())
                .containsExactlyInAnyOrder(listed.get(1).emailAddress(), listed.get(2).emailAddress());

        String job = deletes.get(0).get("jobId").asText();
        List<String> table = ok("changes", "--job", job).out().lines().toList();
        assertThat(table.getFirst()).startsWith("AT").contains("KIND", "CONTACT", "CHANGED", "STATE", "JOB");
        assertThat(table.subList(2, table.size())).hasSize(2).allSatisfy(line -> assertThat(line).contains("delete", "done", job));
        assertThat(ok("changes", "--email", renamed.emailAddress().toUpperCase()).out())
                .contains("company: " + renamed.company() + " -> Fabrikam").doesNotContain(job);
        assertThat(ok("changes", "--kind", "save", "--since", "2000-01-01").out().lines()).hasSize(3);
        assertThat(ok("changes", "--since", "2999-01-01T00:00:00Z", "--json").out().strip()).isEqualTo("[ ]");
    }

    @Test
    void csvHasARowForEachFieldAChangeMadeDifferent() throws Exception {
        ok("contacts", "save", "--email", "new@example.com", "--status", "Unsubscribed", "--set", "firstName=Nova", "--set", "language=fr");

        String csv = ok("changes", "--csv").out();

        try (MappingIterator<Map<String, String>> rows = new CsvMapper().readerForMapOf(String.class)
                .with(CsvSchema.emptySchema().withHeader()).readValues(csv)) {
            List<Map<String, String>> all = rows.readAll();
            assertThat(all).extracting(row -> row.get("field")).containsExactly("emailAddress", "status", "language", "firstName");
            assertThat(all).allSatisfy(row -> {
                assertThat(row.get("kind")).isEqualTo("save");
                assertThat(row.get("appId")).isEqualTo(APP);
                assertThat(row.get("before")).isEmpty();
            });
            assertThat(all.get(3).get("after")).isEqualTo("Nova");
        }
    }

    @Test
    void changesNeedAProfileAndSayWhatTheyTake() {
        CliRun noProfile = account.run("changes");
        assertThat(noProfile.exitCode()).isEqualTo(ExitCode.INVALID_INPUT);
        assertThat(noProfile.err()).contains("changes are kept per profile");

        CliRun badDate = account.production("changes", "--since", "yesterday");
        assertThat(badDate.exitCode()).isEqualTo(ExitCode.INVALID_INPUT);
        assertThat(badDate.err()).contains("--since takes YYYY-MM-DD");

        CliRun badKind = account.production("changes", "--kind", "rename");
        assertThat(badKind.exitCode()).isEqualTo(ExitCode.INVALID_INPUT);
        assertThat(badKind.err()).contains("--kind is one of save, delete, import, restore");
        assertThat(ok("changes").out().lines().toList()).as("a header and nothing else").hasSize(2);
    }
}
