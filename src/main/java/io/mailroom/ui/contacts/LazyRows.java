package io.mailroom.ui.contacts;

import io.mailroom.api.Contact;
import io.mailroom.service.localcopy.LocalCopyException;
import io.mailroom.ui.common.Async;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Deque;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import java.util.function.Consumer;
import javafx.beans.property.LongProperty;
import javafx.beans.property.ReadOnlyLongProperty;
import javafx.beans.property.SimpleLongProperty;
import javafx.collections.ObservableListBase;

/**
 * Every contact a query of the local copy matches, as a list a table can show without holding
 * them all (docs/contacts.md, "The whole list"). Its size is the query's count; {@link #get} serves
 * a row from a cache of blocks of {@value #BLOCK} rows and, for a row not there yet, answers null
 * and has its block read in the background, its rows announced as updated when it arrives. The
 * UI thread never reads the database. Scrolling fast asks for many blocks: only the few asked for
 * last are read, newest first, so the rows on view come first. Rows of another query (or of the
 * same one read again) are announced as the rows in common updated, plus those added or removed
 * at the end, not as every row removed and added again: a table then fills the cells it has
 * instead of building every one anew, which took it 100 ms and more a keystroke at 100,000
 * contacts (docs/benchmarks.md, "From a keystroke to the table"). That no longer clears the
 * selection by itself: {@link #answersProperty()} says when rows took the place of others.
 */
final class LazyRows extends ObservableListBase<Contact> {

    /** The rows of one read: a few screens of the table. */
    static final int BLOCK = 200;
    /**
     * The rows a new query's answer brings with its count: a tall window's screenful. The rest of
     * their block is read when a row past them is asked for; a keystroke reads no more than it shows.
     */
    static final int FIRST = 60;
    /** The blocks kept, the ones used least recently going first: some 2,400 contacts at most, whatever the list's length. */
    static final int KEPT = 12;
    /** Blocks asked for that still wait for a read; the person has scrolled on from older ones. */
    static final int WANTED = 4;
    /** Reads at once: the copy has two readers on disk. */
    static final int READING = 2;

    /** Reads rows of the query shown, in its order; called on a background thread. */
    @FunctionalInterface
    interface Source {
        List<Contact> rows(int offset, int limit);
    }

    private final Async async;
    private final Consumer<LocalCopyException> failed;
    private final Map<Integer, List<Contact>> blocks = new LinkedHashMap<>(KEPT * 2, 0.75f, true) {
        @Override
        protected boolean removeEldestEntry(Map.Entry<Integer, List<Contact>> eldest) {
            return size() > KEPT;
        }
    };
    /** Rows of the copy as it was before {@link #reload}, shown until their block is read again. */
    private final Map<Integer, List<Contact>> stale = new HashMap<>();
    private final Deque<Integer> wanted = new ArrayDeque<>();
    private final Set<Integer> reading = new HashSet<>();
    private final LongProperty answers = new SimpleLongProperty(0);
    private Source source = (offset, limit) -> List.of();
    private int size;
    private long generation;

    /** {@code failed}: told, on the UI thread, when a block could not be read (its rows stay empty). */
    LazyRows(Async async, Consumer<LocalCopyException> failed) {
        this.async = async;
        this.failed = failed;
    }

    @Override
    public Contact get(int index) {
        Objects.checkIndex(index, size);
        int block = index / BLOCK;
        List<Contact> rows = blocks.get(block);
        if (rows != null) {
            if (index % BLOCK < rows.size()) {
                return rows.get(index % BLOCK);
            }
            if (rows.size() == blockLength(block)) {
                return null;
            }
            // Only the first rows of the block came with the answer: the rest is read now, those kept meanwhile.
            stale.put(block, rows);
            blocks.remove(block);
        }
        want(block);
        // The read may have ended already (it runs inline in tests).
        rows = blocks.getOrDefault(block, stale.get(block));
        return rows != null && index % BLOCK < rows.size() ? rows.get(index % BLOCK) : null;
    }

    @Override
    public int size() {
        return size;
    }

    /** How many rows {@code block} holds when read whole: a block's worth, or what is left at the end. */
    private int blockLength(int block) {
        return Math.min(BLOCK, size - block * BLOCK);
    }

