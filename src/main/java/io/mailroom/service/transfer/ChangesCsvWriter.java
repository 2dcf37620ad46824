package io.mailroom.service.transfer;

import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.databind.SequenceWriter;
import com.fasterxml.jackson.dataformat.csv.CsvMapper;
import com.fasterxml.jackson.dataformat.csv.CsvSchema;
import io.mailroom.service.localcopy.FieldChange;
import io.mailroom.service.localcopy.JournalEntry;
import java.io.Closeable;
import java.io.IOException;
import java.io.Writer;
import java.util.List;

/**
 * The change journal as CSV (docs/changes.md, "Command line"), for {@code mailroom changes --csv}:
 * a row for each field a change made different, so that a spreadsheet
 * filters by field as well as by contact, the change's own columns repeated on each of its rows.
 * A change that made no field different still has a row, its field cells empty. Times are
 * ISO-8601 in UTC; values are the text the contact held, empty for none.
 */
public final class ChangesCsvWriter implements Closeable {

    private static final List<String> HEADER = List.of("change", "at", "appId", "emailAddress", "kind", "answered", "requestId",
            "job", "undoneBy", "field", "before", "after");

    private final SequenceWriter rows;

    /** Writes the header row at once; closing this flushes what it wrote and leaves {@code out} open. */
    public ChangesCsvWriter(Writer out, ExportDelimiter delimiter) throws IOException {
        this.rows = new CsvMapper().writerFor(String[].class)
                .with(CsvSchema.emptySchema().withColumnSeparator(delimiter.character()))
                .without(JsonGenerator.Feature.AUTO_CLOSE_TARGET)
                .writeValues(out);
        rows.write(HEADER.toArray(String[]::new));
    }

    public void write(List<JournalEntry> entries) throws IOException {
        for (JournalEntry entry : entries) {
            List<FieldChange> fields = entry.fields();
            if (fields.isEmpty()) {
                rows.write(row(entry, new FieldChange("", "", "")));
            }
            for (FieldChange field : fields) {
                rows.write(row(entry, field));
            }
        }
    }

    private static String[] row(JournalEntry entry, FieldChange field) {
        return new String[] {
            String.valueOf(entry.id()), entry.at().toString(), entry.appId(), entry.address(), entry.kind().word(),
            String.valueOf(entry.answered()), entry.requestId().orElse(""), entry.jobId().orElse(""),
            entry.undoneBy().map(String::valueOf).orElse(""), field.field(), orEmpty(field.before()), orEmpty(field.after())
        };
    }

    private static String orEmpty(String text) {
        return text == null ? "" : text;
    }

    public void flush() throws IOException {
        rows.flush();
    }

    @Override
    public void close() throws IOException {
        rows.close();
    }
}
