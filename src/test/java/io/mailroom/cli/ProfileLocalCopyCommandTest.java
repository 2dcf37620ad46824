package io.mailroom.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import io.mailroom.api.Json;
import io.mailroom.service.profiles.TestProfiles;
import io.mailroom.service.secrets.KeychainDouble;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.Map;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** 'mailroom profile … --local-copy': where a profile keeps its local copy of the contacts, and the copy going with the profile. */
class ProfileLocalCopyCommandTest {

    private final TestProfiles profiles = new TestProfiles(new KeychainDouble());
    private final Map<String, String> env = new HashMap<>();

    @TempDir
    Path dataDir;

    @BeforeEach
    void keepDataInTheTestFolder() {
        env.put("MAILROOM_DATA_DIR", dataDir.toString());
    }

    @AfterEach
    void removeProfiles() throws Exception {
        profiles.close();
    }

    private CliRun run(String... args) {
        return CliRun.of(env, "", profiles::start, args);
    }

    private String idOf(String name) {
        return profiles.start().require(name).id();
    }

    @Test
    void aProfileKeepsItsCopyOnDiskUnlessToldMemoryAndTheListSaysWhich() throws Exception {
        assertThat(run("profile", "add", "Production", "--base-url", "https://api.example.com", "--app", "main").exitCode()).isZero();
        CliRun add = run("profile", "add", "Private", "--base-url", "https://api.example.com", "--app", "main", "--local-copy", "memory");
        assertThat(add.exitCode()).as(add.toString()).isZero();

        CliRun list = run("profile", "list");
        assertThat(list.out().lines().findFirst().orElseThrow()).endsWith("LOCAL COPY");
        assertThat(list.out().lines().skip(2).toList()).satisfiesExactly(
                sandbox -> assertThat(sandbox).startsWith("Sandbox").endsWith("disk"),
                other -> assertThat(other).startsWith("Private").endsWith("memory"),
                production -> assertThat(production).startsWith("Production").endsWith("disk"));
        JsonNode json = Json.mapper().readTree(run("profile", "list", "--json").out());
        assertThat(json.findValuesAsText("localCopy")).containsExactly("disk", "memory", "disk");
        assertThat(profiles.start().require("Private").keepsCopyOnDisk()).isFalse();
    }

    @Test
    void choosingMemoryDeletesTheCopyOnDiskAndDiskKeepsItAgain() {
        run("profile", "add", "Production", "--base-url", "https://api.example.com", "--app", "main");
        String id = idOf("Production");
        profiles.copyFiles().open(id, true).close();
        Path file = profiles.copyFiles().fileOf(id);
        assertThat(file).exists();

        CliRun edit = run("profile", "edit", "Production", "--local-copy", "memory");

        assertThat(edit.exitCode()).as(edit.toString()).isZero();
        assertThat(edit.out()).isEqualTo("Saved the profile \"Production\".\n");
        assertThat(file).doesNotExist();
        assertThat(run("profile", "edit", "Production", "--local-copy", "disk").exitCode()).isZero();
        assertThat(profiles.start().require("Production").keepsCopyOnDisk()).isTrue();
    }

    @Test
    void removingAProfileDeletesItsCopy() {
        run("profile", "add", "Production", "--base-url", "https://api.example.com", "--app", "main");
        String id = idOf("Production");
        profiles.copyFiles().open(id, true).close();

        CliRun remove = run("profile", "remove", "Production");

        assertThat(remove.exitCode()).as(remove.toString()).isZero();
        assertThat(profiles.copyFiles().fileOf(id)).doesNotExist();
    }

    @Test
    void aPlaceThatIsNeitherIsRefusedAsUsageWithNothingSaved() {
        CliRun add = run("profile", "add", "Production", "--base-url", "https://api.example.com", "--app", "main", "--local-copy", "cloud");

        assertThat(add.exitCode()).isEqualTo(ExitCode.INVALID_INPUT);
        assertThat(add.err()).isEqualTo("mailroom: Invalid value for option '--local-copy': 'cloud' is neither disk nor memory\n"
                + "Try 'mailroom profile add --help'.\n");
        assertThat(profiles.start().find("Production")).isEmpty();
    }

    @Test
    void theSandboxsChoiceIsBuiltInLikeTheRestOfIt() {
        CliRun edit = run("profile", "edit", "Sandbox", "--local-copy", "memory");

        assertThat(edit.exitCode()).isEqualTo(ExitCode.INVALID_INPUT);
        assertThat(edit.err()).isEqualTo("mailroom: The Sandbox profile is built in and cannot be changed\n");
    }

    @Test
    void theHelpOfAddAndEditNamesTheChoice() {
        for (String command : new String[] {"add", "edit"}) {
            assertThat(run("profile", command, "--help").out()).as(command).contains("--local-copy=disk|memory");
        }
        assertThat(run("profile", "remove", "--help").out()).contains("its local copy of the contacts");
    }
}