    /** Shows another query, or the same one over another copy: {@code count} rows, none read yet. */
    void show(Source rows, int count) {
        show(rows, count, List.of());
    }

    /** The same, the first rows read already (with the count, in one read of the copy). */
    void show(Source rows, int count, List<Contact> first) {
        stale.clear();
        replace(rows, count);
        arrivedFirst(first);
        answers.set(answers.get() + 1);
    }

    /**
     * Shows the same query again after the copy changed (the person's own save or delete): the
     * rows read so far stay on view until their block has been read again, so nothing blinks.
     */
    void reload(Source rows, int count) {
        reload(rows, count, List.of());
    }

    /** The same, the first rows read again already. */
    void reload(Source rows, int count, List<Contact> first) {
        stale.clear();
        stale.putAll(blocks);
        replace(rows, count);
        arrivedFirst(first);
        answers.set(answers.get() + 1);
        // The blocks on view are read again at once; others when they come into view.
        new ArrayList<>(stale.keySet()).forEach(this::want);
    }

    /**
     * Counts the times the rows of a query took the place of those before ({@link #show},
     * {@link #reload}): a row selected by its place now stands for another contact.
     */
    ReadOnlyLongProperty answersProperty() {
        return answers;
    }

    private void arrivedFirst(List<Contact> first) {
        if (!first.isEmpty() && size > 0) {
            arrived(0, first.subList(0, Math.min(first.size(), BLOCK)));
        }
    }

    private void replace(Source rows, int count) {
        generation++;
        source = rows;
        blocks.clear();
        wanted.clear();
        reading.clear();
        int before = size;
        size = count;
        beginChange();
        for (int i = 0; i < Math.min(before, count); i++) {
            nextUpdate(i);
        }
        if (count < before) {
            nextRemove(count, Collections.nCopies(before - count, (Contact) null));
        } else if (count > before) {
            nextAdd(before, count);
        }
        endChange();
    }

    /** Whether the row at {@code index} has been read. */
    boolean isRead(int index) {
        List<Contact> rows = blocks.get(index / BLOCK);
        return rows != null && index % BLOCK < rows.size();
    }

    /** The ranges of rows read and kept, {@code [from, to)} each, in order: what "select all" selects. */
    List<int[]> readRanges() {
        List<int[]> ranges = new ArrayList<>();
        // Not through get(): it would reorder the blocks while they are walked.
        blocks.entrySet().stream().sorted(Map.Entry.comparingByKey()).forEach(entry -> {
            int from = entry.getKey() * BLOCK;
            int to = Math.min(size, from + entry.getValue().size());
            if (from < to) {
                ranges.add(new int[] {from, to});
            }
        });
        return ranges;
    }

    private void want(int block) {
        if (reading.contains(block)) {
            return;
        }
        wanted.remove(block);
        wanted.addLast(block);
        while (wanted.size() > WANTED) {
            wanted.removeFirst();
        }
        readMore();
    }

    private void readMore() {
        while (reading.size() < READING && !wanted.isEmpty()) {
            read(wanted.removeLast());
        }
    }

    private void read(int block) {
        long ticket = generation;
        Source from = source;
        reading.add(block);
        async.task(() -> from.rows(block * BLOCK, BLOCK))
                .onSuccess(rows -> {
                    if (ticket == generation) {
                        arrived(block, rows);
                    }
                })
                .onFailure(LocalCopyException.class, failure -> {
                    if (ticket == generation) {
                        failed.accept(failure);
                    }
                })
                .andFinally(() -> {
                    if (ticket == generation) {
                        reading.remove(block);
                        readMore();
                    }
                })
                .start();
    }

    private void arrived(int block, List<Contact> rows) {
        blocks.put(block, List.copyOf(rows));
        List<Contact> before = stale.remove(block);
        int from = block * BLOCK;
        int to = Math.min(size, from + Math.max(rows.size(), before == null ? 0 : before.size()));
        if (from >= to) {
            return;
        }
        beginChange();
        for (int i = from; i < to; i++) {
            nextUpdate(i);
        }
        endChange();
    }
}
