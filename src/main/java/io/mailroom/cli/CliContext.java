package io.mailroom.cli;

import java.io.InputStream;
import java.io.PrintWriter;
import java.util.Map;

/**
 * The outside world of one command-line run.
 *
 * @param errIsTerminal whether stderr is a terminal, where progress is one line drawn again, not a line each time
 * @param ctrlC         what Ctrl+C does during a sync
 */
record CliContext(Map<String, String> env, InputStream stdin, PrintWriter out, PrintWriter err, LazyProfiles profiles,
                  boolean errIsTerminal, CtrlC ctrlC) {

    /** A run whose stderr is no terminal. */
    CliContext(Map<String, String> env, InputStream stdin, PrintWriter out, PrintWriter err, LazyProfiles profiles) {
        this(env, stdin, out, err, profiles, false, new CtrlC());
    }

    /** Names no variable: the environment holds MAILROOM_API_KEY, and a context may end up in a log or a test report. */
    @Override
    public String toString() {
        return "CliContext[env=(" + env.size() + " variables, not shown)]";
    }
}
