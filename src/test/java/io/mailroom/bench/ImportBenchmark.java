package io.mailroom.bench;

import io.mailroom.api.ApiKey;
import io.mailroom.api.ClientConfig;
import io.mailroom.api.Contact;
import io.mailroom.api.ContactStatus;
import io.mailroom.api.ServiceClient;
import io.mailroom.sandbox.SandboxOptions;
import io.mailroom.sandbox.SandboxServer;
import io.mailroom.sandbox.SandboxStats;
import io.mailroom.service.BulkListener;
import io.mailroom.service.Connections;
import io.mailroom.service.ContactPager;
import io.mailroom.service.localcopy.ContactCopy;
import io.mailroom.service.localcopy.ContactSync;
import io.mailroom.service.localcopy.LocalCopies;
import io.mailroom.service.localcopy.SyncListener;
import io.mailroom.service.transfer.ColumnMapping;
import io.mailroom.service.transfer.EmptyCells;
import io.mailroom.service.transfer.ImportChoices;
import io.mailroom.service.transfer.ImportFile;
import io.mailroom.service.transfer.ImportJobs;
import io.mailroom.service.transfer.ImportListener;
import io.mailroom.service.transfer.ImportSending;
import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Random;
import java.util.concurrent.TimeUnit;

/**
 * Imports a file of {@code bench.importRows} rows (10,000 by default: a third new contacts, a third
 * updates, a third unchanged, 1 % invalid addresses) against the sandbox at its default 5 requests a
 * second with 300 ms of injected latency (docs/benchmarks.md, "Import of 10,000 rows"), twice:
 * in this process without a stop, then in child processes of which two are killed (SIGKILL) at
 * random points and the job resumed by the next. Prints for each the rate of saves as a ratio to the
 * limit while rows were being sent, the 429s, and the rows lost (not on the service as the file
 * says) or sent twice (the sandbox's count of saves per address). Targets: ratio >= 0.97, zero
 * 429s, none lost, none sent twice.
 */
public final class ImportBenchmark {

    private static final String SAVES = "POST /v1/contact";

    private final SandboxServer sandbox;
    private final ClientConfig config;
    private final int rows;
    private final Path folder;

    private ImportBenchmark(SandboxServer sandbox, int rows, Path folder) {
        this.sandbox = sandbox;
        this.config = ClientConfig.of(sandbox.baseUrl().toString(), ApiKey.of(sandbox.apiKey()));
        this.rows = rows;
        this.folder = folder;
    }

    public static void main(String[] args) throws Exception {
        int rows = Integer.getInteger("bench.importRows", 10_000);
        long seed = Long.getLong("bench.seed", System.nanoTime());
        Path folder = Files.createTempDirectory("mailroom-import-benchmark");
        try (SandboxServer sandbox = SandboxServer.start(SandboxOptions.defaults().withSeedContacts(0))) {
            ImportBenchmark bench = new ImportBenchmark(sandbox, rows, folder);
            System.out.printf(Locale.ROOT, "import benchmark: %,d rows (a third new, a third updates, a third unchanged, 1%% invalid), "
                    + "limit %d req/s, 300 ms latency; kill seed %d%n", rows, bench.config.rateLimit(), seed);
            // -Dbench.importPhases=killed runs the second alone, to look into it.
            boolean both = !"killed".equals(System.getProperty("bench.importPhases"));
            Result whole = both ? bench.inProcess("bench-whole") : null;
            if (whole != null) {
                whole.print("without a stop");
            }
            Result killed = bench.killedTwice("bench-killed", new Random(seed));
            killed.print("killed twice and resumed");
            boolean met = (whole == null || whole.met(bench.config.rateLimit())) && killed.met(bench.config.rateLimit());
            System.out.println(met ? "  targets met" : "  TARGETS MISSED");
            if (!met) {
                System.exit(1);
            }
        }
    }

    /** What one import did: saves and the seconds rows were being sent, 429s, rows lost and sent twice. */
    private record Result(int limit, long saves, double sendingSeconds, long rateLimited, long lost, long twice, long expectedSaves, String notes) {

        double ratio() {
            return saves / sendingSeconds / limit;
        }

        boolean met(int limit) {
            return ratio() >= 0.97 && rateLimited == 0 && lost == 0 && twice == 0;
        }

