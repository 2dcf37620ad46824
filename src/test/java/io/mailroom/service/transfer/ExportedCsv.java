package io.mailroom.service.transfer;

import com.fasterxml.jackson.databind.MappingIterator;
import com.fasterxml.jackson.databind.ObjectReader;
import com.fasterxml.jackson.dataformat.csv.CsvMapper;
import com.fasterxml.jackson.dataformat.csv.CsvParser;
import com.fasterxml.jackson.dataformat.csv.CsvSchema;
import io.mailroom.api.Contact;
import java.io.IOException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** An exported CSV read back with Jackson, and what it must hold: what the tests of the engine and of the command line share. */
public final class ExportedCsv {

    private ExportedCsv() {
    }

    /** The fourteen fields of each contact by their spec names, as an export must write them. */
    public static List<Map<String, String>> fields(List<Contact> contacts) {
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
    public static Csv read(String text, char delimiter) throws IOException {
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

    public record Csv(List<String> header, List<Map<String, String>> rows) {
    }

}
