package io.mailroom.ui.common;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * Reads held until the test ends them ({@link HeldBackground}), so that keys come while a read
 * runs without a clock: what runs, what is told to stop, what is answered and what is dropped.
 */
class LatestWinsTest {

    private final HeldBackground held = new HeldBackground();
    /** The texts whose reads ran, in order. */
    private final List<String> read = new ArrayList<>();
    private final List<String> answered = new ArrayList<>();
    private final List<String> failed = new ArrayList<>();
    private final LatestWins<String, IllegalStateException> reads = new LatestWins<>(new Async(held, Runnable::run),
            IllegalStateException.class, answered::add, failure -> failed.add(failure.getMessage()));

    /** The texts whose reads were told to stop, in order. */
    private final List<String> stopped = new ArrayList<>();

    private void ask(String text) {
        reads.ask(() -> {
            read.add(text);
            return text;
        }, () -> stopped.add(text));
    }

    @Test
    void aKeyIsReadAtOnceWhenNoReadRuns() {
        ask("m");

        assertThat(held.held()).isEqualTo(1);
        held.runOldest();
        assertThat(answered).containsExactly("m");
        ask("mu");
        held.runOldest();
        assertThat(stopped).as("a read that ended is not told to stop").isEmpty();
    }

    @Test
    void aBurstOfKeysRunsTwoReadsTheFirstAndTheLastAndOnlyTheLastIsAnswered() {
        for (String text : List.of("m", "mu", "mul", "mull", "mulle", "muller")) {
            ask(text);
        }
        assertThat(held.held()).as("one read at a time").isEqualTo(1);

        held.runOldest();
        assertThat(answered).as("what was typed since makes the first answer stale").isEmpty();
        assertThat(held.held()).isEqualTo(1);
        held.runOldest();

        assertThat(read).containsExactly("m", "muller");
        assertThat(stopped).as("the running read, once; those that waited never ran").containsExactly("m");
        assertThat(answered).containsExactly("muller");
        assertThat(held.held()).isZero();
    }

    /** Keys and the ends of reads interleaved at random: never two reads at once, the overtaken stopped, and the last text always answered last. */
    @Test
    void whateverTheOrderOfKeysAndAnswersTheLastTextTypedIsTheLastAnswered() {
        Random random = new Random(15);
        for (int trial = 0; trial < 200; trial++) {
            String last = null;
            for (int step = 0; step < 40; step++) {
                if (held.held() > 0 && random.nextInt(3) == 0) {
                    held.runOldest();
                } else {
                    last = String.format("%03d-%02d", trial, step);
                    ask(last);
                }
                assertThat(held.held()).as("reads at once").isLessThanOrEqualTo(1);
            }
            while (held.held() > 0) {
                held.runOldest();
            }
            assertThat(answered.getLast()).isEqualTo(last);
            assertThat(answered).as("each answered text was the latest when it was answered, so they come in order").isSorted();
            List<String> unanswered = read.stream().filter(text -> !answered.contains(text)).toList();
            assertThat(stopped).as("what ran and was overtaken was told to stop, once; nothing else was").containsExactlyElementsOf(unanswered);
        }
    }

    @Test
    void nothingRunsOrIsAnsweredAfterADrop() {
        ask("a");
        ask("an");

        reads.drop();
        held.runOldest();

        assertThat(read).containsExactly("a");
        assertThat(stopped).containsExactly("a");
        assertThat(answered).isEmpty();
        assertThat(held.held()).as("the waiting read went with the drop").isZero();
    }

    @Test
    void aReadAskedAfterADropWaitsForTheDroppedOneStillRunning() {
        ask("a");
        reads.drop();
        ask("b");
        assertThat(held.held()).isEqualTo(1);

        held.runOldest();
        assertThat(answered).isEmpty();
        held.runOldest();

        assertThat(read).containsExactly("a", "b");
        assertThat(answered).containsExactly("b");
    }

    @Test
    void theFailureOfAStaleReadIsDroppedThatOfTheLatestIsTold() {
        ask("a");
        ask("ab");
        held.failWith(new IllegalStateException("a could not be read"));
        held.runOldest();
        assertThat(failed).isEmpty();

        held.failWith(new IllegalStateException("ab could not be read"));
        held.runOldest();

        assertThat(failed).containsExactly("ab could not be read");
        held.failWith(null);
        ask("abc");
        held.runOldest();
        assertThat(answered).as("a failure ends a read like an answer").containsExactly("abc");
    }
}
