package io.mailroom.cli;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.mailroom.api.ApiException;
import io.mailroom.api.ContactStatus;
import io.mailroom.api.CredentialsRejectedException;
import io.mailroom.api.InputRules;
import io.mailroom.api.Json;
import io.mailroom.api.ServiceClient;
import io.mailroom.service.BulkItemResult;
import io.mailroom.service.BulkListener;
import io.mailroom.service.BulkOutcome;
import io.mailroom.service.BulkReport;
import io.mailroom.service.localcopy.ContactCopy;
import io.mailroom.service.localcopy.ContactField;
import io.mailroom.service.localcopy.ContactQueries;
import io.mailroom.service.localcopy.JobFailure;
import io.mailroom.service.localcopy.JobJournal;
import io.mailroom.service.localcopy.JobRow;
import io.mailroom.service.localcopy.JobRunningException;
import io.mailroom.service.localcopy.JobSummary;
import io.mailroom.service.localcopy.NoSuchJobException;
import io.mailroom.service.transfer.BirthdayOrder;
import io.mailroom.service.transfer.ColumnMapping;
import io.mailroom.service.transfer.EmptyCells;
import io.mailroom.service.transfer.FileEncoding;
import io.mailroom.service.transfer.ImportChoices;
import io.mailroom.service.transfer.ImportFile;
import io.mailroom.service.transfer.ImportFileException;
import io.mailroom.service.transfer.ImportJobs;
import io.mailroom.service.transfer.ImportListener;
import io.mailroom.service.transfer.ImportPreview;
import io.mailroom.service.transfer.ImportPreviewer;
import io.mailroom.service.transfer.ImportSending;
import io.mailroom.service.transfer.MappingMemory;
import io.mailroom.service.transfer.PlannedRow;
import io.mailroom.service.transfer.RejectReason;
import io.mailroom.service.transfer.RejectedRow;
import io.mailroom.service.transfer.RejectsFile;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.UncheckedIOException;
import java.nio.charset.Charset;
import java.nio.charset.IllegalCharsetNameException;
import java.nio.charset.UnsupportedCharsetException;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.concurrent.Callable;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicReference;
import java.util.stream.Collectors;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.ParentCommand;

@Command(name = "import", description = {
    "Import contacts from a CSV file into an application. The file is checked against the",
    "local copy first (synced first, progress on stderr): how many rows create, update or",
    "change nothing, and every rejected row with its line and reason. Then the rows that",
    "create or change a contact are sent at the rate limit, progress on stderr; unchanged and",
    "rejected rows are not sent. --dry-run prints the check and sends nothing.",
    "The import is a job kept in the profile's local copy with each row's answer: stopped by",
    "Ctrl+C, a crash or a lost network, '--resume JOB' sends the rest without sending an",
    "accepted row again ('mailroom jobs list' shows the jobs). Columns are mapped by their",
    "headers (any case, spaces, punctuation or accents; English, German, French, Spanish, and",
    "the exports of Mailroom, Mailchimp, Brevo and SendGrid); --map changes a column, and a",
    "mapping given with --map is remembered for files with the same headers.",
    "Exit 7 when rows are rejected or not accepted, 130 when stopped by Ctrl+C."
})
final class ContactsImportCommand implements Callable<Integer> {

    @ParentCommand
    ContactsCommand contacts;

    @Parameters(paramLabel = "FILE", arity = "0..1", description = "The CSV file: comma, semicolon or tab; UTF-8 (with or without BOM), UTF-16 with BOM, or Windows-1252.")
    Path file;

    @Option(names = "--app", paramLabel = "APP", description = "The application's appId (optional when the --profile has only one).")
    String appId;

    @Option(names = "--map", paramLabel = "COLUMN=FIELD", description = {
        "Map the column of that header (or number, from 1) to a field: emailAddress, status, language, firstName,",
        "lastName, phoneNumber, birthday, company, vipLevel, amount; or 'ignore'."})
    List<String> maps = new ArrayList<>();

    @Option(names = "--status", paramLabel = "Confirmed|Unsubscribed",
            description = "The status of new contacts whose row has none (the service applies a status only when it creates a contact).")
    String status;

    @Option(names = "--empty-cells", paramLabel = "keep|clear", defaultValue = "keep",
            description = "What an empty cell does to an existing contact: keep its value (the default) or clear it.")
    String emptyCells;

