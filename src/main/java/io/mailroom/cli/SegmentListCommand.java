package io.mailroom.cli;

import io.mailroom.api.InputRules;
import io.mailroom.service.localcopy.Segment;
import io.mailroom.service.localcopy.SegmentStore;
import java.io.PrintWriter;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParentCommand;

@Command(name = "list", description = "List an application's segments by name, with what each finds.")
final class SegmentListCommand implements Callable<Integer> {

    @ParentCommand
    SegmentCommand segment;

    @Option(names = "--app", paramLabel = "APP", description = "The application's appId (optional when the --profile has only one).")
    String appId;

    @Option(names = "--json", description = "JSON: an array of {\"name\", \"appId\", \"find\", \"where\": [...]}.")
    boolean json;

    @Override
    public Integer call() {
        MailroomCommand root = segment.root;
        String app = InputRules.appId(root.appId(appId));
        SegmentStore.Listing listing = SegmentCommand.store(root).list(app);
        PrintWriter out = root.context.out();
        if (json) {
            JsonOutput.print(out, listing.segments().stream().map(SegmentCommand::asJson).toList());
        } else {
            TextTable table = new TextTable(List.of("NAME", "FIND", "WHERE"));
            for (Segment each : listing.segments()) {
                table.add(List.of(each.name(), each.find(), SegmentCommand.where(each.filters())));
            }
            table.print(out);
        }
        PrintWriter err = root.context.err();
        listing.setAside().ifPresent(unreadable -> err.println("mailroom: note: the saved segments " + unreadable.describe()));
        if (listing.notShown() > 0) {
            err.println("mailroom: note: " + listing.notShown() + (listing.notShown() == 1 ? " segment was" : " segments were")
                    + " saved by a newer Mailroom and cannot be shown by this one; they are kept");
        }
        return ExitCode.OK;
    }
}
