package io.mailroom.cli;

import static org.assertj.core.api.Assertions.assertThat;

import io.mailroom.sandbox.SandboxOptions;
import io.mailroom.sandbox.SandboxServer;
import io.mailroom.service.profiles.TestProfiles;
import io.mailroom.service.secrets.Keychain;
import io.mailroom.service.secrets.KeychainDouble;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.logging.Handler;
import java.util.logging.Level;
import java.util.logging.LogRecord;
import java.util.logging.Logger;
import java.util.logging.SimpleFormatter;
import java.util.prefs.Preferences;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * After every profile command and a verbose run of every service command, the key's text is
 * in no file under the preferences root or the data directory (drafts, history), no log record
 * (at any level) and no output.
 * Uses the real keychain where there is one.
 */
class KeyNeverLeaksTest {

    private static final String KEY = "leak-canary-key-0b9d41e6";
    private static final String REJECTED_KEY = "rejected-canary-key-5c2a";

    private final List<String> logs = new ArrayList<>();
    private final Handler capture = new Handler() {
        private final SimpleFormatter formatter = new SimpleFormatter();

        @Override
        public void publish(LogRecord record) {
            synchronized (logs) {
                logs.add(formatter.format(record));
            }
        }

        @Override
        public void flush() {
        }

        @Override
        public void close() {
        }
    };
    private final Logger root = Logger.getLogger("");
    private Level rootLevel;

    @BeforeEach
    void captureEveryLogRecord() {
        rootLevel = root.getLevel();
        root.setLevel(Level.ALL);
        capture.setLevel(Level.ALL);
        root.addHandler(capture);
    }

    @AfterEach
    void stopCapturing() {
        root.removeHandler(capture);
        root.setLevel(rootLevel);
    }

