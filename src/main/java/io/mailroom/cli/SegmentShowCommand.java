package io.mailroom.cli;

import io.mailroom.api.InputRules;
import io.mailroom.service.localcopy.ContactCopy;
import io.mailroom.service.localcopy.ContactQueries;
import io.mailroom.service.localcopy.ContactQuery;
import io.mailroom.service.localcopy.Segment;
import io.mailroom.service.localcopy.Sort;
import io.mailroom.service.localcopy.SyncStamp;
import java.io.PrintWriter;
import java.time.Instant;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.ParentCommand;

@Command(name = "show", description = {
    "Print a segment's definition and how many contacts of the local copy it finds.",
    "The count is the copy's as last synced, read without asking the service",
    "('mailroom contacts sync' brings it up to date)."
})
final class SegmentShowCommand implements Callable<Integer> {

    @ParentCommand
    SegmentCommand segment;

    @Parameters(index = "0", paramLabel = "NAME")
    String name;

    @Option(names = "--app", paramLabel = "APP", description = "The application's appId (optional when the --profile has only one).")
    String appId;

    @Option(names = "--json", description = "JSON: the segment with \"count\" and \"syncedAt\" (both null without a local copy).")
    boolean json;

    /** What the copy says of a segment: how many of how many, as synced when. */
    private record Count(long count, long total, SyncStamp stamp) {
    }

    @Override
    public Integer call() {
        MailroomCommand root = segment.root;
        String app = InputRules.appId(root.appId(appId));
        Segment found = SegmentCommand.named(root, app, name);
        Optional<Count> count = count(root, found);
        PrintWriter out = root.context.out();
        if (json) {
            Map<String, Object> result = SegmentCommand.asJson(found);
            result.put("count", count.map(Count::count).orElse(null));
            result.put("syncedAt", count.map(c -> c.stamp().syncedAt()).orElse(null));
            JsonOutput.print(out, result);
            return ExitCode.OK;
        }
        out.println("Name:     " + found.name());
        out.println("App:      " + found.appId());
        out.println("Find:     " + (found.find().isEmpty() ? "(none)" : found.find()));
        out.println("Where:    " + (found.filters().isEmpty() ? "(none)" : SegmentCommand.where(found.filters())));
        out.println("Contacts: " + count.map(c -> c.count() + " of " + c.total() + " in the local copy synced "
                        + CopyWords.when(c.stamp().syncedAt()) + " (" + CopyWords.age(c.stamp().syncedAt(), Instant.now()) + ")")
                .orElse("not known: there is no local copy of " + app + " ('mailroom contacts sync' makes it)"));
        return ExitCode.OK;
    }

    private static Optional<Count> count(MailroomCommand root, Segment segment) {
        Optional<ContactCopy> copy = CommandCopy.existing(root);
        Optional<SyncStamp> stamp = copy.flatMap(c -> c.lastSync(segment.appId()));
        if (stamp.isEmpty()) {
            return Optional.empty();
        }
        ContactQueries queries = new ContactQueries(copy.get());
        return Optional.of(new Count(queries.count(segment.query(Sort.BY_ADDRESS)), queries.count(ContactQuery.all(segment.appId())),
                stamp.get()));
    }
}
