package io.mailroom.service.transfer;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.SequenceWriter;
import com.fasterxml.jackson.dataformat.csv.CsvMapper;
import com.fasterxml.jackson.dataformat.csv.CsvSchema;
import java.io.IOException;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;

/**
 * Whatever cells a spreadsheet writes (delimiters, quotes, line breaks, accents inside them), the
 * import reads back the same cells, and numbers each row by the physical line it starts on.
 */
class ImportFilePropertiesTest {

    private static final String[] HEADERS = {"email", "name", "notes"};

    @Provide
    Arbitrary<List<List<String>>> rowsOfCells() {
        Arbitrary<String> cell = Arbitraries.strings()
                .withChars("ab Zoë,;\t\"\n\r'€")
                .ofMinLength(1).ofMaxLength(12)
                // A cell of only spaces (or only line breaks) would make a row that reads as blank.
                .filter(text -> !text.isBlank());
        return cell.list().ofSize(HEADERS.length).list().ofMinSize(1).ofMaxSize(15);
    }

    @Property(tries = 200)
    void cellsAndLinesComeBackAsWritten(@ForAll("rowsOfCells") List<List<String>> rows,
                                        @ForAll("delimiters") char delimiter) throws IOException {
        StringWriter text = new StringWriter();
        try (SequenceWriter writer = new CsvMapper().writerFor(String[].class)
                .with(CsvSchema.emptySchema().withColumnSeparator(delimiter).withLineSeparator("\n")).writeValues(text)) {
            writer.write(HEADERS);
            for (List<String> row : rows) {
                writer.write(row.toArray(String[]::new));
            }
        }
        Path file = Files.createTempFile("import-preview-property", ".csv");
        try {
            Files.writeString(file, text.toString(), StandardCharsets.UTF_8);

            List<FileRow> read = ImportFileTest.rows(ImportFile.open(file, Optional.empty(), Optional.of(delimiter)));

            assertThat(read).extracting(FileRow::cells).isEqualTo(rows);
            List<Long> lines = new ArrayList<>();
            long line = 2;
            for (List<String> row : rows) {
                lines.add(line);
                line += 1 + row.stream().mapToLong(ImportFilePropertiesTest::lineBreaks).sum();
            }
            assertThat(read).extracting(FileRow::line).isEqualTo(lines);
        } finally {
            Files.delete(file);
        }
    }

    /** CR LF is one line break, as is a CR or an LF alone. */
    private static long lineBreaks(String cell) {
        return cell.replace("\r\n", "\n").chars().filter(c -> c == '\n' || c == '\r').count();
    }

    @Provide
    Arbitrary<Character> delimiters() {
        return Arbitraries.of(',', ';', '\t');
    }
}
