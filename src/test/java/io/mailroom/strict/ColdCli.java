package io.mailroom.strict;

import java.io.IOException;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;

/** One run of the command line in a process of its own, started cold, with its exit code, output and time. */
public record ColdCli(int exitCode, String out, String err, long elapsedNanos) {

    /**
     * Runs {@code command} (a launcher or a java command line) followed by {@code args}, against the
     * service and key given, with {@code home} as its home and data folder, so nothing of the person's is read.
     */
    public static ColdCli run(List<String> command, Path home, URI baseUrl, String key, List<String> args)
            throws IOException, InterruptedException {
        List<String> line = new ArrayList<>(command);
        line.addAll(args);
        Path out = Files.createTempFile(home, "out", ".txt");
        Path err = Files.createTempFile(home, "err", ".txt");
        ProcessBuilder builder = new ProcessBuilder(line).redirectOutput(out.toFile()).redirectError(err.toFile());
        Map<String, String> env = builder.environment();
        env.put("MAILROOM_BASE_URL", baseUrl.toString());
        env.put("MAILROOM_API_KEY", key);
        env.put("HOME", home.toString());
        env.put("MAILROOM_DATA_DIR", home.resolve("data").toString());
        env.put("JAVA_HOME", System.getProperty("java.home"));
        long started = System.nanoTime();
        Process process = builder.start();
        process.getOutputStream().close();
        if (!process.waitFor(5, TimeUnit.MINUTES)) {
            process.destroyForcibly();
            throw new AssertionError("the command line did not end: " + line);
        }
        long elapsed = System.nanoTime() - started;
        return new ColdCli(process.exitValue(), Files.readString(out, StandardCharsets.UTF_8),
                Files.readString(err, StandardCharsets.UTF_8), elapsed);
    }

    /** The command line of this build on the test's class path, as {@code java ... io.mailroom.Main}. */
    public static List<String> onTestClassPath() {
        return List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-cp", System.getProperty("java.class.path"), "io.mailroom.Main");
    }

    @Override
    public String toString() {
        return "exit " + exitCode + "\n--- stdout\n" + out + "--- stderr\n" + err;
    }
}