    @Test
    void theKeyAppearsInNoPreferenceFileLogRecordOrOutput(@TempDir Path dataDir) throws Exception {
        Keychain.Detection system = Keychain.system();
        List<String> output = new ArrayList<>();
        try (SandboxServer account = SandboxServer.start(SandboxOptions.defaults().withApiKey(KEY).withRateLimit(1000).withSeedContacts(20));
             TestProfiles profiles = new TestProfiles(system.store().persistent() ? system.store() : new KeychainDouble())) {
            Map<String, String> env = new HashMap<>();
            env.put("MAILROOM_DATA_DIR", dataDir.toString());
            String url = account.baseUrl().toString();
            List<String[]> commands = List.of(
                    new String[] {"profile", "add", "Leaky", "--base-url", url, "--app", "newsletter=News", "--sender", "support@mailroom.example"},
                    new String[] {"profile", "set-key", "Leaky"},
                    new String[] {"profile", "list"},
                    new String[] {"profile", "list", "--json"},
                    new String[] {"profile", "test", "Leaky"},
                    new String[] {"-v", "--profile", "Leaky", "contacts", "list", "--page-size", "2"},
                    new String[] {"-v", "--profile", "Leaky", "contacts", "list", "--all", "--json"},
                    new String[] {"-v", "--profile", "Leaky", "contacts", "save", "--email", "leak@example.com", "--status", "Confirmed"},
                    new String[] {"-v", "--profile", "Leaky", "contacts", "save", "--email", "leak2@example.com", "--status", "Confirmed"},
                    new String[] {"-v", "--profile", "Leaky", "contacts", "sync", "--app", "newsletter"},
                    new String[] {"-v", "--profile", "Leaky", "contacts", "sync", "--json"},
                    new String[] {"-v", "--profile", "Leaky", "contacts", "find", "leak", "--json"},
                    new String[] {"--profile", "Leaky", "contacts", "find", "--offline", "--csv"},
                    new String[] {"--profile", "Leaky", "segment", "save", "Leaks", "leak", "--where", "status=Confirmed"},
                    new String[] {"--profile", "Leaky", "segment", "list"},
                    new String[] {"--profile", "Leaky", "segment", "show", "Leaks"},
                    new String[] {"--profile", "Leaky", "segment", "rename", "Leaks", "Drips"},
                    new String[] {"-v", "--profile", "Leaky", "contacts", "find", "--segment", "Drips"},
                    new String[] {"--profile", "Leaky", "segment", "delete", "Drips"},
                    new String[] {"-v", "--profile", "Leaky", "send", "--to", "leak@example.com", "--subject", "Hi", "--body", "Hello"},
                    new String[] {"--profile", "Leaky", "draft", "save", "Leak draft", "--to", "leak2@example.com", "--subject", "Draft", "--body", "From a draft"},
                    new String[] {"draft", "list", "--json"},
                    new String[] {"-v", "--profile", "Leaky", "send", "--draft", "Leak draft"},
                    new String[] {"history", "--json"},
                    new String[] {"history"},
                    new String[] {"-v", "--profile", "Leaky", "contacts", "delete", "--email", "leak@example.com", "--email", "leak2@example.com"},
                    new String[] {"profile", "edit", "Leaky", "--rename", "Still leaky", "--rate-limit", "50"},
                    new String[] {"profile", "test", "Still leaky"});
            for (String[] command : commands) {
                CliRun run = CliRun.of(env, KEY + "\n", profiles::start, command);
                assertThat(run.exitCode()).as(run.toString()).isZero();
                output.add(run.out() + run.err());
            }
            // A key the service rejects, in the environment, is kept out of sight just the same.
            env.put("MAILROOM_API_KEY", REJECTED_KEY);
            CliRun rejected = CliRun.of(env, "", profiles::start, "-v", "--profile", "Still leaky", "contacts", "list");
            assertThat(rejected.exitCode()).as(rejected.toString()).isEqualTo(3);
            output.add(rejected.out() + rejected.err());
            env.remove("MAILROOM_API_KEY");

            Preferences.userRoot().flush();
            assertThat(preferenceFiles()).as("the profile reached the preferences files")
                    .anySatisfy(file -> assertThat(Files.readString(file)).contains("Still leaky"));
            assertThat(output).as("-v logged the requests").anySatisfy(text -> assertThat(text).contains("GET /v1/contact"));
            assertThat(logs).as("log records were captured").isNotEmpty();
            assertThat(dataFiles(dataDir)).as("the sends reached the history")
                    .anySatisfy(file -> assertThat(Files.readString(file)).contains("From a draft"));
            Path copies = profiles.dataDirectory();
            assertThat(dataFiles(copies)).as("the sync wrote the local copy")
                    .anySatisfy(file -> assertThat(file.getFileName().toString()).endsWith(".sqlite"));
            assertThat(dataFiles(dataDir)).as("the segment was saved")
                    .anySatisfy(file -> assertThat(file.getParent().getFileName().toString()).isEqualTo("segments"));

            for (String secret : List.of(KEY, REJECTED_KEY)) {
                for (Path file : Stream.of(preferenceFiles(), dataFiles(dataDir), dataFiles(copies)).flatMap(List::stream).toList()) {
                    assertThat(Files.readString(file, StandardCharsets.ISO_8859_1)).as(file.toString()).doesNotContain(secret);
                }
                assertThat(output).allSatisfy(text -> assertThat(text).doesNotContain(secret));
                synchronized (logs) {
                    assertThat(logs).allSatisfy(text -> assertThat(text).doesNotContain(secret));
                }
            }
            assertThat(CliRun.of(env, "", profiles::start, "profile", "remove", "Still leaky").exitCode()).isZero();
        }
    }

    private static List<Path> dataFiles(Path dataDir) throws IOException {
        try (Stream<Path> files = Files.walk(dataDir)) {
            return files.filter(Files::isRegularFile).toList();
        }
    }

    /** Every file under the run's preferences root (surefire points java.util.prefs.userRoot into target/). */
    private static List<Path> preferenceFiles() throws IOException {
        Path root = Path.of(System.getProperty("java.util.prefs.userRoot"));
        try (Stream<Path> files = Files.walk(root)) {
            return files.filter(Files::isRegularFile).toList();
        }
    }
}