    @Option(names = "--delimiter", paramLabel = "C", description = "The delimiter: ',' ';' 'tab' or any one character (found by itself otherwise).")
    String delimiter;

    @Option(names = "--encoding", paramLabel = "NAME", description = "The file's encoding, e.g. UTF-8, UTF-16, windows-1252 (found by itself otherwise).")
    String encoding;

    @Option(names = "--dry-run", description = "Print the check and send nothing.")
    boolean dryRun;

    @Option(names = "--resume", paramLabel = "JOB",
            description = "Send what the import job JOB has not sent, and its failed rows again; rows the service accepted are not sent again.")
    String resume;

    @Option(names = "--rejects", paramLabel = "PATH",
            description = "Write the rejected rows to PATH: the file's columns plus the reason, in its delimiter, UTF-8 with BOM; fix and import it again.")
    Path rejects;

    @Option(names = "--offline", description = "With --dry-run: check against the copy as last synced, asking the service nothing (no key needed).")
    boolean offline;

    @Option(names = "--json", description = "JSON: with --dry-run the mapping, the counts and every row shown; else the job, its counts and failed rows.")
    boolean json;

    @Override
    public Integer call() throws IOException {
        MailroomCommand root = contacts.root;
        if (resume != null) {
            if (file != null || dryRun) {
                throw new UsageProblem("--resume JOB takes no FILE and no --dry-run: the job keeps the rows it has to send");
            }
            return resume(root);
        }
        if (file == null) {
            throw new UsageProblem("contacts import needs a FILE (or --resume JOB)");
        }
        if (offline && !dryRun) {
            throw new UsageProblem("--offline only checks the file (it asks the service nothing): add --dry-run");
        }
        String app = InputRules.appId(root.appId(appId));
        ImportChoices choices = new ImportChoices(Optional.ofNullable(status).map(InputRules::status), emptyCells(emptyCells));
        ImportFile opened = open();
        noteEncoding(root.context.err(), opened);
        ColumnMapping mapping = mapping(root, opened);
        if (offline) {
            ContactCopy copy = CopyQuery.offline(root, app, "previewing against", "previews against");
            return preview(root.context.out(), copy, app, opened, mapping, choices);
        }
        try (ServiceClient client = root.connect(); CommandCopy copy = CommandCopy.of(root)) {
            copy.damage().ifPresent(damage -> root.context.err().println("mailroom: warning: " + damage));
            CopyQuery.sync(root, copy.copy(), client, app, dryRun ? "previewing against" : "importing against");
            if (dryRun) {
                return preview(root.context.out(), copy.copy(), app, opened, mapping, choices);
            }
            copy.memoryOnly().ifPresent(why -> root.context.err().println("mailroom: note: " + why + ", and so is the import's journal: "
                    + "a stopped import cannot be resumed, but importing the file again sends only the rows not yet accepted"));
            return importing(root, copy.copy(), client, app, opened, mapping, choices);
        }
    }

    private ImportFile open() throws IOException {
        try {
            return ImportFile.open(file, charset(), delimiter());
        } catch (NoSuchFileException e) {
            throw new UsageProblem("there is no file " + file);
        } catch (ImportFileException e) {
            throw new UsageProblem(e.getMessage());
        }
    }

    private Optional<Charset> charset() {
        if (encoding == null) {
            return Optional.empty();
        }
        try {
            return Optional.of(Charset.forName(encoding.strip()));
        } catch (IllegalCharsetNameException | UnsupportedCharsetException e) {
            throw new UsageProblem("--encoding: " + encoding + " is not an encoding Java knows (e.g. UTF-8, UTF-16, windows-1252)");
        }
    }

    private Optional<Character> delimiter() {
        if (delimiter == null) {
            return Optional.empty();
        }
        if (delimiter.equalsIgnoreCase("tab") || delimiter.equals("\\t") || delimiter.equals("\t")) {
            return Optional.of('\t');
        }
        if (delimiter.length() != 1 || delimiter.equals("\"")) {
            throw new UsageProblem("--delimiter must be one character other than a quote, or 'tab'");
        }
        return Optional.of(delimiter.charAt(0));
    }

    private static EmptyCells emptyCells(String text) {
        return switch (text.strip().toLowerCase(Locale.ROOT)) {
            case "keep" -> EmptyCells.KEEP;
            case "clear" -> EmptyCells.CLEAR;
            default -> throw new UsageProblem("--empty-cells must be keep or clear");
        };
    }

