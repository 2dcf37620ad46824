package io.mailroom.cli;

import io.mailroom.service.compose.SendHistory;
import io.mailroom.service.compose.SentEmail;
import java.time.temporal.ChronoUnit;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParentCommand;

@Command(name = "history", description = {
    "Show the emails Mailroom sent or tried to send, the most recent first.",
    "Each with its result: SENT, OUTCOME_UNKNOWN (it may have been sent) or FAILED,",
    "and the service's requestId. The history is a file in the data directory",
    "(see 'mailroom --help'); lines that cannot be read are moved aside and counted,",
    "entries this version cannot show (written by a newer one) are counted and left",
    "in it, every other entry is shown."
})
final class HistoryCommand implements Callable<Integer> {

    @ParentCommand
    MailroomCommand root;

    @Option(names = "--search", paramLabel = "TEXT",
            description = "Only the emails in which every word occurs in from, to, subject, profile or requestId (any case).")
    String search;

    @Option(names = "--limit", paramLabel = "N", description = "At most N emails (default: all).")
    Integer limit;

    @Option(names = "--json", description = "JSON: an array of entries, body included.")
    boolean json;

    @Override
    public Integer call() {
        if (limit != null && limit < 1) {
            throw new UsageProblem("--limit must be 1 or more");
        }
        SendHistory.Listing listing = root.history().search(search);
        List<SentEmail> entries = listing.entries().stream().limit(limit == null ? Long.MAX_VALUE : limit).toList();
        if (json) {
            JsonOutput.print(root.context.out(), entries);
        } else {
            TextTable table = new TextTable(List.of("TIME", "RESULT", "PROFILE", "FROM", "TO", "SUBJECT", "REQUEST ID"));
            for (SentEmail e : entries) {
                table.add(List.of(e.time().truncatedTo(ChronoUnit.SECONDS).toString(), e.result().name(),
                        DraftListCommand.text(e.profile()), e.from(), e.to(), e.subject(), DraftListCommand.text(e.requestId())));
            }
            table.print(root.context.out());
        }
        listing.notes().forEach(note -> root.context.err().println("mailroom: note: " + note));
        return ExitCode.OK;
    }
}
