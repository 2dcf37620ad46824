package io.mailroom.bench;

import io.mailroom.api.ApiKey;
import io.mailroom.api.ClientConfig;
import io.mailroom.api.Contact;
import io.mailroom.api.ServiceClient;
import io.mailroom.sandbox.SandboxOptions;
import io.mailroom.sandbox.SandboxServer;
import io.mailroom.service.Connections;
import io.mailroom.service.ContactPager;
import io.mailroom.service.localcopy.ContactCopy;
import io.mailroom.service.localcopy.ContactSync;
import io.mailroom.service.localcopy.CopyContents;
import io.mailroom.service.localcopy.LocalCopies;
import io.mailroom.service.localcopy.SyncListener;
import io.mailroom.service.localcopy.SyncProgress;
import io.mailroom.service.localcopy.SyncReport;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Duration;
import java.util.Comparator;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.stream.Stream;

/**
 * Syncs 100,000 contacts from the sandbox into a local copy on disk at the sandbox's default
 * 5 requests a second with 300 ms of injected latency (docs/benchmarks.md, "Sync of the local
 * copy"), and prints the request rate as a ratio to the limit, the 429s the sandbox sent, and the
 * contacts missing, extra or doubled in the copy. Targets: ratio >= 0.97 over the sweep (the
 * floor is 200 requests at 5 a second, 40 s), zero 429s, none missing or doubled.
 */
public final class SyncBenchmark {

    private static final int CONTACTS = 100_000;
    /** The sandbox gives 60 % of its seed to this application. */
    private static final String APP = "newsletter";
    private static final String LIST = "GET /v1/contact";

    private SyncBenchmark() {
    }

    public static void main(String[] args) throws Exception {
        Path data = Files.createTempDirectory("mailroom-sync-benchmark");
        try (SandboxServer sandbox = SandboxServer.start(SandboxOptions.defaults().withSeedContacts(CONTACTS * 100 / 60 + 1))) {
            ClientConfig config = ClientConfig.of(sandbox.baseUrl().toString(), ApiKey.of(sandbox.apiKey()));
            int limit = config.rateLimit();
            try (ServiceClient client = new Connections().open(config);
                 ContactCopy copy = new LocalCopies(data, Clock.systemUTC()).open("benchmark", true)) {
                warmUp(client);
                sandbox.faults().latency(Duration.ofMillis(300));
                long requestsBefore = sandbox.stats().count(LIST);
                long rateLimitedBefore = sandbox.stats().rateLimited();
                long[] lastPageAt = new long[1];
                long start = System.nanoTime();
                SyncReport report = new ContactSync(copy, client).run(APP, new SyncListener() {
                    @Override
                    public void progress(SyncProgress progress) {
                        if (progress.pagesDone() == progress.pagesTotal()) {
                            lastPageAt[0] = System.nanoTime();
                        }
                    }
                });
                double whole = (System.nanoTime() - start) / 1e9;
                double sweep = (lastPageAt[0] - start) / 1e9;
                long requests = sandbox.stats().count(LIST) - requestsBefore;
                long rateLimited = sandbox.stats().rateLimited() - rateLimitedBefore;

                // The figures are taken; the truth is read quickly, by a client and a sandbox allowed far more.
                sandbox.faults().clear().rateLimit(1000);
                Check check = check(sandbox, copy);

                double achieved = requests / sweep;
                System.out.printf(Locale.ROOT, "sync benchmark: %d contacts, limit %d req/s, 300 ms latency, %d pages in flight%n",
                        report.contacts(), limit, Math.min(limit, 10));
                System.out.printf(Locale.ROOT, "  requests         %d (floor %d)%n", requests, CONTACTS / 500);
                System.out.printf(Locale.ROOT, "  sweep            %.2f s (first request to last page stored; floor %.1f s)%n",
                        sweep, (double) CONTACTS / 500 / limit);
                System.out.printf(Locale.ROOT, "  achieved         %.3f req/s%n", achieved);
                System.out.printf(Locale.ROOT, "  ratio to limit   %.3f (target >= 0.97)%n", achieved / limit);
                System.out.printf(Locale.ROOT, "  copy replaced in %.2f s after the last page%n", whole - sweep);
                System.out.printf(Locale.ROOT, "  whole sync       %.2f s, %.3f of the floor's rate%n", whole, CONTACTS / 500.0 / limit / whole);
                System.out.printf(Locale.ROOT, "  429 responses    %d (target 0)%n", rateLimited);
                System.out.printf(Locale.ROOT, "  missing          %d (target 0)%n", check.missing);
                System.out.printf(Locale.ROOT, "  extra            %d (target 0)%n", check.extra);
                System.out.printf(Locale.ROOT, "  doubled          %d (target 0)%n", check.doubled);
                System.out.printf(Locale.ROOT, "  differing        %d (target 0)%n", check.differing);
                boolean met = achieved / limit >= 0.97 && rateLimited == 0 && check.missing == 0 && check.extra == 0
                        && check.doubled == 0 && check.differing == 0 && report.rereads().isEmpty();
                System.out.println(met ? "  targets met" : "  TARGETS MISSED");
                if (!met) {
                    System.exit(1);
                }
            }
        } finally {
            delete(data);
        }
    }

    private record Check(long missing, long extra, long doubled, long differing) {
    }

    /** The copy against what the sandbox lists now, contact by contact. */
    private static Check check(SandboxServer sandbox, ContactCopy copy) {
        ClientConfig fast = ClientConfig.of(sandbox.baseUrl().toString(), ApiKey.of(sandbox.apiKey())).withRateLimit(1000);
        try (ServiceClient reader = new Connections().open(fast)) {
            List<Contact> truth = new ContactPager(reader).all(APP, 500).contacts();
            List<Contact> copied = CopyContents.of(copy, APP);
            Set<String> listed = new HashSet<>(truth.stream().map(Contact::emailAddress).toList());
            Set<String> held = new HashSet<>(copied.stream().map(Contact::emailAddress).toList());
            Set<Contact> same = new HashSet<>(truth);
            return new Check(
                    listed.stream().filter(address -> !held.contains(address)).count(),
                    held.stream().filter(address -> !listed.contains(address)).count(),
                    copied.size() - held.size(),
                    copied.stream().filter(contact -> listed.contains(contact.emailAddress()) && !same.contains(contact)).count());
        }
    }

    /** Loads the classes and connections on both sides, then lets the window empty. */
    private static void warmUp(ServiceClient client) throws InterruptedException {
        for (int i = 0; i < 5; i++) {
            client.listContacts("vip-club", 1, 1);
        }
        Thread.sleep(1_100);
    }

    private static void delete(Path folder) {
        try (Stream<Path> paths = Files.walk(folder)) {
            for (Path path : paths.sorted(Comparator.reverseOrder()).toList()) {
                Files.deleteIfExists(path);
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
