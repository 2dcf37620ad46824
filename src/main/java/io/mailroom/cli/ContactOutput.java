package io.mailroom.cli;

import io.mailroom.api.Contact;
import io.mailroom.service.transfer.ContactCsvWriter;
import io.mailroom.service.transfer.ExportDelimiter;
import java.io.IOException;
import java.io.PrintWriter;
import java.util.Arrays;
import java.util.List;

/** Contacts printed for people (a table) or for spreadsheets (CSV): what 'contacts list' and 'contacts find' share. */
final class ContactOutput {

    private ContactOutput() {
    }

    /** CSV with a header row of the fourteen fields; fields beyond them have no column (--json keeps them). */
    static void csv(PrintWriter out, List<Contact> contacts) throws IOException {
        try (ContactCsvWriter csv = new ContactCsvWriter(out, ExportDelimiter.COMMA)) {
            csv.write(contacts);
        }
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