        void print(String title) {
            System.out.printf(Locale.ROOT, "  %s:%n", title);
            System.out.printf(Locale.ROOT, "    saves            %d (rows to send: %d)%n", saves, expectedSaves);
            System.out.printf(Locale.ROOT, "    sending          %.1f s%n", sendingSeconds);
            System.out.printf(Locale.ROOT, "    ratio to limit   %.3f (target >= 0.97)%n", ratio());
            System.out.printf(Locale.ROOT, "    429 responses    %d (target 0)%n", rateLimited);
            System.out.printf(Locale.ROOT, "    rows lost        %d (target 0)%n", lost);
            System.out.printf(Locale.ROOT, "    rows sent twice  %d (target 0)%n", twice);
            if (!notes.isEmpty()) {
                System.out.printf(Locale.ROOT, "    %s%n", notes);
            }
        }
    }

    /** The application's contacts before the import, and the file: each row's kind is its number modulo 3. */
    private Path prepare(String app) throws Exception {
        StringBuilder existing = new StringBuilder("[");
        StringBuilder file = new StringBuilder("email,status,firstName\n");
        for (int i = 0; i < rows; i++) {
            if (i % 100 == 99) {
                file.append("not-an-address-").append(i).append(",Confirmed,Bad\n");
                continue;
            }
            String address = "r" + i + "@" + app + ".example";
            if (i % 3 != 0) {
                if (existing.length() > 1) {
                    existing.append(',');
                }
                existing.append("{\"emailAddress\":\"").append(address).append("\",\"status\":\"Confirmed\",\"firstName\":\"Name ")
                        .append(i).append("\"}");
            }
            String firstName = i % 3 == 1 ? "Renamed " + i : "Name " + i;
            file.append(address).append(",Confirmed,").append(firstName).append('\n');
        }
        sandbox.storeContacts(app, existing.append(']').toString());
        Path path = folder.resolve(app + ".csv");
        Files.writeString(path, file, StandardCharsets.UTF_8);
        return path;
    }

    private Result inProcess(String app) throws Exception {
        Path file = prepare(app);
        try (ServiceClient client = new Connections().open(config);
             ContactCopy copy = new LocalCopies(folder.resolve(app), Clock.systemUTC()).open("benchmark", true)) {
            new ContactSync(copy, client).run(app, SyncListener.NONE);
            ImportJobs jobs = new ImportJobs(copy);
            ImportFile opened = ImportFile.open(file, Optional.empty(), Optional.empty());
            ImportJobs.Planned planned = jobs.plan(app, opened, ColumnMapping.suggested(opened.headers()),
                    new ImportChoices(Optional.of(ContactStatus.Confirmed), EmptyCells.KEEP), ImportListener.NONE);
            Thread.sleep(1_100);
            sandbox.faults().latency(Duration.ofMillis(300));
            long savesBefore = sandbox.stats().count(SAVES);
            long limitedBefore = sandbox.stats().rateLimited();
            long start = System.nanoTime();
            ImportSending sending = jobs.send(planned.claim(), client, BulkListener.none());
            sending.await();
            double seconds = (System.nanoTime() - start) / 1e9;
            sandbox.faults().clear();
            return check(app, sandbox.stats().count(SAVES) - savesBefore, seconds, sandbox.stats().rateLimited() - limitedBefore,
                    planned.preview().toSend(), "");
        }
    }

