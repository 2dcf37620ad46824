package io.mailroom.service.compose;

import io.mailroom.service.FileFailure;
import java.nio.file.Path;

/**
 * Lines of the history of sent emails that could not be read: how many, why the first of them
 * could not, and the file they were moved to ({@code keptAs}; null when they were left where they
 * are, and {@code leftBecause} says why). {@code readable} is how many entries the history holds.
 */
public record DamagedLines(Path file, int count, LineProblem firstProblem, Path keptAs, LeftBecause leftBecause, int readable) {

    /** Why damaged lines stayed in the history: its lock could not be had, or moving them failed; the file failure says why. */
    public record LeftBecause(Why why, Path lockFile, FileFailure failure) {

        public enum Why {
            /** {@code lockFile} could not be opened, so the history was read without it and nothing was moved. */
            LOCK_UNAVAILABLE,
            MOVE_FAILED
        }

        /** As the command line says it. */
        public String english() {
            return switch (why) {
                case LOCK_UNAVAILABLE -> lockFile.getFileName() + " could not be opened (" + failure.english()
                        + "), so the history was read without it";
                case MOVE_FAILED -> "moving them aside failed (" + failure.english() + ")";
            };
        }
    }

    /** One sentence for a person, without its full stop. */
    public String describe() {
        String lines = count == 1 ? "1 line" : count + " lines";
        return lines + " of the history of sent emails (" + file + ") could not be read ("
                + (count == 1 ? "" : "the first, ") + firstProblem.english() + ")"
                + (keptAs == null
                        ? "; " + (count == 1 ? "it was" : "they were") + " left in the file, as " + leftBecause.english()
                        : " and " + (count == 1 ? "was" : "were") + " moved to " + keptAs.getFileName())
                + "; the history shows the " + (readable == 1 ? "1 entry" : readable + " entries") + " that could be read";
    }
}
