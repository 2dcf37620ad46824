package io.mailroom.service.compose;

import io.mailroom.service.ReadProblem;
import io.mailroom.service.Unreadable;
import java.nio.file.Path;

/** The drafts' failures built as the draft store builds them, for tests of how the desktop app words them. */
public final class ComposeFailures {

    private ComposeFailures() {
    }

    /** A draft file that could not be read; {@code keptAs} is null when it could not be set aside. */
    public static UnreadableDraftException unreadableDraft(Path file, Path keptAs) {
        return new UnreadableDraftException(new Unreadable(file, new ReadProblem.NotJson(1, 12), keptAs));
    }
}
