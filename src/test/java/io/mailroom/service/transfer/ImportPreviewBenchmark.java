package io.mailroom.service.transfer;

import com.fasterxml.jackson.databind.SequenceWriter;
import com.fasterxml.jackson.dataformat.csv.CsvMapper;
import com.fasterxml.jackson.dataformat.csv.CsvSchema;
import io.mailroom.api.Contact;
import io.mailroom.api.ContactStatus;
import io.mailroom.api.VipLevel;
import io.mailroom.bench.LoadAverage;
import io.mailroom.service.localcopy.CompletedSweeps;
import io.mailroom.service.localcopy.ContactCopy;
import io.mailroom.service.localcopy.ContactQueries;
import io.mailroom.service.localcopy.LocalCopies;
import java.io.BufferedWriter;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Instant;
import java.util.AbstractList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicLong;
import java.util.stream.Stream;

/**
 * Reading and previewing a CSV file of 100,000 rows (docs/import.md) against a local copy of 100,000
 * contacts: a third of the rows unchanged, a third updates, a third new, and 2.7 % rejected (1 %
 * invalid addresses, 1 % ambiguous birthdays, 0.7 % duplicates of an earlier row). Times the reading alone (every row, no comparison)
 * and the whole preview, three rounds each, and the peak of the heap in use while previewing (sampled
 * every millisecond from a collected heap, garbage included: an upper bound). The copy is filled
 * first, then the preview runs in a process of its own with a heap of 64 MiB, which holds neither
 * the file nor the list: that it finishes at all says the file is streamed.
 */
public final class ImportPreviewBenchmark {

    private static final String APP = "newsletter";
    private static final int CONTACTS = 100_000;
    private static final int ROWS = 100_000;
    private static final int ROUNDS = 3;
    /** The heap of the process that previews. */
    private static final String PREVIEW_HEAP = "-Xmx64m";

    private ImportPreviewBenchmark() {
    }

    /** Without arguments: fills a copy, writes the file, and previews it in a child process; with the data directory, that child. */
    public static void main(String[] args) throws IOException, InterruptedException {
        if (args.length == 1) {
            preview(Path.of(args[0]));
            return;
        }
        Path data = Files.createTempDirectory("mailroom-import-bench");
        try {
            prepare(data);
            Process child = new ProcessBuilder(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                    "--enable-native-access=ALL-UNNAMED", PREVIEW_HEAP, "-cp", System.getProperty("java.class.path"),
                    ImportPreviewBenchmark.class.getName(), data.toString()).inheritIO().start();
            if (child.waitFor() != 0) {
                System.exit(1);
            }
        } finally {
            try (Stream<Path> files = Files.walk(data)) {
                files.sorted(Comparator.reverseOrder()).forEach(path -> path.toFile().delete());
            }
        }
    }

    /** The copy's contacts, made as they are asked for, so that the list is never held. */
    private static List<Contact> contacts() {
        return new AbstractList<>() {
            @Override
            public Contact get(int i) {
                return new Contact("person" + i + "@example.com", i % 10 == 0 ? ContactStatus.Unsubscribed : ContactStatus.Confirmed,
                        i % 2 == 0 ? "de" : "en", "First" + i, "Last" + i, "+49 30 " + (1_000_000 + i), String.format(Locale.ROOT, "%02d/%02d", 1 + i % 28, 1 + i % 12),
                        "Company " + (i % 500), VipLevel.of(i % 5), String.valueOf(i % 1000), "2025-01-01 10:00:00", "api", "", "");
            }

            @Override
            public int size() {
                return CONTACTS;
            }
        };
    }

    /**
     * The file: rows 0..66,666 are contacts of the copy (every other one changed), the rest new; of
     * each hundred rows, one has an invalid address, one an ambiguous birthday and one (among the
     * contacts of the copy) the address of the row before it; every seventh a note of two lines.
     */
    private static Path writeFile(Path folder) throws IOException {
        Path file = folder.resolve("contacts.csv");
        try (BufferedWriter text = Files.newBufferedWriter(file, StandardCharsets.UTF_8);
             SequenceWriter writer = new CsvMapper().writerFor(String[].class)
                     .with(CsvSchema.emptySchema().withColumnSeparator(';').withLineSeparator("\r\n")).writeValues(text)) {
            writer.write(new String[] {"E-Mail", "Status", "Vorname", "Nachname", "Telefon", "Geburtstag", "Firma", "VIP", "Notiz"});
            for (int i = 0; i < ROWS; i++) {
                boolean existing = i < ROWS * 2 / 3;
                String address = existing ? "person" + i + "@example.com" : "new" + i + "@example.org";
                String birthday = String.format(Locale.ROOT, "%02d/%02d", 1 + i % 28, 1 + i % 12);
                switch (i % 100) {
                    case 17 -> address = "not an address " + i;
                    case 53 -> birthday = "03/04/1990";
                    case 91 -> address = "person" + (i - 1) + "@example.com";
                    default -> {
                    }
                }
                String first = existing && i % 2 == 1 ? "Changed" + i : "First" + i;
                writer.write(new String[] {address, i % 10 == 0 ? "Unsubscribed" : "Confirmed", first, "Last" + i,
                    "+49 30 " + (1_000_000 + i), birthday, "Company " + (i % 500), String.valueOf(i % 5),
                    i % 7 == 0 ? "eine Notiz; mit \"Anführungszeichen\"\nund zwei Zeilen" : ""});
            }
        }
        return file;
    }

