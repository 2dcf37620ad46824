package io.mailroom.service.transfer;

import io.mailroom.api.Contact;
import io.mailroom.bench.LoadAverage;
import io.mailroom.sandbox.SandboxServer;
import io.mailroom.sandbox.SeededContacts;
import io.mailroom.service.localcopy.CompletedSweeps;
import io.mailroom.service.localcopy.ContactCopy;
import io.mailroom.service.localcopy.ContactField;
import io.mailroom.service.localcopy.ContactQueries;
import io.mailroom.service.localcopy.ContactQuery;
import io.mailroom.service.localcopy.Filter;
import io.mailroom.service.localcopy.LocalCopies;
import io.mailroom.service.localcopy.Sort;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Instant;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.locks.LockSupport;
import java.util.stream.Stream;

/**
 * Export of 100,000 contacts from the local copy (beside 66,667 of two other applications in the
 * same file, as ContactQueriesBenchmark fills it) to a CSV file: the time, median of {@link #ROUNDS}
 * after one that warms up; and the memory, in a round of its own: the heap in use at its peak
 * (garbage included, sampled every millisecond) and the heap the export holds live (after a full
 * collection every 10,000 contacts written), each above what was in use before it began.
 */
public final class ExportBenchmark {

    private static final String APP = SandboxServer.SEED_APP_IDS.getFirst();
    private static final int CONTACTS = 166_667;
    private static final int ROUNDS = 3;

    private ExportBenchmark() {
    }

    public static void main(String[] args) throws IOException {
        Path data = Files.createTempDirectory("mailroom-export-bench");
        try {
            run(data);
        } finally {
            try (Stream<Path> files = Files.walk(data)) {
                files.sorted(Comparator.reverseOrder()).forEach(path -> path.toFile().delete());
            }
        }
    }

    private static void run(Path data) throws IOException {
        try (ContactCopy copy = new LocalCopies(data, Clock.systemUTC()).open("bench", true)) {
            long fillStart = System.nanoTime();
            fill(copy);
            double fillSeconds = (System.nanoTime() - fillStart) / 1e9;
            ContactQueries queries = new ContactQueries(copy);
            System.out.printf(Locale.ROOT, "export benchmark: %,d contacts in %s, %,d in the copy (filled in %.1f s)%n"
                            + "  load average at start %s%n", queries.count(ContactQuery.all(APP)), APP, CONTACTS, fillSeconds,
                    LoadAverage.now());
            Path target = data.resolve("export.csv");
            measure("every contact, by address", queries, ContactQuery.all(APP), target);
            measure("by last name, descending", queries, ContactQuery.all(APP).withSort(new Sort(ContactField.LAST_NAME, false)), target);
            measure("status=Confirmed, language=de", queries,
                    ContactQuery.all(APP).withFilters(List.of(Filter.parse("status=Confirmed"), Filter.parse("language=de"))), target);
            System.out.printf(Locale.ROOT, "  load average at the end %s%n", LoadAverage.now());
        }
    }

    /** The seeded contacts, dropped once in the copy: the export's memory is measured without them. */
    private static void fill(ContactCopy copy) {
        Map<String, List<Contact>> apps = SeededContacts.of(CONTACTS, 42, Instant.parse("2026-11-24T00:00:00Z"));
        apps.forEach((appId, contacts) -> CompletedSweeps.fill(copy, appId, contacts, Instant.now()));
    }

    private static void measure(String what, ContactQueries queries, ContactQuery query, Path target) throws IOException {
        export(queries, query, target, ExportProgress.NONE);
        double[] millis = new double[ROUNDS];
        long written = 0;
        for (int round = 0; round < ROUNDS; round++) {
            long start = System.nanoTime();
            written = export(queries, query, target, ExportProgress.NONE);
            millis[round] = (System.nanoTime() - start) / 1e6;
        }
        Arrays.sort(millis);
        Memory memory = memory(queries, query, target);
        System.out.printf(Locale.ROOT, "  %-30s %,7d contacts, %5.1f MB: median %5.0f ms (%,.0f contacts/s); heap at peak +%5.1f MB, live +%4.1f MB%n",
                what, written, Files.size(target) / 1e6, millis[ROUNDS / 2], written / (millis[ROUNDS / 2] / 1000),
                memory.peak() / 1e6, memory.live() / 1e6);
    }

    /** The heap above what was in use before: at its peak, and live (what a full collection leaves) mid-export. */
    private record Memory(long peak, long live) {
    }

    private static Memory memory(ContactQueries queries, ContactQuery query, Path target) throws IOException {
        System.gc();
        long before = used();
        AtomicLong peak = new AtomicLong();
        AtomicLong live = new AtomicLong();
        AtomicBoolean running = new AtomicBoolean(true);
        Thread sampler = Thread.ofPlatform().daemon().start(() -> {
            while (running.get()) {
                peak.accumulateAndGet(used() - before, Math::max);
                LockSupport.parkNanos(1_000_000);
            }
        });
        export(queries, query, target, (done, total) -> {
            if (done > 0 && done % 10_000 == 0) {
                System.gc();
                live.accumulateAndGet(used() - before, Math::max);
            }
        });
        running.set(false);
        try {
            sampler.join();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        return new Memory(peak.get(), live.get());
    }

    private static long used() {
        Runtime runtime = Runtime.getRuntime();
        return runtime.totalMemory() - runtime.freeMemory();
    }

    private static long export(ContactQueries queries, ContactQuery query, Path target, ExportProgress progress) throws IOException {
        return new ContactExport().toFile(new ExportSource.Matching(queries, query), target, ExportOptions.DEFAULT, progress);
    }
}
