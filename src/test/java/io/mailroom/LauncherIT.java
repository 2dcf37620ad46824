package io.mailroom;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import io.mailroom.api.Json;
import io.mailroom.sandbox.CapturedEmail;
import io.mailroom.sandbox.SandboxOptions;
import io.mailroom.sandbox.SandboxServer;
import io.mailroom.service.secrets.Keychain;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.concurrent.TimeUnit;
import java.util.function.Consumer;
import org.assertj.core.groups.Tuple;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.condition.EnabledOnOs;
import org.junit.jupiter.api.condition.OS;
import org.junit.jupiter.api.io.TempDir;

/**
 * The packaged launcher, target/mailroom/bin/mailroom, as a person runs it: its own JVM with the
 * application on the module path, where a missing {@code opens} or an unreadable resource shows,
 * against a sandbox in this JVM. Run by failsafe after {@code package}.
 */
class LauncherIT {

    private static final String KEY = "launcher-it-key-5e21";
    private static final Path LAUNCHER = Path.of(Objects.requireNonNull(System.getProperty("mailroom.launcher"),
            "mailroom.launcher is set by failsafe: run ./mvnw verify"));
    private static SandboxServer sandbox;

    /** One preferences root for every launch of this class, as one person's machine has. */
    @TempDir
    static Path preferencesRoot;

    @TempDir
    Path dir;

    @BeforeAll
    static void startSandbox() {
        sandbox = SandboxServer.start(SandboxOptions.defaults().withApiKey(KEY).withRateLimit(1000).withSeedContacts(60));
    }

    @AfterAll
    static void stopSandbox() {
        sandbox.close();
    }

    private record Launch(int exitCode, String out, String err) {
        @Override
        public String toString() {
            return "exit " + exitCode + "\n--- stdout\n" + out + "--- stderr\n" + err;
        }
    }

    /** Runs the launcher against the sandbox named in the environment, as a script would. */
    private Launch launch(String... args) throws IOException, InterruptedException {
        return launch("", env -> {
            env.put("MAILROOM_BASE_URL", sandbox.baseUrl().toString());
            env.put("MAILROOM_API_KEY", KEY);
        }, args);
    }

    /**
     * Runs the launcher to its end, with preferences of this test's own, and checks what any run
     * must not print: JVM warnings, logging noise, stack traces.
     */
    private Launch launch(String stdin, Consumer<Map<String, String>> environment, String... args) throws IOException, InterruptedException {
        List<String> command = new ArrayList<>(List.of(LAUNCHER.toString()));
        command.addAll(List.of(args));
        Path out = Files.createTempFile(dir, "out", ".txt");
        Path err = Files.createTempFile(dir, "err", ".txt");
        ProcessBuilder builder = new ProcessBuilder(command).redirectOutput(out.toFile()).redirectError(err.toFile());
        Map<String, String> env = builder.environment();
        env.remove("MAILROOM_JAVA_HOME");
        env.remove("MAILROOM_BASE_URL");
        env.remove("MAILROOM_API_KEY");
        env.put("JAVA_HOME", System.getProperty("java.home"));
        env.put("JDK_JAVA_OPTIONS", "-Djava.util.prefs.userRoot=" + preferencesRoot);
        // Drafts and history go to the test's folder, never the person's data directory.
        env.put("MAILROOM_DATA_DIR", dir.resolve("data").toString());
        environment.accept(env);
        Process process = builder.start();
        try (var input = process.getOutputStream()) {
            input.write(stdin.getBytes(StandardCharsets.UTF_8));
        }
        if (!process.waitFor(60, TimeUnit.SECONDS)) {
            process.destroyForcibly();
            throw new AssertionError("the launcher did not finish within 60 s: " + command);
        }
        Launch launch = new Launch(process.exitValue(), Files.readString(out, StandardCharsets.UTF_8),
                Files.readString(err, StandardCharsets.UTF_8));
        assertThat(launch.err().lines()).as(launch.toString())
                .noneMatch(line -> line.contains("WARNING"))
                .noneMatch(line -> line.contains("SLF4J") || line.contains("INFO"))
                .noneMatch(line -> line.matches("\\s+at \\S+\\(.*\\)"))
                .noneMatch(line -> line.contains("Exception"));
        return launch;
    }

