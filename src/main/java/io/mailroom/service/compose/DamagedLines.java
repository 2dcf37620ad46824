package io.mailroom.service.compose;

import java.nio.file.Path;

/**
 * Lines of the history of sent emails that could not be read: how many, why the first of them
 * could not, and the file they were moved to ({@code keptAs}; null when they were left where they
 * are, and {@code leftBecause} says why). {@code readable} is how many entries the history holds.
 */
public record DamagedLines(Path file, int count, String firstProblem, Path keptAs, String leftBecause, int readable) {

    /** One sentence for a person, without its full stop. */
    public String describe() {
        String lines = count == 1 ? "1 line" : count + " lines";
        return lines + " of the history of sent emails (" + file + ") could not be read ("
                + (count == 1 ? "" : "the first, ") + firstProblem + ")"
                + (keptAs == null
                        ? "; " + (count == 1 ? "it was" : "they were") + " left in the file, as " + leftBecause
                        : " and " + (count == 1 ? "was" : "were") + " moved to " + keptAs.getFileName())
                + "; the history shows the " + (readable == 1 ? "1 entry" : readable + " entries") + " that could be read";
    }
}
