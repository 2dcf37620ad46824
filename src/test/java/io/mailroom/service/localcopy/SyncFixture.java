package io.mailroom.service.localcopy;

import io.mailroom.api.ApiKey;
import io.mailroom.api.ClientConfig;
import io.mailroom.api.Contact;
import io.mailroom.api.ServiceClient;
import io.mailroom.sandbox.SandboxOptions;
import io.mailroom.sandbox.SandboxServer;
import io.mailroom.service.Connections;
import io.mailroom.service.ContactPager;
import java.nio.file.Path;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.time.Clock;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;

/**
 * A sandbox with seeded contacts over loopback, the client a sync uses, a second client for
 * "someone else" changing the list (its own limiter), and a copy on disk.
 */
final class SyncFixture implements AutoCloseable {

    static final String KEY = "sync-test-key";
    static final String APP = "newsletter";
    static final String LIST_ROUTE = "GET /v1/contact";

    final SandboxServer sandbox;
    final ServiceClient client;
    final ServiceClient other;
    final LocalCopies copies;
    final ContactCopy copy;

    /**
     * @param seed       contacts the sandbox generates; 60 % of them are {@link #APP}'s
     * @param clientRate the sync's client's rate limit: the sandbox allows 1000 a second, never less
     */
    SyncFixture(Path data, int seed, int clientRate) {
        sandbox = SandboxServer.start(SandboxOptions.defaults().withApiKey(KEY).withRateLimit(1000).withSeedContacts(seed));
        ClientConfig config = ClientConfig.of(sandbox.baseUrl().toString(), ApiKey.of(KEY));
        client = new Connections().open(config.withRateLimit(clientRate));
        other = new Connections().open(config.withRateLimit(1000));
        copies = new LocalCopies(data, Clock.systemUTC());
        copy = copies.open("p1", true);
    }

    /** What the sandbox lists now, read by someone else. */
    List<Contact> truth(String appId) {
        return CopyContents.byAddress(new ContactPager(other).all(appId, 500).contacts());
    }

    /** The contacts the person sees in the copy. */
    static List<Contact> copied(ContactCopy copy, String appId) {
        return CopyContents.of(copy, appId);
    }

    List<Contact> copied(String appId) {
        return copied(copy, appId);
    }

    /** The pages an unfinished sweep of {@code appId} holds. */
    static Set<Integer> storedPages(ContactCopy copy, String appId) {
        return copy.database().read(connection -> {
            Set<Integer> pages = new TreeSet<>();
            try (PreparedStatement query = Sql.prepare(connection,
                    "SELECT p.page FROM sweep_page p JOIN sweep s ON s.id = p.sweep_id WHERE s.app_id = ?", appId);
                 ResultSet result = query.executeQuery()) {
                while (result.next()) {
                    pages.add(result.getInt(1));
                }
            }
            return pages;
        });
    }

    long listRequests() {
        return sandbox.stats().count(LIST_ROUTE);
    }

    @Override
    public void close() {
        copy.close();
        client.close();
        other.close();
        sandbox.close();
    }
}
