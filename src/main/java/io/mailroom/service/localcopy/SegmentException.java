package io.mailroom.service.localcopy;

import io.mailroom.service.FileFailure;
import io.mailroom.service.Unreadable;
import java.nio.file.Path;
import java.util.Optional;

/**
 * A change to the saved segments that was not made, and why, as data for the desktop app to word;
 * the message is the command line's English.
 */
public final class SegmentException extends RuntimeException {

    public enum Reason {
        /** Another segment of the application has that name (ignoring case). */
        NAME_TAKEN,
        /** The application has no segment of that name. */
        NOT_FOUND,
        /** The file of saved segments could not be read: {@link #unreadable()} says why and where it was set aside. */
        FILE_DAMAGED,
        /** The file of saved segments could not be read or written: {@link #failure()} says why. */
        FILE_FAILED
    }

    private final Reason reason;
    private final String appId;
    private final String name;
    private final transient Unreadable unreadable;
    private final transient Path file;
    private final transient FileFailure failure;

    private SegmentException(Reason reason, String appId, String name, Unreadable unreadable, Path file, FileFailure failure,
                             String message, Throwable cause) {
        super(message, cause);
        this.reason = reason;
        this.appId = appId;
        this.name = name;
        this.unreadable = unreadable;
        this.file = file;
        this.failure = failure;
    }

    static SegmentException nameTaken(String appId, String name) {
        return new SegmentException(Reason.NAME_TAKEN, appId, name, null, null, null,
                "the application " + appId + " already has a segment named \"" + name + "\"", null);
    }

    static SegmentException notFound(String appId, String name) {
        return new SegmentException(Reason.NOT_FOUND, appId, name, null, null, null,
                "the application " + appId + " has no segment named \"" + name + "\"", null);
    }

    static SegmentException damaged(Unreadable unreadable) {
        return new SegmentException(Reason.FILE_DAMAGED, null, null, unreadable, unreadable.file(), null,
                "the saved segments " + unreadable.describe() + "; nothing was changed", null);
    }

    static SegmentException failed(Path file, FileFailure failure, Throwable cause) {
        return new SegmentException(Reason.FILE_FAILED, null, null, null, file, failure,
                "cannot read or write the saved segments " + file + " (" + failure.english() + ")", cause);
    }

    public Reason reason() {
        return reason;
    }

    /** The application, for {@link Reason#NAME_TAKEN} and {@link Reason#NOT_FOUND}. */
    public Optional<String> appId() {
        return Optional.ofNullable(appId);
    }

    /** The segment's name, for {@link Reason#NAME_TAKEN} and {@link Reason#NOT_FOUND}. */
    public Optional<String> name() {
        return Optional.ofNullable(name);
    }

    /** The damaged file, for {@link Reason#FILE_DAMAGED}. */
    public Optional<Unreadable> unreadable() {
        return Optional.ofNullable(unreadable);
    }

    /** The file, for {@link Reason#FILE_DAMAGED} and {@link Reason#FILE_FAILED}. */
    public Optional<Path> file() {
        return Optional.ofNullable(file);
    }

    /** Why the file failed, for {@link Reason#FILE_FAILED}. */
    public Optional<FileFailure> failure() {
        return Optional.ofNullable(failure);
    }
}
