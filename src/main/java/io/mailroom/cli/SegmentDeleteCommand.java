package io.mailroom.cli;

import io.mailroom.api.InputRules;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.ParentCommand;

@Command(name = "delete", description = "Delete one segment; its contacts stay as they are.")
final class SegmentDeleteCommand implements Callable<Integer> {

    @ParentCommand
    SegmentCommand segment;

    @Parameters(index = "0", paramLabel = "NAME")
    String name;

    @Option(names = "--app", paramLabel = "APP", description = "The application's appId (optional when the --profile has only one).")
    String appId;

    @Override
    public Integer call() {
        MailroomCommand root = segment.root;
        String app = InputRules.appId(root.appId(appId));
        String checked = SegmentCommand.name("NAME", name);
        if (!SegmentCommand.store(root).delete(app, checked)) {
            throw new UsageProblem("the application " + app + " has no segment named \"" + checked + "\"");
        }
        root.context.out().println("Deleted the segment \"" + checked + "\" of " + app);
        return ExitCode.OK;
    }
}
