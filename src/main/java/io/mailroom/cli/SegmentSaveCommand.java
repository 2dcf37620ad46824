package io.mailroom.cli;

import io.mailroom.api.InputRules;
import io.mailroom.service.localcopy.Filter;
import io.mailroom.service.localcopy.Segment;
import io.mailroom.service.localcopy.SegmentStore;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.ParentCommand;

@Command(name = "save", description = {
    "Save a segment, new or in place of the one of the same name (ignoring case).",
    "QUERY and --where are what 'mailroom contacts find' takes; a segment of",
    "neither is every contact."
})
final class SegmentSaveCommand implements Callable<Integer> {

    @ParentCommand
    SegmentCommand segment;

    @Parameters(index = "0", paramLabel = "NAME")
    String name;

    @Parameters(index = "1..*", paramLabel = "QUERY",
            description = "Words every contact found has, each beginning a word of its address, names, company or phone (any case, any accents).")
    List<String> words = new ArrayList<>();

    @Option(names = "--app", paramLabel = "APP", description = "The application's appId (optional when the --profile has only one).")
    String appId;

    @Option(names = "--where", paramLabel = "FIELD=VALUE", converter = WhereFilter.class, description = WhereFilter.DESCRIPTION)
    List<Filter> filters = new ArrayList<>();

    @Override
    public Integer call() {
        MailroomCommand root = segment.root;
        String app = InputRules.appId(root.appId(appId));
        String checked = SegmentCommand.name("NAME", name);
        SegmentStore store = SegmentCommand.store(root);
        boolean replacing = store.find(app, checked).isPresent();
        Segment saved = store.save(new Segment(checked, app, String.join(" ", words), filters));
        root.context.out().println((replacing ? "Replaced" : "Saved") + " the segment \"" + saved.name() + "\" of " + app + ": "
                + SegmentCommand.definition(saved));
        return ExitCode.OK;
    }
}
