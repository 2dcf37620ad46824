package io.mailroom.cli;

import io.mailroom.api.Contact;
import io.mailroom.api.ContactLimits;
import io.mailroom.api.ContactPage;
import io.mailroom.api.Envelope;
import io.mailroom.api.ServiceClient;
import io.mailroom.service.ContactPager;
import io.mailroom.service.ListChange;
import io.mailroom.service.ListKeptChangingException;
import io.mailroom.service.ListTooLargeException;
import java.io.IOException;
import java.io.PrintWriter;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;
import picocli.CommandLine.ArgGroup;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParentCommand;

@Command(name = "list", description = {
    "List one page of an application's contacts, or every page with --all.",
    "--all --json prints {\"total\": N, \"list\": [...]} with every contact.",
    "--all reads the list again from the start when it changes while it is read, and",
    "after " + ContactPager.MAX_SWEEPS + " tries prints nothing and exits 8; so does a list of more than",
    ContactPager.MAX_CONTACTS + " contacts."
})
final class ContactsListCommand implements Callable<Integer> {

    @ParentCommand
    ContactsCommand contacts;

    @Option(names = "--app", paramLabel = "APP", description = "The application's appId (optional when the --profile has only one).")
    String appId;

    @Option(names = "--page", paramLabel = "N", description = "Page number, from 1 (default: ${DEFAULT-VALUE}).")
    int page = 1;

    @Option(names = "--page-size", paramLabel = "N",
            description = "Contacts per page, 1 to " + ContactLimits.MAX_PAGE_SIZE + " (default: ${DEFAULT-VALUE}).")
    int pageSize = ContactLimits.DEFAULT_PAGE_SIZE;

    @Option(names = "--all", description = "Fetch every page (--page is then ignored).")
    boolean all;

    @ArgGroup(exclusive = true)
    Format format = new Format();

    static final class Format {
        @Option(names = "--json", description = "JSON: the envelope, or {\"total\", \"list\"} with --all.")
        boolean json;

        @Option(names = "--csv", description = "CSV with a header row of the fourteen contact fields (fields beyond them: --json).")
        boolean csv;
    }

    @Override
    public Integer call() throws IOException {
        MailroomCommand root = contacts.root;
        PrintWriter out = root.context.out();
        String appId = root.appId(this.appId);
        try (ServiceClient client = root.connect()) {
            if (all) {
                ContactPager.Listing listing;
                try {
                    listing = new ContactPager(client).all(appId, pageSize);
                } catch (ListKeptChangingException | ListTooLargeException e) {
                    root.context.err().println("mailroom: " + e.getMessage());
                    return ExitCode.LIST_NOT_READ;
                }
                for (ListChange change : listing.rereads()) {
                    root.context.err().println("mailroom: note: the list changed while it was read (" + change.english()
                            + "); read again from the start");
                }
                List<Contact> everyone = listing.contacts();
                if (!listing.complete()) {
                    root.context.err().println("mailroom: warning: the service reported " + listing.reportedTotal()
                            + " contacts but served " + everyone.size());
                }
                if (format.json) {
                    Map<String, Object> result = new LinkedHashMap<>();
                    result.put("total", everyone.size());
                    result.put("list", everyone);
                    JsonOutput.print(out, result);
                } else {
                    print(out, everyone);
                    if (!format.csv) {
                        out.println(everyone.size() + (everyone.size() == 1 ? " contact" : " contacts") + " in " + appId);
                    }
                }
                return ExitCode.OK;
            }
            Envelope<ContactPage> envelope = client.listContacts(appId, page, pageSize);
            ContactPage result = envelope.data();
            int served = result.servedPageSize(pageSize);
            if (served != pageSize) {
                root.context.err().println("mailroom: note: the service pages by " + served + " contacts, not the "
                        + pageSize + " asked for; all " + result.list().size() + " it sent are listed and --page counts its pages");
            }
            if (format.json) {
                JsonOutput.print(out, envelope);
                return ExitCode.OK;
            }
            print(out, result.list());
            if (!format.csv) {
                long pages = result.pageCount(pageSize);
                String where = result.page() > pages ? " is past the last page (" + pages + ")" : " of " + pages;
                out.println("Page " + result.page() + where + " · "
                        + result.total() + (result.total() == 1 ? " contact" : " contacts") + " in " + appId);
            }
        }
        return ExitCode.OK;
    }

    private void print(PrintWriter out, List<Contact> list) throws IOException {
        if (format.csv) {
            ContactOutput.csv(out, list);
        } else {
            ContactOutput.table(out, list);
        }
    }
}
