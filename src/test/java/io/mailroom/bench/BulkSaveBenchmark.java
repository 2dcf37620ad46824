package io.mailroom.bench;

import io.mailroom.api.ApiKey;
import io.mailroom.api.ClientConfig;
import io.mailroom.api.ServiceClient;
import io.mailroom.sandbox.SandboxOptions;
import io.mailroom.sandbox.SandboxServer;
import io.mailroom.service.Connections;
import java.time.Duration;
import java.util.Locale;

/**
 * Saves 300 contacts through the bulk executor against the sandbox at its default
 * 5 req/s with 300 ms of injected latency, and prints the achieved rate, its ratio to
 * the limit, the 429s the sandbox sent and the items lost. Target: ratio >= 0.97,
 * zero 429s, zero lost.
 */
public final class BulkSaveBenchmark {

    private static final int ITEMS = 300;
    private static final String APP = "benchmark";

    private BulkSaveBenchmark() {
    }

    public static void main(String[] args) throws Exception {
        try (SandboxServer sandbox = SandboxServer.start(SandboxOptions.defaults().withSeedContacts(0))) {
            ClientConfig config = ClientConfig.of(sandbox.baseUrl().toString(), ApiKey.of(sandbox.apiKey()));
            int limit = config.rateLimit();
            try (ServiceClient client = new Connections().open(config)) {
                warmUp(client);
                sandbox.faults().latency(Duration.ofMillis(300));
                long before429 = sandbox.stats().rateLimited();
                BulkSave save = BulkSave.run(client, APP, "bench", ITEMS);
                sandbox.faults().clear();
                long rateLimited = sandbox.stats().rateLimited() - before429;

                double seconds = save.seconds();
                double achieved = save.achieved();
                long lost = save.lost();
                System.out.printf(Locale.ROOT, "bulk save benchmark: %d contacts, limit %d req/s, 300 ms latency%n", ITEMS, limit);
                System.out.printf(Locale.ROOT, "  elapsed          %.2f s%n", seconds);
                System.out.printf(Locale.ROOT, "  achieved         %.3f req/s%n", achieved);
                System.out.printf(Locale.ROOT, "  ratio to limit   %.3f (target >= 0.97)%n", achieved / limit);
                System.out.printf(Locale.ROOT, "  429 responses    %d (target 0)%n", rateLimited);
                System.out.printf(Locale.ROOT, "  failed items     %d%n", save.failed());
                System.out.printf(Locale.ROOT, "  items lost       %d (target 0)%n", lost);
                boolean met = achieved / limit >= 0.97 && rateLimited == 0 && lost == 0;
                System.out.println(met ? "  targets met" : "  TARGETS MISSED");
                if (!met) {
                    System.exit(1);
                }
            }
        }
    }

    /** Loads the classes and connections on both sides, then lets the window empty. */
    private static void warmUp(ServiceClient client) throws InterruptedException {
        for (int i = 0; i < 5; i++) {
            client.listContacts(APP, 1, 1);
        }
        Thread.sleep(1_100);
    }
}
