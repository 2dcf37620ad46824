package io.mailroom.cli;

import io.mailroom.api.InputRules;
import io.mailroom.api.ServiceClient;
import io.mailroom.service.localcopy.ContactCopy;
import io.mailroom.service.localcopy.ContactQueries;
import io.mailroom.service.localcopy.ContactQuery;
import io.mailroom.service.localcopy.Filter;
import io.mailroom.service.localcopy.Segment;
import io.mailroom.service.localcopy.Sort;
import io.mailroom.service.localcopy.SyncRunningException;
import io.mailroom.service.localcopy.SyncStamp;
import java.io.IOException;
import java.io.PrintWriter;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.stream.Stream;
import picocli.CommandLine.ArgGroup;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.ParentCommand;

@Command(name = "find", description = {
    "Find contacts across the whole list of an application, in its local copy;",
    "they are printed in address order. The copy is synced first, progress on",
    "stderr, unless --offline (then it is the copy as last synced, and stderr says",
    "how old it is). QUERY, --where and --segment narrow together: filters on",
    "different fields are AND-ed, on one field OR-ed (the segment's filters",
    "included), and QUERY applies to all. The sync exits as",
    "'mailroom contacts sync' does (130 at Ctrl+C, 8 for a list that kept changing)."
})
final class ContactsFindCommand implements Callable<Integer> {

    @ParentCommand
    ContactsCommand contacts;

    @Option(names = "--app", paramLabel = "APP", description = "The application's appId (optional when the --profile has only one).")
    String appId;

    @Parameters(paramLabel = "QUERY",
            description = "Words every contact found has, each beginning a word of its address, names, company or phone (any case, any accents).")
    List<String> words = new ArrayList<>();

    @Option(names = "--where", paramLabel = "FIELD=VALUE", converter = WhereFilter.class, description = WhereFilter.DESCRIPTION)
    List<Filter> filters = new ArrayList<>();

    @Option(names = "--segment", paramLabel = "NAME", description = "The contacts of a saved segment ('mailroom segment list').")
    String segment;

    @Option(names = "--offline", description = "Find in the copy as last synced, asking the service nothing (no key needed).")
    boolean offline;

    @ArgGroup(exclusive = true)
    Format format = new Format();

    static final class Format {
        @Option(names = "--json", description = "JSON: an array of the contacts, each as the service sends it.")
        boolean json;

        @Option(names = "--csv", description = "CSV with a header row of the fourteen contact fields (fields beyond them: --json).")
        boolean csv;
    }

    @Override
    public Integer call() throws IOException {
        MailroomCommand root = contacts.root;
        String app = InputRules.appId(root.appId(appId));
        ContactQuery query = query(root, app);
        if (offline) {
            ContactCopy copy = CommandCopy.existing(root).orElseThrow(() -> CommandCopy.none(root, app, "finds in"));
            SyncStamp stamp = copy.lastSync(app).orElseThrow(() -> CommandCopy.none(root, app, "finds in"));
            root.context.err().println("mailroom: note: finding in the local copy of " + app + " synced " + CopyWords.when(stamp.syncedAt())
                    + " (" + CopyWords.age(stamp.syncedAt(), Instant.now()) + ")");
            print(root.context.out(), copy, query);
            return ExitCode.OK;
        }
        try (ServiceClient client = root.connect(); CommandCopy copy = CommandCopy.of(root)) {
            copy.damage().ifPresent(damage -> root.context.err().println("mailroom: warning: " + damage));
            sync(root, copy.copy(), client, app);
            print(root.context.out(), copy.copy(), query);
        }
        return ExitCode.OK;
    }

    /** QUERY and --where, with the segment's find and filters when one is named. */
    private ContactQuery query(MailroomCommand root, String app) {
        String find = String.join(" ", words);
        List<Filter> all = filters;
        if (segment != null) {
            Segment saved = SegmentCommand.named(root, app, segment);
            find = (saved.find() + " " + find).strip();
            all = Stream.concat(saved.filters().stream(), filters.stream()).toList();
        }
        return new ContactQuery(app, find, all, Sort.BY_ADDRESS);
    }

    /**
     * Syncs the copy first. A sync of the application already under way elsewhere leaves the copy
     * as last completed: found in, with a note, when there is one.
     */
    private static void sync(MailroomCommand root, ContactCopy copy, ServiceClient client, String app) {
        try {
            root.context.err().println(CopyWords.summary(CommandSync.run(root.context, copy, client, app)));
        } catch (SyncRunningException running) {
            SyncStamp stamp = copy.lastSync(app).orElseThrow(() -> running);
            root.context.err().println("mailroom: note: " + running.getMessage() + "; finding in the local copy synced "
                    + CopyWords.when(stamp.syncedAt()));
        }
    }

    private void print(PrintWriter out, ContactCopy copy, ContactQuery query) throws IOException {
        ContactQueries queries = new ContactQueries(copy);
        ContactQueries.Matches matches = queries.matches(query, 0, Integer.MAX_VALUE);
        if (format.json) {
            JsonOutput.print(out, matches.rows());
        } else if (format.csv) {
            ContactOutput.csv(out, matches.rows());
        } else {
            ContactOutput.table(out, matches.rows());
            long total = queries.count(ContactQuery.all(query.appId()));
            out.println(matches.count() + " of " + total + (total == 1 ? " contact" : " contacts") + " in " + query.appId());
        }
    }
}
