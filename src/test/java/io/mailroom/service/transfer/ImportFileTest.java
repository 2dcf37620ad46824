package io.mailroom.service.transfer;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.nio.charset.Charset;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** Reading an import file: encodings, delimiters, quoted line breaks and the physical line of each row. */
class ImportFileTest {

    @TempDir
    Path folder;

    private Path write(String name, byte[] bytes) throws IOException {
        Path file = folder.resolve(name);
        Files.write(file, bytes);
        return file;
    }

    private Path write(String name, String text, Charset charset) throws IOException {
        return write(name, text.getBytes(charset));
    }

    private static byte[] concat(byte[] first, byte[] second) {
        byte[] all = new byte[first.length + second.length];
        System.arraycopy(first, 0, all, 0, first.length);
        System.arraycopy(second, 0, all, first.length, second.length);
        return all;
    }

    static List<FileRow> rows(ImportFile file) throws IOException {
        List<FileRow> rows = new ArrayList<>();
        try (ImportFile.Rows read = file.rows()) {
            read.forEachRemaining(rows::add);
        }
        return rows;
    }

    private static ImportFile open(Path file) throws IOException {
        return ImportFile.open(file, Optional.empty(), Optional.empty());
    }

    @ParameterizedTest
    @ValueSource(strings = {",", ";", "\t"})
    void eachDelimiterIsFoundByItselfAndTheOthersStayInsideCells(String delimiter) throws IOException {
        // Each row holds the two other delimiters in a cell, quoted or not, so that only the right one splits evenly.
        String others = String.join("", List.of(",", ";", "\t").stream().filter(d -> !d.equals(delimiter)).toList());
        String text = String.join(delimiter, "email", "name", "company") + "\n"
                + String.join(delimiter, "ada@example.com", "\"Ada" + others + "L\"", "Engines") + "\n"
                + String.join(delimiter, "grace@example.com", "Grace", "\"Navy" + others + "\"") + "\n";

        ImportFile file = open(write("file.csv", text, StandardCharsets.UTF_8));

        assertThat(file.delimiter()).isEqualTo(delimiter.charAt(0));
        assertThat(file.delimiterChosen()).isFalse();
        assertThat(file.headers()).containsExactly("email", "name", "company");
        assertThat(rows(file)).extracting(FileRow::cells).containsExactly(
                List.of("ada@example.com", "Ada" + others + "L", "Engines"),
                List.of("grace@example.com", "Grace", "Navy" + others));
    }

    @Test
    void samplesAreEachColumnsFirstDistinctValuesBlankCellsAndShortRowsLeftOut() throws IOException {
        String text = "email;name;vip\n"
                + "ada@example.com; Ada ;\n"
                + "grace@example.com;Ada;2\n"
                + "linus@example.com\n"
                + "zoe@example.com;Zoë;3\n"
                + "tim@example.com;Tim;4\n";

        ImportFile file = open(write("file.csv", text, StandardCharsets.UTF_8));

        assertThat(file.samples(2, 100)).containsExactly(
                List.of("ada@example.com", "grace@example.com"), List.of("Ada", "Zoë"), List.of("2", "3"));
        assertThat(file.samples(3, 2)).as("two rows read at most").containsExactly(
                List.of("ada@example.com", "grace@example.com"), List.of("Ada"), List.of("2"));
    }

    @Test
    void rowsShorterThanTheHeaderAndADelimiterInAHeaderDoNotMisleadTheDetection() {
        assertThat(ImportFile.detectDelimiter("E-Mail;Vorname;Notiz\nada@example.com;Ada\nzoe@example.com;Zoë;x\n")).isEqualTo(';');
        assertThat(ImportFile.detectDelimiter("Name, first;email\nAda;ada@example.com\n")).isEqualTo(';');
        assertThat(ImportFile.detectDelimiter("email,notes\nada@example.com,a;b;c;d\n")).isEqualTo(',');
        assertThat(ImportFile.detectDelimiter("email\nada@example.com\n")).isEqualTo(',');
    }

    @Test
    void aChosenDelimiterIsUsedEvenWhenAnotherSplitsMore() throws IOException {
        Path path = write("file.csv", "email;name,first\nada@example.com;Ada,L\n", StandardCharsets.UTF_8);

        assertThat(open(path).delimiter()).isEqualTo(',');
        ImportFile chosen = ImportFile.open(path, Optional.empty(), Optional.of(';'));
        assertThat(chosen.delimiterChosen()).isTrue();
        assertThat(chosen.headers()).containsExactly("email", "name,first");
        assertThat(rows(chosen)).extracting(FileRow::cells).containsExactly(List.of("ada@example.com", "Ada,L"));
    }

    @Test
    void quotedLineBreaksAndBlankLinesCountInTheLineOfEachRow() throws IOException {
        String text = "email,notes\r\n"
                + "ada@example.com,\"first line\r\nsecond line\nthird\"\r\n"
                + "\r\n"
                + "grace@example.com,\"he said \"\"hi\"\"\"\r\n"
                + ",\n"
                + "linus@example.com,\n";

        List<FileRow> rows = rows(open(write("file.csv", text, StandardCharsets.UTF_8)));

        assertThat(rows).extracting(FileRow::line).containsExactly(2L, 6L, 8L);
        assertThat(rows.get(0).cells()).containsExactly("ada@example.com", "first line\r\nsecond line\nthird");
        assertThat(rows.get(1).cells()).containsExactly("grace@example.com", "he said \"hi\"");
    }

