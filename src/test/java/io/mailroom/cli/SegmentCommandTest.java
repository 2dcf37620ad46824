package io.mailroom.cli;

import static io.mailroom.cli.CopyAccount.APP;
import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import io.mailroom.api.Json;
import io.mailroom.service.localcopy.Filter;
import io.mailroom.service.localcopy.Segment;
import io.mailroom.service.localcopy.SegmentStore;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/** 'mailroom segment …' with the profile "Production", its segments in the test's data directory. */
@Timeout(120)
class SegmentCommandTest {

    private CopyAccount account;

    @TempDir
    Path dataDir;

    @BeforeEach
    void start() {
        account = new CopyAccount(dataDir, 120, 20);
    }

    @AfterEach
    void stop() throws Exception {
        account.close();
    }

    private CliRun production(String... args) {
        return account.production(args);
    }

    private SegmentStore store() {
        return new SegmentStore(dataDir, account.productionId());
    }

    @Test
    void saveCreatesOrReplacesAndTheStoreKeepsIt() {
        CliRun saved = production("segment", "save", "Berlin VIPs", "berlin", "--where", "vip=3..", "--where", "language=de");

        assertThat(saved.exitCode()).as(saved.toString()).isZero();
        assertThat(saved.out()).isEqualTo("Saved the segment \"Berlin VIPs\" of newsletter: find \"berlin\", where vip=3.. language=de\n");
        assertThat(store().find(APP, "berlin vips")).hasValue(new Segment("Berlin VIPs", APP, "berlin",
                List.of(Filter.parse("vip=3.."), Filter.parse("language=de"))));

        CliRun replaced = production("segment", "save", "berlin vips", "--where", "status=Unsubscribed");

        assertThat(replaced.out()).isEqualTo("Replaced the segment \"berlin vips\" of newsletter: where status=Unsubscribed\n");
        assertThat(store().list(APP).segments()).singleElement()
                .isEqualTo(new Segment("berlin vips", APP, "", List.of(Filter.parse("status=Unsubscribed"))));
        assertThat(production("segment", "save", "Everyone").out()).isEqualTo("Saved the segment \"Everyone\" of newsletter: every contact\n");
    }

    @Test
    void listShowsEachSegmentAndItsDefinition() throws Exception {
        production("segment", "save", "Germans", "--where", "language=de");
        production("segment", "save", "ACME people", "acme");

        CliRun list = production("segment", "list");

        assertThat(list.exitCode()).as(list.toString()).isZero();
        List<String> lines = list.out().lines().toList();
        assertThat(lines.getFirst()).matches("NAME\\s+FIND\\s+WHERE");
        assertThat(lines.subList(2, lines.size())).satisfiesExactly(
                acme -> assertThat(acme).matches("ACME people\\s+acme\\s*"),
                germans -> assertThat(germans).matches("Germans\\s+language=de"));
        JsonNode json = Json.mapper().readTree(production("segment", "list", "--json").out());
        assertThat(json).hasSize(2);
        assertThat(json.get(1).path("name").asText()).isEqualTo("Germans");
        assertThat(json.get(1).path("appId").asText()).isEqualTo(APP);
        assertThat(json.get(1).path("find").asText()).isEmpty();
        assertThat(json.get(1).path("where").get(0).asText()).isEqualTo("language=de");
    }

    @Test
    void showGivesTheDefinitionAndTheCountFromTheCopy() throws Exception {
        production("segment", "save", "Germans", "--where", "language=de");

        CliRun before = production("segment", "show", "germans");
        assertThat(before.exitCode()).as(before.toString()).isZero();
        assertThat(before.out()).isEqualTo("""
                Name:     Germans
                App:      newsletter
                Find:     (none)
                Where:    language=de
                Contacts: not known: there is no local copy of newsletter ('mailroom contacts sync' makes it)
                """);
        assertThat(account.listRequests()).as("show never asks the service").isZero();

        production("contacts", "sync");
        long german = account.listed().stream().filter(c -> c.language().equalsIgnoreCase("de")).count();
        CliRun after = production("segment", "show", "Germans");
        assertThat(after.out().lines().toList().getLast()).matches("Contacts: " + german + " of 72 in the local copy synced "
                + "\\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2} \\(less than a minute ago\\)");
        JsonNode json = Json.mapper().readTree(production("segment", "show", "Germans", "--json").out());
        assertThat(json.path("count").asLong()).isEqualTo(german);
        assertThat(json.path("syncedAt").asText()).isNotEmpty();
    }

