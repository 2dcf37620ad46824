package io.mailroom.cli;

import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.databind.SequenceWriter;
import com.fasterxml.jackson.dataformat.csv.CsvMapper;
import com.fasterxml.jackson.dataformat.csv.CsvSchema;
import io.mailroom.api.Contact;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.util.Arrays;
import java.util.List;

/** Contacts printed for people (a table) or for spreadsheets (CSV): what 'contacts list' and 'contacts find' share. */
final class ContactOutput {

    /** The fields of spec 2.3, in its order. */
    private static final String[] CSV_COLUMNS = {"emailAddress", "status", "language", "firstName", "lastName",
        "phoneNumber", "birthday", "company", "vipLevel", "amount", "registerDate", "source",
        "subscriptionExpireTime", "lastActiveTime"};

    private ContactOutput() {
    }

    /** CSV with a header row of the fourteen fields; fields beyond them have no column (--json keeps them). */
    static void csv(PrintWriter out, List<Contact> contacts) throws IOException {
        CsvSchema.Builder columns = CsvSchema.builder();
        Arrays.stream(CSV_COLUMNS).forEach(columns::addColumn);
        CsvSchema schema = columns.build().withHeader();
        StringWriter text = new StringWriter();
        try (SequenceWriter writer = new CsvMapper().writer(schema).with(JsonGenerator.Feature.IGNORE_UNKNOWN).writeValues(text)) {
            writer.writeAll(contacts);
        }
        out.print(text);
    }

    /** A table of the fields people look at first. */
    static void table(PrintWriter out, List<Contact> contacts) {
        TextTable table = new TextTable(List.of("EMAIL", "STATUS", "FIRST NAME", "LAST NAME", "COMPANY", "LANG", "VIP", "BIRTHDAY"));
        for (Contact c : contacts) {
            table.add(Arrays.asList(c.emailAddress(), c.statusText(),
                    c.firstName(), c.lastName(), c.company(), c.language(),
                    c.vipLevel() == null ? "" : c.vipLevel().text(), c.birthday()));
        }
        table.print(out);
    }
}
