package io.mailroom.cli;

import static org.assertj.core.api.Assertions.assertThat;

import io.mailroom.api.Json;
import io.mailroom.sandbox.SandboxOptions;
import io.mailroom.sandbox.SandboxServer;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * --rate-limit paces the command line's requests, against a sandbox that allows exactly that pace:
 * 3 a second, counted as the requests arrive.
 */
class CliRateLimitTest {

    private static final String KEY = "cli-rate-key-2b7d";
    private static final int SERVER_LIMIT = 3;

    /** Long enough for the server's sliding one-second window to forget earlier requests. */
    private static final long WINDOW_MS = 1_100;

    @Test
    void bulkDeleteKeepsToTheGivenRateAndRecoversWhenItIsTooHigh() throws IOException, InterruptedException {
        try (SandboxServer sandbox = SandboxServer.start(
                SandboxOptions.defaults().withApiKey(KEY).withRateLimit(SERVER_LIMIT).withSeedContacts(30))) {
            Map<String, String> env = Map.of("MAILROOM_BASE_URL", sandbox.baseUrl().toString(), "MAILROOM_API_KEY", KEY);
            CliRun list = CliRun.of(env, "", "--rate-limit", Integer.toString(SERVER_LIMIT), "contacts", "list", "--app", "newsletter", "--json");
            assertThat(list.exitCode()).as(list.toString()).isZero();
            List<String> addresses = Json.mapper().readTree(list.out()).path("data").path("list").findValuesAsText("emailAddress");
            assertThat(addresses).hasSizeGreaterThanOrEqualTo(14);

            Thread.sleep(WINDOW_MS);
            long rateLimitedBefore = sandbox.stats().rateLimited();
            long started = System.nanoTime();
            CliRun paced = CliRun.of(env, "", delete(SERVER_LIMIT, addresses.subList(0, 7)));
            long elapsedMs = (System.nanoTime() - started) / 1_000_000;
            assertThat(paced.exitCode()).as(paced.toString()).isZero();
            assertThat(paced.out()).contains("7 succeeded, 0 failed, 0 cancelled");
            assertThat(sandbox.stats().rateLimited() - rateLimitedBefore).as("429s at --rate-limit 3").isZero();
            assertThat(elapsedMs).as("7 requests at 3 a second span two seconds at least").isGreaterThanOrEqualTo(2_000);

            Thread.sleep(WINDOW_MS);
            rateLimitedBefore = sandbox.stats().rateLimited();
            CliRun tooFast = CliRun.of(env, "", delete(50, addresses.subList(7, 14)));
            assertThat(sandbox.stats().rateLimited() - rateLimitedBefore).as("429s at --rate-limit 50").isPositive();
            assertThat(tooFast.exitCode()).as(tooFast.toString()).isZero();
            assertThat(tooFast.out()).contains("7 succeeded, 0 failed, 0 cancelled");
        }
    }

    private static String[] delete(int rateLimit, List<String> addresses) {
        List<String> args = new ArrayList<>(List.of("--rate-limit", Integer.toString(rateLimit),
                "contacts", "delete", "--app", "newsletter"));
        addresses.forEach(address -> args.addAll(List.of("--email", address)));
        return args.toArray(String[]::new);
    }
}
