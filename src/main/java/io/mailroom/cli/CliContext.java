package io.mailroom.cli;

import java.io.InputStream;
import java.io.PrintWriter;
import java.util.Map;

/** The outside world of one command-line run. */
record CliContext(Map<String, String> env, InputStream stdin, PrintWriter out, PrintWriter err) {
}