    private Result killedTwice(String app, Random random) throws Exception {
        Path file = prepare(app);
        Path data = folder.resolve(app);
        long toSend = java.util.stream.IntStream.range(0, rows).filter(i -> i % 100 != 99 && i % 3 != 2).count();
        // The run before was read back at a thousand requests a second, just now: out of the service's
        // second before the first child's first request, which its fresh limiter cannot know of.
        Thread.sleep(1_100);
        sandbox.faults().latency(Duration.ofMillis(300));
        long limitedBefore = sandbox.stats().rateLimited();
        Instant phaseStart = Instant.now();
        long saves = 0;
        double seconds = 0;
        String job = null;
        List<String> notes = new ArrayList<>();
        // When each run began, began sending and was killed: a 429 is told against the latest before it.
        List<Map.Entry<Instant, String>> timeline = new ArrayList<>();
        for (int run = 0; ; run++) {
            List<String> command = new ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                    "--enable-native-access=ALL-UNNAMED", "-cp", System.getProperty("java.class.path"), ImportChild.class.getName(),
                    config.baseUrl().toString(), sandbox.apiKey(), data.toString(), app));
            command.addAll(job == null ? List.of("plan", file.toString()) : List.of("resume", job));
            Process child = new ProcessBuilder(command).redirectError(ProcessBuilder.Redirect.INHERIT).start();
            timeline.add(Map.entry(Instant.now(), "run " + (run + 1) + " started"));
            BufferedReader out = new BufferedReader(new InputStreamReader(child.getInputStream(), StandardCharsets.UTF_8));
            // Two of the runs are killed after a random share (10 % to 60 %) of what they send.
            double killAt = run < 2 ? 0.1 + 0.5 * random.nextDouble() : 2;
            long sendingFrom = 0;
            long savesFrom = 0;
            long total = 0;
            boolean killed = false;
            for (String line = out.readLine(); line != null; line = out.readLine()) {
                if (line.startsWith("job ")) {
                    job = line.substring(4);
                } else if (line.startsWith("settled ")) {
                    notes.add("run " + (run + 1) + " found " + line.substring(8) + " rows applied whose answer was lost");
                } else if (line.startsWith("sending ")) {
                    total = Long.parseLong(line.substring(8));
                    sendingFrom = System.nanoTime();
                    timeline.add(Map.entry(Instant.now(), "run " + (run + 1) + " began sending"));
                    savesFrom = sandbox.stats().count(SAVES);
                } else if (line.startsWith("sent ") && Long.parseLong(line.substring(5)) >= killAt * total) {
                    child.destroyForcibly();
                    timeline.add(Map.entry(Instant.now(), "run " + (run + 1) + " killed"));
                    killed = true;
                    break;
                }
            }
            seconds += (System.nanoTime() - sendingFrom) / 1e9;
            saves += sandbox.stats().count(SAVES) - savesFrom;
            child.waitFor(60, TimeUnit.SECONDS);
            if (!killed) {
                break;
            }
            notes.add("run " + (run + 1) + " killed after " + Math.round(killAt * 100) + " % of its " + total + " rows");
            // What was on the wire reaches the sandbox while the next process starts.
        }
        sandbox.faults().clear();
        for (SandboxStats.Limited limited : sandbox.stats().lastLimited()) {
            if (limited.at().isAfter(phaseStart)) {
                Map.Entry<Instant, String> before = timeline.stream().filter(event -> !event.getKey().isAfter(limited.at()))
                        .reduce((first, second) -> second).orElse(Map.entry(phaseStart, "the phase began"));
                notes.add(String.format(Locale.ROOT, "429 to %s %.3f s after %s", limited.route(),
                        Duration.between(before.getKey(), limited.at()).toNanos() / 1e9, before.getValue()));
            }
        }
        return check(app, saves, seconds, sandbox.stats().rateLimited() - limitedBefore, toSend, String.join("; ", notes));
    }

    /** The service against the file: each row to send there as the file says, and saved once. */
    private Result check(String app, long saves, double seconds, long rateLimited, long toSend, String notes) {
        sandbox.faults().rateLimit(1000);
        Map<String, Contact> listed = new HashMap<>();
        try (ServiceClient client = new Connections().open(config.withRateLimit(1000))) {
            for (Contact contact : new ContactPager(client).all(app, 500).contacts()) {
                listed.put(contact.emailAddress(), contact);
            }
        }
        sandbox.faults().clear();
        long lost = 0;
        for (int i = 0; i < rows; i++) {
            if (i % 100 == 99) {
                continue;
            }
            Contact contact = listed.get("r" + i + "@" + app + ".example");
            String firstName = i % 3 == 1 ? "Renamed " + i : "Name " + i;
            if (contact == null || !contact.firstName().equals(firstName)) {
                lost++;
            }
        }
        long twice = sandbox.savesOf(app).values().stream().filter(count -> count > 1).count();
        return new Result(config.rateLimit(), saves, seconds, rateLimited, lost, twice, toSend, notes);
    }
}
