package io.mailroom.ui.contacts;

import static org.assertj.core.api.Assertions.assertThat;

import io.mailroom.api.Contact;
import io.mailroom.api.ContactStatus;
import io.mailroom.service.localcopy.LocalCopyException;
import io.mailroom.ui.common.Async;
import io.mailroom.ui.common.HeldBackground;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.IntStream;
import javafx.collections.ListChangeListener;
import org.junit.jupiter.api.Test;

/** The lazily read list over a query, without a table: what it reads, when, and what it keeps. */
class LazyRowsTest {

    private final HeldBackground background = new HeldBackground();
    private final List<LocalCopyException> failures = new ArrayList<>();
    private final LazyRows rows = new LazyRows(new Async(background, Runnable::run), failures::add);
    /** The offsets read, in the order the reads ran. */
    private final List<Integer> read = new ArrayList<>();

    private LazyRows.Source numbered(String prefix, int count) {
        return (offset, limit) -> {
            read.add(offset);
            return IntStream.range(offset, Math.min(count, offset + limit)).mapToObj(i -> contact(prefix + i)).toList();
        };
    }

    private static Contact contact(String name) {
        return new Contact(name + "@example.com", ContactStatus.Confirmed, "en", name, "", "", "", "", null, "", "", "", "", "");
    }

    @Test
    void aRowNotReadYetIsNullUntilItsBlockArrivesThenItsRowsAreAnnouncedAsUpdated() {
        rows.show(numbered("a", 1000), 1000);
        List<Integer> updated = new ArrayList<>();
        rows.addListener((ListChangeListener<Contact>) change -> {
            while (change.next()) {
                if (change.wasUpdated()) {
                    IntStream.range(change.getFrom(), change.getTo()).forEach(updated::add);
                }
            }
        });

        assertThat(rows).hasSize(1000);
        assertThat(rows.get(250)).isNull();
        assertThat(read).isEmpty();
        assertThat(background.held()).isEqualTo(1);

        background.runOldest();

        assertThat(read).containsExactly(200);
        assertThat(updated).containsExactlyElementsOf(IntStream.range(200, 400).boxed().toList());
        assertThat(rows.get(250).emailAddress()).isEqualTo("a250@example.com");
        assertThat(rows.isRead(399)).isTrue();
        assertThat(rows.isRead(400)).isFalse();
    }

    @Test
    void aBlockAskedForTwiceIsReadOnce() {
        rows.show(numbered("a", 1000), 1000);
        rows.get(0);
        rows.get(1);
        rows.get(199);
        assertThat(background.held()).isEqualTo(1);
    }

    @Test
    void scrollingFastReadsOnlyTheBlocksAskedForLastNewestFirst() {
        rows.show(numbered("a", 100_000), 100_000);
        for (int block = 0; block < 40; block++) {
            rows.get(block * LazyRows.BLOCK);
        }
        // Blocks 0 and 1 went to be read at once; of the 38 asked for since, only the last few wait.
        while (background.held() > 0) {
            background.runOldest();
        }

        assertThat(read).hasSize(2 + LazyRows.WANTED);
        assertThat(read.subList(0, 2)).containsExactly(0, LazyRows.BLOCK);
        assertThat(read.get(2)).isEqualTo(39 * LazyRows.BLOCK);
        assertThat(read.subList(2, read.size())).allSatisfy(offset -> assertThat(offset).isGreaterThanOrEqualTo(36 * LazyRows.BLOCK));
    }

    @Test
    void aHundredThousandRowsAreScrolledThroughHoldingAFewBlocksAtMost() {
        background.release();
        rows.show(numbered("a", 100_000), 100_000);

        for (int i = 0; i < 100_000; i += 37) {
            assertThat(rows.get(i).emailAddress()).isEqualTo("a" + i + "@example.com");
        }

        int held = rows.readRanges().stream().mapToInt(range -> range[1] - range[0]).sum();
        assertThat(held).isLessThanOrEqualTo(LazyRows.KEPT * LazyRows.BLOCK);
        assertThat(rows.readRanges().getLast()[1]).isEqualTo(100_000);
        assertThat(rows.isRead(0)).as("the first block went long ago").isFalse();
    }

