package io.mailroom.cli;

import io.mailroom.api.InputRules;
import io.mailroom.api.ServiceClient;
import io.mailroom.service.ContactPager;
import io.mailroom.service.ListChange;
import io.mailroom.service.localcopy.SyncReport;
import java.io.PrintWriter;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParentCommand;

@Command(name = "sync", description = {
    "Bring the local copy of an application's contacts in step with the service:",
    "every page is read at the rate limit, progress on stderr, then what changed",
    "since the sync before is printed. The copy is the --profile's, a file unless",
    "the profile keeps it in memory ('mailroom profile --help', --local-copy);",
    "in memory, or without a profile, it is gone when the command ends.",
    "Ctrl+C stops the sync and keeps the pages read: the next sync resumes from",
    "them (exit 130). A list that changes while it is read is read again from the",
    "start; after " + ContactPager.MAX_SWEEPS + " tries the copy stays as it was (exit 8). One sync of an",
    "application runs at a time, also across processes: another is refused (exit 1)."
})
final class ContactsSyncCommand implements Callable<Integer> {

    @ParentCommand
    ContactsCommand contacts;

    @Option(names = "--app", paramLabel = "APP", description = "The application's appId (optional when the --profile has only one).")
    String appId;

    @Option(names = "--json", description = "What the sync did as JSON: contacts, changes (null after the first sync), re-reads, pages resumed.")
    boolean json;

    @Override
    public Integer call() {
        MailroomCommand root = contacts.root;
        String app = InputRules.appId(root.appId(appId));
        PrintWriter err = root.context.err();
        try (ServiceClient client = root.connect(); CommandCopy copy = CommandCopy.of(root)) {
            copy.damage().ifPresent(damage -> err.println("mailroom: warning: " + damage));
            copy.memoryOnly().ifPresent(why -> err.println("mailroom: note: " + why + ": this sync is gone when the command ends"));
            SyncReport report = CommandSync.run(root.context, copy.copy(), client, app);
            if (json) {
                JsonOutput.print(root.context.out(), asJson(report));
            } else {
                root.context.out().println(CopyWords.summary(report));
            }
        }
        return ExitCode.OK;
    }

    private static Map<String, Object> asJson(SyncReport report) {
        Map<String, Object> json = new LinkedHashMap<>();
        json.put("appId", report.appId());
        json.put("syncedAt", report.stamp().syncedAt());
        json.put("total", report.stamp().total());
        json.put("contacts", report.contacts());
        json.put("changes", report.changes().map(changes -> {
            Map<String, Object> summary = new LinkedHashMap<>();
            summary.put("since", changes.since());
            summary.put("added", changes.added());
            summary.put("removed", changes.removed());
            summary.put("changed", changes.changed());
            return summary;
        }).orElse(null));
        json.put("rereads", report.rereads().stream().map(ListChange::english).toList());
        json.put("pagesResumed", report.pagesResumed());
        json.put("pagesRead", report.pagesRead());
        json.put("elapsedMillis", report.elapsed().toMillis());
        return json;
    }
}
