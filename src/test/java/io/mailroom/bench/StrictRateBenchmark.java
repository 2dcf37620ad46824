package io.mailroom.bench;

import io.mailroom.api.ApiKey;
import io.mailroom.api.ClientConfig;
import io.mailroom.api.ServiceClient;
import io.mailroom.service.Connections;
import io.mailroom.strict.ColdCli;
import io.mailroom.strict.StrictServer;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.stream.IntStream;

/**
 * The rate limiter against the strict Python server (src/test/python/strict_server.py, 5 a
 * second, arrivals stamped by the kernel), in rounds; each round runs, one after the other:
 * <ul>
 *   <li>a cold {@code mailroom contacts delete} of 40, a fresh process through the packaged
 *       launcher, without latency and with 300 ms;</li>
 *   <li>a bulk save of 300 with 300 ms latency on a quiet machine, then the same while two
 *       busy-loop processes keep both cores busy (quiet and busy alternate, round by round).</li>
 * </ul>
 * Targets: no 429 anywhere, nothing lost, ratio of achieved rate to the limit >= 0.97 quiet and
 * >= 0.93 busy. Arguments: the launcher (target/mailroom/bin/mailroom), then the number of rounds
 * (default 1). Exits 1 when a target is missed.
 */
public final class StrictRateBenchmark {

    private static final String KEY = "strict-bench-key-6e2f";
    private static final int LIMIT = 5;
    private static final int DELETES = 40;
    private static final int SAVES = 300;
    private static final Duration LATENCY = Duration.ofMillis(300);

    private StrictRateBenchmark() {
    }

    public static void main(String[] args) throws Exception {
        Path launcher = Path.of(args[0]);
        int rounds = args.length > 1 ? Integer.parseInt(args[1]) : 1;
        System.out.printf(Locale.ROOT, "strict-server rate benchmark: limit %d req/s, %d round(s), load average at start %s%n",
                LIMIT, rounds, LoadAverage.now());
        boolean met = true;
        for (int round = 1; round <= rounds; round++) {
            System.out.printf(Locale.ROOT, " round %d%n", round);
            met &= coldDelete(launcher, Duration.ZERO);
            met &= coldDelete(launcher, LATENCY);
            met &= bulkSave(false, round);
            met &= bulkSave(true, round);
        }
        System.out.printf(Locale.ROOT, "  load average at the end %s%n", LoadAverage.now());
        System.out.println(met ? "  targets met" : "  TARGETS MISSED");
        if (!met) {
            System.exit(1);
        }
    }

    private static boolean coldDelete(Path launcher, Duration latency) throws Exception {
        Path home = Files.createTempDirectory("strict-bench-home");
        try (StrictServer server = StrictServer.start(KEY, LIMIT, latency)) {
            List<String> addresses = IntStream.range(0, DELETES).mapToObj(i -> "cold" + i + "@example.com").toList();
            server.addContacts("bench", addresses);
            List<String> args = new ArrayList<>(List.of("contacts", "delete", "--app", "bench"));
            addresses.forEach(address -> args.addAll(List.of("--email", address)));

            ColdCli run = ColdCli.run(List.of(launcher.toString()), home, server.baseUrl(), KEY, args);

            StrictServer.Stats stats = server.stats();
            boolean ok = run.exitCode() == 0 && run.out().contains(DELETES + " succeeded, 0 failed") && stats.rateLimited() == 0;
            System.out.printf(Locale.ROOT,
                    "  cold CLI delete of %d, %3d ms latency: %5.2f s, %d arrivals, tightest %d in %.0f ms, 429s %d (target 0), exit %d%s%n",
                    DELETES, latency.toMillis(), run.elapsedNanos() / 1e9, stats.arrivals(), LIMIT + 1, stats.tightestSpanMs(),
                    stats.rateLimited(), run.exitCode(), ok ? "" : "  MISSED");
            if (!ok && run.exitCode() != 0) {
                System.out.println(run);
            }
            return ok;
        } finally {
            try (var files = Files.walk(home)) {
                files.sorted(java.util.Comparator.reverseOrder()).forEach(path -> path.toFile().delete());
            }
        }
    }

    /** Quiet and busy alternate which goes first, round by round, so neither always follows the other. */
    private static boolean bulkSave(boolean second, int round) throws Exception {
        boolean busy = second == (round % 2 == 1);
        List<Process> loops = new ArrayList<>();
        try (StrictServer server = StrictServer.start(KEY, LIMIT, Duration.ZERO)) {
            ClientConfig config = ClientConfig.of(server.baseUrl().toString(), ApiKey.of(KEY)).withRateLimit(LIMIT);
            try (ServiceClient client = new Connections().open(config)) {
                for (int i = 0; i < 5; i++) {
                    client.listContacts("bench", 1, 1);
                }
                Thread.sleep(1_100);
                server.latency(LATENCY);
                server.reset();
                if (busy) {
                    for (int core = 0; core < 2; core++) {
                        loops.add(new ProcessBuilder("sh", "-c", "while :; do :; done").start());
                    }
                }
                BulkSave save = BulkSave.run(client, "bench", "save", SAVES);
                loops.forEach(Process::destroy);
                StrictServer.Stats stats = server.stats();
                double ratio = save.achieved() / LIMIT;
                double target = busy ? 0.93 : 0.97;
                boolean ok = ratio >= target && stats.rateLimited() == 0 && save.lost() == 0 && save.failed() == 0;
                System.out.printf(Locale.ROOT,
                        "  bulk save of %d, %d ms latency, %s: %6.2f s, %.3f req/s, ratio %.3f (target >= %.2f), tightest %d in %.0f ms, "
                                + "429s %d (target 0), lost %d%s%n",
                        SAVES, LATENCY.toMillis(), busy ? "both cores busy" : "quiet          ", save.seconds(), save.achieved(), ratio,
                        target, LIMIT + 1, stats.tightestSpanMs(), stats.rateLimited(), save.lost(), ok ? "" : "  MISSED");
                return ok;
            }
        } finally {
            loops.forEach(Process::destroyForcibly);
        }
    }
}
