package io.mailroom.cli;

import io.mailroom.api.ServiceClient;
import io.mailroom.service.localcopy.ContactCopy;
import io.mailroom.service.localcopy.ContactQueries;
import io.mailroom.service.localcopy.ContactQuery;
import java.io.IOException;
import java.io.PrintWriter;
import java.util.concurrent.Callable;
import picocli.CommandLine.ArgGroup;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
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

    @Mixin
    ContactSelection selection;

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
        String app = selection.app(root);
        ContactQuery query = selection.query(root, app);
        if (selection.offline) {
            print(root.context.out(), CopyQuery.offline(root, app, "finding in", "finds in"), query);
            return ExitCode.OK;
        }
        try (ServiceClient client = root.connect(); CommandCopy copy = CommandCopy.of(root)) {
            copy.damage().ifPresent(damage -> root.context.err().println("mailroom: warning: " + damage));
            CopyQuery.sync(root, copy.copy(), client, app, "finding in");
            print(root.context.out(), copy.copy(), query);
        }
        return ExitCode.OK;
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