    private static void noteEncoding(PrintWriter err, ImportFile opened) {
        FileEncoding encoding = opened.encoding();
        if (encoding.how() == FileEncoding.How.NOT_UTF8) {
            err.println(String.format(Locale.ROOT, "mailroom: note: %s is not UTF-8 (byte %,d is not UTF-8 text): read as %s; "
                    + "--encoding NAME reads it as another", opened.path().getFileName(), encoding.firstBadByte(), encoding.name()));
        }
    }

    /** The remembered mapping of these headers, or the one they suggest; then --map, which is remembered. */
    private ColumnMapping mapping(MailroomCommand root, ImportFile opened) {
        MappingMemory memory = new MappingMemory(root.dataDirectory());
        MappingMemory.Recall recall = memory.recall(opened.headers());
        recall.setAside().ifPresent(unreadable -> root.context.err().println("mailroom: warning: " + unreadable.describe()));
        ColumnMapping mapping = recall.mapping().orElseGet(() -> ColumnMapping.suggested(opened.headers()));
        if (recall.mapping().isPresent()) {
            root.context.err().println("mailroom: note: the columns are mapped as chosen before for these headers");
        }
        for (String map : maps) {
            mapping = mapped(mapping, map);
        }
        if (!maps.isEmpty()) {
            memory.remember(mapping).ifPresent(unreadable -> root.context.err().println("mailroom: warning: " + unreadable.describe()));
        }
        if (!mapping.hasAddress()) {
            throw new UsageProblem(file + " has no column of email addresses: map one with --map COLUMN=emailAddress (its columns: "
                    + String.join(", ", opened.headers()) + ")");
        }
        return mapping;
    }

    private static ColumnMapping mapped(ColumnMapping mapping, String map) {
        int equals = map.lastIndexOf('=');
        if (equals <= 0) {
            throw new UsageProblem("--map must be COLUMN=FIELD, e.g. --map \"E-mail\"=emailAddress");
        }
        String column = map.substring(0, equals).strip();
        String fieldName = map.substring(equals + 1).strip();
        Optional<ContactField> field;
        if (fieldName.equalsIgnoreCase("ignore")) {
            field = Optional.empty();
        } else {
            field = ContactField.ofSpecName(fieldName).or(() -> Arrays.stream(ContactField.values())
                    .filter(candidate -> candidate.specName().equalsIgnoreCase(fieldName)).findFirst());
            if (field.isEmpty() || !ColumnMapping.IMPORTABLE.contains(field.get())) {
                throw new UsageProblem("--map " + map + ": " + fieldName + " is not a field a file can give; one of "
                        + ColumnMapping.IMPORTABLE.stream().map(ContactField::specName).collect(Collectors.joining(", ")) + ", or ignore");
            }
        }
        return mapping.with(columnIndex(mapping, column, map), field);
    }

    private static int columnIndex(ColumnMapping mapping, String column, String map) {
        Optional<ColumnMapping.Column> named = mapping.columnNamed(column);
        if (named.isPresent()) {
            return named.get().index();
        }
        if (column.matches("\\d{1,9}")) {
            int number = Integer.parseInt(column);
            if (number >= 1 && number <= mapping.columns().size()) {
                return number - 1;
            }
        }
        throw new UsageProblem("--map " + map + ": the file has no column \"" + column + "\" (its columns: "
                + String.join(", ", mapping.headers()) + ")");
    }

    /** The preview, printed; nothing is sent. */
    private int preview(PrintWriter out, ContactCopy copy, String app, ImportFile opened, ColumnMapping mapping, ImportChoices choices) {
        ImportPreviewer previewer = new ImportPreviewer(new ContactQueries(copy), app);
        Read read = read(opened, listener -> previewer.preview(opened, mapping, choices, listener));
        if (json) {
            printJson(out, app, opened, mapping, read.preview(), read.written());
        } else {
            printText(out, app, opened, mapping, read.preview(), read.written(), "Preview against the local copy of " + app + " (nothing was sent):");
        }
        return read.preview().rejected() > 0 ? ExitCode.ROWS_REJECTED : ExitCode.OK;
    }

