package io.mailroom.cli;

import java.io.ByteArrayInputStream;
import java.io.InputStream;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import io.mailroom.service.profiles.ProfileService;
import java.util.Map;
import java.util.function.Supplier;

/** One in-process run of the command line, with its exit code and both streams. */
record CliRun(int exitCode, String out, String err) {

    /** A run that must not need profiles: it never reaches the person's own preferences or keychain. */
    static CliRun of(Map<String, String> env, String stdin, String... args) {
        return of(env, stdin, () -> {
            throw new IllegalStateException("this test gives the command line no profiles");
        }, args);
    }

    static CliRun of(Map<String, String> env, String stdin, Supplier<ProfileService> profiles, String... args) {
        return of(env, stdin.getBytes(StandardCharsets.UTF_8), profiles, args);
    }

    /** A run whose stdin is given as bytes, which need not be UTF-8. */
    static CliRun of(Map<String, String> env, byte[] stdin, String... args) {
        return of(env, stdin, () -> {
            throw new IllegalStateException("this test gives the command line no profiles");
        }, args);
    }

    /** A run whose stdin is a stream, perhaps larger than anything a test should hold in memory. */
    static CliRun of(Map<String, String> env, InputStream stdin, String... args) {
        return of(env, stdin, () -> {
            throw new IllegalStateException("this test gives the command line no profiles");
        }, args);
    }

    private static CliRun of(Map<String, String> env, byte[] stdin, Supplier<ProfileService> profiles, String... args) {
        return of(env, new ByteArrayInputStream(stdin), profiles, args);
    }

    private static CliRun of(Map<String, String> env, InputStream stdin, Supplier<ProfileService> profiles, String... args) {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        int code = Cli.run(args, env, stdin, new PrintWriter(out, true), new PrintWriter(err, true), profiles);
        return new CliRun(code, out.toString(), err.toString());
    }

    @Override
    public String toString() {
        return "exit " + exitCode + "\n--- stdout\n" + out + "--- stderr\n" + err;
    }
}