    @Test
    void renameAndDelete() {
        production("segment", "save", "Germans", "--where", "language=de");
        production("segment", "save", "French", "--where", "language=fr");

        CliRun renamed = production("segment", "rename", "germans", "Deutsch");
        assertThat(renamed.exitCode()).as(renamed.toString()).isZero();
        assertThat(renamed.out()).isEqualTo("Renamed the segment \"germans\" of newsletter to \"Deutsch\"\n");
        assertThat(store().list(APP).segments()).extracting(Segment::name).containsExactly("Deutsch", "French");

        CliRun taken = production("segment", "rename", "Deutsch", "FRENCH");
        assertThat(taken.exitCode()).isEqualTo(ExitCode.INVALID_INPUT);
        assertThat(taken.err()).isEqualTo("mailroom: the application newsletter already has a segment named \"French\"\n");
        CliRun missing = production("segment", "rename", "Spanish", "Español");
        assertThat(missing.exitCode()).isEqualTo(ExitCode.INVALID_INPUT);
        assertThat(missing.err()).isEqualTo("mailroom: the application newsletter has no segment named \"Spanish\"\n");

        CliRun deleted = production("segment", "delete", "deutsch");
        assertThat(deleted.exitCode()).isZero();
        assertThat(deleted.out()).isEqualTo("Deleted the segment \"deutsch\" of newsletter\n");
        assertThat(store().list(APP).segments()).extracting(Segment::name).containsExactly("French");
        CliRun again = production("segment", "delete", "deutsch");
        assertThat(again.exitCode()).isEqualTo(ExitCode.INVALID_INPUT);
        assertThat(again.err()).isEqualTo("mailroom: the application newsletter has no segment named \"deutsch\"\n");
    }

    @Test
    void badInputIsRefusedAndNothingSaved() {
        CliRun badWhere = production("segment", "save", "Rich", "--where", "amount=lots");
        assertThat(badWhere.exitCode()).isEqualTo(ExitCode.INVALID_INPUT);
        assertThat(badWhere.err().lines().toList()).containsExactly(
                "mailroom: Invalid value for option '--where' (FIELD=VALUE): \"amount=lots\": amount takes present or absent",
                "Try 'mailroom segment save --help'.");

        CliRun blank = production("segment", "save", " ");
        assertThat(blank.exitCode()).isEqualTo(ExitCode.INVALID_INPUT);
        assertThat(blank.err()).isEqualTo("mailroom: NAME: a segment needs a name\n");
        assertThat(store().list(APP).segments()).isEmpty();

        CliRun show = production("segment", "show", "Nothing");
        assertThat(show.exitCode()).isEqualTo(ExitCode.INVALID_INPUT);
        assertThat(show.err()).startsWith("mailroom: the application newsletter has no segment named \"Nothing\"");
    }

    @Test
    void segmentsNeedAProfile() {
        Map<String, String> noProfile = new HashMap<>(account.env);
        noProfile.put("MAILROOM_BASE_URL", account.sandbox.baseUrl().toString());

        CliRun list = CliRun.of(noProfile, "", "segment", "list", "--app", APP);

        assertThat(list.exitCode()).isEqualTo(ExitCode.INVALID_INPUT);
        assertThat(list.err()).isEqualTo("mailroom: segments are kept per profile: pass --profile NAME ('mailroom profile list')\n");
    }

    @Test
    void theHelpNamesEverySubcommand() {
        CliRun help = account.run("segment", "--help");

        assertThat(help.exitCode()).isZero();
        assertThat(help.out()).contains("list").contains("show").contains("save").contains("rename").contains("delete");
        for (String sub : new String[] {"list", "show", "save", "rename", "delete"}) {
            assertThat(account.run("segment", sub, "--help").exitCode()).as(sub).isZero();
        }
        assertThat(account.run("segment", "save", "--help").out()).contains("NAME").contains("[QUERY...]").contains("--where=FIELD=VALUE");
    }
}
