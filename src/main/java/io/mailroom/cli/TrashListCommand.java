package io.mailroom.cli;

import io.mailroom.api.Contact;
import io.mailroom.api.InputRules;
import io.mailroom.service.localcopy.JournalEntry;
import java.io.PrintWriter;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParentCommand;

@Command(name = "list", description = "List the deleted contacts that can be restored, the latest deleted first.")
final class TrashListCommand implements Callable<Integer> {

    @ParentCommand
    TrashCommand trash;

    @Option(names = "--app", paramLabel = "APP", description = "Only the contacts of this application.")
    String appId;

    @Option(names = "--json", description = "JSON: an array of deleted contacts, each with the contact as it was.")
    boolean json;

    @Override
    public Integer call() {
        MailroomCommand root = trash.root;
        Optional<String> app = Optional.ofNullable(appId).map(InputRules::appId);
        List<JournalEntry> deleted = TrashCommand.journal(root).map(journal -> journal.trash(app)).orElse(List.of());
        PrintWriter out = root.context.out();
        if (json) {
            JsonOutput.print(out, deleted.stream().map(TrashListCommand::asJson).toList());
            return ExitCode.OK;
        }
        TextTable table = new TextTable(List.of("DELETED", "APP", "CONTACT", "STATUS", "NAME", "COMPANY", "JOB"));
        for (JournalEntry entry : deleted) {
            Contact was = entry.before().orElseThrow();
            table.add(List.of(entry.at().toString(), entry.appId(), entry.address(), was.statusText(),
                    (was.firstName() + " " + was.lastName()).strip(), was.company(), entry.jobId().orElse("")));
        }
        table.print(out);
        return ExitCode.OK;
    }

    private static Map<String, Object> asJson(JournalEntry entry) {
        Map<String, Object> item = new LinkedHashMap<>();
        item.put("change", entry.id());
        item.put("deletedAt", entry.at());
        item.put("appId", entry.appId());
        item.put("emailAddress", entry.address());
        item.put("jobId", entry.jobId().orElse(null));
        item.put("contact", entry.before().orElseThrow());
        return item;
    }
}
