package io.mailroom.ui.compose;

import io.mailroom.api.ApiException;
import io.mailroom.service.Unreadable;
import io.mailroom.service.compose.Draft;
import io.mailroom.service.compose.DraftStore;
import io.mailroom.service.compose.LocalDataException;
import io.mailroom.ui.common.Async;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.Callable;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.Consumer;

/**
 * Writes the compose pane's drafts in the background. Each write and delete is numbered when it
 * is asked for, and one older than what was already done to the same draft is skipped, so
 * however the background runs them the file ends as the person last left it, and a draft
 * deleted once sent is never brought back by a save still on its way.
 */
final class DraftWriter {

    /** What a write did: {@code draft} is null when the draft was deleted; {@code setAside} lists damaged files moved away. */
    record Written(String name, Draft draft, List<Unreadable> setAside) {

        boolean deleted() {
            return draft == null;
        }
    }

    private final DraftStore store;
    private final Async async;
    private final AtomicLong versions = new AtomicLong();
    /** Guarded by itself: the newest version done to each draft, by name ignoring case. */
    private final Map<String, Long> done = new HashMap<>();

    DraftWriter(DraftStore store, Async async) {
        this.store = store;
        this.async = async;
    }

    DraftStore.Listing list() {
        return store.list();
    }

    /** Keeps the draft in the background; one with nothing typed is deleted instead of kept empty. */
    void write(Draft draft, Consumer<Written> written, Consumer<RuntimeException> failed) {
        long version = versions.incrementAndGet();
        run(() -> apply(draft.name(), draft, version), written, failed);
    }

    /** Keeps the draft now, on this thread: for a window that is closing. */
    void writeHere(Draft draft) {
        apply(draft.name(), draft, versions.incrementAndGet());
    }

    void delete(String name, Consumer<Written> deleted, Consumer<RuntimeException> failed) {
        long version = versions.incrementAndGet();
        run(() -> apply(name, null, version), deleted, failed);
    }

    /** A draft the store refuses (a rule it breaks) or a file that cannot be written: told to {@code failed}; anything else is a bug and reported as one. */
    private void run(Callable<Written> work, Consumer<Written> done, Consumer<RuntimeException> failed) {
        async.task(work).onSuccess(result -> tell(result, done))
                .onFailure(LocalDataException.class, failed)
                .onFailure(ApiException.class, failed)
                .start();
    }

    /** Whether a draft of this name was written or deleted in this session (its file may be on its way). */
    boolean known(String name) {
        synchronized (done) {
            return done.containsKey(key(name));
        }
    }

    private Written apply(String name, Draft draft, long version) {
        synchronized (done) {
            Long newest = done.get(key(name));
            if (newest != null && newest > version) {
                return null;
            }
            done.put(key(name), version);
            if (draft == null || empty(draft)) {
                store.delete(name);
                return new Written(name, null, List.of());
            }
            List<Unreadable> setAside = new ArrayList<>();
            return new Written(name, store.save(draft, setAside::add), List.copyOf(setAside));
        }
    }

    private static void tell(Written result, Consumer<Written> listener) {
        if (result != null) {
            listener.accept(result);
        }
    }

    private static boolean empty(Draft draft) {
        return blank(draft.to()) && blank(draft.subject()) && blank(draft.body());
    }

    private static boolean blank(String text) {
        return text == null || text.isBlank();
    }

    private static String key(String name) {
        return name.strip().toLowerCase(Locale.ROOT);
    }
}
