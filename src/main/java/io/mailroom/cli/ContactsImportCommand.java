package io.mailroom.cli;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.mailroom.api.ContactStatus;
import io.mailroom.api.InputRules;
import io.mailroom.api.Json;
import io.mailroom.api.ServiceClient;
import io.mailroom.service.localcopy.ContactCopy;
import io.mailroom.service.localcopy.ContactField;
import io.mailroom.service.localcopy.ContactQueries;
import io.mailroom.service.transfer.ColumnMapping;
import io.mailroom.service.transfer.EmptyCells;
import io.mailroom.service.transfer.FileEncoding;
import io.mailroom.service.transfer.ImportChoices;
import io.mailroom.service.transfer.ImportFile;
import io.mailroom.service.transfer.ImportFileException;
import io.mailroom.service.transfer.ImportListener;
import io.mailroom.service.transfer.ImportPreview;
import io.mailroom.service.transfer.ImportPreviewer;
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
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.concurrent.Callable;
import java.util.stream.Collectors;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.ParentCommand;

@Command(name = "import", description = {
    "Preview the import of contacts from a CSV file into an application:",
    "how many rows would create, update or change nothing, and every rejected row with its",
    "line and reason. Only --dry-run is available: it sends nothing. The local copy is synced",
    "first, progress on stderr, unless --offline. Columns are mapped by their headers (any",
    "case, spaces, punctuation or accents; English, German, French, Spanish, and the exports",
    "of Mailroom, Mailchimp, Brevo and SendGrid); --map changes a column, and a mapping given",
    "with --map is remembered for files with the same headers. Exit 7 when rows are rejected."
})
final class ContactsImportCommand implements Callable<Integer> {

    @ParentCommand
    ContactsCommand contacts;

    @Parameters(paramLabel = "FILE", description = "The CSV file: comma, semicolon or tab; UTF-8 (with or without BOM), UTF-16 with BOM, or Windows-1252.")
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

    @Option(names = "--dry-run", description = "Print the preview and send nothing (required: sending an import is not available yet).")
    boolean dryRun;

    @Option(names = "--rejects", paramLabel = "PATH",
            description = "Write the rejected rows to PATH: the file's columns plus the reason, in its delimiter, UTF-8 with BOM; fix and import it again.")
    Path rejects;

    @Option(names = "--offline", description = "Preview against the copy as last synced, asking the service nothing (no key needed).")
    boolean offline;

    @Option(names = "--json", description = "JSON: the mapping, the counts and every row shown.")
    boolean json;

    @Override
    public Integer call() throws IOException {
        if (!dryRun) {
            throw new UsageProblem("contacts import only previews for now: add --dry-run (it sends nothing)");
        }
        MailroomCommand root = contacts.root;
        String app = InputRules.appId(root.appId(appId));
        ImportChoices choices = new ImportChoices(Optional.ofNullable(status).map(InputRules::status), emptyCells(emptyCells));
        ImportFile opened = open();
        noteEncoding(root.context.err(), opened);
        ColumnMapping mapping = mapping(root, opened);
        if (offline) {
            return preview(root.context.out(), CopyQuery.offline(root, app, "previewing against", "previews against"), app, opened, mapping, choices);
        }
        try (ServiceClient client = root.connect(); CommandCopy copy = CommandCopy.of(root)) {
            copy.damage().ifPresent(damage -> root.context.err().println("mailroom: warning: " + damage));
            CopyQuery.sync(root, copy.copy(), client, app, "previewing against");
            return preview(root.context.out(), copy.copy(), app, opened, mapping, choices);
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

    /**
     * The preview, printed; a file that stops being CSV part-way is a usage problem, and a file that
     * cannot be read, or a rejects file that cannot be written, ends the command naming that file.
     */
    private int preview(PrintWriter out, ContactCopy copy, String app, ImportFile opened, ColumnMapping mapping, ImportChoices choices) {
        ImportPreviewer previewer = new ImportPreviewer(new ContactQueries(copy), app);
        try {
            ImportPreview preview;
            Path written = null;
            if (rejects != null) {
                RejectsOutcome outcome = previewWithRejects(previewer, opened, mapping, choices);
                preview = outcome.preview();
                written = outcome.written();
            } else {
                preview = previewer.preview(opened, mapping, choices, ImportListener.NONE);
            }
            if (json) {
                printJson(out, app, opened, mapping, preview, written);
            } else {
                printText(out, app, opened, mapping, preview, written);
            }
            return preview.rejected() > 0 ? ExitCode.ROWS_REJECTED : ExitCode.OK;
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

    private record RejectsOutcome(ImportPreview preview, Path written) {
    }

    /** The preview with every rejected row written to --rejects; failures to begin, write or finish it name that file. */
    private RejectsOutcome previewWithRejects(ImportPreviewer previewer, ImportFile opened, ColumnMapping mapping, ImportChoices choices)
            throws IOException {
        RejectsFile rejectsFile;
        try {
            rejectsFile = RejectsFile.begin(rejects, opened, RejectedRow::english);
        } catch (IOException e) {
            throw cannotWriteRejects(e);
        }
        try (rejectsFile) {
            ImportPreview preview = previewer.preview(opened, mapping, choices, rejectsFile);
            try {
                return new RejectsOutcome(preview, rejectsFile.commit());
            } catch (IOException e) {
                throw cannotWriteRejects(e);
            }
        }
    }

    private CommandStopped cannotWriteRejects(IOException e) {
        return new CommandStopped("could not write " + rejects + ": " + FileReason.of(e), ExitCode.OTHER);
    }

    private CommandStopped cannotRead(IOException e) {
        return new CommandStopped("could not read " + file + ": " + FileReason.of(e), ExitCode.OTHER);
    }

    private static void printText(PrintWriter out, String app, ImportFile opened, ColumnMapping mapping, ImportPreview preview, Path written) {
        out.println("File: " + opened.path().getFileName() + " (" + opened.encoding().name() + ", " + delimiterName(opened.delimiter()) + ", "
                + count(preview.rows(), "row") + ")");
        out.println("Columns:");
        int width = mapping.headers().stream().mapToInt(String::length).max().orElse(0);
        for (ColumnMapping.Column column : mapping.columns()) {
            out.println("  " + String.format(Locale.ROOT, "%-" + Math.max(width, 1) + "s", column.header()) + "  -> " + target(column));
        }
        out.println("Preview against the local copy of " + app + " (nothing was sent):");
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