    /** The file checked and planned as a job, the check printed, then the job's rows sent. */
    private int importing(MailroomCommand root, ContactCopy copy, ServiceClient client, String app, ImportFile opened, ColumnMapping mapping,
                          ImportChoices choices) {
        ImportJobs jobs = new ImportJobs(copy);
        AtomicReference<JobJournal.Claim> claim = new AtomicReference<>();
        Read read = read(opened, listener -> {
            ImportJobs.Planned planned = jobs.plan(app, opened, mapping, choices, listener);
            claim.set(planned.claim());
            return planned.preview();
        });
        if (!json) {
            printText(root.context.out(), app, opened, mapping, read.preview(), read.written(),
                    "Checked against the local copy of " + app + " (job " + claim.get().jobId() + "):");
        }
        return send(root, jobs, claim.get(), client);
    }

    /** Resumes a stopped job: what it has not sent, and its failed rows. */
    private int resume(MailroomCommand root) {
        try (ServiceClient client = root.connect(); CommandCopy copy = CommandCopy.of(root)) {
            ImportJobs jobs = new ImportJobs(copy.copy());
            JobJournal.Claim claim;
            try {
                claim = jobs.journal().resume(resume);
            } catch (NoSuchJobException e) {
                throw JobsShowCommand.noSuchJob(resume);
            } catch (JobRunningException e) {
                throw new CommandStopped("the job " + resume + " is being sent by process " + e.processId()
                        + "; it was not resumed here, so that no row is sent twice", ExitCode.OTHER);
            }
            try {
                settle(root, copy.copy(), client, jobs, claim);
            } catch (RuntimeException e) {
                jobs.journal().release(claim);
                throw e;
            }
            return send(root, jobs, claim, client);
        }
    }

    /**
     * The rows whose answer was lost with a process that ended while they were on the wire: the
     * copy is synced, and each is looked for in it, so that a row that arrived is not sent twice.
     */
    private static void settle(MailroomCommand root, ContactCopy copy, ServiceClient client, ImportJobs jobs, JobJournal.Claim claim) {
        if (!jobs.hasUnsure(claim)) {
            return;
        }
        Duration wait = jobs.unsureLandWait(claim);
        if (!wait.isZero()) {
            root.context.err().println("mailroom: note: waiting " + Math.max(1, wait.toSeconds()) + " s for the requests that were on the"
                    + " wire when the job stopped to land, before looking for them in the list");
        }
        try {
            jobs.awaitUnsureLanded(claim);
        } catch (InterruptedException ctrlC) {
            throw new CommandStopped("the resume was stopped before anything was sent", ExitCode.CANCELLED);
        }
        CopyQuery.sync(root, copy, client, claim.appId(), "looking for the rows whose answer was lost in");
        int unsure = jobs.journal().unsure(claim).size();
        int found = jobs.settle(claim);
        root.context.err().println("mailroom: note: " + JobReport.count(unsure, "row") + " of the job had been sent with no answer recorded: "
                + found + " found applied in the list (not sent again), " + (unsure - found) + " to send again");
    }

    /**
     * Sends the job's rows not accepted yet, progress on stderr, and prints the job. Ctrl+C stops the
     * rows not sent (a request on the wire is finished and recorded) and says how to resume.
     */
    private int send(MailroomCommand root, ImportJobs jobs, JobJournal.Claim claim, ServiceClient client) {
        PrintWriter err = root.context.err();
        ImportSending sending;
        try {
            sending = jobs.send(claim, client, progress(err, claim.jobId()));
        } catch (InterruptedException ctrlC) {
            throw new CommandStopped("the import was stopped before anything was sent", ExitCode.CANCELLED);
        }
        err.println("mailroom: import job " + claim.jobId() + ": sending " + JobReport.count(sending.total(), "row")
                + " at the rate limit; Ctrl+C stops it, and 'mailroom contacts import --resume " + claim.jobId() + "' sends the rest");
        root.context.ctrlC().interrupts(Thread.currentThread());
        BulkReport<JobRow> report;
        boolean stopped = false;
        try {
            report = sending.await();
        } catch (InterruptedException ctrlC) {
            sending.cancel();
            stopped = true;
            report = awaitStopped(sending);
        } finally {
            root.context.ctrlC().release();
        }
        JobSummary job = jobs.journal().summary(claim.jobId());
        List<JobFailure> failures = jobs.journal().failures(claim.jobId());
        PrintWriter out = root.context.out();
        if (json) {
            JsonOutput.print(out, JobReport.asJson(job, failures));
        } else {
            JobReport.print(out, job, failures);
        }
        if (stopped) {
            throw new CommandStopped("the import was stopped; " + JobReport.resumeHint(job), ExitCode.CANCELLED);
        }
        for (BulkItemResult<JobRow> failure : report.failed()) {
            if (failure.error() instanceof CredentialsRejectedException rejected) {
                throw rejected;
            }
            if (failure.error() instanceof ApiException waitAsked && waitAsked.retryAt().isPresent()) {
                throw waitAsked;
            }
        }
        return job.failed() > 0 || job.rejected() > 0 ? ExitCode.BULK_PARTIAL : ExitCode.OK;
    }

