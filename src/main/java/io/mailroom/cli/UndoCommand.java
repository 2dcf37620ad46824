package io.mailroom.cli;

import io.mailroom.api.ServiceClient;
import io.mailroom.service.localcopy.ChangeKind;
import io.mailroom.service.localcopy.JournalEntry;
import io.mailroom.service.localcopy.JournalQuery;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.ParentCommand;

@Command(name = "undo", description = {
    "Undo every change of a job of the --profile's journal ('mailroom changes' names them),",
    "as one new job: a delete is restored (the service sets registerDate, source,",
    "subscriptionExpireTime and lastActiveTime anew), an import row or save that changed a contact has the fields it",
    "changed set back, an import row that created a contact deletes it, a restore deletes",
    "the contact again. A change that cannot be undone is named with why (exit 7)."
})
final class UndoCommand implements Callable<Integer> {

    @ParentCommand
    MailroomCommand root;

    @Parameters(paramLabel = "JOB", description = "The job: delete-…, import-…, undo-….")
    String job;

    @Option(names = "--json", description = "Print each change's result as JSON.")
    boolean json;

    @Override
    public Integer call() throws InterruptedException {
        List<JournalEntry> changes = CommandCopy.journal(root, "changes are")
                .map(journal -> journal.entries(JournalQuery.all().inJob(job.strip()))).orElse(List.of());
        if (changes.isEmpty()) {
            throw new UsageProblem("the journal has no job " + job + " ('mailroom changes' lists the changes, with their jobs)");
        }
        if (changes.stream().anyMatch(change -> change.kind() == ChangeKind.DELETE)) {
            root.context.err().println(Reverting.RESTORE_NOTE);
        }
        try (ServiceClient client = root.connect()) {
            return Reverting.run(root, client, changes, json);
        }
    }
}
