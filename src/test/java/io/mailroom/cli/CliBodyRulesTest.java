package io.mailroom.cli;

import static org.assertj.core.api.Assertions.assertThat;

import io.mailroom.api.InputRules;
import io.mailroom.sandbox.CapturedEmail;
import io.mailroom.sandbox.SandboxOptions;
import io.mailroom.sandbox.SandboxServer;
import java.io.IOException;
import java.io.InputStream;
import java.io.RandomAccessFile;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.HashMap;
import java.util.Map;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** What a subject and a body may hold, checked before any request and before a draft is saved, against the sandbox over loopback HTTP. */
class CliBodyRulesTest {

    private static final String KEY = "cli-body-rules-key-27d1";
    private static final String FROM = "support@mailroom.example";
    private static SandboxServer sandbox;

    @TempDir
    Path dataDir;

    @BeforeAll
    static void startSandbox() {
        sandbox = SandboxServer.start(SandboxOptions.defaults().withApiKey(KEY).withRateLimit(1000));
    }

    @AfterAll
    static void stopSandbox() {
        sandbox.close();
    }

    @BeforeEach
    void clearOutbox() {
        sandbox.clearOutbox();
    }

    private Map<String, String> env() {
        Map<String, String> env = new HashMap<>();
        env.put("MAILROOM_BASE_URL", sandbox.baseUrl().toString());
        env.put("MAILROOM_API_KEY", KEY);
        env.put("MAILROOM_DATA_DIR", dataDir.toString());
        return env;
    }

    private CliRun run(byte[] stdin, String... args) {
        return CliRun.of(env(), stdin, args);
    }

    private CliRun run(String... args) {
        return run(new byte[0], args);
    }

    private long requests() {
        return sandbox.stats().requests().values().stream().mapToLong(Long::longValue).sum();
    }

    @Test
    void bytesThatAreNotUtf8AreRefusedFromStandardInputAsFromAFile(@TempDir Path dir) throws IOException {
        byte[] latin1 = "Grüße\n".getBytes(StandardCharsets.ISO_8859_1);
        Path file = Files.write(dir.resolve("body.txt"), latin1);
        long before = requests();

        CliRun fromStdin = run(latin1, "send", "--from", FROM, "--to", "ada@example.com", "--subject", "Hi", "--body-file", "-");
        CliRun fromFile = run("send", "--from", FROM, "--to", "ada@example.com", "--subject", "Hi", "--body-file", file.toString());
        CliRun draft = run(latin1, "draft", "save", "Greeting", "--body-file", "-");

        assertThat(fromStdin.exitCode()).as(fromStdin.toString()).isEqualTo(2);
        assertThat(fromStdin.err()).isEqualTo("mailroom: --body-file: standard input is not UTF-8 text "
                + "(byte 3 cannot be read as UTF-8); save it as UTF-8 and try again\n");
        assertThat(fromFile.exitCode()).as(fromFile.toString()).isEqualTo(2);
        assertThat(fromFile.err()).isEqualTo("mailroom: --body-file: " + file + " is not UTF-8 text "
                + "(byte 3 cannot be read as UTF-8); save it as UTF-8 and try again\n");
        assertThat(draft.exitCode()).as(draft.toString()).isEqualTo(2);
        assertThat(run("draft", "list").out()).doesNotContain("Greeting");
        assertThat(requests()).as("no request was made").isEqualTo(before);
        assertThat(sandbox.outbox()).isEmpty();
    }

    @Test
    void aMissingBodyFileIsNamedInPlainWords(@TempDir Path dir) {
        CliRun missing = run("send", "--from", FROM, "--to", "ada@example.com", "--subject", "Hi",
                "--body-file", dir.resolve("nope.txt").toString());

        assertThat(missing.exitCode()).isEqualTo(2);
        assertThat(missing.err()).isEqualTo("mailroom: --body-file: there is no file " + dir.resolve("nope.txt") + "\n");
    }

    @Test
    void controlCharactersAreRefusedBeforeSendingButTabsAndLineBreaksGoOut(@TempDir Path dir) throws IOException {
        long before = requests();
        CliRun subject = run("send", "--from", FROM, "--to", "ada@example.com", "--subject", "Invoice\u0001", "--body", "Hello");
        Path withNul = Files.write(dir.resolve("nul.txt"), "Hello\nAda\u0000\n".getBytes(StandardCharsets.UTF_8));
        CliRun body = run("send", "--from", FROM, "--to", "ada@example.com", "--subject", "Invoice", "--body-file", withNul.toString());

        assertThat(subject.exitCode()).as(subject.toString()).isEqualTo(2);
        assertThat(subject.err()).isEqualTo("mailroom: subject: must not contain control characters; "
                + "it has U+0001 at character 8 (nothing was sent)\n");
        assertThat(body.exitCode()).as(body.toString()).isEqualTo(2);
        assertThat(body.err()).isEqualTo("mailroom: body: must not contain control characters other than tabs and line breaks; "
                + "it has U+0000 (NUL) on line 2 (nothing was sent)\n");
        assertThat(requests()).as("no request was made").isEqualTo(before);

        CliRun plain = run("send", "--from", FROM, "--to", "ada@example.com", "--subject", "Table", "--body", "a\tb\r\nc\td\n");
        assertThat(plain.exitCode()).as(plain.toString()).isZero();
        assertThat(sandbox.outbox()).extracting(CapturedEmail::body).containsExactly("a\tb\r\nc\td\n");
    }

