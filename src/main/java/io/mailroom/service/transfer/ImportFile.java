package io.mailroom.service.transfer;

import com.fasterxml.jackson.core.JacksonException;
import com.fasterxml.jackson.databind.MappingIterator;
import com.fasterxml.jackson.databind.ObjectReader;
import com.fasterxml.jackson.dataformat.csv.CsvMapper;
import com.fasterxml.jackson.dataformat.csv.CsvParser;
import com.fasterxml.jackson.dataformat.csv.CsvSchema;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.Reader;
import java.io.StringReader;
import java.io.UncheckedIOException;
import java.nio.charset.Charset;
import java.nio.charset.CodingErrorAction;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Iterator;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.NoSuchElementException;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;

/**
 * A CSV file to import (docs/import.md, "Reading"): its encoding and delimiter, found or chosen, its
 * header row, and its rows read one at a time through Jackson's CSV module, so that a file of any
 * length is never held whole. Quoted cells may hold delimiters, quotes and line breaks.
 */
public final class ImportFile {

    /** The delimiters Mailroom finds by itself: comma, semicolon (Excel in much of Europe), tab. */
    public static final List<Character> DELIMITERS = List.of(',', ';', '\t');
    /** How much of the file's beginning is read to find its delimiter. */
    private static final int SAMPLE_CHARS = 64 * 1024;
    private static final int SAMPLE_ROWS = 20;
    private static final CsvMapper CSV = CsvMapper.builder().enable(CsvParser.Feature.WRAP_AS_ARRAY).build();

    private final Path path;
    private final FileEncoding encoding;
    private final char delimiter;
    private final boolean delimiterChosen;
    private final List<String> headers;

    private ImportFile(Path path, FileEncoding encoding, char delimiter, boolean delimiterChosen, List<String> headers) {
        this.path = path;
        this.encoding = encoding;
        this.delimiter = delimiter;
        this.delimiterChosen = delimiterChosen;
        this.headers = List.copyOf(headers);
    }

    /**
     * Opens {@code path}: the encoding is the one given, or found ({@link FileEncoding#detect}); the
     * delimiter is the one given, or the one of {@link #DELIMITERS} that splits the first rows best
     * ({@link #detectDelimiter}).
     *
     * @throws ImportFileException when the file has no header row, or is no CSV in it
     */
    public static ImportFile open(Path path, Optional<Charset> charset, Optional<Character> delimiter) throws IOException {
        Objects.requireNonNull(path, "path");
        FileEncoding encoding = charset.isPresent() ? FileEncoding.chosen(path, charset.get()) : FileEncoding.detect(path);
        char chosen = delimiter.isPresent() ? delimiter.get() : detectDelimiter(sample(path, encoding));
        ImportFile file = new ImportFile(path, encoding, chosen, delimiter.isPresent(), List.of());
        List<String> headers;
        try (Rows rows = file.readAll()) {
            if (!rows.hasNext()) {
                throw new ImportFileException(path, ImportFileException.Reason.NO_HEADER_ROW);
            }
            headers = rows.next().cells().stream().map(String::strip).toList();
        }
        return new ImportFile(path, encoding, chosen, delimiter.isPresent(), headers);
    }

    public Path path() {
        return path;
    }

    public FileEncoding encoding() {
        return encoding;
    }

    public char delimiter() {
        return delimiter;
    }

    /** Whether the person chose the delimiter rather than Mailroom finding it. */
    public boolean delimiterChosen() {
        return delimiterChosen;
    }

    /** The header row's cells, stripped of the spaces around them. */
    public List<String> headers() {
        return headers;
    }

    /** The rows after the header, read as they are asked for; blank rows are left out. Close it. */
    public Rows rows() throws IOException {
        Rows rows = readAll();
        if (rows.hasNext()) {
            rows.next();
        }
        return rows;
    }

    /**
     * A few values of each column, to show beside its header while the person maps it: for each
     * column, up to {@code perColumn} of its first distinct non-blank cells among the first
     * {@code rowsRead} rows, stripped of the spaces around them.
     */
    public List<List<String>> samples(int perColumn, int rowsRead) throws IOException {
        List<Set<String>> found = new ArrayList<>();
        for (int i = 0; i < headers.size(); i++) {
            found.add(new LinkedHashSet<>());
        }
        try (Rows rows = rows()) {
            for (int read = 0; read < rowsRead && rows.hasNext(); read++) {
                FileRow row = rows.next();
                for (int column = 0; column < headers.size(); column++) {
                    String cell = row.cell(column).strip();
                    if (!cell.isEmpty() && found.get(column).size() < perColumn) {
                        found.get(column).add(cell);
                    }
                }
            }
        }
        return found.stream().map(List::copyOf).toList();
    }

