package io.mailroom.service.transfer;

import io.mailroom.api.Contact;
import io.mailroom.service.TemporaryFiles;
import io.mailroom.service.localcopy.ContactQueries;
import io.mailroom.service.localcopy.ReadStop;
import io.mailroom.service.localcopy.ReadStoppedException;
import java.io.BufferedWriter;
import java.io.IOException;
import java.io.OutputStreamWriter;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.List;

/**
 * One export of contacts to CSV (docs/contacts.md, "Export"; docs/decisions/055-export-csv-not-xlsx.md):
 * a query's contacts read from the local copy a chunk at a time, in one consistent read, and
 * written as they come; or contacts in hand. A file is written beside its target under a temporary
 * name and renamed over it once whole, so a failure or a cancel never leaves half a file under the
 * chosen name, and a file there before stays as it was until the new one replaces it. Blocking:
 * run it in the background; {@link #cancel} from any thread.
 */
public final class ContactExport {

    /** Contacts read and written at a time: a chunk's contacts are all that is held. */
    static final int CHUNK = 1_000;

    private final ReadStop stop = new ReadStop();
    private volatile boolean cancelled;

    /** One export an instance: its cancel ends it for good. */
    public ContactExport() {
    }

    /**
     * Writes the contacts to {@code target}, UTF-8 (with a byte order mark if {@code options} say
     * so), replacing the file there only once the export is whole.
     *
     * @return how many contacts were written
     * @throws ExportCancelledException when {@link #cancel} came first
     */
    public long toFile(ExportSource source, Path target, ExportOptions options, ExportProgress progress) throws IOException {
        Path absolute = target.toAbsolutePath();
        TemporaryFiles.removeStaleBeside(absolute);
        Path temporary = TemporaryFiles.besideAsDocument(absolute);
        try {
            long written;
            try (Writer out = new BufferedWriter(new OutputStreamWriter(Files.newOutputStream(temporary), StandardCharsets.UTF_8))) {
                if (options.byteOrderMark()) {
                    out.write('\uFEFF');
                }
                written = write(source, out, options.delimiter(), progress);
            }
            checkCancelled();
            Files.move(temporary, absolute, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
            return written;
        } finally {
            Files.deleteIfExists(temporary);
        }
    }

    /**
     * Writes the contacts to {@code out} as text, leaving it open: what the command line prints when
     * no file is named. No byte order mark: that belongs to a file's bytes, not to text a terminal or a pipe reads.
     *
     * @return how many contacts were written
     */
    public long toWriter(ExportSource source, Writer out, ExportDelimiter delimiter, ExportProgress progress) throws IOException {
        return write(source, out, delimiter, progress);
    }

    /** Stops the export: the read of the copy at once, the writing before its next chunk. */
    public void cancel() {
        cancelled = true;
        stop.stop();
    }

    private long write(ExportSource source, Writer out, ExportDelimiter delimiter, ExportProgress progress) throws IOException {
        try (ContactCsvWriter csv = new ContactCsvWriter(out, delimiter)) {
            return switch (source) {
                case ExportSource.Matching matching -> writeMatching(matching, csv, progress);
                case ExportSource.Given given -> writeGiven(given.contacts(), csv, progress);
            };
        } catch (ReadStoppedException e) {
            throw new ExportCancelledException(e);
        }
    }

    private long writeMatching(ExportSource.Matching matching, ContactCsvWriter csv, ExportProgress progress) throws IOException {
        long[] total = {0};
        long[] written = {0};
        matching.from().stoppedBy(stop).forEachMatch(matching.query(), CHUNK, new ContactQueries.MatchSink() {
            @Override
            public void counted(long count) {
                total[0] = count;
                progress.progress(0, count);
            }

            @Override
            public void take(List<Contact> chunk) throws IOException {
                checkCancelled();
                csv.write(chunk);
                written[0] += chunk.size();
                progress.progress(written[0], total[0]);
            }
        });
        return written[0];
    }

    private long writeGiven(List<Contact> contacts, ContactCsvWriter csv, ExportProgress progress) throws IOException {
        progress.progress(0, contacts.size());
        for (int from = 0; from < contacts.size(); from += CHUNK) {
            checkCancelled();
            int to = Math.min(contacts.size(), from + CHUNK);
            csv.write(contacts.subList(from, to));
            progress.progress(to, contacts.size());
        }
        return contacts.size();
    }

    private void checkCancelled() {
        if (cancelled) {
            throw new ExportCancelledException(null);
        }
    }
}
