package io.mailroom.cli;

import io.mailroom.api.InputRules;
import io.mailroom.service.localcopy.Segment;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.ParentCommand;

@Command(name = "rename", description = "Give a segment another name, one no other segment of the application has.")
final class SegmentRenameCommand implements Callable<Integer> {

    @ParentCommand
    SegmentCommand segment;

    @Parameters(index = "0", paramLabel = "OLD")
    String oldName;

    @Parameters(index = "1", paramLabel = "NEW")
    String newName;

    @Option(names = "--app", paramLabel = "APP", description = "The application's appId (optional when the --profile has only one).")
    String appId;

    @Override
    public Integer call() {
        MailroomCommand root = segment.root;
        String app = InputRules.appId(root.appId(appId));
        String from = SegmentCommand.name("OLD", oldName);
        String to = SegmentCommand.name("NEW", newName);
        Segment renamed = SegmentCommand.store(root).rename(app, from, to);
        root.context.out().println("Renamed the segment \"" + from + "\" of " + app + " to \"" + renamed.name() + "\"");
        return ExitCode.OK;
    }
}
