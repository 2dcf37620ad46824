package io.mailroom.cli;

/** A command ends here: one line on stderr and the exit code it names. */
final class CommandStopped extends RuntimeException {

    private final int exitCode;

    CommandStopped(String message, int exitCode) {
        super(message, null, false, false);
        this.exitCode = exitCode;
    }

    int exitCode() {
        return exitCode;
    }
}