    /** After Ctrl+C: the rows on the wire end and are recorded; a second Ctrl+C does not stop that wait. */
    private static BulkReport<JobRow> awaitStopped(ImportSending sending) {
        while (true) {
            try {
                return sending.await();
            } catch (InterruptedException again) {
                // The journal must hear every answer before the process ends: keep waiting.
            }
        }
    }

    /**
     * A line on stderr every twentieth of the rows the service answered, so that a long import shows
     * it moves without flooding a log; rows stopped before they were sent are not counted.
     */
    private static BulkListener<JobRow> progress(PrintWriter err, String jobId) {
        AtomicInteger answered = new AtomicInteger();
        return (result, done, total) -> {
            if (result.outcome() == BulkOutcome.CANCELLED) {
                return;
            }
            int sent = answered.incrementAndGet();
            int step = Math.max(1, total / 20);
            if (sent % step == 0 || sent == total) {
                err.println(String.format(Locale.ROOT, "mailroom: import job %s: %,d of %,d rows sent", jobId, sent, total));
            }
        };
    }

    /** How the rows of the file are read: previewed, or planned as a job too; each row goes to the listener. */
    @FunctionalInterface
    private interface Reading {
        ImportPreview read(ImportListener listener) throws IOException;
    }

    private record Read(ImportPreview preview, Path written) {
    }

    /**
     * Reads the file with {@code reading}, the rejected rows written to --rejects; a file that stops
     * being CSV part-way is a usage problem, and a file that cannot be read, or a rejects file that
     * cannot be written, ends the command naming that file.
     */
    private Read read(ImportFile opened, Reading reading) {
        try {
            if (rejects == null) {
                return new Read(reading.read(ImportListener.NONE), null);
            }
            RejectsFile rejectsFile;
            try {
                rejectsFile = RejectsFile.begin(rejects, opened, RejectedRow::english);
            } catch (IOException e) {
                throw cannotWriteRejects(e);
            }
            try (rejectsFile) {
                ImportPreview preview = reading.read(rejectsFile);
                try {
                    return new Read(preview, rejectsFile.commit());
                } catch (IOException e) {
                    throw cannotWriteRejects(e);
                }
            }
        } catch (ImportFileException e) {
            throw new UsageProblem(e.getMessage());
        } catch (RejectsFile.WriteFailedException e) {
            throw cannotWriteRejects(e.getCause());
        } catch (IOException e) {
            throw cannotRead(e);
        } catch (UncheckedIOException e) {
            throw cannotRead(e.getCause());
        }
    }

    private CommandStopped cannotWriteRejects(IOException e) {
        return new CommandStopped("could not write " + rejects + ": " + FileReason.of(e), ExitCode.OTHER);
    }

    private CommandStopped cannotRead(IOException e) {
        return new CommandStopped("could not read " + file + ": " + FileReason.of(e), ExitCode.OTHER);
    }

