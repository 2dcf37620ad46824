package io.mailroom.service.transfer;

import io.mailroom.api.ApiKey;
import io.mailroom.api.ClientConfig;
import io.mailroom.api.Contact;
import io.mailroom.api.ContactStatus;
import io.mailroom.api.SaveContactRequest;
import io.mailroom.api.ServiceClient;
import io.mailroom.sandbox.SandboxOptions;
import io.mailroom.sandbox.SandboxServer;
import io.mailroom.service.Connections;
import io.mailroom.service.localcopy.ContactCopy;
import io.mailroom.service.localcopy.ContactQueries;
import io.mailroom.service.localcopy.ContactQuery;
import io.mailroom.service.localcopy.ContactSync;
import io.mailroom.service.localcopy.LocalCopies;
import io.mailroom.service.localcopy.SyncListener;
import java.time.Clock;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;

/**
 * A sandbox over loopback with seeded contacts and a few whose values test a CSV (accents, the
 * delimiters, quotes, line breaks), synced into a local copy on disk: what an export reads.
 */
final class ExportFixture implements AutoCloseable {

    static final String KEY = "export-test-key";
    static final String APP = "newsletter";
    /** Every delimiter, quotes and a line break in one value. */
    static final String AWKWARD = "Müller, \"Söhne\"; & Co\tKG\nBerlin";

    final SandboxServer sandbox;
    final ServiceClient client;
    final LocalCopies copies;
    final ContactCopy copy;
    final ContactQueries queries;

    /** @param seed contacts the sandbox generates, 60 % of them newsletter's */
    ExportFixture(Path data, int seed) {
        sandbox = SandboxServer.start(SandboxOptions.defaults().withApiKey(KEY).withRateLimit(1000).withSeedContacts(seed));
        client = new Connections().open(ClientConfig.of(sandbox.baseUrl().toString(), ApiKey.of(KEY)).withRateLimit(1000));
        client.saveContact(new SaveContactRequest(APP, "zoe.lefevre@example.com", ContactStatus.Confirmed,
                Map.of("firstName", "Zoë", "lastName", "Lefèvre", "company", AWKWARD, "language", "fr", "vipLevel", "3")));
        client.saveContact(new SaveContactRequest(APP, "jose.nunez@example.com", ContactStatus.Unsubscribed,
                Map.of("firstName", "José", "lastName", "Núñez", "company", "\"Quoted\"", "language", "es")));
        copies = new LocalCopies(data, Clock.systemUTC());
        copy = copies.open("p1", true);
        new ContactSync(copy, client).run(APP, SyncListener.NONE);
        queries = new ContactQueries(copy);
    }

    /** The contacts {@code query} matches, in its order, all of them. */
    List<Contact> matching(ContactQuery query) {
        return queries.rows(query, 0, Integer.MAX_VALUE);
    }

    @Override
    public void close() {
        copy.close();
        client.close();
        sandbox.close();
    }
}
