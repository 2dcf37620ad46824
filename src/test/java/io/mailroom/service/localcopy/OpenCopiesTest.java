package io.mailroom.service.localcopy;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.time.Clock;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class OpenCopiesTest {

    @TempDir
    Path data;

    @Test
    void oneCopyPerProfileIsSharedUntilItsPlaceChanges() {
        LocalCopies files = new LocalCopies(data, Clock.systemUTC());
        try (OpenCopies copies = new OpenCopies(files)) {
            ContactCopy onDisk = copies.of("p1", true);
            assertThat(copies.of("p1", true)).isSameAs(onDisk);
            assertThat(files.fileOf("p1")).exists();

            ContactCopy inMemory = copies.of("p1", false);
            assertThat(inMemory).isNotSameAs(onDisk);
            assertThat(inMemory.file()).isEmpty();
            assertThat(files.fileOf("p1")).doesNotExist();
            assertThat(copies.of("p1", false)).isSameAs(inMemory);
        }
    }

    @Test
    void forgettingClosesTheCopyAndDeletesItsFile() {
        LocalCopies files = new LocalCopies(data, Clock.systemUTC());
        try (OpenCopies copies = new OpenCopies(files)) {
            ContactCopy copy = copies.of("p1", true);
            assertThat(copies.forget("p1")).isTrue();
            assertThat(files.fileOf("p1")).doesNotExist();
            assertThat(copies.of("p1", true)).isNotSameAs(copy);
            assertThat(copies.forget("p2")).isFalse();
        }
    }
}
