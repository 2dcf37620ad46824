package io.mailroom.service.compose;

import static org.assertj.core.api.Assertions.assertThat;

import io.mailroom.service.LocalFiles;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.time.Clock;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.BooleanSupplier;
import java.util.stream.IntStream;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Several Mailroom processes sending at once must each find every entry in the one history. */
class ConcurrentHistoryTest {

    private static final int PROCESSES = 6;
    private static final int ENTRIES_EACH = 4;
    private static final int BODY_LENGTH = 1_000_000;

    @TempDir
    Path data;

    /** The entry writer {@code writer} records {@code n}-th: a body that tells whose it is all along, so mixed bytes show. */
    static SentEmail entry(int writer, int n, int bodyLength) {
        String tag = "w" + writer + "-" + n;
        String body = (tag + " ").repeat(bodyLength / (tag.length() + 1) + 1).substring(0, bodyLength);
        return new SentEmail(Instant.parse("2026-03-01T09:00:00Z").plusSeconds(n), "Production", "support@mailroom.example",
                "ada@example.com", tag, body, false, "req-" + tag, SendResult.SENT, null, null);
    }

    private Process java(Class<?> main, String... args) throws IOException {
        List<String> command = new ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-cp", System.getProperty("java.class.path"), main.getName()));
        command.addAll(List.of(args));
        return new ProcessBuilder(command).redirectError(ProcessBuilder.Redirect.INHERIT).start();
    }

    private static String firstLine(Process process) throws IOException {
        return new BufferedReader(new InputStreamReader(process.getInputStream(), StandardCharsets.UTF_8)).readLine();
    }

    @Test
    void entriesWrittenByManyProcessesAtOnceAreAllKeptWhole() throws Exception {
        List<Process> writers = new ArrayList<>();
        try {
            for (int writer = 0; writer < PROCESSES; writer++) {
                writers.add(java(HistoryWriterMain.class, data.toString(), String.valueOf(writer), String.valueOf(ENTRIES_EACH),
                        String.valueOf(BODY_LENGTH)));
            }
            for (Process writer : writers) {
                assertThat(firstLine(writer)).isEqualTo("ready");
            }
            for (Process writer : writers) {
                try (OutputStream go = writer.getOutputStream()) {
                    go.write("go\n".getBytes(StandardCharsets.UTF_8));
                }
            }
            for (Process writer : writers) {
                assertThat(writer.waitFor(120, TimeUnit.SECONDS)).as("a writer ended").isTrue();
                assertThat(writer.exitValue()).isZero();
            }
        } finally {
            writers.forEach(Process::destroyForcibly);
        }

        SendHistory.Listing listing = new SendHistory(data, Clock.systemUTC()).entries();

        assertThat(listing.damaged()).as("nothing set aside").isEmpty();
        List<SentEmail> expected = IntStream.range(0, PROCESSES).boxed()
                .flatMap(writer -> IntStream.range(0, ENTRIES_EACH).mapToObj(n -> entry(writer, n, BODY_LENGTH))).toList();
        assertThat(listing.entries()).hasSize(expected.size()).containsExactlyInAnyOrderElementsOf(expected);
        try (Stream<Path> files = Files.list(data)) {
            assertThat(files.map(p -> p.getFileName().toString())).noneMatch(name -> name.contains(".corrupt-"));
        }
    }