    @Test
    void rowsOfAQueryNoLongerShownAreDropped() {
        rows.show(numbered("old", 1000), 1000);
        rows.get(0);
        rows.show(numbered("new", 500), 500);
        rows.get(0);

        background.runOldest();
        assertThat(rows.isRead(0)).as("the old query's rows came back late").isFalse();
        background.runOldest();

        assertThat(rows).hasSize(500);
        assertThat(rows.get(0).emailAddress()).isEqualTo("new0@example.com");
    }

    /** Updated, not removed and added again: a table fills the cells it has instead of building new ones. */
    @Test
    void aNewQueryAnnouncesTheRowsInCommonAsUpdatedAndTheDifferenceAtTheEndAndStartsEmpty() {
        background.release();
        rows.show(numbered("old", 1000), 1000);
        rows.get(0);
        List<String> changes = new ArrayList<>();
        rows.addListener((ListChangeListener<Contact>) change -> {
            while (change.next()) {
                changes.add(change.wasUpdated() ? "updated " + change.getFrom() + ".." + change.getTo()
                        : change.getRemovedSize() + " removed, " + change.getAddedSize() + " added at " + change.getFrom());
            }
        });
        background.hold();
        long answers = rows.answersProperty().get();

        rows.show(numbered("new", 300), 300);
        rows.show(numbered("newer", 1000), 1000);

        assertThat(changes).containsExactly("700 removed, 0 added at 300", "updated 0..300", "0 removed, 700 added at 300", "updated 0..300");
        assertThat(rows.readRanges()).isEmpty();
        assertThat(rows.answersProperty().get()).as("each told as rows in place of others").isEqualTo(answers + 2);
    }

    /** An answer brings the first rows of its query only: the rest of their block is read when a row past them is asked for. */
    @Test
    void theFirstRowsOfAnAnswerAreShownAtOnceAndTheirBlockIsReadWholeWhenARowPastThemIsAsked() {
        LazyRows.Source source = numbered("a", 1000);
        rows.show(source, 1000, source.rows(0, LazyRows.FIRST));
        read.clear();

        assertThat(rows.get(LazyRows.FIRST - 1).emailAddress()).isEqualTo("a" + (LazyRows.FIRST - 1) + "@example.com");
        assertThat(background.held()).as("the rows on view came with the answer").isZero();
        assertThat(rows.get(LazyRows.FIRST)).isNull();
        assertThat(rows.get(0).emailAddress()).as("kept while their block is read").isEqualTo("a0@example.com");
        assertThat(background.held()).isEqualTo(1);
        background.runOldest();

        assertThat(read).containsExactly(0);
        assertThat(rows.get(LazyRows.BLOCK - 1).emailAddress()).isEqualTo("a" + (LazyRows.BLOCK - 1) + "@example.com");
        assertThat(rows.isRead(LazyRows.BLOCK - 1)).isTrue();
    }

    @Test
    void aReloadKeepsTheRowsOnViewUntilTheirBlockIsReadAgain() {
        background.release();
        rows.show(numbered("before", 1000), 1000);
        rows.get(10);
        background.hold();

        rows.reload(numbered("after", 999), 999);

        assertThat(rows).hasSize(999);
        assertThat(rows.get(10).emailAddress()).as("until read again").isEqualTo("before10@example.com");
        assertThat(background.held()).isEqualTo(1);
        background.runOldest();
        assertThat(rows.get(10).emailAddress()).isEqualTo("after10@example.com");
    }

    @Test
    void aBlockThatCannotBeReadIsReportedAndAskedForAgainLater() {
        rows.show(numbered("a", 1000), 1000);
        background.failWith(new LocalCopyException("the local copy could not be read: disk I/O error"));
        rows.get(0);
        background.runOldest();

        assertThat(failures).extracting(Throwable::getMessage).containsExactly("the local copy could not be read: disk I/O error");
        assertThat(rows.isRead(0)).isFalse();

        background.failWith(null);
        rows.get(0);
        background.runOldest();
        assertThat(rows.get(0).emailAddress()).isEqualTo("a0@example.com");
    }
}
