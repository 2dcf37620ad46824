package io.mailroom.service.transfer;

import com.fasterxml.jackson.databind.SequenceWriter;
import com.fasterxml.jackson.dataformat.csv.CsvMapper;
import com.fasterxml.jackson.dataformat.csv.CsvSchema;
import io.mailroom.service.LocalFiles;
import io.mailroom.service.TemporaryFiles;
import java.io.BufferedWriter;
import java.io.IOException;
import java.io.OutputStream;
import java.io.OutputStreamWriter;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;

/**
 * The rejected rows of an import, written as they are found (docs/import.md, "The rejects file"): the
 * file's own header and cells, in its delimiter, plus a last column with the reason, so that the rows
 * can be fixed and the file imported again (the reason column maps to nothing). UTF-8 with a byte order
 * mark, so that Excel shows accents. Written to a temporary file beside the target and moved over it
 * by {@link #commit()}: a preview that fails leaves no half file under the name.
 */
public final class RejectsFile implements ImportListener, AutoCloseable {

    /** The header of the reason column. */
    public static final String REASON_HEADER = "Rejected because";

    private static final byte[] BOM = {(byte) 0xEF, (byte) 0xBB, (byte) 0xBF};

    private final Path target;
    private final Path temporary;
    private final int width;
    private final Function<RejectedRow, String> words;
    private final SequenceWriter writer;
    private boolean committed;

    private RejectsFile(Path target, Path temporary, int width, Function<RejectedRow, String> words, SequenceWriter writer) {
        this.target = target;
        this.temporary = temporary;
        this.width = width;
        this.words = words;
        this.writer = writer;
    }

    /**
     * Begins the rejects file of {@code file} at {@code target}; {@code words} says a reason in the
     * person's language ({@link RejectedRow#english()} on the command line).
     */
    public static RejectsFile begin(Path target, ImportFile file, Function<RejectedRow, String> words) throws IOException {
        Path absolute = target.toAbsolutePath();
        Files.createDirectories(absolute.getParent());
        TemporaryFiles.removeStaleBeside(absolute);
        Path temporary = TemporaryFiles.besideAsDocument(absolute);
        OutputStream out = null;
        try {
            out = Files.newOutputStream(temporary);
            out.write(BOM);
            BufferedWriter text = new BufferedWriter(new OutputStreamWriter(out, StandardCharsets.UTF_8));
            SequenceWriter writer = new CsvMapper().writerFor(String[].class)
                    .with(CsvSchema.emptySchema().withColumnSeparator(file.delimiter()).withLineSeparator("\r\n"))
                    .writeValues(text);
            RejectsFile rejects = new RejectsFile(absolute, temporary, file.headers().size(), words, writer);
            List<String> header = new ArrayList<>(file.headers());
            header.add(REASON_HEADER);
            writer.write(header.toArray(String[]::new));
            return rejects;
        } catch (IOException | RuntimeException e) {
            if (out != null) {
                // Closed before it is deleted: Windows deletes no file still open.
                try {
                    out.close();
                } catch (IOException closing) {
                    e.addSuppressed(closing);
                }
            }
            LocalFiles.deleteQuietly(temporary);
            throw e;
        }
    }

    @Override
    public void rejected(RejectedRow row) {
        List<String> cells = new ArrayList<>(row.cells());
        while (cells.size() < width) {
            cells.add("");
        }
        cells.add(words.apply(row));
        try {
            writer.write(cells.toArray(String[]::new));
        } catch (IOException e) {
            throw new WriteFailedException(e);
        }
    }

    /** The rejects file could not be written: told apart from a failure to read the file imported. */
    public static final class WriteFailedException extends UncheckedIOException {

        WriteFailedException(IOException cause) {
            super(cause);
        }
    }

    /** Finishes the file and moves it to its name. */
    public Path commit() throws IOException {
        writer.close();
        Files.move(temporary, target, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
        committed = true;
        return target;
    }

    /** Drops the file unless it was committed. */
    @Override
    public void close() {
        if (!committed) {
            try {
                writer.close();
            } catch (IOException e) {
                // The file is dropped: what could not be written to it no longer matters.
            }
            LocalFiles.deleteQuietly(temporary);
        }
    }
}
