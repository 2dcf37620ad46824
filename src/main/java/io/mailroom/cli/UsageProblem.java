package io.mailroom.cli;

/** Something the person must fix before anything can be sent (exit code 2). */
final class UsageProblem extends RuntimeException {

    UsageProblem(String message) {
        super(message, null, false, false);
    }
}
