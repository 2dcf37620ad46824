package io.mailroom.cli;

import io.mailroom.api.ServiceClient;
import io.mailroom.service.localcopy.ContactCopy;
import io.mailroom.service.localcopy.ContactQueries;
import io.mailroom.service.localcopy.ContactQuery;
import io.mailroom.service.transfer.ContactExport;
import io.mailroom.service.transfer.ExportCancelledException;
import io.mailroom.service.transfer.ExportDelimiter;
import io.mailroom.service.transfer.ExportOptions;
import io.mailroom.service.transfer.ExportProgress;
import io.mailroom.service.transfer.ExportSource;
import java.io.IOException;
import java.nio.file.Path;
import java.util.concurrent.Callable;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParentCommand;

@Command(name = "export", description = {
    "Export contacts of an application from its local copy as CSV: every field,",
    "a header row of the fourteen fields' names (which 'contacts import' maps",
    "by itself), in address order. The copy is synced first, as 'contacts find'",
    "syncs it, unless --offline. QUERY, --where and --segment choose the contacts",
    "as they do for 'contacts find'; without them, every contact. With --output",
    "the file is UTF-8 with a byte order mark (so that Excel reads accents right;",
    "--no-bom leaves it out), written whole or not at all: a failure or Ctrl+C",
    "(exit 130) leaves a file there before as it was. Without --output the CSV",
    "goes to stdout, with no byte order mark."
})
final class ContactsExportCommand implements Callable<Integer> {

    @ParentCommand
    ContactsCommand contacts;

    @Mixin
    ContactSelection selection;

    @Option(names = "--output", paramLabel = "PATH", description = "The file to write; an existing file is replaced once the export is whole.")
    Path output;

    @Option(names = "--no-bom", description = "No byte order mark at the start of the --output file.")
    boolean noBom;

    @Option(names = "--delimiter", paramLabel = "C", converter = DelimiterConverter.class,
            description = "What separates the fields: ',' (the default), ';' or 'tab'.")
    ExportDelimiter delimiter = ExportDelimiter.COMMA;

    @Option(names = "--format", paramLabel = "csv", defaultValue = "csv",
            description = "csv, the one format Mailroom writes (Excel opens it; .xlsx is not written: docs/decisions/055-export-csv-not-xlsx.md).")
    String format;

    @Override
    public Integer call() {
        MailroomCommand root = contacts.root;
        if (!format.strip().equalsIgnoreCase("csv")) {
            throw new UsageProblem("--format " + format + ": Mailroom exports CSV only, which Excel opens with its accents right"
                    + " (the byte order mark); leave out --format or give csv");
        }
        String app = selection.app(root);
        ContactQuery query = selection.query(root, app);
        if (selection.offline) {
            return export(root, CopyQuery.offline(root, app, "exporting from", "exports from"), query);
        }
        try (ServiceClient client = root.connect(); CommandCopy copy = CommandCopy.of(root)) {
            copy.damage().ifPresent(damage -> root.context.err().println("mailroom: warning: " + damage));
            CopyQuery.sync(root, copy.copy(), client, app, "exporting from");
            return export(root, copy.copy(), query);
        }
    }

    /** Writes the export; Ctrl+C cancels it between two chunks, and no half file is left. */
    private int export(MailroomCommand root, ContactCopy copy, ContactQuery query) {
        ContactExport export = new ContactExport();
        ExportSource source = new ExportSource.Matching(new ContactQueries(copy), query);
        // Ctrl+C interrupts this thread; the export looks at that after each chunk.
        ExportProgress stopAtCtrlC = (written, total) -> {
            if (Thread.interrupted()) {
                export.cancel();
            }
        };
        root.context.ctrlC().interrupts(Thread.currentThread());
        try {
            if (output == null) {
                export.toWriter(source, root.context.out(), delimiter, stopAtCtrlC);
                return ExitCode.OK;
            }
            long written = export.toFile(source, output, new ExportOptions(delimiter, !noBom), stopAtCtrlC);
            root.context.err().println("Exported " + written + (written == 1 ? " contact" : " contacts") + " of " + query.appId()
                    + " to " + output);
            return ExitCode.OK;
        } catch (ExportCancelledException cancelled) {
            throw new CommandStopped("the export was cancelled" + (output == null ? "" : "; " + output + " was not written"),
                    ExitCode.CANCELLED);
        } catch (IOException e) {
            throw new CommandStopped("could not write " + (output == null ? "the export" : output) + ": " + FileReason.of(e), ExitCode.OTHER);
        } finally {
            root.context.ctrlC().release();
        }
    }

    /** ',', ';' or 'tab' (a tab character too). */
    static final class DelimiterConverter implements CommandLine.ITypeConverter<ExportDelimiter> {

        @Override
        public ExportDelimiter convert(String value) {
            return ExportDelimiter.of(value).orElseThrow(() ->
                    new CommandLine.TypeConversionException("'" + value + "' is no delimiter: use ',', ';' or 'tab'"));
        }
    }
}
