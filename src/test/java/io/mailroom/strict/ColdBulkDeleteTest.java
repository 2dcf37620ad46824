package io.mailroom.strict;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A cold {@code mailroom contacts delete} of 40 contacts, in a JVM of its own, against the strict
 * Python server at the default 5 requests a second: not one 429, with or without latency. Before
 * the limiter counted departures, the first requests of a fresh process left late and drew 2 to 5.
 */
class ColdBulkDeleteTest {

    private static final String KEY = "strict-cold-key-81c3";
    private static final String APP = "newsletter";
    private static final int CONTACTS = 40;

    @TempDir
    Path home;

    @Test
    void aColdBulkDeleteDrawsNo429() throws IOException, InterruptedException {
        deleteFortyAgainst(Duration.ZERO);
    }

    @Test
    void aColdBulkDeleteDrawsNo429WithLatency() throws IOException, InterruptedException {
        deleteFortyAgainst(Duration.ofMillis(300));
    }

    private void deleteFortyAgainst(Duration latency) throws IOException, InterruptedException {
        try (StrictServer server = StrictServer.start(KEY, 5, latency)) {
            List<String> addresses = IntStream.range(0, CONTACTS).mapToObj(i -> "cold" + i + "@example.com").toList();
            server.addContacts(APP, addresses);

            ColdCli run = ColdCli.run(ColdCli.onTestClassPath(), home, server.baseUrl(), KEY, deleteAll(addresses));

            assertThat(run.exitCode()).as(run.toString()).isZero();
            assertThat(run.out()).contains(CONTACTS + " succeeded, 0 failed, 0 cancelled");
            StrictServer.Stats stats = server.stats();
            assertThat(stats.rateLimited()).as("429s; arrivals: %s", server.arrivals()).isZero();
            assertThat(stats.arrivals()).isEqualTo(CONTACTS);
            assertThat(stats.maxInAnySecond()).isLessThanOrEqualTo(5);
        }
    }

    static List<String> deleteAll(List<String> addresses) {
        List<String> args = new ArrayList<>(List.of("contacts", "delete", "--app", APP));
        addresses.forEach(address -> args.addAll(List.of("--email", address)));
        return args;
    }
}