    private Rows readAll() throws IOException {
        InputStream in = Files.newInputStream(path);
        try {
            in.skipNBytes(encoding.bomLength());
            // Text that is not of the encoding reads as U+FFFD rather than stopping the file: the preview shows it.
            Reader reader = new BufferedReader(new InputStreamReader(in, encoding.charset().newDecoder()
                    .onMalformedInput(CodingErrorAction.REPLACE).onUnmappableCharacter(CodingErrorAction.REPLACE)), 64 * 1024);
            return new Rows(path, reader(delimiter).readValues(reader));
        } catch (IOException | RuntimeException e) {
            in.close();
            throw e;
        }
    }

    private static ObjectReader reader(char delimiter) {
        return CSV.readerFor(String[].class).with(CsvSchema.emptySchema().withColumnSeparator(delimiter));
    }

    /**
     * The rows of a file, one at a time. A file that stops being CSV (a quote never closed) ends
     * with {@link ImportFileException} of {@link ImportFileException.Reason#NOT_CSV} at the line of
     * the row that could not be read; a file that cannot be read, with {@link UncheckedIOException}.
     */
    public static final class Rows implements Iterator<FileRow>, AutoCloseable {

        private final Path path;
        private final MappingIterator<String[]> iterator;
        private FileRow next;

        private Rows(Path path, MappingIterator<String[]> iterator) {
            this.path = path;
            this.iterator = iterator;
        }

        @Override
        public boolean hasNext() {
            long line = 0;
            try {
                while (next == null) {
                    // Where the parser stands before a row is the line the row begins on.
                    line = iterator.getParser().currentLocation().getLineNr();
                    if (!iterator.hasNextValue()) {
                        return false;
                    }
                    FileRow row = new FileRow(line, Arrays.asList(iterator.nextValue()));
                    if (!row.isBlank()) {
                        next = row;
                    }
                }
                return true;
            } catch (JacksonException notCsv) {
                throw new ImportFileException(path, ImportFileException.Reason.NOT_CSV, line);
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }

        @Override
        public FileRow next() {
            if (!hasNext()) {
                throw new NoSuchElementException();
            }
            FileRow row = next;
            next = null;
            return row;
        }

        @Override
        public void close() throws IOException {
            iterator.close();
        }
    }

    private static String sample(Path path, FileEncoding encoding) throws IOException {
        try (InputStream in = Files.newInputStream(path)) {
            in.skipNBytes(encoding.bomLength());
            Reader reader = new InputStreamReader(in, encoding.charset().newDecoder()
                    .onMalformedInput(CodingErrorAction.REPLACE).onUnmappableCharacter(CodingErrorAction.REPLACE));
            char[] buffer = new char[SAMPLE_CHARS];
            int length = reader.read(buffer, 0, SAMPLE_CHARS);
            return length <= 0 ? "" : new String(buffer, 0, length);
        }
    }

    /**
     * The delimiter that splits the sample's header row into more than one column and no later row
     * into more than the header has (a delimiter met outside quotes in the values is not the file's);
     * of those, the one by which the most rows are as wide as the header, then the one that gives the
     * most columns. A comma when none does (a file of one column). Rows may be shorter than the
     * header: a spreadsheet written by hand leaves out empty cells at the end.
     */
    static char detectDelimiter(String sample) {
        // The sample may end inside a row: only whole lines before its last line break are read.
        int end = Math.max(sample.lastIndexOf('\n'), 0);
        String whole = end == 0 ? sample : sample.substring(0, end);
        char best = ',';
        long bestRows = 0;
        int bestColumns = 1;
        for (char candidate : DELIMITERS) {
            List<Integer> widths = widths(whole, candidate);
            if (widths.isEmpty()) {
                continue;
            }
            int columns = widths.getFirst();
            if (columns < 2 || widths.stream().anyMatch(width -> width > columns)) {
                continue;
            }
            long asWide = widths.stream().filter(width -> width == columns).count();
            if (asWide > bestRows || (asWide == bestRows && columns > bestColumns)) {
                best = candidate;
                bestRows = asWide;
                bestColumns = columns;
            }
        }
        return best;
    }

    /** How many cells each of the sample's first rows has with {@code delimiter}, blank rows left out; none when it is no CSV with it. */
    private static List<Integer> widths(String text, char delimiter) {
        List<Integer> widths = new ArrayList<>();
        try (MappingIterator<String[]> rows = reader(delimiter).readValues(new StringReader(text))) {
            while (widths.size() < SAMPLE_ROWS && rows.hasNextValue()) {
                String[] row = rows.nextValue();
                if (Arrays.stream(row).anyMatch(cell -> !cell.isBlank())) {
                    widths.add(row.length);
                }
            }
        } catch (IOException | RuntimeException notCsv) {
            return List.of();
        }
        return widths;
    }
}
