import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;

/**
 * Trains the ahead-of-time cache (JDK 25's class-data-sharing archive) that the packaged launcher maps,
 * so the window comes sooner: starts the app once from the linked runtime, as a person's first start
 * (empty preferences and data, the built-in sandbox), lets it run until it writes the startup mark
 * named, and lets the JVM write the cache as the app quits by itself a moment later.
 *
 * <pre>java packaging/AotCache.java RUNTIME LAUNCHER_ARGS MARK CACHE</pre>
 *
 * RUNTIME is the jlink output; LAUNCHER_ARGS the jpackage argument file of the launcher, whose
 * {@code --module} and {@code --java-options} are used here too, since the JVM refuses a cache made with
 * other options. A Java program rather than a script, so the same step runs on Linux, Windows and
 * macOS; on Linux without a display it starts Xvfb. The app learns the mark and that it should quit
 * from {@code MAILROOM_STARTUP_MARKS} and {@code MAILROOM_STARTUP_QUIT} (io.mailroom.app.StartupMarks).
 */
public final class AotCache {

    private static final long RUN_LIMIT_SECONDS = 180;

    /** Why training cannot go on; it unwinds through the finally blocks, which stop Xvfb and remove the training folder. */
    private static final class Failure extends RuntimeException {
        Failure(String why) {
            super(why);
        }
    }

    public static void main(String[] args) throws Exception {
        try {
            train(args);
        } catch (Failure failure) {
            System.err.println("aot: " + failure.getMessage());
            System.exit(1);
        }
    }

    private static void train(String[] args) throws IOException, InterruptedException {
        if (args.length != 4) {
            throw new Failure("usage: java packaging/AotCache.java RUNTIME LAUNCHER_ARGS MARK CACHE");
        }
        Path runtime = Path.of(args[0]);
        Path launcherArgs = Path.of(args[1]);
        String mark = args[2];
        Path cache = Path.of(args[3]).toAbsolutePath();
        boolean windows = System.getProperty("os.name").startsWith("Windows");
        Path java = runtime.resolve("bin").resolve(windows ? "java.exe" : "java");
        if (!Files.isExecutable(java)) {
            throw new Failure(runtime + " is not a runtime image: no " + java);
        }

        List<String> command = new ArrayList<>(List.of(java.toString(), "-XX:AOTCacheOutput=" + cache));
        String module = null;
        for (String[] option : options(launcherArgs)) {
            switch (option[0]) {
                case "--java-options" -> command.add(option[1]);
                case "--module" -> module = option[1];
                default -> { }
            }
        }
        if (module == null) {
            throw new Failure(launcherArgs + " names no --module");
        }

        Path work = Files.createTempDirectory("aot-training");
        Files.createDirectories(cache.getParent());
        Files.deleteIfExists(cache);
        Path marks = work.resolve("marks");
        Path log = work.resolve("run.log");
        // The preferences root only moves on Linux; elsewhere a first start on a build machine writes
        // the same few entries (the sandbox profile) a person's would.
        command.addAll(List.of("-Djava.util.prefs.userRoot=" + work.resolve("prefs"), "-m", module));
        ProcessBuilder training = new ProcessBuilder(command).redirectErrorStream(true).redirectOutput(log.toFile());
        Map<String, String> env = training.environment();
        env.put("MAILROOM_STARTUP_MARKS", marks.toString());
        env.put("MAILROOM_STARTUP_QUIT", mark);
        env.put("MAILROOM_DATA_DIR", work.resolve("data").toString());
        env.put("HOME", work.resolve("home").toString());
        env.put("XDG_DATA_HOME", work.resolve("home/data").toString());

        Process xvfb = null;
        try {
            if (System.getProperty("os.name").equals("Linux") && System.getenv("DISPLAY") == null) {
                xvfb = startXvfb(env);
            }
            Process app = training.start();
            if (!app.waitFor(RUN_LIMIT_SECONDS, TimeUnit.SECONDS)) {
                app.destroyForcibly();
                throw new Failure("the training run did not end within " + RUN_LIMIT_SECONDS + " s; its output:\n" + read(log));
            }
            if (!reached(marks, mark)) {
                throw new Failure("the app ended (exit code " + app.exitValue() + ") before the '" + mark + "' mark; its output:\n" + read(log));
            }
            if (app.exitValue() != 0 || !Files.isRegularFile(cache)) {
                throw new Failure("no cache at " + cache + " (exit code " + app.exitValue() + "); the output:\n" + read(log));
            }
            System.out.printf("aot: %s (%d MiB)%n", cache, Files.size(cache) >> 20);
        } finally {
            if (xvfb != null) {
                xvfb.destroy();
            }
            deleteQuietly(work);
        }
    }

    /** The training run's preferences, data and log; one left behind is no reason to fail a build. */
    private static void deleteQuietly(Path folder) {
        try (Stream<Path> all = Files.walk(folder)) {
            all.sorted(Comparator.reverseOrder()).forEach(path -> path.toFile().delete());
        } catch (IOException | UncheckedIOException e) {
            System.err.println("aot: could not remove " + folder + ": " + e.getMessage());
        }
    }

    /** The option/value pairs of a jpackage argument file: one pair a line, # comments, values unquoted. */
    private static List<String[]> options(Path file) throws IOException {
        List<String[]> pairs = new ArrayList<>();
        for (String line : Files.readAllLines(file)) {
            String trimmed = line.strip();
            if (trimmed.isEmpty() || trimmed.startsWith("#")) {
                continue;
            }
            String[] pair = trimmed.split("\\s+", 2);
            pairs.add(new String[] {pair[0], pair.length > 1 ? pair[1].replaceAll("^\"|\"$", "") : ""});
        }
        return pairs;
    }

    private static Process startXvfb(Map<String, String> env) throws IOException, InterruptedException {
        int display = 90;
        while (Files.exists(Path.of("/tmp/.X" + display + "-lock")) || Files.exists(Path.of("/tmp/.X11-unix/X" + display))) {
            display++;
        }
        Process xvfb;
        try {
            xvfb = new ProcessBuilder("Xvfb", ":" + display, "-screen", "0", "1280x800x24")
                    .redirectOutput(ProcessBuilder.Redirect.DISCARD).redirectErrorStream(true).start();
        } catch (IOException e) {
            throw new Failure("there is no display and no Xvfb to make one: install xvfb (" + e.getMessage() + ")");
        }
        Path socket = Path.of("/tmp/.X11-unix/X" + display);
        for (int i = 0; i < 100 && !Files.exists(socket) && xvfb.isAlive(); i++) {
            Thread.sleep(100);
        }
        if (!Files.exists(socket)) {
            xvfb.destroy();
            throw new Failure("Xvfb did not start on :" + display);
        }
        env.put("DISPLAY", ":" + display);
        return xvfb;
    }

    private static boolean reached(Path marks, String mark) throws IOException {
        return Files.exists(marks) && Files.readAllLines(marks).stream().anyMatch(line -> line.startsWith(mark + " "));
    }

    private static String read(Path log) throws IOException {
        return Files.exists(log) ? Files.readString(log) : "(none)";
    }
}
