package io.mailroom.bench;

import io.mailroom.api.ApiKey;
import io.mailroom.api.ClientConfig;
import io.mailroom.api.ServiceClient;
import io.mailroom.sandbox.SandboxOptions;
import io.mailroom.sandbox.SandboxServer;
import io.mailroom.service.Connections;
import io.mailroom.service.EmbeddedSandbox;
import io.mailroom.service.localcopy.ContactSync;
import io.mailroom.service.localcopy.LocalCopies;
import io.mailroom.service.localcopy.OpenCopies;
import io.mailroom.service.localcopy.SyncListener;
import io.mailroom.service.localcopy.SyncReport;
import io.mailroom.service.profiles.AppRef;
import io.mailroom.service.profiles.Profile;
import io.mailroom.service.profiles.ProfileService;
import io.mailroom.service.profiles.ProfileStore;
import io.mailroom.service.secrets.Keychain;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Duration;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

/**
 * A person's home as the desktop app finds it on a second start, for benchmarks/cold-start.sh --copy and
 * benchmarks/table-memory.sh (docs/benchmarks.md): the account profile "Production" over a sandbox of this
 * process with 100,000 contacts in {@code newsletter}, last used, its key in the keychain, and its local copy
 * of {@code newsletter} synchronised through the service layer as the app and {@code mailroom contacts sync}
 * do, as if that had been {@code DAYS_AGO} days ago.
 *
 * <pre>SyncedHome DATA_DIRECTORY DAYS_AGO LATENCY_MS</pre>
 *
 * The profiles go where {@code java.util.prefs.userRoot} says (the caller sets it to the home's), the copy
 * into {@code DATA_DIRECTORY}. Once the copy is whole, the sandbox takes the service's limit again (5
 * requests a second), answers every request {@code LATENCY_MS} late, and the line {@code ready BASE_URL}
 * is printed; it serves until standard input closes, then takes the key out of the keychain again.
 */
public final class SyncedHome {

    private static final int CONTACTS = 100_000;
    /** The sandbox gives 60 % of its seed to this application. */
    private static final String APP = "newsletter";
    private static final String KEY = "synced-home-key";
    /** Filling the copy at the service's 5 requests a second would take 40 s of every run. */
    private static final int FILLING_RATE = 1000;

    private SyncedHome() {
    }

    public static void main(String[] args) throws IOException {
        if (args.length != 3) {
            System.err.println("usage: SyncedHome DATA_DIRECTORY DAYS_AGO LATENCY_MS");
            System.exit(2);
        }
        Path data = Path.of(args[0]);
        Duration ago = Duration.ofDays(Long.parseLong(args[1]));
        Duration latency = Duration.ofMillis(Long.parseLong(args[2]));
        SandboxOptions options = SandboxOptions.defaults().withPort(0).withApiKey(KEY).withRateLimit(FILLING_RATE)
                .withSeedContacts(CONTACTS * 100 / 60 + 1);
        try (SandboxServer sandbox = SandboxServer.start(options)) {
            String profileId;
            try (ProfileService profiles = new ProfileService(ProfileStore.user(), Keychain.system(), new Connections(),
                    new EmbeddedSandbox(), new OpenCopies(new LocalCopies(data, Clock.offset(Clock.systemUTC(), ago.negated()))))) {
                if (!profiles.secrets().persistent()) {
                    throw new IllegalStateException("no system keychain: run under .ci/with-keyring, so that the app finds the key");
                }
                Profile filling = profiles.save(Profile.draft("Production", sandbox.baseUrl().toString(),
                        List.of(new AppRef(APP, "Newsletter")), List.of("news@mailroom.example")).withRateLimit(FILLING_RATE));
                profiles.storeKey(filling, ApiKey.of(KEY));
                long started = System.nanoTime();
                SyncReport report;
                try (ServiceClient client = profiles.connect(filling, Optional.empty())) {
                    report = new ContactSync(profiles.copies().of(filling.id(), filling.keepsCopyOnDisk()), client).run(APP, new SyncListener() { });
                }
                // Closing the profiles closes the copy: the benchmark copies the home, the database's file whole.
                Profile production = profiles.save(filling.withRateLimit(ClientConfig.DEFAULT_RATE_LIMIT));
                profiles.markUsed(production);
                profileId = production.id();
                System.err.printf(Locale.ROOT, "synced home: %d contacts of %s in the copy of \"%s\", synced %d days ago, in %.1f s%n",
                        report.contacts(), APP, production.name(), ago.toDays(), (System.nanoTime() - started) / 1e9);
            }
            sandbox.faults().rateLimit(ClientConfig.DEFAULT_RATE_LIMIT).latency(latency);
            System.out.println("ready " + sandbox.baseUrl());
            System.out.flush();
            drain(System.in);
            Keychain.system().store().delete(profileId);
        }
    }

    private static void drain(InputStream in) throws IOException {
        byte[] buffer = new byte[256];
        while (in.read(buffer) >= 0) {
            // Until the benchmark closes it.
        }
    }
}