    @Test
    void aBodyOverMailroomsLimitIsRefusedBeforeSendingAndBeforeADraftIsSaved(@TempDir Path dir) throws IOException {
        Path huge = Files.writeString(dir.resolve("huge.txt"), "x".repeat(InputRules.MAX_BODY_LENGTH + 1));
        long before = requests();

        CliRun send = run("send", "--from", FROM, "--to", "ada@example.com", "--subject", "Huge", "--body-file", huge.toString());
        CliRun draft = run("draft", "save", "Huge", "--body-file", huge.toString());

        assertThat(send.exitCode()).as(send.toString()).isEqualTo(2);
        assertThat(send.err()).isEqualTo("mailroom: body: must be at most 10,000,000 characters; it has 10,000,001 (nothing was sent)\n");
        assertThat(requests()).as("no request was made").isEqualTo(before);
        assertThat(draft.exitCode()).as(draft.toString()).isEqualTo(2);
        assertThat(draft.err()).isEqualTo("mailroom: the draft \"Huge\" was not saved: body: must be at most 10,000,000 characters; "
                + "it has 10,000,001\n");
        assertThat(dataDir.resolve("drafts")).doesNotExist();
    }

    /** {@code length} bytes of "x", made as they are read, counting how many were. */
    private static final class GeneratedText extends InputStream {

        private final long length;
        private long read;

        GeneratedText(long length) {
            this.length = length;
        }

        @Override
        public int read() {
            if (read >= length) {
                return -1;
            }
            read++;
            return 'x';
        }

        @Override
        public int read(byte[] buffer, int offset, int count) {
            if (read >= length) {
                return -1;
            }
            int n = (int) Math.min(count, length - read);
            Arrays.fill(buffer, offset, offset + n, (byte) 'x');
            read += n;
            return n;
        }
    }

    @Test
    void aBodyFileFarOverTheLimitIsRefusedWithoutReadingItAll(@TempDir Path dir) throws IOException {
        Path huge = dir.resolve("huge.bin");
        // Three gigabytes that take no room on disk: reading it whole failed with OutOfMemoryError.
        try (RandomAccessFile file = new RandomAccessFile(huge.toFile(), "rw")) {
            file.setLength(3L << 30);
        }
        GeneratedText stdin = new GeneratedText(BodyOption.MOST_BYTES + 1_000_000L);
        long before = requests();

        CliRun fromFile = run("send", "--from", FROM, "--to", "ada@example.com", "--subject", "Huge", "--body-file", huge.toString());
        CliRun fromStdin = CliRun.of(env(), stdin, "send", "--from", FROM, "--to", "ada@example.com", "--subject", "Huge", "--body-file", "-");
        CliRun draft = run("draft", "save", "Huge", "--body-file", huge.toString());

        assertThat(fromFile.exitCode()).as(fromFile.toString()).isEqualTo(2);
        assertThat(fromFile.err()).isEqualTo("mailroom: body: must be at most 10,000,000 characters; " + huge + " holds more (nothing was sent)\n");
        assertThat(fromStdin.exitCode()).as(fromStdin.toString()).isEqualTo(2);
        assertThat(fromStdin.err()).isEqualTo("mailroom: body: must be at most 10,000,000 characters; standard input holds more "
                + "(nothing was sent)\n");
        assertThat(stdin.read).as("bytes read from standard input").isEqualTo(BodyOption.MOST_BYTES + 1L);
        assertThat(requests()).as("no request was made").isEqualTo(before);
        assertThat(draft.exitCode()).as(draft.toString()).isEqualTo(2);
        assertThat(draft.err()).isEqualTo("mailroom: the draft \"Huge\" was not saved: body: must be at most 10,000,000 characters; "
                + huge + " holds more\n");
    }

    @Test
    void aBodyAtTheMostBytesTheLimitCanNeedIsNotCutShort(@TempDir Path dir) throws IOException {
        // Ten million characters of three bytes each: exactly the bytes read at most, and within the limit.
        Path full = Files.writeString(dir.resolve("full.txt"), "\u20ac".repeat(InputRules.MAX_BODY_LENGTH));
        assertThat(Files.size(full)).isEqualTo(BodyOption.MOST_BYTES);

        CliRun draft = run("draft", "save", "Full", "--body-file", full.toString());

        assertThat(draft.exitCode()).as(draft.toString()).isZero();
    }
}
