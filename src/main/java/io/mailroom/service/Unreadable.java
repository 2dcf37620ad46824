package io.mailroom.service;

import java.nio.file.Path;

/**
 * A file of the data directory that could not be read: what it was, why, and where it was put
 * aside ({@code setAsideAs} is null when even renaming it failed; it is then left where it is).
 */
public record Unreadable(Path file, ReadProblem reason, Path setAsideAs) {

    /** One line for a person. */
    public String describe() {
        return file + " could not be read (" + reason.english() + "); "
                + (setAsideAs == null ? "it was left where it is" : "it was kept as " + setAsideAs.getFileName());
    }
}
