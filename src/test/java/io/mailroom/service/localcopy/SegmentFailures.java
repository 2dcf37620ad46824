package io.mailroom.service.localcopy;

import io.mailroom.service.FileFailure;
import io.mailroom.service.ReadProblem;
import io.mailroom.service.Unreadable;
import java.nio.file.Path;

/** The saved segments' failures built as the segment store builds them, for tests of how the desktop app words them. */
public final class SegmentFailures {

    private SegmentFailures() {
    }

    /** A change refused for {@code reason}: the name taken or not found, the file damaged (set aside as {@code file}.corrupt-1), or unusable. */
    public static SegmentException of(SegmentException.Reason reason, Path file) {
        return switch (reason) {
            case NAME_TAKEN -> SegmentException.nameTaken("newsletter", "Germans");
            case NOT_FOUND -> SegmentException.notFound("newsletter", "Germans");
            case FILE_DAMAGED -> damaged(file, file.resolveSibling(file.getFileName() + ".corrupt-1"));
            case FILE_FAILED -> SegmentException.failed(file, new FileFailure(FileFailure.Kind.PERMISSION_DENIED, file.toString(), null), null);
        };
    }

    /** The file could not be read; {@code keptAs} is null when it could not be set aside either. */
    public static SegmentException damaged(Path file, Path keptAs) {
        return SegmentException.damaged(new Unreadable(file, new ReadProblem.NotJson(1, 12), keptAs));
    }
}