    private static void printText(PrintWriter out, String app, ImportFile opened, ColumnMapping mapping, ImportPreview preview, Path written,
                                  String heading) {
        out.println("File: " + opened.path().getFileName() + " (" + opened.encoding().name() + ", " + delimiterName(opened.delimiter()) + ", "
                + count(preview.rows(), "row") + ")");
        out.println("Columns:");
        int width = mapping.headers().stream().mapToInt(String::length).max().orElse(0);
        for (ColumnMapping.Column column : mapping.columns()) {
            out.println("  " + String.format(Locale.ROOT, "%-" + Math.max(width, 1) + "s", column.header()) + "  -> " + target(column));
        }
        if (preview.birthdays() == BirthdayOrder.MONTH_FIRST) {
            out.println("Birthdays are read month first (MM/DD), as the column's values show (one has a second number above 12).");
        }
        out.println(heading);
        out.println("  create     " + preview.creates());
        out.println("  update     " + preview.updates());
        out.println("  unchanged  " + preview.unchanged() + " (not sent)");
        out.println("  rejected   " + preview.rejected());
        if (preview.statusKept() > 0) {
            out.println(count(preview.statusKept(), "row") + " give a status other than the contact's: the service keeps a contact's "
                    + "status on update, so the file's is not applied:");
            for (PlannedRow row : preview.statusKeptRows()) {
                out.println("  line " + row.line() + ": " + row.address() + " stays " + row.statusKept().orElse("")
                        + " (the file says " + row.status().map(ContactStatus::name).orElse("") + ")");
            }
        }
        if (preview.rejected() > 0) {
            out.println("Rejected rows:");
            for (RejectedRow row : preview.rejects()) {
                out.println("  line " + row.line() + ": " + row.english());
            }
            if (preview.rejectsCut()) {
                out.println("  ... and " + (preview.rejected() - preview.rejects().size()) + " more"
                        + (written == null ? " (--rejects PATH writes them all)" : ""));
            }
        }
        if (written != null) {
            out.println("Rejected rows written to " + written);
        }
    }

    private static String target(ColumnMapping.Column column) {
        if (column.field().isPresent()) {
            return column.field().get().specName();
        }
        return switch (column.origin()) {
            case SET_BY_SERVICE -> "(ignored: set by the service)";
            case FIELD_TAKEN -> "(ignored: an earlier column has that field)";
            case HEADER, CHOSEN -> "(ignored)";
        };
    }

    private static void printJson(PrintWriter out, String app, ImportFile opened, ColumnMapping mapping, ImportPreview preview, Path written) {
        ObjectNode root = Json.mapper().createObjectNode();
        root.put("file", opened.path().toString());
        root.put("appId", app);
        root.put("encoding", opened.encoding().name());
        root.put("encodingFound", opened.encoding().how().name());
        root.put("delimiter", String.valueOf(opened.delimiter()));
        ArrayNode columns = root.putArray("columns");
        for (ColumnMapping.Column column : mapping.columns()) {
            ObjectNode node = columns.addObject();
            node.put("header", column.header());
            node.put("field", column.field().map(ContactField::specName).orElse(null));
            node.put("origin", column.origin().name());
        }
        root.put("rows", preview.rows());
        root.put("create", preview.creates());
        root.put("update", preview.updates());
        root.put("unchanged", preview.unchanged());
        root.put("rejected", preview.rejected());
        root.put("statusKept", preview.statusKept());
        root.put("birthdays", preview.birthdays() == BirthdayOrder.MONTH_FIRST ? "MM/DD" : "DD/MM");
        ObjectNode by = root.putObject("rejectedBy");
        for (RejectReason reason : RejectReason.values()) {
            by.put(reason.name(), preview.rejectedBy().getOrDefault(reason, 0L));
        }
        ArrayNode rejected = root.putArray("rejects");
        for (RejectedRow row : preview.rejects()) {
            ObjectNode node = rejected.addObject();
            node.put("line", row.line());
            node.put("reason", row.reason().name());
            node.put("field", row.field().map(ContactField::specName).orElse(null));
            if (row.reason() == RejectReason.DUPLICATE) {
                node.put("duplicateOf", row.duplicateOf());
            }
            node.put("message", row.english());
        }
        ArrayNode kept = root.putArray("statusKeptRows");
        for (PlannedRow row : preview.statusKeptRows()) {
            ObjectNode node = kept.addObject();
            node.put("line", row.line());
            node.put("emailAddress", row.address());
            node.put("fileStatus", row.status().map(ContactStatus::name).orElse(null));
            node.put("contactStatus", row.statusKept().orElse(null));
        }
        root.put("rejectsFile", written == null ? null : written.toString());
        JsonOutput.print(out, root);
    }

    private static String delimiterName(char delimiter) {
        return switch (delimiter) {
            case ',' -> "comma-delimited";
            case ';' -> "semicolon-delimited";
            case '\t' -> "tab-delimited";
            default -> "delimited by " + delimiter;
        };
    }

    private static String count(long n, String noun) {
        return n + " " + noun + (n == 1 ? "" : "s");
    }
}
