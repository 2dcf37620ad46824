package io.mailroom.service.compose;

import java.nio.file.Path;

/**
 * Lines of the history of sent emails that are JSON objects but not entries this version of Mailroom
 * can show (a result it does not know, a field of another kind): perhaps written by a newer version,
 * so they stay in the file. How many, and why the first of them cannot be shown.
 */
public record EntriesNotShown(Path file, int count, LineProblem firstProblem) {

    /** One sentence for a person, without its full stop. */
    public String describe() {
        return "the history of sent emails (" + file + ") holds " + (count == 1 ? "1 entry" : count + " entries")
                + " this version of Mailroom cannot show (" + (count == 1 ? "" : "the first, ") + firstProblem.english() + "); "
                + (count == 1 ? "it stays" : "they stay") + " in the file, for a version that can";
    }
}
