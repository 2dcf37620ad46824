package io.mailroom.cli;

import java.io.InputStream;
import java.io.PrintWriter;
import java.util.Map;

/** The outside world of one command-line run. */
record CliContext(Map<String, String> env, InputStream stdin, PrintWriter out, PrintWriter err, LazyProfiles profiles) {

    /** Names no variable: the environment holds MAILROOM_API_KEY, and a context may end up in a log or a test report. */
    @Override
    public String toString() {
        return "CliContext[env=(" + env.size() + " variables, not shown)]";
    }
}
