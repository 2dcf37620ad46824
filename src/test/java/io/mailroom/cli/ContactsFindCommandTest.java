package io.mailroom.cli;

import static io.mailroom.cli.CopyAccount.APP;
import static io.mailroom.cli.CopyAccount.addresses;
import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.MappingIterator;
import com.fasterxml.jackson.dataformat.csv.CsvMapper;
import com.fasterxml.jackson.dataformat.csv.CsvSchema;
import io.mailroom.api.Contact;
import io.mailroom.api.ContactStatus;
import io.mailroom.api.Json;
import io.mailroom.api.SaveContactRequest;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Predicate;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/** 'mailroom contacts find' across the local copy of the profile "Production", against the sandbox over loopback. */
@Timeout(180)
class ContactsFindCommandTest {

    private static final String QUOKKA = "zoe.quincy@example.com";

    private CopyAccount account;

    @TempDir
    Path dataDir;

    @AfterEach
    void stop() throws Exception {
        if (account != null) {
            account.close();
        }
    }

    /** 120 seeded contacts (72 of newsletter) paged by 20, and one more that only her company's name finds. */
    private void account(String... profileOptions) {
        account = new CopyAccount(dataDir, 120, 20, profileOptions);
        account.someoneElse.saveContact(new SaveContactRequest(APP, QUOKKA, ContactStatus.Confirmed,
                Map.of("firstName", "Zoë", "company", "Quokka Labs", "language", "de")));
    }

    private CliRun production(String... args) {
        return account.production(args);
    }

    private static List<String> jsonAddresses(CliRun run) throws Exception {
        assertThat(run.exitCode()).as(run.toString()).isZero();
        return Json.mapper().readTree(run.out()).findValuesAsText("emailAddress");
    }

    private List<String> listedWhere(Predicate<Contact> test) {
        return addresses(account.listed().stream().filter(test).toList());
    }

    @Test
    void findSyncsFirstAndFindsAcrossEveryPage() {
        account();

        CliRun find = production("contacts", "find", "quokka");

        assertThat(find.exitCode()).as(find.toString()).isZero();
        assertThat(find.err()).contains("Syncing newsletter: page 4 of 4, 73 of 73 contacts, writing the copy\n")
                .endsWith("Synced newsletter for the first time (73 contacts)\n");
        List<String> lines = find.out().lines().toList();
        assertThat(lines.getFirst()).startsWith("EMAIL").contains("COMPANY");
        assertThat(lines.subList(2, lines.size() - 1)).singleElement().satisfies(row ->
                assertThat(row).startsWith(QUOKKA).contains("Zoë").contains("Quokka Labs"));
        assertThat(lines.getLast()).isEqualTo("1 of 73 contacts in newsletter");
        assertThat(account.copied(APP)).hasSize(73);
    }

    @Test
    void findIgnoresAccentsAndCaseAndTakesSeveralWords() throws Exception {
        account();

        assertThat(jsonAddresses(production("contacts", "find", "ZOE", "quok", "--json"))).containsExactly(QUOKKA);
        assertThat(jsonAddresses(production("contacts", "find", "zoe quokka", "--json"))).containsExactly(QUOKKA);
        assertThat(jsonAddresses(production("contacts", "find", "quokka", "nobody", "--json"))).isEmpty();
    }

    @Test
    void whereFiltersOrWithinAFieldAndAndAcrossFields() throws Exception {
        account();

        assertThat(jsonAddresses(production("contacts", "find", "--where", "language=de", "--json")))
                .isEqualTo(listedWhere(c -> c.language().equalsIgnoreCase("de"))).contains(QUOKKA);
        assertThat(jsonAddresses(production("contacts", "find", "--where", "language=de", "--where", "status=Unsubscribed", "--json")))
                .isEqualTo(listedWhere(c -> c.language().equalsIgnoreCase("de") && c.status() == ContactStatus.Unsubscribed))
                .isNotEmpty();
        assertThat(jsonAddresses(production("contacts", "find", "--where", "language=de", "--where", "language=fr", "--json")))
                .isEqualTo(listedWhere(c -> c.language().equalsIgnoreCase("de") || c.language().equalsIgnoreCase("fr")));
        assertThat(jsonAddresses(production("contacts", "find", "zoe", "--where", "company=QUOKKA LABS", "--json"))).containsExactly(QUOKKA);
    }

