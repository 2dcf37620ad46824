package io.mailroom.cli;

import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.ParentCommand;

@Command(name = "delete", description = "Delete one draft; this cannot be undone.")
final class DraftDeleteCommand implements Callable<Integer> {

    @ParentCommand
    DraftCommand draft;

    @Parameters(index = "0", paramLabel = "NAME")
    String name;

    @Override
    public Integer call() {
        String checked = MailroomCommand.draftName("NAME", name);
        if (!draft.store().delete(checked)) {
            throw new UsageProblem("there is no draft named \"" + checked + "\"");
        }
        draft.root.context.out().println("Deleted the draft \"" + checked + "\"");
        return ExitCode.OK;
    }
}
