package io.mailroom.service.localcopy;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import java.nio.file.Files;
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

    @Test
    void aCopyIsNotForgottenWhileASyncRunsInIt() {
        LocalCopies files = new LocalCopies(data, Clock.systemUTC());
        try (OpenCopies copies = new OpenCopies(files)) {
            ContactCopy copy = copies.of("p1", true);
            SweepClaim sweep = SweepClaim.take(copy.database(), Clock.systemUTC(), "newsletter");

            SyncRunningException refused = catchThrowableOfType(SyncRunningException.class, () -> copies.forget("p1"));

            assertThat(refused.appId()).isEqualTo("newsletter");
            assertThat(refused.processId()).isEqualTo(ProcessHandle.current().pid());
            assertThat(files.fileOf("p1")).exists();
            assertThat(copies.of("p1", true)).as("the sync's copy stays open").isSameAs(copy);

            sweep.release();
            assertThat(copies.forget("p1")).isTrue();
            assertThat(files.fileOf("p1")).doesNotExist();
        }
    }

    @Test
    void aSyncHeldThroughAnotherOpeningOfTheFileKeepsItToo() {
        LocalCopies files = new LocalCopies(data, Clock.systemUTC());
        try (ContactCopy elsewhere = files.open("p1", true); OpenCopies copies = new OpenCopies(files)) {
            SweepClaim.take(elsewhere.database(), Clock.systemUTC(), "shop");

            assertThatThrownBy(() -> copies.refuseWhileSyncing("p1")).isInstanceOf(SyncRunningException.class);
            assertThatThrownBy(() -> copies.forget("p1")).isInstanceOf(SyncRunningException.class);
            assertThat(files.fileOf("p1")).exists();
            copies.refuseWhileSyncing("p2");
        }
    }

    @Test
    void anExistingCopyIsFoundWithoutMakingOneThatIsNotThere() {
        LocalCopies files = new LocalCopies(data, Clock.systemUTC());
        try (OpenCopies copies = new OpenCopies(files)) {
            assertThat(copies.existing("p1", true)).isEmpty();
            assertThat(files.fileOf("p1")).doesNotExist();
            assertThat(copies.existing("p1", false)).isEmpty();

            files.open("p1", true).close();
            ContactCopy found = copies.existing("p1", true).orElseThrow();
            assertThat(found.file()).contains(files.fileOf("p1"));
            assertThat(copies.of("p1", true)).as("found is the copy every user shares").isSameAs(found);

            ContactCopy inMemory = copies.of("p2", false);
            assertThat(copies.existing("p2", false)).containsSame(inMemory);
            assertThat(copies.existing("p2", true)).as("no file for a copy kept in memory").isEmpty();
        }
    }

    @Test
    void theSizeCountsTheFileAndItsLogAndIsNoneWithoutACopy() throws Exception {
        LocalCopies files = new LocalCopies(data, Clock.systemUTC());
        assertThat(files.sizeOf("p1")).isZero();
        try (ContactCopy copy = files.open("p1", true)) {
            Path file = files.fileOf("p1");
            Path log = file.resolveSibling(file.getFileName() + "-wal");
            long expected = Files.size(file) + (Files.exists(log) ? Files.size(log) : 0);

            assertThat(files.sizeOf("p1")).isPositive().isEqualTo(expected);
        }
        files.forget("p1");
        assertThat(files.sizeOf("p1")).isZero();
    }
}