    @Test
    void aSegmentFindsWhatItWasSavedWithAndMoreNarrowsIt() throws Exception {
        account();
        assertThat(production("segment", "save", "Germans", "--where", "language=de").exitCode()).isZero();

        assertThat(jsonAddresses(production("contacts", "find", "--segment", "germans", "--json")))
                .isEqualTo(listedWhere(c -> c.language().equalsIgnoreCase("de")));
        assertThat(jsonAddresses(production("contacts", "find", "--segment", "Germans", "--where", "status=Unsubscribed", "--json")))
                .isEqualTo(listedWhere(c -> c.language().equalsIgnoreCase("de") && c.status() == ContactStatus.Unsubscribed));
        assertThat(jsonAddresses(production("contacts", "find", "quokka", "--segment", "Germans", "--json"))).containsExactly(QUOKKA);

        CliRun unknown = production("contacts", "find", "--segment", "French");
        assertThat(unknown.exitCode()).isEqualTo(ExitCode.INVALID_INPUT);
        assertThat(unknown.err()).isEqualTo("mailroom: the application newsletter has no segment named \"French\"; "
                + "'mailroom segment list --app newsletter' shows its segments\n");
    }

    @Test
    void offlineFindsInTheCopyAsLastSyncedAsksNothingAndSaysHowOld() throws Exception {
        account();
        production("contacts", "sync");
        account.someoneElse.saveContact(new SaveContactRequest(APP, "later@example.com", ContactStatus.Confirmed, Map.of("company", "Quokka Labs")));
        account.env.remove("MAILROOM_API_KEY");
        long requests = account.listRequests();

        CliRun offline = production("contacts", "find", "quokka", "--offline", "--json");

        assertThat(jsonAddresses(offline)).as("the copy as synced, before someone else's save").containsExactly(QUOKKA);
        assertThat(offline.err()).matches("mailroom: note: finding in the local copy of newsletter synced "
                + "\\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2} \\(less than a minute ago\\)\n");
        assertThat(account.listRequests()).isEqualTo(requests);
        account.env.put("MAILROOM_API_KEY", CopyAccount.KEY);
        assertThat(jsonAddresses(production("contacts", "find", "quokka", "--json"))).containsExactly("later@example.com", QUOKKA);
    }

    @Test
    void offlineWithoutACopyIsAClearErrorAndBeginsNone() {
        account();

        CliRun none = production("contacts", "find", "--offline");

        assertThat(none.exitCode()).isEqualTo(ExitCode.INVALID_INPUT);
        assertThat(none.err()).isEqualTo("mailroom: there is no local copy of newsletter yet: "
                + "run 'mailroom contacts sync --app newsletter' first, or leave out --offline\n");
        assertThat(none.out()).isEmpty();
        assertThat(account.profiles.copyFiles().fileOf(account.productionId())).doesNotExist();
        assertThat(account.listRequests()).isZero();

        Map<String, String> noProfile = new HashMap<>(account.env);
        noProfile.put("MAILROOM_BASE_URL", account.sandbox.baseUrl().toString());
        CliRun plain = CliRun.of(noProfile, "", "contacts", "find", "--app", APP, "--offline");
        assertThat(plain.exitCode()).isEqualTo(ExitCode.INVALID_INPUT);
        assertThat(plain.err()).isEqualTo("mailroom: --offline finds in a profile's local copy: pass --profile NAME, or leave out --offline\n");
    }

    @Test
    void offlineSaysWhenItFindsTheCopyDamagedAndSetsItAside() throws Exception {
        account();
        Path file = account.profiles.copyFiles().fileOf(account.productionId());
        Files.createDirectories(file.getParent());
        Files.writeString(file, "not a database, but a file some other program wrote over the copy");

        CliRun damaged = production("contacts", "find", "--offline");

        assertThat(damaged.exitCode()).isEqualTo(ExitCode.INVALID_INPUT);
        assertThat(damaged.err()).startsWith("mailroom: warning: the local copy " + file + " could not be read (")
                .contains("; it was set aside as " + file + ".corrupt-")
                .endsWith(" and a new copy begun\nmailroom: there is no local copy of newsletter yet: "
                        + "run 'mailroom contacts sync --app newsletter' first, or leave out --offline\n");
        try (Stream<Path> beside = Files.list(file.getParent())) {
            assertThat(beside.map(path -> path.getFileName().toString()))
                    .anySatisfy(name -> assertThat(name).startsWith(file.getFileName() + ".corrupt-"));
        }
        assertThat(account.listRequests()).isZero();
    }

    @Test
    void offlineWithACopyInMemoryIsAClearError() {
        account("--local-copy", "memory");

        CliRun memory = production("contacts", "find", "--offline");

        assertThat(memory.exitCode()).isEqualTo(ExitCode.INVALID_INPUT);
        assertThat(memory.err()).isEqualTo("mailroom: the profile \"Production\" keeps its local copy in memory only, so there is none "
                + "before this command: leave out --offline\n");
        CliRun online = production("contacts", "find", "quokka");
        assertThat(online.exitCode()).as("synced and found in the same command").isZero();
        assertThat(online.out()).endsWith("1 of 73 contacts in newsletter\n");
    }

