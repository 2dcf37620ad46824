package io.mailroom.service.compose;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.mailroom.service.LocalFiles;
import io.mailroom.service.MutableClock;
import io.mailroom.service.ReadProblem;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class HistoryFileTest {

    @TempDir
    Path data;

    private final MutableClock clock = new MutableClock();

    private SentEmail entry(String to, String subject, String requestId, SendResult result) {
        return new SentEmail(clock.instant(), "Production", "support@mailroom.example", to, subject, "Body of " + subject,
                false, requestId, result, result == SendResult.SENT ? null : "why", switch (result) {
                    case SENT -> null;
                    case OUTCOME_UNKNOWN -> new SendFailure(SendFailure.Kind.CONNECTION_LOST, null, null, null);
                    case FAILED -> new SendFailure(SendFailure.Kind.REFUSED, 400, 40003L, "Sender address is not verified");
                });
    }

    @Test
    void entriesComeBackNewestFirstWithEveryField() {
        SendHistory history = new SendHistory(data, clock);
        SentEmail first = entry("ada@example.com", "First", "req-1", SendResult.SENT);
        history.record(first);
        clock.advance(Duration.ofMinutes(1));
        history.record(entry("bob@example.com", "Second", null, SendResult.OUTCOME_UNKNOWN));
        history.record(entry("cy@example.com", "Third, same minute", null, SendResult.FAILED));

        SendHistory.Listing listing = new SendHistory(data, clock).entries();

        assertThat(listing.damaged()).isEmpty();
        assertThat(listing.entries()).extracting(SentEmail::subject).containsExactly("Third, same minute", "Second", "First");
        assertThat(listing.entries().getLast()).isEqualTo(first);
        assertThat(listing.entries()).extracting(SentEmail::failure).containsExactly(
                new SendFailure(SendFailure.Kind.REFUSED, 400, 40003L, "Sender address is not verified"),
                new SendFailure(SendFailure.Kind.CONNECTION_LOST, null, null, null), null);
        assertThat(history.file()).isEqualTo(data.resolve("history.jsonl"));
    }

    @Test
    void searchNeedsEveryWordInFromToSubjectProfileOrRequestIdIgnoringCase() {
        SendHistory history = new SendHistory(data, clock);
        history.record(entry("ada@example.com", "Your invoice", "req-AAA", SendResult.SENT));
        history.record(entry("bob@example.com", "Invoice reminder", "req-BBB", SendResult.SENT));

        assertThat(history.search("INVOICE").entries()).hasSize(2);
        assertThat(history.search("invoice ada").entries()).extracting(SentEmail::to).containsExactly("ada@example.com");
        assertThat(history.search("req-bbb").entries()).extracting(SentEmail::to).containsExactly("bob@example.com");
        assertThat(history.search("production support@").entries()).hasSize(2);
        assertThat(history.search("invoice carol").entries()).isEmpty();
        // The body is kept but not searched: the fields named are what a person recognises an email by.
        assertThat(history.search("\"Body of\"").entries()).isEmpty();
    }

    /** A history of five entries, "One" to "Five", written by Mailroom; its lines as bytes. */
    private List<byte[]> fiveEntries(SendHistory history) throws IOException {
        for (String subject : List.of("One", "Two", "Three", "Four", "Five")) {
            history.record(entry(subject.toLowerCase(Locale.ROOT) + "@example.com", subject, "req-" + subject, SendResult.SENT));
            clock.advance(Duration.ofSeconds(1));
        }
        return Files.readAllLines(history.file()).stream().map(line -> line.getBytes(StandardCharsets.UTF_8)).toList();
    }

    private static byte[] join(byte[]... parts) {
        ByteArrayOutputStream joined = new ByteArrayOutputStream();
        for (byte[] part : parts) {
            joined.writeBytes(part);
        }
        return joined.toByteArray();
    }

    private static byte[] line(byte[] entry) {
        return join(entry, NEWLINE);
    }

    private static final byte[] NEWLINE = {'\n'};

    private List<Path> corruptFiles() throws IOException {
        try (Stream<Path> files = Files.list(data)) {
            return files.filter(p -> p.getFileName().toString().startsWith("history.jsonl.corrupt-")).sorted().toList();
        }
    }

    @Test
    void aByteThatIsNotUtf8CostsOnlyItsOwnLine() throws IOException {
        SendHistory history = new SendHistory(data, clock);
        List<byte[]> lines = fiveEntries(history);
        // A crash mid-character: the entry "Three" with the first byte of "é" and nothing after it.
        byte[] three = new String(lines.get(2), StandardCharsets.UTF_8).replace("Three", "Thr\u00e9e").getBytes(StandardCharsets.UTF_8);
        byte[] torn = Arrays.copyOf(three, new String(three, StandardCharsets.UTF_8).indexOf('\u00e9') + 1);
        Files.write(history.file(), join(line(lines.get(0)), line(lines.get(1)), line(torn), line(lines.get(3)), line(lines.get(4))));

        SendHistory.Listing listing = history.entries();

        assertThat(listing.entries()).extracting(SentEmail::subject).containsExactly("Five", "Four", "Two", "One");
        DamagedLines damaged = listing.damaged().orElseThrow();
        assertThat(damaged.count()).isEqualTo(1);
        assertThat(damaged.readable()).isEqualTo(4);
        assertThat(damaged.firstProblem().line()).isEqualTo(3);
        assertThat(damaged.firstProblem().problem()).isInstanceOf(ReadProblem.NotUtf8.class);
        assertThat(damaged.describe()).contains("1 line of the history", "line 3", "moved to " + damaged.keptAs().getFileName(), "4 entries");
        assertThat(corruptFiles()).singleElement().satisfies(aside -> assertThat(Files.readAllBytes(aside)).isEqualTo(line(torn)));
        assertThat(Files.readAllBytes(history.file())).as("the readable lines stay, byte for byte")
                .isEqualTo(join(line(lines.get(0)), line(lines.get(1)), line(lines.get(3)), line(lines.get(4))));
        assertThat(history.entries().damaged()).as("reported once, then out of the way").isEmpty();
    }

    @Test
    void junkLinesAreMovedAsideAndCountedAndEveryEntryStays() throws IOException {
        SendHistory history = new SendHistory(data, clock);
        List<byte[]> lines = fiveEntries(history);
        byte[] junk = "garbage".getBytes(StandardCharsets.UTF_8);
        byte[] notAnEntry = "[\"a list, not an entry\"]".getBytes(StandardCharsets.UTF_8);
        Files.write(history.file(), join(line(junk), line(lines.get(0)), line(lines.get(1)), line(notAnEntry),
                line(lines.get(2)), NEWLINE, line(lines.get(3)), line(lines.get(4))));

        SendHistory.Listing listing = history.entries();

        assertThat(listing.entries()).hasSize(5);
        DamagedLines damaged = listing.damaged().orElseThrow();
        assertThat(damaged.count()).isEqualTo(2);
        assertThat(damaged.firstProblem().line()).isEqualTo(1);
        assertThat(damaged.describe()).startsWith("2 lines of the history").contains("5 entries");
        assertThat(corruptFiles()).singleElement()
                .satisfies(aside -> assertThat(Files.readAllBytes(aside)).isEqualTo(join(line(junk), line(notAnEntry))));
    }

    @Test
    void entriesThisVersionCannotShowStayInTheFileAndAreCounted() throws IOException {
        SendHistory history = new SendHistory(data, clock);
        List<byte[]> lines = fiveEntries(history);
        // As a newer Mailroom may write: a result this version does not know, a time of another form.
        byte[] bounced = new String(lines.get(1), StandardCharsets.UTF_8).replace("\"SENT\"", "\"BOUNCED\"")
                .getBytes(StandardCharsets.UTF_8);
        byte[] scheduled = "{\"time\": {\"at\": \"2026-03-02T09:00:00\", \"zone\": \"Europe/Paris\"}, \"result\": \"SCHEDULED\"}"
                .getBytes(StandardCharsets.UTF_8);
        byte[] junk = "garbage".getBytes(StandardCharsets.UTF_8);
        Files.write(history.file(), join(line(lines.get(0)), line(bounced), line(lines.get(2)), line(junk), line(scheduled),
                line(lines.get(3)), line(lines.get(4))));

        SendHistory.Listing listing = history.entries();

        assertThat(listing.entries()).extracting(SentEmail::subject).containsExactly("Five", "Four", "Three", "One");
        EntriesNotShown notShown = listing.notShown().orElseThrow();
        assertThat(notShown.count()).isEqualTo(2);
        assertThat(notShown.firstProblem().line()).isEqualTo(2);
        assertThat(notShown.describe()).contains("holds 2 entries this version of Mailroom cannot show", "they stay in the file");
        assertThat(listing.notes()).containsExactly(listing.damaged().orElseThrow().describe(), notShown.describe());
        assertThat(corruptFiles()).singleElement().satisfies(aside -> assertThat(Files.readAllBytes(aside)).isEqualTo(line(junk)));
        assertThat(Files.readAllBytes(history.file())).as("only the junk left the file")
                .isEqualTo(join(line(lines.get(0)), line(bounced), line(lines.get(2)), line(scheduled), line(lines.get(3)),
                        line(lines.get(4))));
        SendHistory.Listing again = history.entries();
        assertThat(again.damaged()).isEmpty();
        assertThat(again.notShown()).contains(new EntriesNotShown(history.file(), 2, notShown.firstProblem()));
    }

    @Test
    void aByteOrderMarkAnEditorPutAtTheStartIsNotDamage() throws IOException {
        SendHistory history = new SendHistory(data, clock);
        List<byte[]> lines = fiveEntries(history);
        byte[] bom = {(byte) 0xEF, (byte) 0xBB, (byte) 0xBF};
        Files.write(history.file(), join(bom, line(lines.get(0)), line(lines.get(1)), line(lines.get(2)), line(lines.get(3)),
                line(lines.get(4))));

        SendHistory.Listing listing = history.entries();

        assertThat(listing.entries()).extracting(SentEmail::subject).containsExactly("Five", "Four", "Three", "Two", "One");
        assertThat(listing.damaged()).isEmpty();
        assertThat(corruptFiles()).isEmpty();
    }

    @Test
    void aLastLineTornByACrashIsMovedAsideAndTheNextEntryStartsOnALineOfItsOwn() throws IOException {
        SendHistory history = new SendHistory(data, clock);
        List<byte[]> lines = fiveEntries(history);
        byte[] torn = Arrays.copyOf(lines.get(4), lines.get(4).length / 2);
        Files.write(history.file(), join(line(lines.get(0)), line(lines.get(1)), line(lines.get(2)), line(lines.get(3)), torn));

        history.record(entry("six@example.com", "Six", "req-Six", SendResult.SENT));
        SendHistory.Listing listing = history.entries();

        assertThat(listing.entries()).extracting(SentEmail::subject).containsExactly("Six", "Four", "Three", "Two", "One");
        DamagedLines damaged = listing.damaged().orElseThrow();
        assertThat(damaged.count()).isEqualTo(1);
        assertThat(damaged.firstProblem().line()).isEqualTo(5);
        assertThat(Files.readAllBytes(damaged.keptAs())).isEqualTo(line(torn));
    }

    @Test
    void damageMetTwiceWithinOneMillisecondKeepsBothFilesAside() throws IOException {
        SendHistory history = new SendHistory(data, clock);
        Files.writeString(history.file(), "first junk\n");
        Path first = history.entries().damaged().orElseThrow().keptAs();
        Files.writeString(history.file(), "second junk\n");
        Path second = history.entries().damaged().orElseThrow().keptAs();

        assertThat(second.getFileName().toString()).isEqualTo(first.getFileName() + "-2");
        assertThat(Files.readString(first)).isEqualTo("first junk\n");
        assertThat(Files.readString(second)).isEqualTo("second junk\n");
    }

    @Test
    void aFileOfGarbageIsNeverEmptiedInPlace() throws IOException {
        Files.writeString(data.resolve("history.jsonl"), "garbage\n");
        SendHistory history = new SendHistory(data, clock);

        SendHistory.Listing listing = history.entries();

        assertThat(listing.entries()).isEmpty();
        assertThat(listing.damaged()).isPresent();
        assertThat(corruptFiles()).singleElement().satisfies(p -> assertThat(Files.readString(p)).isEqualTo("garbage\n"));
    }

    @Test
    void anEntryIsReadBackHoweverLongItsTexts() {
        SendHistory history = new SendHistory(data, clock);
        // A failure message longer than the JSON library's own limit of 20,000,000 characters, which hid the whole history.
        SentEmail failed = new SentEmail(clock.instant(), "Production", "support@mailroom.example", "ada@example.com", "Big",
                "b".repeat(1_000), false, "req-413", SendResult.FAILED, "m".repeat(20_000_001),
                new SendFailure(SendFailure.Kind.REFUSED, 413, 41300L, "Payload too large"));
        history.record(failed);

        SendHistory.Listing listing = new SendHistory(data, clock).entries();

        assertThat(listing.damaged()).isEmpty();
        assertThat(listing.entries()).containsExactly(failed);
    }

    @Test
    void aFailureIsWrittenAsAnObjectOfItsOwnBesideTheMessage() throws IOException {
        SendHistory history = new SendHistory(data, clock);
        history.record(entry("ada@example.com", "Refused", "req-1", SendResult.FAILED));
        history.record(entry("bob@example.com", "Sent", "req-2", SendResult.SENT));

        List<String> lines = Files.readAllLines(history.file());

        assertThat(lines.get(0)).contains("\"message\":\"why\"", "\"failure\":{\"kind\":\"REFUSED\",\"httpStatus\":400,\"code\":40003,"
                + "\"serviceMessage\":\"Sender address is not verified\"}");
        assertThat(lines.get(1)).contains("\"message\":null", "\"failure\":null");
    }

    @Test
    void anEntryWrittenBeforeFailuresWereKeptAsDataIsReadWithNone() throws IOException {
        // As Mailroom wrote them before docs/decisions/046-history-keeps-why-a-send-failed.md: no "failure" field.
        Files.writeString(data.resolve("history.jsonl"), """
                {"time":"2026-03-01T09:00:00Z","profile":"Production","from":"support@mailroom.example","to":"ada@example.com",\
                "subject":"Hi","body":"x","html":false,"requestId":"req_1","result":"FAILED",\
                "message":"Sender address is not verified (HTTP 400, code 40003, requestId req_1)"}
                """);

        SendHistory.Listing listing = new SendHistory(data, clock).entries();

        assertThat(listing.damaged()).isEmpty();
        assertThat(listing.notShown()).isEmpty();
        assertThat(listing.entries()).singleElement().satisfies(entry -> {
            assertThat(entry.result()).isEqualTo(SendResult.FAILED);
            assertThat(entry.message()).isEqualTo("Sender address is not verified (HTTP 400, code 40003, requestId req_1)");
            assertThat(entry.failure()).isNull();
        });
    }

    @Test
    void aFailureOfAKindANewerVersionWroteIsReadWithoutItsKindAndTheEntryStaysShown() throws IOException {
        Files.writeString(data.resolve("history.jsonl"), """
                {"time":"2026-03-01T09:00:00Z","to":"ada@example.com","subject":"Hi","result":"FAILED","message":"Bounced",\
                "failure":{"kind":"BOUNCED","httpStatus":200,"code":0,"serviceMessage":"Mailbox full","bounceType":"soft"}}
                """);

        SendHistory.Listing listing = new SendHistory(data, clock).entries();

        assertThat(listing.notShown()).isEmpty();
        assertThat(listing.entries()).singleElement().extracting(SentEmail::failure)
                .isEqualTo(new SendFailure(null, 200, 0L, "Mailbox full"));
    }

    @Test
    void openAsNewDraftKeepsTheWholeEmail() {
        SentEmail sent = entry("ada@example.com", "Again", "req-9", SendResult.SENT);
        Draft draft = sent.asDraft("Again for Ada");
        assertThat(draft).isEqualTo(new Draft("Again for Ada", "Production", "support@mailroom.example", "ada@example.com",
                "Again", "Body of Again", false, null, null));
        assertThat(new DraftStore(data, clock).save(draft).updated()).isEqualTo(clock.instant());
    }

    @Test
    void anEntryIsRecordedAndReadOnAnInterruptedThreadAndTheInterruptIsKept() {
        SendHistory history = new SendHistory(data, clock);
        SentEmail sent = entry("ada@example.com", "Sent, then the window closed", "req-1", SendResult.SENT);
        // As after a send that an interrupt arrived during: the request went out, the thread is interrupted.
        Thread.currentThread().interrupt();
        try {
            history.record(sent);
            List<SentEmail> read = history.entries().entries();

            assertThat(Thread.currentThread().isInterrupted()).as("the interrupt is kept for whoever asked for it").isTrue();
            assertThat(read).containsExactly(sent);
        } finally {
            Thread.interrupted();
        }
    }

    private static boolean anyFrame(StackTraceElement[] stack, String className, String methodPrefix) {
        return Arrays.stream(stack).anyMatch(frame -> frame.getClassName().startsWith(className) && frame.getMethodName().startsWith(methodPrefix));
    }

    @Test
    void theLockIsNotHeldWhileTheHistoryIsParsed() throws InterruptedException {
        SendHistory history = new SendHistory(data, clock);
        for (int n = 0; n < 20; n++) {
            history.record(ConcurrentHistoryTest.entry(0, n, 100_000));
        }
        AtomicBoolean stop = new AtomicBoolean();
        // As the Sent tab does on every keystroke of a search; a send must not wait for it to parse.
        Thread reader = Thread.ofPlatform().start(() -> {
            while (!stop.get()) {
                history.search("w0");
            }
        });
        int parsing = 0;
        int parsingLocked = 0;
        try {
            for (int samples = 0; parsing < 20; samples++) {
                assertThat(samples).as("the reader was seen parsing often enough").isLessThan(1_000_000);
                StackTraceElement[] stack = reader.getStackTrace();
                if (anyFrame(stack, "com.fasterxml.jackson.", "")) {
                    parsing++;
                    // The action of whileLocked runs with the lock held.
                    parsingLocked += anyFrame(stack, LocalFiles.class.getName(), "whileLocked") ? 1 : 0;
                }
            }
        } finally {
            stop.set(true);
            reader.join();
        }

        assertThat(parsingLocked).as("samples of the reader parsing with the lock held, of " + parsing).isZero();
    }

    @Test
    void aHistoryWhoseLockCannotBeOpenedIsStillReadButNothingIsMovedAside() throws IOException {
        SendHistory history = new SendHistory(data, clock);
        List<byte[]> lines = fiveEntries(history);
        byte[] junk = "garbage".getBytes(StandardCharsets.UTF_8);
        byte[] file = join(line(lines.get(0)), line(junk), line(lines.get(1)), line(lines.get(2)), line(lines.get(3)), line(lines.get(4)));
        Files.write(history.file(), file);
        // As in a read-only folder that holds no lock file, but unopenable for root too (the tests may run as root).
        Files.delete(data.resolve("history.lock"));
        Files.createDirectory(data.resolve("history.lock"));

        SendHistory.Listing listing = history.entries();

        assertThat(listing.entries()).hasSize(5);
        DamagedLines damaged = listing.damaged().orElseThrow();
        assertThat(damaged.keptAs()).isNull();
        assertThat(damaged.leftBecause().why()).isEqualTo(DamagedLines.LeftBecause.Why.LOCK_UNAVAILABLE);
        assertThat(damaged.leftBecause().lockFile()).isEqualTo(data.resolve("history.lock"));
        assertThat(damaged.describe()).contains("1 line of the history", "line 2", "it was left in the file, as history.lock could not be "
                + "opened (", "so the history was read without it", "the 5 entries");
        assertThat(Files.readAllBytes(history.file())).as("nothing moved without the lock").isEqualTo(file);
        assertThat(corruptFiles()).isEmpty();
        assertThatThrownBy(() -> history.record(entry("six@example.com", "Six", "req-6", SendResult.SENT)))
                .isInstanceOf(LocalDataException.class).hasMessageContaining("cannot add to the history").hasMessageContaining("history.lock")
                .satisfies(e -> {
                    assertThat(((LocalDataException) e).action()).isEqualTo(LocalDataException.Action.RECORD_SENT);
                    assertThat(((LocalDataException) e).where()).contains(history.file());
                });
    }

    @Test
    void readingAHistoryNotYetWrittenCreatesNothing() {
        Path none = data.resolve("not yet");

        assertThat(new SendHistory(none, clock).entries().entries()).isEmpty();
        assertThat(none).doesNotExist();
    }

    @Test
    void noFileYetIsAnEmptyHistory() {
        assertThat(new SendHistory(data, clock).entries().entries()).isEmpty();
    }
}