    private static void prepare(Path data) throws IOException {
        long start = System.nanoTime();
        try (ContactCopy copy = new LocalCopies(data, Clock.systemUTC()).open("bench", true)) {
            CompletedSweeps.fill(copy, APP, contacts(), Instant.now());
        }
        Path file = writeFile(data);
        System.out.printf(Locale.ROOT, "import preview benchmark: %,d rows (%,.1f MB) against %,d contacts (made in %.1f s)%n",
                ROWS, Files.size(file) / 1e6, CONTACTS, (System.nanoTime() - start) / 1e9);
    }

    private static void preview(Path data) throws IOException {
        Path file = data.resolve("contacts.csv");
        try (ContactCopy copy = new LocalCopies(data, Clock.systemUTC()).open("bench", true)) {
            System.out.printf(Locale.ROOT, "  previewing in a process whose heap is at most %d MiB; load average at start %s%n",
                    Runtime.getRuntime().maxMemory() / (1024 * 1024), LoadAverage.now());
            ImportPreviewer previewer = new ImportPreviewer(new ContactQueries(copy), APP);
            ImportChoices choices = new ImportChoices(Optional.of(ContactStatus.Confirmed), EmptyCells.KEEP);
            for (int round = 1; round <= ROUNDS; round++) {
                long readStart = System.nanoTime();
                ImportFile opened = ImportFile.open(file, Optional.empty(), Optional.empty());
                long rows = 0;
                try (ImportFile.Rows read = opened.rows()) {
                    while (read.hasNext()) {
                        read.next();
                        rows++;
                    }
                }
                double readSeconds = (System.nanoTime() - readStart) / 1e9;
                System.gc();
                HeapPeak peak = HeapPeak.start();
                long previewStart = System.nanoTime();
                ImportFile again = ImportFile.open(file, Optional.empty(), Optional.empty());
                ImportPreview preview = previewer.preview(again, ColumnMapping.suggested(again.headers()), choices, ImportListener.NONE);
                double previewSeconds = (System.nanoTime() - previewStart) / 1e9;
                long peakBytes = peak.stop();
                System.out.printf(Locale.ROOT, "  round %d: read %,d rows in %.2f s (encoding and delimiter found: %s, '%s'); "
                                + "preview in %.2f s, peak heap %.0f MiB%n", round, rows, readSeconds, again.encoding().name(),
                        again.delimiter(), previewSeconds, peakBytes / (1024.0 * 1024));
                System.out.printf(Locale.ROOT, "           create %,d, update %,d, unchanged %,d, rejected %,d %s%n", preview.creates(),
                        preview.updates(), preview.unchanged(), preview.rejected(), preview.rejectedBy());
            }
            System.out.printf(Locale.ROOT, "  load average at the end %s%n", LoadAverage.now());
        }
    }

    /** The most heap in use while it runs, as a thread sampling every millisecond sees it. */
    private static final class HeapPeak {

        private final AtomicBoolean running = new AtomicBoolean(true);
        private final AtomicLong most = new AtomicLong();
        private final Thread sampler;

        private HeapPeak() {
            sampler = Thread.ofPlatform().daemon().start(() -> {
                Runtime runtime = Runtime.getRuntime();
                while (running.get()) {
                    most.accumulateAndGet(runtime.totalMemory() - runtime.freeMemory(), Math::max);
                    try {
                        Thread.sleep(1);
                    } catch (InterruptedException e) {
                        return;
                    }
                }
            });
        }

        static HeapPeak start() {
            return new HeapPeak();
        }

        long stop() {
            running.set(false);
            try {
                sampler.join();
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
            return most.get();
        }
    }
}
