package io.mailroom.app;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class StartupMarksTest {

    @TempDir
    Path dir;

    @Test
    void marksAreAppendedWithTheirTimeWhenTheVariableNamesAFile() throws Exception {
        Path file = dir.resolve("marks.txt");
        StartupMarks marks = StartupMarks.from(Map.of(StartupMarks.ENV, file.toString()), () -> { });
        long before = System.currentTimeMillis();

        marks.mark("window");
        marks.mark("contacts");

        assertThat(marks.enabled()).isTrue();
        assertThat(Files.readAllLines(file)).hasSize(2).satisfiesExactly(
                line -> assertThat(line).startsWith("window "),
                line -> assertThat(line).startsWith("contacts "));
        long written = Long.parseLong(Files.readAllLines(file).getFirst().split(" ")[1]);
        assertThat(written).isBetween(before, System.currentTimeMillis());
    }

    @Test
    void theAppQuitsAfterTheMarkNamedAndNotBefore() {
        Path file = dir.resolve("marks.txt");
        AtomicInteger quits = new AtomicInteger();
        StartupMarks marks = StartupMarks.from(Map.of(StartupMarks.ENV, file.toString(), StartupMarks.QUIT_ENV, "contacts"),
                quits::incrementAndGet);

        marks.mark("window");
        assertThat(quits).hasValue(0);
        marks.mark("contacts");

        assertThat(quits).hasValue(1);
        assertThat(file).content().contains("window ", "contacts ");
    }

    @Test
    void theQuitMarkAloneStillMarksTheFirstPage() {
        AtomicInteger quits = new AtomicInteger();
        StartupMarks marks = StartupMarks.from(Map.of(StartupMarks.QUIT_ENV, "window"), quits::incrementAndGet);

        marks.mark("window");

        assertThat(marks.enabled()).isTrue();
        assertThat(quits).hasValue(1);
    }

    @Test
    void withoutTheVariableNothingIsWritten() {
        StartupMarks marks = StartupMarks.from(Map.of(), () -> { });

        marks.mark("window");

        assertThat(marks.enabled()).isFalse();
    }
}