    @Test
    void theSandboxProfileWorksWithNoSetUp() throws Exception {
        Launch listed = launch("", env -> { }, "--profile", "Sandbox", "contacts", "list", "--app", "vip-club", "--page-size", "2");
        assertThat(listed.exitCode()).as(listed.toString()).isZero();
        assertThat(listed.out()).contains("contacts in vip-club");
    }

    /** Store the key once, and every later process (a restart) works without it being typed again. */
    @Test
    void aProfilesKeyIsStoredOnceAndUsedByLaterProcesses() throws Exception {
        Keychain.Detection keychain = Keychain.system();
        boolean required = Boolean.getBoolean("mailroom.keychain.required");
        assertThat(keychain.outcome() == Keychain.Outcome.FOUND || !required)
                .as("mailroom.keychain.required is set, but there is no system keychain").isTrue();
        Assumptions.assumeTrue(keychain.outcome() == Keychain.Outcome.FOUND,
                "no system keychain here; run through 'bash .ci/with-keyring ./mvnw verify'");

        Launch added = launch("", env -> { }, "profile", "add", "Launcher IT", "--base-url", sandbox.baseUrl().toString(),
                "--app", "newsletter=Newsletter", "--sender", "support@mailroom.example");
        assertThat(added.exitCode()).as(added.toString()).isZero();
        Launch stored = launch(KEY + "\n", env -> { }, "profile", "set-key", "Launcher IT");
        assertThat(stored.exitCode()).as(stored.toString()).isZero();
        assertThat(stored.out()).isEqualTo("Stored the API key of \"Launcher IT\" in the Secret Service keychain.\n");
        try {
            Launch listed = launch("", env -> { }, "--profile", "launcher it", "contacts", "list", "--json");
            assertThat(listed.exitCode()).as(listed.toString()).isZero();
            assertThat(Json.mapper().readTree(listed.out()).path("data").path("total").asLong()).isPositive();
            Launch tested = launch("", env -> { }, "profile", "test", "Launcher IT");
            assertThat(tested.out()).as(tested.toString()).startsWith("OK: " + sandbox.baseUrl() + " accepted the key; ");
        } finally {
            Launch removed = launch("", env -> { }, "profile", "remove", "Launcher IT");
            assertThat(removed.exitCode()).as(removed.toString()).isZero();
        }
        Launch gone = launch("", env -> { }, "--profile", "Launcher IT", "contacts", "list");
        assertThat(gone.exitCode()).isEqualTo(2);
    }

    @Test
    void versionNamesTheProjectVersion() throws Exception {
        Launch result = launch("--version");
        assertThat(result.exitCode()).as(result.toString()).isZero();
        assertThat(result.out().strip()).isEqualTo("mailroom " + System.getProperty("mailroom.version"));
    }

    @Test
    void listPrintsJsonAndCsv() throws Exception {
        Launch json = launch("contacts", "list", "--app", "newsletter", "--json");
        assertThat(json.exitCode()).as(json.toString()).isZero();
        JsonNode envelope = Json.mapper().readTree(json.out());
        assertThat(envelope.path("data").path("total").asLong()).isPositive();
        assertThat(envelope.path("data").path("list")).isNotEmpty();

        Launch csv = launch("contacts", "list", "--app", "newsletter", "--page-size", "3", "--csv");
        assertThat(csv.exitCode()).as(csv.toString()).isZero();
        assertThat(csv.out().lines()).hasSize(4).first().asString().startsWith("emailAddress,status,");
    }

    @Test
    void saveThenDeleteAContact() throws Exception {
        Launch saved = launch("contacts", "save", "--app", "launcher-it", "--email", "ada@example.com",
                "--status", "Confirmed", "--set", "firstName=Ada");
        assertThat(saved.exitCode()).as(saved.toString()).isZero();
        assertThat(saved.out()).startsWith("Saved ada@example.com in launcher-it (requestId req_");

        Launch listed = launch("contacts", "list", "--app", "launcher-it", "--json");
        assertThat(Json.mapper().readTree(listed.out()).path("data").path("list").findValuesAsText("emailAddress"))
                .containsExactly("ada@example.com");

        Launch deleted = launch("contacts", "delete", "--app", "launcher-it", "--email", "ada@example.com");
        assertThat(deleted.exitCode()).as(deleted.toString()).isZero();
        assertThat(deleted.out()).startsWith("Deleted ada@example.com from launcher-it (requestId req_");
    }