    @Test
    void utf8WithAByteOrderMarkKeepsItOutOfTheFirstHeader() throws IOException {
        ImportFile file = open(write("file.csv", concat(new byte[] {(byte) 0xEF, (byte) 0xBB, (byte) 0xBF},
                "email;Prénom\nzoe@example.com;Zoë\n".getBytes(StandardCharsets.UTF_8))));

        assertThat(file.encoding().charset()).isEqualTo(StandardCharsets.UTF_8);
        assertThat(file.encoding().how()).isEqualTo(FileEncoding.How.BYTE_ORDER_MARK);
        assertThat(file.headers()).containsExactly("email", "Prénom");
        assertThat(rows(file).getFirst().cells()).containsExactly("zoe@example.com", "Zoë");
    }

    @Test
    void utf8WithoutAByteOrderMarkIsFoundValid() throws IOException {
        ImportFile file = open(write("file.csv", "email,Prénom\nzoe@example.com,Zoë\n", StandardCharsets.UTF_8));

        assertThat(file.encoding()).isEqualTo(new FileEncoding(StandardCharsets.UTF_8, 0, FileEncoding.How.VALID_UTF8, 0));
        assertThat(rows(file).getFirst().cells()).containsExactly("zoe@example.com", "Zoë");
    }

    @ParameterizedTest
    @ValueSource(strings = {"UTF-16LE", "UTF-16BE"})
    void utf16WithAByteOrderMarkIsRead(String name) throws IOException {
        Charset charset = Charset.forName(name);
        // What "Unicode text" in Excel writes: a mark, then tab-separated UTF-16.
        ImportFile file = open(write("file.txt", ("\uFEFFemail\tVorname\nzoe@example.com\tZoë\n").getBytes(charset)));

        assertThat(file.encoding().charset()).isEqualTo(charset);
        assertThat(file.encoding().bomLength()).isEqualTo(2);
        assertThat(file.delimiter()).isEqualTo('\t');
        assertThat(file.headers()).containsExactly("email", "Vorname");
        assertThat(rows(file).getFirst().cells()).containsExactly("zoe@example.com", "Zoë");
    }

    @Test
    void bytesThatAreNotUtf8AreReadAsWindows1252AndWhereIsSaid() throws IOException {
        // The only byte that is not UTF-8 comes after the first 100,000 bytes: the whole file is checked.
        StringBuilder text = new StringBuilder("email;Nachname\n");
        int row = 0;
        while (text.length() < 100_000) {
            text.append("person").append(row++).append("@example.com;Name\n");
        }
        int before = text.length();
        text.append("zoe@example.com;Müller – 5 €\n");

        ImportFile file = open(write("file.csv", text.toString(), FileEncoding.WINDOWS_1252));

        assertThat(file.encoding().charset()).isEqualTo(FileEncoding.WINDOWS_1252);
        assertThat(file.encoding().how()).isEqualTo(FileEncoding.How.NOT_UTF8);
        assertThat(file.encoding().firstBadByte()).isEqualTo(before + "zoe@example.com;M".length() + 1L);
        assertThat(rows(file).getLast().cells()).containsExactly("zoe@example.com", "Müller – 5 €");
    }

    @Test
    void aChosenEncodingIsUsedAsChosen() throws IOException {
        Path path = write("file.csv", "\uFEFFemail,name\nzoe@example.com,Zoë\n", StandardCharsets.UTF_8);

        ImportFile asUtf8 = ImportFile.open(path, Optional.of(StandardCharsets.UTF_8), Optional.empty());
        ImportFile as1252 = ImportFile.open(path, Optional.of(FileEncoding.WINDOWS_1252), Optional.empty());

        assertThat(asUtf8.encoding().how()).isEqualTo(FileEncoding.How.CHOSEN);
        assertThat(asUtf8.headers()).containsExactly("email", "name");
        assertThat(rows(as1252).getFirst().cells()).containsExactly("zoe@example.com", "ZoÃ«");
    }

    @Test
    void aQuoteNeverClosedStopsTheFileAtTheLineOfItsRow() throws IOException {
        ImportFile file = open(write("file.csv", "email,name\nada@example.com,Ada\ngrace@example.com,\"Grace\nHopper\n", StandardCharsets.UTF_8));

        assertThatThrownBy(() -> rows(file)).isInstanceOfSatisfying(ImportFileException.class, e -> {
            assertThat(e.reason()).isEqualTo(ImportFileException.Reason.NOT_CSV);
            assertThat(e.line()).isEqualTo(3);
        });
    }

    @Test
    void anEmptyFileHasNoHeaderRow() throws IOException {
        Path empty = write("empty.csv", "\n\n", StandardCharsets.UTF_8);

        assertThatThrownBy(() -> open(empty)).isInstanceOfSatisfying(ImportFileException.class,
                e -> assertThat(e.reason()).isEqualTo(ImportFileException.Reason.NO_HEADER_ROW));
    }

    @Test
    void aFileOfOneColumnIsReadWithACommaAndShortRowsReadEmptyCells() throws IOException {
        ImportFile file = open(write("one.csv", "email\nada@example.com\n", StandardCharsets.UTF_8));

        assertThat(file.delimiter()).isEqualTo(',');
        FileRow row = rows(file).getFirst();
        assertThat(row.cell(0)).isEqualTo("ada@example.com");
        assertThat(row.cell(3)).isEmpty();
    }
}
