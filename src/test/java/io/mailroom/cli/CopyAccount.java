package io.mailroom.cli;

import static org.assertj.core.api.Assertions.assertThat;

import io.mailroom.api.ApiKey;
import io.mailroom.api.ClientConfig;
import io.mailroom.api.Contact;
import io.mailroom.api.ServiceClient;
import io.mailroom.sandbox.SandboxOptions;
import io.mailroom.sandbox.SandboxServer;
import io.mailroom.service.Connections;
import io.mailroom.service.ContactPager;
import io.mailroom.service.localcopy.ContactCopy;
import io.mailroom.service.localcopy.CopyContents;
import io.mailroom.service.profiles.ProfileService;
import io.mailroom.service.profiles.TestProfiles;
import io.mailroom.service.secrets.KeychainDouble;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * An account on a sandbox over loopback, the profile "Production" for its application newsletter
 * (the key in MAILROOM_API_KEY), the data directory of a test, and someone else's client that
 * changes the list: what the tests of the local copy's commands share.
 */
final class CopyAccount implements AutoCloseable {

    static final String KEY = "copy-cli-key-81c2";
    static final String APP = "newsletter";
    static final String LIST_ROUTE = "GET /v1/contact";

    final TestProfiles profiles = new TestProfiles(new KeychainDouble());
    final Map<String, String> env = new HashMap<>();
    final SandboxServer sandbox;
    final ServiceClient someoneElse;

    /**
     * @param seed           contacts the sandbox generates, 60 % of them newsletter's
     * @param pageSize       the size the sandbox pages by, whatever is asked
     * @param profileOptions more options for 'profile add'
     */
    CopyAccount(Path dataDir, int seed, int pageSize, String... profileOptions) {
        env.put("MAILROOM_DATA_DIR", dataDir.toString());
        env.put("MAILROOM_API_KEY", KEY);
        sandbox = SandboxServer.start(SandboxOptions.defaults().withApiKey(KEY).withRateLimit(1000).withSeedContacts(seed));
        sandbox.faults().servePageSize(pageSize);
        someoneElse = new Connections().open(ClientConfig.of(sandbox.baseUrl().toString(), ApiKey.of(KEY)).withRateLimit(1000));
        List<String> add = new ArrayList<>(List.of("profile", "add", "Production", "--base-url", sandbox.baseUrl().toString(), "--app", APP));
        add.addAll(List.of(profileOptions));
        CliRun added = run(add.toArray(String[]::new));
        assertThat(added.exitCode()).as(added.toString()).isZero();
    }

    CliRun run(String... args) {
        CliRun result = CliRun.of(env, "", profiles::start, args);
        assertThat(result.out() + result.err()).as("the key never reaches the output").doesNotContain(KEY);
        return result;
    }

    /** A run with the profile Production and the sandbox's whole rate. */
    CliRun production(String... args) {
        return run(withProduction(1000, args));
    }

    static String[] withProduction(int rateLimit, String... args) {
        List<String> all = new ArrayList<>(List.of("--profile", "Production", "--rate-limit", String.valueOf(rateLimit)));
        all.addAll(List.of(args));
        return all.toArray(String[]::new);
    }

    String productionId() {
        try (ProfileService service = profiles.start()) {
            return service.require("Production").id();
        }
    }

    /** An application's contacts in Production's copy, read from its file. */
    List<Contact> copied(String appId) {
        try (ContactCopy copy = profiles.copyFiles().open(productionId(), true)) {
            return CopyContents.of(copy, appId);
        }
    }

    /** What the service lists now, by address. */
    List<Contact> listed() {
        return CopyContents.byAddress(new ContactPager(someoneElse).all(APP, 500).contacts());
    }

    long listRequests() {
        return sandbox.stats().count(LIST_ROUTE);
    }

    static List<String> addresses(List<Contact> contacts) {
        return contacts.stream().map(Contact::emailAddress).toList();
    }

    @Override
    public void close() throws Exception {
        someoneElse.close();
        sandbox.close();
        profiles.close();
    }
}
