package io.mailroom.cli;

import io.mailroom.service.compose.Draft;
import io.mailroom.service.compose.UnreadableDraftException;
import java.io.PrintWriter;
import java.util.List;
import java.util.TreeMap;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.ParentCommand;

@Command(name = "show", description = "Print one draft: its fields, then its body.")
final class DraftShowCommand implements Callable<Integer> {

    @ParentCommand
    DraftCommand draft;

    @Parameters(index = "0", paramLabel = "NAME")
    String name;

    @Option(names = "--json", description = "JSON: the draft as one object.")
    boolean json;

    @Override
    public Integer call() {
        String checked = MailroomCommand.draftName("NAME", name);
        Draft found;
        try {
            found = draft.store().load(checked).orElseThrow(() -> new UsageProblem("there is no draft named \"" + checked + "\""));
        } catch (UnreadableDraftException e) {
            draft.report(List.of(e.unreadable()));
            return ExitCode.OTHER;
        }
        PrintWriter out = draft.root.context.out();
        if (json) {
            JsonOutput.print(out, found);
            return ExitCode.OK;
        }
        out.println("Name:    " + found.name());
        out.println("Updated: " + found.updated());
        out.println("Profile: " + DraftListCommand.text(found.profile()));
        out.println("From:    " + DraftListCommand.text(found.from()));
        out.println("To:      " + DraftListCommand.text(found.to()));
        out.println("Subject: " + DraftListCommand.text(found.subject()));
        out.println("Format:  " + (found.html() ? "HTML" : "plain text"));
        if (!found.fields().isEmpty()) {
            out.println("Fills:   " + String.join(", ", new TreeMap<>(found.fields()).entrySet().stream()
                    .map(field -> field.getKey() + "=" + field.getValue()).toList()));
        }
        out.println();
        out.println(DraftListCommand.text(found.body()));
        return ExitCode.OK;
    }
}
