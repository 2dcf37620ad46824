package io.mailroom.cli;

import io.mailroom.api.InputRules;
import io.mailroom.api.ServiceClient;
import io.mailroom.service.localcopy.ContactQueries;
import io.mailroom.service.localcopy.JournalEntry;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.Callable;
import picocli.CommandLine.ArgGroup;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParentCommand;

@Command(name = "restore", description = {
    "Create deleted contacts again from the trash, with the status and data each had, as one",
    "job (exit 7 when some could not be restored; each is named with why).",
    "The service sets registerDate, source, subscriptionExpireTime and lastActiveTime anew."
})
final class TrashRestoreCommand implements Callable<Integer> {

    @ParentCommand
    TrashCommand trash;

    @Option(names = "--app", paramLabel = "APP", description = "Only the contacts of this application.")
    String appId;

    @ArgGroup(exclusive = true, multiplicity = "1")
    Which which;

    static final class Which {
        @Option(names = "--email", paramLabel = "ADDR", description = "A deleted contact to restore (ignoring case); repeatable.")
        List<String> emails;

        @Option(names = "--all", description = "Every contact in the trash (of --app, when given).")
        boolean all;
    }

    @Option(names = "--json", description = "Print each contact's result as JSON.")
    boolean json;

    @Override
    public Integer call() throws InterruptedException {
        MailroomCommand root = trash.root;
        Optional<String> app = Optional.ofNullable(appId).map(InputRules::appId);
        List<JournalEntry> inTrash = TrashCommand.journal(root).map(journal -> journal.trash(app)).orElse(List.of());
        List<JournalEntry> chosen = which.all ? inTrash : chosen(inTrash);
        if (chosen.isEmpty()) {
            root.context.err().println("mailroom: the trash is empty" + app.map(a -> " for " + a).orElse(""));
            return ExitCode.OK;
        }
        root.context.err().println(Reverting.RESTORE_NOTE);
        try (ServiceClient client = root.connect()) {
            return Reverting.run(root, client, chosen, json);
        }
    }

    private List<JournalEntry> chosen(List<JournalEntry> inTrash) {
        List<JournalEntry> chosen = new ArrayList<>();
        List<String> missing = new ArrayList<>();
        for (String email : which.emails) {
            String wanted = ContactQueries.addressKey(email.strip());
            List<JournalEntry> matching = inTrash.stream().filter(entry -> ContactQueries.addressKey(entry.address()).equals(wanted)).toList();
            if (matching.isEmpty()) {
                missing.add(email);
            } else if (matching.size() > 1) {
                throw new UsageProblem(email + " was deleted from " + matching.size() + " applications: pass --app");
            } else if (!chosen.contains(matching.getFirst())) {
                chosen.add(matching.getFirst());
            }
        }
        if (!missing.isEmpty()) {
            throw new UsageProblem("not in the trash: " + String.join(", ", missing) + " ('mailroom trash list' shows what is)");
        }
        return chosen;
    }
}
