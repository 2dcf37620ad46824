package io.mailroom.service.localcopy;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Several Mailroom processes saving segments at once must each find every segment in the one file. */
class ConcurrentSegmentsTest {

    private static final int PROCESSES = 5;
    private static final int SEGMENTS_EACH = 12;

    @TempDir
    Path data;

    @Test
    void segmentsSavedByManyProcessesAtOnceAreAllKeptAndNoReaderSeesHalfAFile() throws Exception {
        List<Process> writers = new ArrayList<>();
        SegmentStore store = new SegmentStore(data, "p1");
        int listings = 0;
        try {
            for (int writer = 0; writer < PROCESSES; writer++) {
                writers.add(new ProcessBuilder(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                        "-cp", System.getProperty("java.class.path"), SegmentWriterMain.class.getName(), data.toString(),
                        String.valueOf(writer), String.valueOf(SEGMENTS_EACH)).redirectError(ProcessBuilder.Redirect.INHERIT).start());
            }
            for (Process writer : writers) {
                assertThat(firstLine(writer)).isEqualTo("ready");
            }
            for (Process writer : writers) {
                try (OutputStream go = writer.getOutputStream()) {
                    go.write("go\n".getBytes(StandardCharsets.UTF_8));
                }
            }
            // Meanwhile this process reads: a file read half-written would be taken for damaged and set aside.
            while (writers.stream().anyMatch(Process::isAlive)) {
                assertThat(store.list("newsletter").setAside()).isEmpty();
                listings++;
            }
            for (Process writer : writers) {
                assertThat(writer.waitFor(120, TimeUnit.SECONDS)).as("a writer ended").isTrue();
                assertThat(writer.exitValue()).isZero();
            }
        } finally {
            writers.forEach(Process::destroyForcibly);
        }

        SegmentStore.Listing listing = store.list("newsletter");

        assertThat(listing.setAside()).isEmpty();
        assertThat(listing.segments()).extracting(Segment::name).containsExactlyInAnyOrderElementsOf(IntStream.range(0, PROCESSES).boxed()
                .flatMap(writer -> IntStream.range(0, SEGMENTS_EACH).mapToObj(n -> "w" + writer + "-" + n)).toList());
        assertThat(listings).as("the file was read while it was written").isPositive();
    }

    private static String firstLine(Process process) throws IOException {
        return new BufferedReader(new InputStreamReader(process.getInputStream(), StandardCharsets.UTF_8)).readLine();
    }
}
