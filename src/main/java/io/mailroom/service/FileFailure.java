package io.mailroom.service;

import java.io.IOException;
import java.nio.channels.ClosedByInterruptException;
import java.nio.channels.FileLockInterruptionException;
import java.nio.file.AccessDeniedException;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.FileSystemException;
import java.nio.file.NoSuchFileException;

/**
 * Why a file could not be read or written, as data: the kind, the file the system named (or
 * null) and, for {@link Kind#SYSTEM}, the system's own words. Never a class name or a stack trace.
 */
public record FileFailure(Kind kind, String file, String systemText) {

    public enum Kind {
        PERMISSION_DENIED,
        NO_SUCH_FILE,
        ALREADY_EXISTS,
        /** Stopped midway, as Mailroom was told to stop what it was doing. */
        STOPPED,
        /** The system gave its own reason: {@link #systemText()}. */
        SYSTEM,
        /** The system named the file but gave no reason. */
        UNUSABLE,
        /** An input or output error the system did not describe. */
        IO_ERROR
    }

    public static FileFailure of(IOException e) {
        if (e instanceof FileSystemException failed) {
            String file = failed.getFile();
            return switch (failed) {
                case AccessDeniedException ignored -> new FileFailure(Kind.PERMISSION_DENIED, file, null);
                case NoSuchFileException ignored -> new FileFailure(Kind.NO_SUCH_FILE, file, null);
                case FileAlreadyExistsException ignored -> new FileFailure(Kind.ALREADY_EXISTS, file, null);
                default -> failed.getReason() == null ? new FileFailure(Kind.UNUSABLE, file, null)
                        : new FileFailure(Kind.SYSTEM, file, failed.getReason());
            };
        }
        if (e instanceof ClosedByInterruptException || e instanceof FileLockInterruptionException) {
            return new FileFailure(Kind.STOPPED, null, null);
        }
        String message = e.getMessage();
        return message == null || message.isBlank() ? new FileFailure(Kind.IO_ERROR, null, null)
                : new FileFailure(Kind.SYSTEM, null, message.lines().findFirst().orElse(message).strip());
    }

    /** "permission denied: /home/ada/.mailroom/drafts", as the command line says it. */
    public String english() {
        String said = switch (kind) {
            case PERMISSION_DENIED -> "permission denied";
            case NO_SUCH_FILE -> "no such file or folder";
            case ALREADY_EXISTS -> "already exists";
            case STOPPED -> "stopped midway, as Mailroom was told to stop what it was doing";
            case SYSTEM -> systemText;
            case UNUSABLE -> "cannot be used";
            case IO_ERROR -> "an input or output error";
        };
        return file == null ? said : said + ": " + file;
    }
}