    @Test
    void noEntryIsLostWhileDamagedLinesAreMovedAsideAsOthersAppend() throws Exception {
        int writers = 3;
        int entriesEach = 15;
        int bodyLength = 50_000;
        SendHistory history = new SendHistory(data, Clock.systemUTC());
        Path lock = data.resolve("history.lock");
        byte[] junk = "junk, as a crash or an editor may leave\n".getBytes(StandardCharsets.UTF_8);
        List<Process> processes = new ArrayList<>();
        int junkLines = 0;
        try {
            for (int writer = 0; writer < writers; writer++) {
                processes.add(java(HistoryWriterMain.class, data.toString(), String.valueOf(writer), String.valueOf(entriesEach),
                        String.valueOf(bodyLength), "5"));
            }
            for (Process writer : processes) {
                assertThat(firstLine(writer)).isEqualTo("ready");
            }
            for (Process writer : processes) {
                try (OutputStream go = writer.getOutputStream()) {
                    go.write("go\n".getBytes(StandardCharsets.UTF_8));
                }
            }
            // Every read meets a damaged line and rewrites the history without it, while the writers append.
            while (processes.stream().anyMatch(Process::isAlive)) {
                LocalFiles.whileLocked(lock, () -> Files.write(history.file(), junk, StandardOpenOption.CREATE, StandardOpenOption.APPEND));
                junkLines++;
                assertThat(history.entries().damaged()).as("the junk line was met").isPresent();
            }
            for (Process writer : processes) {
                assertThat(writer.waitFor(120, TimeUnit.SECONDS)).as("a writer ended").isTrue();
                assertThat(writer.exitValue()).isZero();
            }
        } finally {
            processes.forEach(Process::destroyForcibly);
        }

        SendHistory.Listing listing = history.entries();

        assertThat(listing.damaged()).as("nothing left to set aside").isEmpty();
        List<SentEmail> expected = IntStream.range(0, writers).boxed()
                .flatMap(writer -> IntStream.range(0, entriesEach).mapToObj(n -> entry(writer, n, bodyLength))).toList();
        // By subject, so that a failure does not print megabytes of bodies.
        assertThat(listing.entries()).extracting(SentEmail::subject)
                .containsExactlyInAnyOrderElementsOf(expected.stream().map(SentEmail::subject).toList());
        assertThat(expected.containsAll(listing.entries())).as("every entry whole").isTrue();
        StringBuilder setAside = new StringBuilder();
        try (Stream<Path> files = Files.list(data)) {
            for (Path aside : files.filter(p -> p.getFileName().toString().startsWith("history.jsonl.corrupt-")).toList()) {
                setAside.append(Files.readString(aside));
            }
        }
        assertThat(setAside.toString()).as("every junk line, and nothing else, was set aside")
                .isEqualTo(new String(junk, StandardCharsets.UTF_8).repeat(junkLines));
    }

    /** Whether the thread waits for the lock of a file, held by another process. */
    private static boolean waitingForAFileLock(Thread thread) {
        return Arrays.stream(thread.getStackTrace())
                .anyMatch(frame -> frame.getClassName().startsWith("sun.nio.ch.") && frame.getMethodName().startsWith("lock"));
    }

    @Test
    void anInterruptWhileWaitingForTheLockDoesNotLoseTheEntry() throws Exception {
        Process holder = java(HistoryLockHolderMain.class, data.toString());
        try {
            assertThat(firstLine(holder)).isEqualTo("locked");
            SendHistory history = new SendHistory(data, Clock.systemUTC());
            SentEmail sent = entry(0, 0, 100);
            AtomicReference<Throwable> failure = new AtomicReference<>();
            AtomicBoolean keptInterrupted = new AtomicBoolean();
            // The thread that records a send is interrupted when the window closes, perhaps while another process appends.
            Thread recorder = Thread.ofPlatform().start(() -> {
                try {
                    history.record(sent);
                    keptInterrupted.set(Thread.currentThread().isInterrupted());
                } catch (Throwable e) {
                    failure.set(e);
                }
            });
            awaitTrue(() -> waitingForAFileLock(recorder));
            recorder.interrupt();
            // Either it failed, or it took the interrupt in (clearing its flag) and waits again.
            awaitTrue(() -> !recorder.isAlive() || !recorder.isInterrupted() && waitingForAFileLock(recorder));
            try (OutputStream release = holder.getOutputStream()) {
                release.write("release\n".getBytes(StandardCharsets.UTF_8));
            }
            recorder.join();

            assertThat(failure.get()).as("recording failed").isNull();
            assertThat(keptInterrupted).as("the interrupt is kept for whoever asked for it").isTrue();
            assertThat(history.entries().entries()).containsExactly(sent);
        } finally {
            holder.destroyForcibly();
        }
    }

    /** Polls until the condition holds; only a condition that never comes fails, after a minute. */
    private static void awaitTrue(BooleanSupplier condition) throws InterruptedException {
        for (int tries = 0; !condition.getAsBoolean(); tries++) {
            assertThat(tries).as("the condition came within a minute").isLessThan(6_000);
            Thread.sleep(10);
        }
    }
}
