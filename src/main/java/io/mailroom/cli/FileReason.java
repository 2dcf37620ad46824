package io.mailroom.cli;

import io.mailroom.service.FileFailure;
import java.io.IOException;

/**
 * What went wrong with a file the person named (an export's --output, an import's --rejects), in the
 * words the command line uses for files, without the temporary file's name: the person named the
 * file, not it.
 */
final class FileReason {

    private FileReason() {
    }

    /**
     * The reason alone: a file missing as the writing begins is its folder, and one already there is
     * a file where its folder is to be made (the temporary file takes a name nobody has).
     */
    static String of(IOException e) {
        FileFailure failure = FileFailure.of(e);
        return switch (failure.kind()) {
            case NO_SUCH_FILE -> "no such folder";
            case ALREADY_EXISTS -> "a file has the name of its folder";
            default -> new FileFailure(failure.kind(), null, failure.systemText()).english();
        };
    }
}
