package io.mailroom.service.transfer;

import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.databind.SequenceWriter;
import com.fasterxml.jackson.dataformat.csv.CsvMapper;
import com.fasterxml.jackson.dataformat.csv.CsvSchema;
import io.mailroom.api.Contact;
import io.mailroom.service.localcopy.ContactField;
import java.io.Closeable;
import java.io.IOException;
import java.io.Writer;
import java.util.Arrays;
import java.util.List;

/**
 * The one way Mailroom writes contacts as CSV (the export, {@code contacts list --csv}, {@code
 * contacts find --csv}): a header row of the fourteen fields' spec names in {@link ContactField}'s
 * order, then a row a contact, each value as the service sent it. Fields the spec does not name
 * have no column (docs/decisions/017-unnamed-fields-kept.md). Quoting is Jackson's: a value holding
 * the delimiter, a quote or a line break is quoted, its quotes doubled. Rows are written as they
 * come, so any number of them takes no more memory than one.
 */
public final class ContactCsvWriter implements Closeable {

    /** Contacts are written as the service's JSON names them; the schema keeps the fourteen. */
    private static final CsvMapper MAPPER = new CsvMapper();

    private final SequenceWriter rows;

    /** Writes the header row at once; closing this flushes what it wrote and leaves {@code out} open. */
    public ContactCsvWriter(Writer out, ExportDelimiter delimiter) throws IOException {
        CsvSchema.Builder columns = CsvSchema.builder();
        Arrays.stream(ContactField.values()).map(ContactField::specName).forEach(columns::addColumn);
        CsvSchema schema = columns.build().withHeader().withColumnSeparator(delimiter.character());
        this.rows = MAPPER.writer(schema).with(JsonGenerator.Feature.IGNORE_UNKNOWN)
                .without(JsonGenerator.Feature.AUTO_CLOSE_TARGET).writeValues(out);
    }

    public void write(List<Contact> contacts) throws IOException {
        rows.writeAll(contacts);
    }

    public void flush() throws IOException {
        rows.flush();
    }

    @Override
    public void close() throws IOException {
        rows.close();
    }
}
