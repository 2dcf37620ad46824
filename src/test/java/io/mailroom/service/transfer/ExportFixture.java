package io.mailroom.service.transfer;

import com.fasterxml.jackson.databind.MappingIterator;
import com.fasterxml.jackson.databind.ObjectReader;
import com.fasterxml.jackson.dataformat.csv.CsvMapper;
import com.fasterxml.jackson.dataformat.csv.CsvParser;
import com.fasterxml.jackson.dataformat.csv.CsvSchema;
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
import java.io.IOException;
import java.time.Clock;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
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

    /** The fourteen fields of each contact by their spec names, as an export must write them. */
    static List<Map<String, String>> fields(List<Contact> contacts) {
        List<Map<String, String>> rows = new ArrayList<>();
        for (Contact contact : contacts) {
            Map<String, String> fields = new LinkedHashMap<>();
            fields.put("emailAddress", contact.emailAddress());
            fields.put("status", contact.statusText());
            fields.put("language", contact.language());
            fields.put("firstName", contact.firstName());
            fields.put("lastName", contact.lastName());
            fields.put("phoneNumber", contact.phoneNumber());
            fields.put("birthday", contact.birthday());
            fields.put("company", contact.company());
            fields.put("vipLevel", contact.vipLevel() == null ? "" : contact.vipLevel().text());
            fields.put("amount", contact.amount());
            fields.put("registerDate", contact.registerDate());
            fields.put("source", contact.source());
            fields.put("subscriptionExpireTime", contact.subscriptionExpireTime());
            fields.put("lastActiveTime", contact.lastActiveTime());
            rows.add(fields);
        }
        return rows;
    }

    /** A CSV read back with Jackson, the header row naming the columns: each row by column, in the file's order. */
    static Csv read(String text, char delimiter) throws IOException {
        CsvMapper mapper = new CsvMapper();
        mapper.enable(CsvParser.Feature.WRAP_AS_ARRAY);
        ObjectReader reader = mapper.readerForListOf(String.class).with(CsvSchema.emptySchema().withColumnSeparator(delimiter));
        List<List<String>> lines = new ArrayList<>();
        try (MappingIterator<List<String>> it = reader.readValues(text)) {
            while (it.hasNext()) {
                lines.add(it.next());
            }
        }
        List<String> header = lines.getFirst();
        List<Map<String, String>> rows = new ArrayList<>();
        for (List<String> line : lines.subList(1, lines.size())) {
            Map<String, String> row = new LinkedHashMap<>();
            for (int i = 0; i < header.size(); i++) {
                row.put(header.get(i), line.get(i));
            }
            rows.add(row);
        }
        return new Csv(header, rows);
    }

    record Csv(List<String> header, List<Map<String, String>> rows) {
    }

    @Override
    public void close() {
        copy.close();
        client.close();
        sandbox.close();
    }
}