    @Test
    void sendLandsInTheOutbox() throws Exception {
        sandbox.clearOutbox();
        Launch sent = launch("send", "--from", "support@mailroom.example", "--to", "ada@example.com",
                "--subject", "From the launcher", "--body", "Welcome aboard");
        assertThat(sent.exitCode()).as(sent.toString()).isZero();
        assertThat(sent.out()).startsWith("Sent to ada@example.com (requestId req_");
        assertThat(sandbox.outbox()).extracting(CapturedEmail::to, CapturedEmail::subject, CapturedEmail::body)
                .containsExactly(Tuple.tuple("ada@example.com", "From the launcher", "Welcome aboard"));

        Launch history = launch("history", "--json");
        assertThat(history.exitCode()).as(history.toString()).isZero();
        JsonNode entries = Json.mapper().readTree(history.out());
        assertThat(entries).hasSize(1);
        assertThat(entries.get(0).path("result").asText()).isEqualTo("SENT");
        assertThat(entries.get(0).path("requestId").asText()).isEqualTo(sandbox.outbox().getFirst().requestId());
    }

    /**
     * Should the JVM itself crash, the launcher has its report written to the data directory and one line
     * on stderr names it. The crash is made as the start-up crash of JDK 25.0.3 died, of SIGSEGV, sent once
     * the JVM has its signal handlers (its Signal Dispatcher thread runs) and waits on stdin for a body.
     */
    @Test
    @EnabledOnOs(OS.LINUX)
    void aJvmCrashIsNamedWithItsReportInTheDataDirectory() throws Exception {
        Path data = dir.resolve("data");
        Path err = dir.resolve("crash-err.txt");
        ProcessBuilder builder = new ProcessBuilder(LAUNCHER.toString(), "draft", "save", "crash", "--body-file", "-")
                .redirectOutput(dir.resolve("crash-out.txt").toFile()).redirectError(err.toFile());
        builder.environment().put("JAVA_HOME", System.getProperty("java.home"));
        builder.environment().put("JDK_JAVA_OPTIONS", "-Djava.util.prefs.userRoot=" + preferencesRoot);
        builder.environment().put("MAILROOM_DATA_DIR", data.toString());
        Process process = builder.start();
        try {
            long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(60);
            while (!hasThread(process.pid(), "Signal Dispatch")) {
                assertThat(process.isAlive()).as("the launcher ended before Java was up: " + Files.readString(err)).isTrue();
                assertThat(System.nanoTime()).as("Java did not start its signal handling within 60 s").isLessThan(deadline);
                Thread.sleep(50);
            }
            assertThat(new ProcessBuilder("kill", "-SEGV", Long.toString(process.pid())).start().waitFor()).isZero();
            assertThat(process.waitFor(60, TimeUnit.SECONDS)).as("the crashed JVM did not end within 60 s").isTrue();
        } finally {
            process.destroyForcibly();
        }

        Path report = data.resolve("crashes").resolve("hs_err_pid" + process.pid() + ".log");
        assertThat(process.exitValue()).isGreaterThanOrEqualTo(128);
        assertThat(Files.readAllLines(err)).contains("mailroom: Java crashed, its report is " + report);
        assertThat(Files.readString(report)).contains("SIGSEGV");
    }

    /** Whether a thread of the process has this name (Linux keeps the first 15 characters). */
    private static boolean hasThread(long pid, String name) throws IOException {
        try (var tasks = Files.list(Path.of("/proc", Long.toString(pid), "task"))) {
            return tasks.anyMatch(task -> {
                try {
                    return Files.readString(task.resolve("comm")).strip().equals(name);
                } catch (IOException gone) {
                    return false;
                }
            });
        } catch (NoSuchFileException ended) {
            return false;
        }
    }
}
