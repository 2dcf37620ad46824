package io.mailroom.service.compose;

import io.mailroom.service.FileFailure;
import java.nio.file.Path;
import java.util.Optional;

/**
 * A file in the data directory could not be read or written: what Mailroom was doing, the draft
 * and the file or folder, and the {@link FileFailure}, as data for the desktop app to word; the
 * message is the command line's English.
 */
public class LocalDataException extends RuntimeException {

    public enum Action {
        /** Writing a draft's file in {@link #where()}. */
        SAVE_DRAFT,
        /** Saving a draft over a damaged file of the same name that could not be set aside; the cause says which. */
        REPLACE_UNREADABLE_DRAFT,
        DELETE_DRAFT,
        /** Listing the drafts' folder, {@link #where()}. */
        LIST_DRAFTS,
        /** Reading a draft's file: {@link UnreadableDraftException}. */
        READ_DRAFT,
        /** Adding an entry to the history's file, {@link #where()}. */
        RECORD_SENT,
        /** Reading the history's file, {@link #where()}. */
        READ_HISTORY
    }

    private final Action action;
    private final String draftName;
    private final transient Path where;
    private final transient FileFailure failure;

    /**
     * @param draftName the draft's name, for the actions on one draft; else null
     * @param where     the file or folder, when the action has one; else null
     * @param failure   why the file failed; null for {@link Action#REPLACE_UNREADABLE_DRAFT} and {@link Action#READ_DRAFT}
     */
    public LocalDataException(Action action, String draftName, Path where, FileFailure failure, Throwable cause) {
        this(english(action, draftName, where, failure, cause), action, draftName, where, failure, cause);
    }

    LocalDataException(String message, Action action, String draftName, Path where, FileFailure failure, Throwable cause) {
        super(message, cause);
        this.action = action;
        this.draftName = draftName;
        this.where = where;
        this.failure = failure;
    }

    public Action action() {
        return action;
    }

    public Optional<String> draftName() {
        return Optional.ofNullable(draftName);
    }

    public Optional<Path> where() {
        return Optional.ofNullable(where);
    }

    public Optional<FileFailure> failure() {
        return Optional.ofNullable(failure);
    }

    private static String english(Action action, String draftName, Path where, FileFailure failure, Throwable cause) {
        return switch (action) {
            case SAVE_DRAFT -> "cannot save the draft \"" + draftName + "\" in " + where + " (" + failure.english() + ")";
            case REPLACE_UNREADABLE_DRAFT -> "cannot save the draft \"" + draftName + "\": " + cause.getMessage();
            case DELETE_DRAFT -> "cannot delete the draft \"" + draftName + "\" (" + failure.english() + ")";
            case LIST_DRAFTS -> "cannot list the drafts in " + where + " (" + failure.english() + ")";
            case READ_DRAFT -> "the draft " + where + " could not be read";
            case RECORD_SENT -> "cannot add to the history of sent emails " + where + " (" + failure.english() + ")";
            case READ_HISTORY -> "cannot read the history of sent emails " + where + " (" + failure.english() + ")";
        };
    }
}
