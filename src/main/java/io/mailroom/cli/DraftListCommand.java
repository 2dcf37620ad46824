package io.mailroom.cli;

import io.mailroom.service.compose.Draft;
import io.mailroom.service.compose.DraftStore;
import java.time.temporal.ChronoUnit;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParentCommand;

@Command(name = "list", description = "Show the saved drafts, the most recently changed first.")
final class DraftListCommand implements Callable<Integer> {

    @ParentCommand
    DraftCommand draft;

    @Option(names = "--json", description = "JSON: an array of drafts, body included.")
    boolean json;

    @Override
    public Integer call() {
        DraftStore.Listing listing = draft.store().list();
        if (json) {
            JsonOutput.print(draft.root.context.out(), listing.drafts());
        } else {
            TextTable table = new TextTable(List.of("NAME", "UPDATED", "PROFILE", "TO", "SUBJECT"));
            for (Draft d : listing.drafts()) {
                table.add(List.of(d.name(), d.updated().truncatedTo(ChronoUnit.SECONDS).toString(),
                        text(d.profile()), text(d.to()), text(d.subject())));
            }
            table.print(draft.root.context.out());
        }
        draft.report(listing.unreadable());
        return ExitCode.OK;
    }

    static String text(String value) {
        return value == null ? "" : value;
    }
}