    @Test
    void jsonIsEachContactAsTheServiceSendsIt() throws Exception {
        account();
        CliRun listed = account.production("contacts", "list", "--all", "--json");
        Map<String, JsonNode> served = new HashMap<>();
        Json.mapper().readTree(listed.out()).path("list").forEach(node -> served.put(node.path("emailAddress").asText(), node));

        CliRun find = production("contacts", "find", "--where", "language=de", "--json");

        assertThat(find.exitCode()).as(find.toString()).isZero();
        JsonNode found = Json.mapper().readTree(find.out());
        assertThat(found.isArray()).isTrue();
        assertThat(found).hasSizeGreaterThan(1);
        found.forEach(node -> assertThat(node).isEqualTo(served.get(node.path("emailAddress").asText())));
    }

    @Test
    void csvHasAHeaderOfTheFourteenFieldsAndARowPerContact() throws Exception {
        account();
        List<String> german = listedWhere(c -> c.language().equalsIgnoreCase("de"));

        CliRun csv = production("contacts", "find", "--where", "language=de", "--csv");

        assertThat(csv.exitCode()).as(csv.toString()).isZero();
        assertThat(csv.out().lines().findFirst()).hasValue("emailAddress,status,language,firstName,lastName,phoneNumber,birthday,"
                + "company,vipLevel,amount,registerDate,source,subscriptionExpireTime,lastActiveTime");
        List<Map<String, String>> rows = new ArrayList<>();
        try (MappingIterator<Map<String, String>> reading = new CsvMapper().readerForMapOf(String.class)
                .with(CsvSchema.emptySchema().withHeader()).readValues(csv.out())) {
            reading.forEachRemaining(rows::add);
        }
        assertThat(rows.stream().map(row -> row.get("emailAddress")).toList()).isEqualTo(german);
        assertThat(rows).filteredOn(row -> row.get("emailAddress").equals(QUOKKA)).singleElement()
                .satisfies(row -> assertThat(row).containsEntry("company", "Quokka Labs").containsEntry("firstName", "Zoë"));
    }

    @Test
    void aBadWhereIsRefusedBeforeAnythingElse() {
        account();

        CliRun bad = production("contacts", "find", "--where", "vip=lots", "--segment", "nonexistent");

        assertThat(bad.exitCode()).isEqualTo(ExitCode.INVALID_INPUT);
        assertThat(bad.err().lines().toList()).containsExactly(
                "mailroom: Invalid value for option '--where' (FIELD=VALUE): \"vip=lots\": vip takes a number or a range of numbers, "
                        + "such as vip=3, vip=2..5, vip=3.. or vip=..2",
                "Try 'mailroom contacts find --help'.");
        assertThat(bad.out()).isEmpty();
        assertThat(account.listRequests()).as("nothing sent").isZero();
        assertThat(account.profiles.copyFiles().fileOf(account.productionId())).as("no copy begun").doesNotExist();
        assertThat(production("contacts", "find", "--where", "colour=blue").err()).startsWith(
                "mailroom: Invalid value for option '--where' (FIELD=VALUE): \"colour=blue\": there is no filter on that field; the fields are status, ");
    }

    @Test
    void aSyncUnderWayElsewhereLeavesTheCopyAsLastSyncedToFindIn() throws Exception {
        account = new CopyAccount(dataDir, 6000, 10);
        production("contacts", "sync");
        Thread running = Thread.ofPlatform().start(() -> account.run(CopyAccount.withProduction(20, "contacts", "sync")));
        long before = account.listRequests();
        while (account.listRequests() < before + 2) {
            Thread.sleep(20);
        }
        try {
            CliRun find = production("contacts", "find", "--where", "language=de", "--json");

            assertThat(jsonAddresses(find)).isEqualTo(listedWhere(c -> c.language().equalsIgnoreCase("de")));
            assertThat(find.err()).matches("mailroom: note: a sync of newsletter is already under way \\(process \\d+, since [^)]+\\); "
                    + "finding in the local copy synced \\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2}\n");
        } finally {
            running.interrupt();
            running.join();
        }
    }

    @Test
    void theHelpSaysWhatFindTakes() {
        account();
        CliRun help = account.run("contacts", "find", "--help");

        assertThat(help.exitCode()).isZero();
        assertThat(help.out()).contains("[QUERY...]").contains("--where=FIELD=VALUE").contains("--segment=NAME").contains("--offline")
                .contains("--json").contains("--csv").contains("amount=present|absent");
    }
}
